"""Writing report files: atomically, so a failed run never leaves half a report."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class OutputError(Exception):
    """An output file that cannot be written."""


def write_atomic(path: str, text: str) -> None:
    target = Path(path)
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
        os.replace(tmp, target)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write here") from None
