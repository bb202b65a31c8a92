"""Git-aware targets: the staged content of a commit, or the changes since a merge base.

`staged` reads the index through git plumbing (never the working tree), so it sees what
`git commit` is about to record, partially staged files included. `since` lists the files
changed since the merge base of REF and HEAD, with the lines each change added and where it
removed lines, so that only findings whose path the change touched are reported (touches.py);
with `committed_only` it reads HEAD's content, otherwise the working tree (staged, unstaged and
untracked changes too).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from secure_lint import git
from secure_lint.core.findings import Finding, SkippedPath
from secure_lint.core.path_classes import is_default_excluded, size_limit
from secure_lint.scan.targets import IgnoreRules, Targets
from secure_lint.workspace import Workspace

if TYPE_CHECKING:
    from secure_lint.core.context import ScanContext


@dataclass
class ChangeSet:
    """Changed files under the scan root, where their content is, and which lines changed."""

    label: str  # "staged changes", "changes since 1a2b3c4"
    git_root: Path  # the repository's top level
    on_disk: list[str] = field(default_factory=list)  # read from the working tree
    blobs: dict[str, str] = field(default_factory=dict)  # path -> blob id, read through git
    diffs: dict[str, git.FileDiff] | None = None  # what changed per path; None: every line counts
    whole_files: set[str] = field(default_factory=set)  # new untracked files: every line counts
    skipped: list[SkippedPath] = field(default_factory=list)
    # where every other file of the repository is read from, as the changed ones are: "index"
    # (--staged), "HEAD" (--committed-only); None: the working tree
    snapshot: str | None = None

    @property
    def considered(self) -> int:
        return len(self.on_disk) + len(self.blobs) + len(self.skipped)

    def touches(self, finding: Finding) -> bool:
        """Whether the change touched a finding's path: its lines, or its data's source, hops,
        sink and what stood between them (touches.py)."""
        if self.diffs is None:
            return True
        from secure_lint.scan.touches import touches  # noqa: PLC0415 (only --diff-base reads lines: not every scan's start)

        return touches(finding, self.diffs, self.whole_files)


@dataclass(frozen=True)
class Scope:
    """What limits a change set: the root inside the repository, PATHS, ignore rules."""

    root: Path
    paths: tuple[str, ...] = (".",)
    excludes: tuple[str, ...] = ()


def find_changes(context: ScanContext) -> ChangeSet:
    """The staged files (--staged), or the files changed since the merge base (--diff-base)."""
    scope = Scope(context.root, context.paths, tuple(context.config.exclude))
    if context.diff_base is None:
        return staged(scope)
    return since(scope, context.diff_base, context.committed_only)


def staged(scope: Scope) -> ChangeSet:
    top = git.top_level(scope.root, "--staged")
    changes = git.staged_changes(top)
    result = ChangeSet(label="staged changes", git_root=top, snapshot="index")
    for change, path in _under_root(changes, top, scope):
        if change.status == "U":  # no staged content to scan until the conflict is resolved
            result.skipped.append(SkippedPath(path=path, reason="unmerged"))
        elif not _skip(change, path, result):
            result.blobs[path] = change.blob
    return result


def since(scope: Scope, ref: str, committed_only: bool) -> ChangeSet:
    top = git.top_level(scope.root, "--diff-base")
    base = git.merge_base(top, ref)
    changes = git.changes_since(top, base, committed_only)
    diffs = _relative_keys(git.diff_since(top, base, committed_only), top, scope.root)
    snapshot = "HEAD" if committed_only else None
    result = ChangeSet(label=f"changes since {base[:7]}", git_root=top, diffs=diffs, snapshot=snapshot)
    for change, path in _under_root(changes, top, scope):
        if _skip(change, path, result):
            continue
        if committed_only:
            result.blobs[path] = change.blob
        else:
            result.on_disk.append(path)
    if not committed_only:
        untracked = [git.Change(p, "A", "0" * 40, "100644") for p in git.untracked_files(top)]
        for change, path in _under_root(untracked, top, scope):
            if not _skip(change, path, result):
                result.on_disk.append(path)
                result.whole_files.add(path)
    result.on_disk.sort()
    return result


def _root_prefix(top: Path, root: Path) -> str:
    try:
        relative = root.resolve().relative_to(top)
    except ValueError:
        raise git.GitError("--root is outside the git repository") from None
    return "" if str(relative) == "." else relative.as_posix() + "/"


def _relative_keys(diffs: dict[str, git.FileDiff], top: Path, root: Path) -> dict[str, git.FileDiff]:
    prefix = _root_prefix(top, root)
    return {p[len(prefix) :]: v for p, v in diffs.items() if p.startswith(prefix)}


def _under_root(changes: Iterable[git.Change], top: Path, scope: Scope) -> Iterable[tuple[git.Change, str]]:
    """Changes under the root and PATHS, with root-relative paths, minus ignored ones."""
    prefix = _root_prefix(top, scope.root)
    wanted = [p.strip("/") for p in scope.paths if p not in (".", "")]
    ignore = IgnoreRules(Workspace(str(scope.root)), use_git=False, extra=scope.excludes)
    for change in changes:
        if not change.path.startswith(prefix):
            continue
        path = change.path[len(prefix) :]
        if wanted and not any(path == w or path.startswith(w + "/") for w in wanted):
            continue
        if is_default_excluded(path) or ignore.ignored(path) or _in_ignored_dir(ignore, path):
            continue
        yield change, path


def _in_ignored_dir(ignore: IgnoreRules, path: str) -> bool:
    parts = path.split("/")[:-1]
    return any(ignore.ignored("/".join(parts[: i + 1]), is_dir=True) for i in range(len(parts)))


def _skip(change: git.Change, path: str, result: ChangeSet) -> bool:
    if change.mode == git.SYMLINK_MODE:
        result.skipped.append(SkippedPath(path=path, reason="symlink_not_followed"))
        return True
    if not change.is_regular_file:
        result.skipped.append(SkippedPath(path=path, reason="not_a_regular_file"))
        return True
    return False


def blob_targets(changes: ChangeSet, max_size: int) -> Targets:
    """The change set's blobs to read (sorted), and those passed over by their size in git."""
    sizes = git.blob_sizes(changes.git_root, changes.blobs.values())
    targets = Targets(skipped=list(changes.skipped), considered=changes.considered)
    for path, blob in changes.blobs.items():
        if sizes.get(blob) is None:
            targets.skipped.append(SkippedPath(path=path, reason="unreadable"))
        elif sizes[blob] > size_limit(path, max_size):
            targets.skipped.append(SkippedPath(path=path, reason="too_large"))
        else:
            targets.add(path, sizes[blob])
    targets.files.sort()
    return targets
