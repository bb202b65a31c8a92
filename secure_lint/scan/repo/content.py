"""What the whole-repository steps (stack detection, repo_facts.py, action_reach.py) read: the
files of the tree and their text, from where the scanned files came.

A scan of the working tree reads the working tree. A scan of git content (`--staged`: the index;
`--diff-base --committed-only`: HEAD) reads every other file from that same snapshot, listed by
git and read through one `git cat-file` process on demand, so that a verdict never depends on
edits the snapshot does not hold (an unstaged guard, an importer only in the index). While
`--fix` works, the fixed files are read as fixed (`Repository.seeing`), whatever the snapshot.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from secure_lint import git
from secure_lint.core.path_classes import is_default_excluded, is_project_file
from secure_lint.core.repository import Repository
from secure_lint.scan.stacks import detect_stacks, is_marker, is_plain_source
from secure_lint.workspace.text import decode, looks_binary
from secure_lint.workspace.workspace import DEFAULT_MAX_BYTES

if TYPE_CHECKING:
    from secure_lint.scan.changes import ChangeSet
    from secure_lint.workspace import Workspace


@contextmanager
def open_snapshot(
    workspace: Workspace, changes: ChangeSet | None, listing: git.Started | None = None
) -> Iterator[Snapshot | None]:
    """The git snapshot `changes` was read from (None: the scan reads the working tree), open for
    the rest of the scan: its steps (stack detection, the whole-repository step, --fix) share one
    listing of it (`listing`: as started before) and one `git cat-file` process."""
    if changes is None or changes.snapshot is None:
        yield None
        return
    with git.BlobStream(changes.git_root) as stream:
        yield Snapshot(Path(workspace.root), changes.snapshot, stream, listing)


def open_repository(
    workspace: Workspace,
    tree: Callable[[], list[str]],
    snapshot: Snapshot | None,
    is_shipped: Callable[[str], bool],
) -> Repository:
    """The repository as the scan saw it: `tree` (the working tree's files, listed on use) read
    from disk, or git's `snapshot` when the scan read one (open_snapshot)."""
    if snapshot is None:
        return Repository(tree, workspace.read_text_or_none, is_shipped)
    return Repository(snapshot.paths, snapshot.text, is_shipped)


def snapshot_stacks(snapshot: Snapshot) -> set[str]:
    """The stacks of a git snapshot."""
    return detect_stacks(snapshot.markers(), snapshot.text)


def start_listing(root: Path, name: str) -> git.Started:
    """The listing of snapshot `name` (`"index"`, a commit), started now in the background."""
    return git.start_index_listing(root) if name == "index" else git.start_commit_listing(root, name)


class Snapshot:
    """The files of the index (`"index"`) or of a commit under `root`, and their text
    (`listing`: their listing, as started before)."""

    def __init__(self, root: Path, name: str, stream: git.BlobStream, listing: git.Started | None = None) -> None:
        self.root = root
        self.name = name
        self.stream = stream
        self.listing = listing

    @cached_property
    def listed(self) -> dict[str, str]:
        """Root-relative path -> blob id, of every file."""
        if self.name == "index":
            return git.index_blobs(self.root, self.listing)
        return git.commit_blobs(self.root, self.name, self.listing)

    @cached_property
    def _names_by_folder(self) -> dict[str, list[str]]:
        """Folder -> the names of the files directly in it."""
        names: dict[str, list[str]] = {}
        for path in self.listed:
            folder, name = posixpath.split(path)
            names.setdefault(folder, []).append(name)
        return names

    def kept(self, path: str) -> bool:
        """Whether a listing of the working tree would keep the file (not a default exclude)."""
        return path in self.listed and not is_default_excluded(path, self._has_project_file)

    def _has_project_file(self, folder: str) -> bool:
        """Whether the folder holds a project file: asked only of a `vendor/` or `build/` below
        the root, so the whole listing is gone through for project files only then."""
        return any(is_project_file(name) for name in self._names_by_folder.get(folder, ()))

    def paths(self) -> list[str]:
        return sorted(path for path in self.listed if self.kept(path))

    def markers(self) -> list[str]:
        """The kept files stack detection reads (excludes checked for them alone: a large tree
        has thousands of files and a few markers), its JS/TS sources by the first kept one."""
        markers = sorted(path for path in self.listed if is_marker(path))
        named = [path for path in markers if not is_plain_source(path) and self.kept(path)]
        source = next((path for path in markers if is_plain_source(path) and self.kept(path)), None)
        return sorted([*named, source] if source is not None else named)

    def text(self, path: str) -> str | None:
        """The file's text, as the working tree's would be read (None: absent, too large, binary)."""
        blob = self.listed.get(path) if self.kept(path) else None
        data = self.stream.read(blob) if blob is not None else None
        if data is None or len(data) > DEFAULT_MAX_BYTES or looks_binary(data):
            return None
        return decode(data).text
