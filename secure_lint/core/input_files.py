"""Files a command reads besides the scanned ones: configuration, rule files, baselines,
reports. Each is a regular file of bounded size (a FIFO, `/dev/zero` or a 10 GB file is
refused before it is read), and the paths a repository's configuration names stay inside
the repository: a file outside it is read only when named on the command line.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_INPUT_FILE_SIZE = 64 * 1024 * 1024  # bytes: a baseline of 100,000 findings is ~40 MB


class UnfitFile(OSError):
    """A file that is not read: not a regular file, or too large. str(): the reason."""


def check_input_file(path: Path, limit: int | None = None) -> None:
    """UnfitFile unless `path` (followed through links) is a regular file of at most `limit`
    bytes (MAX_INPUT_FILE_SIZE unless given); FileNotFoundError (or another OSError) when it
    cannot be looked at."""
    limit = MAX_INPUT_FILE_SIZE if limit is None else limit
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise UnfitFile("not a regular file")
    if info.st_size > limit:
        raise UnfitFile(f"larger than {_size(limit)}")


def read_input_bytes(path: Path, limit: int | None = None) -> bytes:
    """The content of a regular file of at most `limit` bytes (MAX_INPUT_FILE_SIZE unless
    given; checked on the open file, and never more read); UnfitFile or another OSError."""
    limit = MAX_INPUT_FILE_SIZE if limit is None else limit
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise UnfitFile("not a regular file")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise UnfitFile(f"larger than {_size(limit)}")
    return data


def read_input_text(path: Path, limit: int | None = None, encoding: str = "utf-8") -> str:
    """`read_input_bytes` decoded (UnicodeDecodeError when it is not `encoding`)."""
    return read_input_bytes(path, limit).decode(encoding)


def outside(path: Path, root: Path) -> bool:
    """Whether `path`, its links followed, lies outside `root`."""
    resolved = path.resolve()
    base = root.resolve()
    return resolved != base and not resolved.is_relative_to(base)


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit} bytes"
