"""Writing a file whole or not at all (a temporary file beside it, renamed into place), and
naming a path in messages without making it absolute. The one writer of reports, SARIF,
baselines, configs, compiled rules and cache entries; the workspace (workspace/) writes
inside the scanned root through its own path-checked descriptors."""

from __future__ import annotations

import os
from pathlib import Path

from secure_lint.core.errors import UserError

_TEMPORARY_FLAGS = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_TEMPORARY_TRIES = 100  # as tempfile.TMP_MAX; a clash of 48 random bits is not expected once


class OutputError(UserError):
    """An output file that cannot be written."""


def write_atomic(path: str | Path, data: str | bytes, overwrite: bool = True, display: str | None = None) -> None:
    """Write through a temporary file renamed into place; without `overwrite`, an existing
    file is an OutputError (the rename is then a link, which fails if the name exists).
    Messages name the file as `display` (default: `path`)."""
    target = Path(path)
    path = display or str(path)
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise OutputError(f"{path}: directory does not exist")
    if target.is_dir():
        raise OutputError(f"{path}: is a directory")
    try:
        fd, tmp = _temporary_beside(target, directory)
    except OSError:
        raise OutputError(f"{path}: cannot write here") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode() if isinstance(data, str) else data)
        os.chmod(tmp, 0o644)
        if overwrite:
            os.replace(tmp, target)
        else:
            os.link(tmp, target)
            os.unlink(tmp)
    except FileExistsError:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path} already exists; pass --force to overwrite it") from None
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write here") from None


def _temporary_beside(target: Path, directory: Path) -> tuple[int, str]:
    """A new file of the owner's alone (0o600, as `tempfile.mkstemp` makes it) in `directory`,
    named after `target`: opened here rather than by `tempfile`, whose import (with shutil's and
    random's, ~10 ms) was a tenth of a staged scan's start-up for one call."""
    for _ in range(_TEMPORARY_TRIES):
        tmp = str(directory / f".{target.name}.{os.urandom(6).hex()}")
        try:
            return os.open(tmp, _TEMPORARY_FLAGS, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {target}")


def display_path(path: str) -> str:
    """A path for messages: relative to the working directory (`../other/x.json` too), never
    absolute; only a path that shares no directory with it is named by its base name."""
    absolute = os.path.abspath(path)
    relative = os.path.relpath(absolute)
    if relative.startswith("..") and os.path.commonpath([absolute, os.getcwd()]) == os.sep:
        return Path(path).name
    return Path(relative).as_posix()
