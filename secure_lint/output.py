"""Writing report files: atomically, so a failed run never leaves half a report."""

from __future__ import annotations

import os
from pathlib import Path

from secure_lint.errors import UserError


class OutputError(UserError):
    """An output file that cannot be written."""


def write_atomic(path: str, text: str, overwrite: bool = True, display: str | None = None) -> None:
    """Write through a temporary file renamed into place; without `overwrite`, an existing
    file is an OutputError (the rename is then a link, which fails if the name exists).
    Messages name the file as `display` (default: `path`)."""
    import tempfile  # noqa: PLC0415 (only when a file is written)

    target = Path(path)
    path = display or path
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise OutputError(f"{path}: directory does not exist")
    if target.is_dir():
        raise OutputError(f"{path}: is a directory")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=directory)
    except OSError:
        raise OutputError(f"{path}: cannot write here") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
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
