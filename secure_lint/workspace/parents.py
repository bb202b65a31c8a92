"""The parent directory of a path to write, reached from the root one component at a
time without following any link; missing directories are created on request and
removed again if the write fails."""

from __future__ import annotations

import contextlib
import os
from types import TracebackType

from secure_lint.workspace import fs
from secure_lint.workspace.errors import WorkspaceError, os_errors
from secure_lint.workspace.paths import Root, split_rel


class ParentDir:
    """Context manager: `fd` is the open parent directory, `name` the final component."""

    def __init__(self, root: Root, rel: str, *, create: bool) -> None:
        parts = split_rel(rel)
        if not parts:
            raise WorkspaceError("validation", "'.' is the workspace root, not a file")
        self.rel = rel
        self.name = parts[-1]
        self.created: list[str] = []
        self._root = root
        self._dirs = parts[:-1]
        self._create = create
        self._fds: list[int] = []
        self._made: list[tuple[int, str]] = []

    @property
    def fd(self) -> int:
        return self._fds[-1]

    def __enter__(self) -> ParentDir:
        try:
            self._fds.append(fs.open_root(self._root))
            for i, part in enumerate(self._dirs, 1):
                self._fds.append(self._enter(part, "/".join(self._dirs[:i])))
        except BaseException:
            self._close(failed=True)
            raise
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._close(failed=exc_type is not None)

    def _enter(self, part: str, sub: str) -> int:
        try:
            return fs.open_dir_at(self.fd, part, sub)
        except WorkspaceError as exc:
            if exc.error_type != "not_found":
                raise
            if not self._create:
                raise WorkspaceError(
                    "not_found", f"parent directory '{sub}' of '{self.rel}' does not exist"
                ) from exc
        with os_errors(sub):
            os.mkdir(part, fs.NEW_DIR_MODE, dir_fd=self.fd)
        self._made.append((self.fd, part))
        self.created.append(sub)
        return fs.open_dir_at(self.fd, part, sub)

    def _close(self, *, failed: bool) -> None:
        if failed:
            for dir_fd, part in reversed(self._made):
                with contextlib.suppress(OSError):
                    os.rmdir(part, dir_fd=dir_fd)
        for fd in reversed(self._fds):
            os.close(fd)
        self._fds.clear()
