"""Directory access on descriptors: open a start path component by component, walk
depth-first sorted by name, list a directory. A symlink is never followed."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from secure_lint.workspace import fs
from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.kinds import EntryKind, WalkEntry
from secure_lint.workspace.paths import Root, is_inside, lexical_path, split_rel

if TYPE_CHECKING:
    from secure_lint.workspace.results import LsEntry

MAX_DEPTH = 128
Prune = Callable[[str], bool]
StartKind = Literal["dir", "file", "symlink", "other"]


@dataclass(slots=True)
class Start:
    """The start of a walk; `fd` is an open directory descriptor when kind is 'dir'."""

    rel: str
    kind: StartKind
    fd: int | None = None
    size: int | None = None


def join_rel(parent: str, name: str) -> str:
    return name if parent == "." else f"{parent}/{name}"


def open_start(root: Root, rel: str) -> Start:
    """Open `rel` from the root one component at a time, never through a link."""
    parts = split_rel(rel)
    fd = fs.open_root(root)
    try:
        for i, part in enumerate(parts[:-1], 1):
            child = fs.open_dir_at(fd, part, "/".join(parts[:i]))
            os.close(fd)
            fd = child
        if not parts:
            return Start(rel, "dir", fd)
        return _start_at(fd, parts[-1], rel)
    except BaseException:
        os.close(fd)
        raise


def _start_at(fd: int, name: str, rel: str) -> Start:
    """Classify the last component; consumes `fd` unless an exception is raised."""
    st = fs.lstat_at(name, rel, fd)
    if st is None:
        raise WorkspaceError("not_found", f"'{rel}' does not exist")
    if stat.S_ISDIR(st.st_mode):
        child = fs.open_dir_at(fd, name, rel)
        os.close(fd)
        return Start(rel, "dir", child)
    os.close(fd)
    if stat.S_ISLNK(st.st_mode):
        return Start(rel, "symlink")
    if stat.S_ISREG(st.st_mode):
        return Start(rel, "file", size=st.st_size)
    return Start(rel, "other")


def open_dir(root: Root, rel: str) -> int:
    """A directory descriptor for `rel`; a link or a non-directory is refused."""
    start = open_start(root, rel)
    if start.kind == "dir" and start.fd is not None:
        return start.fd
    if start.kind == "symlink":
        raise WorkspaceError("security", f"'{rel}' is a symbolic link; links are not followed")
    raise WorkspaceError("validation", f"'{rel}' is not a directory")


def link_inside(root: Root, rel: str) -> bool:
    """Whether the link at `rel` resolves inside the root (dangling links included)."""
    return is_inside(os.path.realpath(lexical_path(root, rel)), root.real)


def walk_tree(
    root: Root, rel: str, prune: Prune | None = None, *, include_dirs: bool = False
) -> Iterator[WalkEntry]:
    """Yield entries under `rel` depth-first, sorted by name; does not descend into links."""
    try:
        start = open_start(root, rel)
    except WorkspaceError:
        yield WalkEntry(rel, "unreadable")
        return
    if start.fd is None:
        yield _single(root, start)
        return
    yield from _walk_fd(root, start.fd, rel, prune, include_dirs)


def _single(root: Root, start: Start) -> WalkEntry:
    if start.kind == "symlink":
        return WalkEntry(start.rel, "symlink", link_inside(root, start.rel))
    if start.kind == "file":
        return WalkEntry(start.rel, "file", size=start.size)
    return WalkEntry(start.rel, "other")


def _walk_fd(
    root: Root, fd: int, rel: str, prune: Prune | None, include_dirs: bool
) -> Iterator[WalkEntry]:
    try:
        first = _sorted_entries(fd)
    except OSError:
        os.close(fd)
        yield WalkEntry(rel, "unreadable")
        return
    stack = [(fd, rel, iter(first))]
    try:
        while stack:
            dir_fd, dir_rel, entries = stack[-1]
            entry = next(entries, None)
            if entry is None:
                stack.pop()
                os.close(dir_fd)
                continue
            child_rel = join_rel(dir_rel, entry.name)
            kind = entry_kind(entry)
            if kind != "dir":
                yield _leaf(root, child_rel, kind, entry)
                continue
            if prune is not None and prune(child_rel):
                continue
            if include_dirs:
                yield WalkEntry(child_rel, "dir")
            if len(stack) >= MAX_DEPTH:
                yield WalkEntry(child_rel, "too_deep")
                continue
            child = _open_child(dir_fd, entry, child_rel)
            if child is None:
                yield WalkEntry(child_rel, "unreadable")
                continue
            stack.append(child)
    finally:
        for open_fd, _, _ in stack:
            os.close(open_fd)


def _leaf(
    root: Root, rel: str, kind: EntryKind | Literal["unreadable"], entry: os.DirEntry[str]
) -> WalkEntry:
    if kind == "symlink":
        return WalkEntry(rel, "symlink", link_inside(root, rel))
    if kind == "file":
        try:
            return WalkEntry(rel, "file", size=entry.stat(follow_symlinks=False).st_size)
        except OSError:
            return WalkEntry(rel, "unreadable")
    if kind == "unreadable":
        return WalkEntry(rel, "unreadable")
    return WalkEntry(rel, "other")


def _sorted_entries(fd: int) -> list[os.DirEntry[str]]:
    with os.scandir(fd) as it:
        return sorted(it, key=lambda e: e.name)


def _open_child(
    dir_fd: int, entry: os.DirEntry[str], rel: str
) -> tuple[int, str, Iterator[os.DirEntry[str]]] | None:
    """Open a subdirectory (no link following) and check it is the entry we listed."""
    try:
        child = fs.open_dir_at(dir_fd, entry.name, rel)
    except WorkspaceError:
        return None
    try:
        if not fs.same_file(os.fstat(child), entry.stat(follow_symlinks=False)):
            os.close(child)
            return None
        return child, rel, iter(_sorted_entries(child))
    except OSError:
        os.close(child)
        return None


def entry_kind(entry: os.DirEntry[str]) -> EntryKind | Literal["unreadable"]:
    """Classify a directory entry without following links."""
    try:
        if entry.is_symlink():
            return "symlink"
        if entry.is_dir(follow_symlinks=False):
            return "dir"
        if entry.is_file(follow_symlinks=False):
            return "file"
    except OSError:
        return "unreadable"
    return "other"


def list_dir(
    root: Root, fd: int, rel: str, *, show_hidden: bool, limit: int
) -> tuple[list[LsEntry], int, bool]:
    """Entries of an open directory, dirs first then by name; (entries, hidden, truncated)."""
    entries: list[LsEntry] = []
    hidden = 0
    for entry in _sorted_entries(fd):
        if entry.name.startswith(".") and not show_hidden:
            hidden += 1
            continue
        entries.append(_ls_entry(root, entry, join_rel(rel, entry.name)))
    entries.sort(key=lambda e: (e.kind != "dir", e.name))
    return entries[:limit], hidden, len(entries) > limit


def _ls_entry(root: Root, entry: os.DirEntry[str], rel: str) -> LsEntry:
    from secure_lint.workspace.results import LsEntry  # noqa: PLC0415 (pydantic: ls only, not the scan)

    kind = entry_kind(entry)
    if kind == "symlink":
        return LsEntry(name=entry.name, kind="symlink", target_inside=link_inside(root, rel))
    if kind == "file":
        try:
            size = entry.stat(follow_symlinks=False).st_size
        except OSError:
            size = None
        return LsEntry(name=entry.name, kind="file", size=size)
    return LsEntry(name=entry.name, kind="dir" if kind == "dir" else "other")
