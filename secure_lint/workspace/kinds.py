"""The workspace's plain types, kept apart from the pydantic result models.

The scanner reads and walks through the workspace thousands of times per run and never
builds a result model; keeping these here lets it start without importing pydantic.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

ErrorType = Literal[
    "security", "validation", "not_found", "permission", "conflict", "too_large", "execution"
]
Newline = Literal["\n", "\r\n", "mixed"]
Encoding = Literal["utf-8", "latin-1", "utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"]
EntryKind = Literal["file", "dir", "symlink", "other"]
WalkKind = Literal["file", "dir", "symlink", "other", "unreadable", "too_deep"]


class WalkEntry(NamedTuple):
    """One entry yielded by `Workspace.walk` (a tuple, cheap for thousands of files).

    kind: file | symlink | other (FIFO, socket, device) | unreadable (a directory that
    could not be listed) | too_deep | dir (only with `include_dirs=True`).
    `target_inside` is set for symlinks only: whether the link resolves inside the root.
    `size` is set for regular files only (from lstat; the read checks it again).
    """

    path: str
    kind: WalkKind
    target_inside: bool | None = None
    size: int | None = None
