"""The internal exception of the workspace and the mapping of OS errors to short phrases."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from secure_lint.core.errors import UserError
from secure_lint.workspace.kinds import ErrorType

if TYPE_CHECKING:
    from secure_lint.workspace.results import ToolError

_ERRNO: dict[int, tuple[ErrorType, str]] = {
    errno.ENOENT: ("not_found", "does not exist"),
    errno.ENOTDIR: ("not_found", "has a parent that is not a directory"),
    errno.EACCES: ("permission", "permission denied"),
    errno.EPERM: ("permission", "operation not permitted"),
    errno.EROFS: ("permission", "read-only file system"),
    errno.ELOOP: ("security", "involves a symbolic link"),
    errno.EISDIR: ("validation", "is a directory"),
    errno.ENAMETOOLONG: ("validation", "name is too long"),
    errno.EEXIST: ("conflict", "already exists"),
    errno.EBUSY: ("conflict", "is busy"),
    errno.ETXTBSY: ("conflict", "is busy"),
    errno.ENOSPC: ("execution", "no space left on device"),
    errno.EDQUOT: ("execution", "disk quota exceeded"),
    errno.EIO: ("execution", "input/output error"),
    errno.EMFILE: ("execution", "too many open files"),
    errno.ENFILE: ("execution", "too many open files"),
    errno.EXDEV: ("execution", "crosses a file system boundary"),
}


class WorkspaceError(UserError):
    """Raised inside the workspace; converted to a `ToolError` at the tool boundary."""

    def __init__(self, error_type: ErrorType, message: str) -> None:
        super().__init__(message)
        self.error_type: ErrorType = error_type
        self.message = message

    def to_result(self) -> ToolError:
        from secure_lint.workspace.results import ToolError  # noqa: PLC0415 (pydantic, only on failure)

        return ToolError(error_type=self.error_type, message=self.message)


def from_os_error(exc: OSError, rel: str | None) -> WorkspaceError:
    """Map an OSError to a short message; never includes the OS text or a path."""
    code = exc.errno or 0
    kind, phrase = _ERRNO.get(code, ("execution", f"operation failed ({_code_name(code)})"))
    subject = f"'{rel}'" if rel is not None else "file system operation"
    return WorkspaceError(kind, f"{subject}: {phrase}")


def _code_name(code: int) -> str:
    return errno.errorcode.get(code, "unknown error")


@contextmanager
def os_errors(rel: str | None) -> Iterator[None]:
    """Turn any OSError raised in the block into a WorkspaceError naming `rel`."""
    try:
        yield
    except OSError as exc:
        raise from_os_error(exc, rel) from exc
