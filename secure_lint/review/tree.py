"""The reviewed tree: the files a scan would read, and the workspace tools to look at them.

Every disk access goes through the path-validated `Workspace` (ls, glob, grep, read). The
directories a scan passes over (dependencies, build outputs, ignored paths) are pruned from
glob and grep too, and their results are kept to the files a scan would read, so a review
and a scan talk about the same tree.
"""

from __future__ import annotations

import posixpath
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from secure_lint.core.errors import UserError
from secure_lint.core.findings import SkippedPath
from secure_lint.scan.targets import choose_root, collect, open_workspace, to_relative
from secure_lint.workspace import Workspace

if TYPE_CHECKING:
    from secure_lint.workspace import GrepMatch, LsEntry

# Review reads many files once: a generous cap, but bounded (a scan's default is 1 MiB).
MAX_FILE_SIZE = 1024 * 1024
GREP_MAX_MATCHES = 20_000
GREP_MAX_FILES = 100_000
GREP_TIMEOUT_S = 30.0


@dataclass(frozen=True)
class Reviewed:
    """What a review report (inventory, architecture, threat model) is of: the root's name, the
    PATH reviewed (root-relative), and its stacks. The reports extend it, so each one's JSON
    opens with these three, and each is built with them first: `Inventory(name, path, stacks, ...)`."""

    root_name: str
    path: str
    stacks: list[str]


class ReviewError(UserError):
    """A review input that cannot be used (a path outside the root, a tool refusal)."""


@dataclass(frozen=True)
class ReviewTree:
    """A root, the PATH reviewed under it, and the files a scan would read there."""

    workspace: Workspace
    root_name: str
    base: str  # the reviewed PATH, root-relative ("." for the root)
    files: tuple[str, ...]  # sorted, root-relative POSIX paths
    skipped: tuple[SkippedPath, ...]
    pruned: frozenset[str]  # directories the scan passes over
    incomplete: list[str] = field(default_factory=list)  # searches that stopped early, said in outputs
    is_file: bool = False  # the PATH reviewed is one file

    def prune(self, directory: str) -> bool:
        return directory in self.pruned

    def grep(self, pattern: str, include: str | None = None) -> list[GrepMatch]:
        """Matches of a (bounded, time-limited) regex in the files a scan would read."""
        result = self.workspace.grep(
            pattern,
            self.base,
            include=include,
            max_files=GREP_MAX_FILES,
            max_matches=GREP_MAX_MATCHES,
            timeout_s=GREP_TIMEOUT_S,
            prune=self.prune,
        )
        if result.success is False:
            raise ReviewError(result.message)
        if result.timed_out or result.truncated:
            limit = f"its {GREP_TIMEOUT_S:.0f} s time limit" if result.timed_out else f"{GREP_MAX_MATCHES} matches"
            self.incomplete.append(f"a code search stopped at {limit}: surfaces may be missing")
        wanted = set(self.files)
        return [m for m in result.matches if m.path in wanted]

    def glob(self, pattern: str, include_dirs: bool = False) -> list[str]:
        """Paths matching a gitignore-style glob: files a scan would read, and directories.
        When the PATH reviewed is one file, the glob runs in its directory and keeps that file."""
        if self.is_file:
            parent = posixpath.dirname(self.base) or "."
            result = self.workspace.glob(pattern, parent, include_dirs=False, max_results=100_000, prune=self.prune)
            if result.success is False:
                raise ReviewError(result.message)
            return [m.path for m in result.matches if m.path == self.base]
        result = self.workspace.glob(
            pattern, self.base, include_dirs=include_dirs, max_results=100_000, prune=self.prune
        )
        if result.success is False:
            raise ReviewError(result.message)
        wanted = set(self.files)
        return [m.path for m in result.matches if m.kind == "dir" or m.path in wanted]

    def ls(self, directory: str | None = None) -> list[LsEntry]:
        """One directory's entries (hidden ones too), links reported but not followed."""
        result = self.workspace.ls(directory or self.base, show_hidden=True)
        if result.success is False:
            raise ReviewError(result.message)
        return list(result.entries)

    def read_text(self, path: str) -> str | None:
        """A text file's content, or None (binary, too large, refused)."""
        result = self.workspace.read(path, max_bytes=MAX_FILE_SIZE)
        if result.success is False or result.content is None:
            return None
        return result.content

    def under(self, directory: str) -> list[str]:
        """The files below `directory` ("." for all)."""
        if directory == ".":
            return list(self.files)
        prefix = directory + "/"
        return [f for f in self.files if f.startswith(prefix)]

    def skipped_counts(self) -> dict[str, int]:
        return dict(sorted(Counter(s.reason for s in self.skipped).items()))


def open_tree(path: str | None, root: str | None = None, excludes: Iterable[str] = ()) -> ReviewTree:
    """The tree under PATH (default: the root): --root, else git top level, else the working
    directory, as for `scan`. A PATH outside the root is a ReviewError naming it."""
    chosen = choose_root(root, [path] if path else [])
    return tree_at(chosen, path or str(chosen), excludes)


def tree_at(root: Path, path: str, excludes: Iterable[str] = ()) -> ReviewTree:
    name = (Path(path).name or path)[:80]
    try:
        exists = Path(path).exists()
        is_file = Path(path).is_file()
    except OSError as error:  # a name too long, a loop of links
        raise ReviewError(f"{name}: {error.strerror or 'cannot be read'}") from None
    if not exists:
        raise ReviewError(f"{name}: no such file or directory")
    workspace = open_workspace(root)
    base = to_relative(workspace, path)
    targets = collect(workspace, [base], MAX_FILE_SIZE, excludes)
    pruned = frozenset(s.path for s in targets.skipped if s.reason in ("default_excluded", "ignored"))
    return ReviewTree(
        workspace=workspace,
        root_name=root.name,
        base=base,
        files=tuple(targets.files),
        skipped=tuple(targets.skipped),
        pruned=pruned,
        is_file=is_file,
    )
