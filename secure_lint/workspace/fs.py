"""Descriptor-level access: no link following, descriptor checks, bounded reads,
atomic replacement. POSIX only (Linux, macOS)."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat

from secure_lint.workspace.errors import WorkspaceError, from_os_error, os_errors
from secure_lint.workspace.paths import Root

READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK | os.O_NOCTTY
DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
NEW_FILE_MODE = 0o644
NEW_DIR_MODE = 0o777
_LINK_ERRNOS = frozenset({errno.ELOOP, errno.EMLINK})  # EMLINK: FreeBSD's O_NOFOLLOW


def fd_path(fd: int) -> str | None:
    """The path the kernel reports for an open descriptor, or None if unavailable."""
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        pass
    get_path = getattr(fcntl, "F_GETPATH", None)  # macOS
    if get_path is None:
        return None
    try:
        raw = fcntl.fcntl(fd, get_path, bytes(4096))
    except OSError:
        return None
    return os.fsdecode(raw.split(b"\0", 1)[0])


def same_file(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def require_regular(st: os.stat_result, rel: str) -> None:
    """Raise unless `st` (from lstat) is a regular file."""
    if stat.S_ISREG(st.st_mode):
        return
    if stat.S_ISLNK(st.st_mode):
        raise WorkspaceError("security", f"'{rel}' is a symbolic link")
    if stat.S_ISDIR(st.st_mode):
        raise WorkspaceError("validation", f"'{rel}' is a directory")
    raise WorkspaceError("validation", f"'{rel}' is not a regular file")


def lstat_at(name: str, rel: str, dir_fd: int | None = None) -> os.stat_result | None:
    """lstat `name` (relative to `dir_fd`), None when it does not exist."""
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise from_os_error(exc, rel) from exc


def open_regular(path: str, rel: str, dir_fd: int | None = None) -> tuple[int, os.stat_result]:
    """lstat, open without following a final link, and require the descriptor to be the
    same regular file (st_dev, st_ino). Returns the descriptor and its fstat."""
    before = lstat_at(path, rel, dir_fd)
    if before is None:
        raise WorkspaceError("not_found", f"'{rel}' does not exist")
    require_regular(before, rel)
    try:
        fd = os.open(path, READ_FLAGS, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno in _LINK_ERRNOS:
            raise WorkspaceError("security", f"'{rel}' is a symbolic link") from exc
        raise from_os_error(exc, rel) from exc
    try:
        st = os.fstat(fd)
        if not same_file(st, before) or not stat.S_ISREG(st.st_mode):
            raise WorkspaceError("security", f"'{rel}' changed while it was being opened")
    except BaseException:
        os.close(fd)
        raise
    return fd, st


def read_fd(fd: int, size: int, max_bytes: int, rel: str) -> bytes:
    """Read a whole regular file of fstat size `size`, never more than `max_bytes`."""
    if size > max_bytes:
        raise too_large(rel, size, max_bytes)
    parts: list[bytes] = []
    total, want = 0, size + 1
    with os_errors(rel):
        while True:
            chunk = os.read(fd, min(want, max_bytes + 1 - total))
            parts.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise too_large(rel, total, max_bytes)
            if len(chunk) < want:  # a short read on a regular file is EOF
                break
            want = 1 << 16
    return parts[0] if len(parts) == 1 else b"".join(parts)


def too_large(rel: str, size: int, limit: int) -> WorkspaceError:
    return WorkspaceError(
        "too_large", f"'{rel}' is {human_size(size)}, over the {human_size(limit)} limit"
    )


def human_size(n: int) -> str:
    if n >= 1 << 20:
        return f"{n / (1 << 20):g} MiB"
    if n >= 1 << 10:
        return f"{n / (1 << 10):g} KiB"
    return f"{n} bytes"


def open_root(root: Root) -> int:
    """Open the root directory and check it is still the directory canonicalized at start."""
    with os_errors("."):
        fd = os.open(root.real, DIR_FLAGS)
    st = os.fstat(fd)
    if (st.st_dev, st.st_ino) != (root.dev, root.ino):
        os.close(fd)
        raise WorkspaceError("security", "the workspace root changed")
    return fd


def open_dir_at(dir_fd: int, name: str, rel: str) -> int:
    """Open a subdirectory relative to `dir_fd` without following a link."""
    try:
        return os.open(name, DIR_FLAGS, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno in _LINK_ERRNOS or exc.errno == errno.ENOTDIR:
            st = lstat_at(name, rel, dir_fd)
            if st is not None and stat.S_ISLNK(st.st_mode):
                raise WorkspaceError("security", f"'{rel}' is a symbolic link") from exc
            raise WorkspaceError("validation", f"'{rel}' is not a directory") from exc
        if exc.errno == errno.ENOENT:
            raise WorkspaceError("not_found", f"directory '{rel}' does not exist") from exc
        raise from_os_error(exc, rel) from exc


def atomic_replace(
    dir_fd: int,
    name: str,
    data: bytes,
    *,
    mode: int | None = None,
    owner: tuple[int, int] | None = None,
) -> None:
    """Write `data` to a temp file in `dir_fd`, then `os.replace` it onto `name`.

    `mode` None creates with 0o644 (less the umask). On any failure the temp file is
    removed and the old file is untouched.
    """
    tmp, fd = _create_temp(dir_fd, name)
    try:
        try:
            _write_all(fd, data)
            if mode is not None:
                os.fchmod(fd, mode)
            if owner is not None:
                _chown(fd, owner)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        raise


def _create_temp(dir_fd: int, name: str) -> tuple[str, int]:
    for _ in range(8):
        tmp = f".{name[:80]}.{os.urandom(6).hex()}.tmp"
        try:
            return tmp, os.open(tmp, TEMP_FLAGS, NEW_FILE_MODE, dir_fd=dir_fd)
        except FileExistsError:
            continue
    raise WorkspaceError("conflict", "could not create a temporary file")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _chown(fd: int, owner: tuple[int, int]) -> None:
    if owner == (os.geteuid(), os.getegid()):
        return
    with contextlib.suppress(PermissionError):
        os.fchown(fd, *owner)
