"""A cache of validated rules, so a small scan does not re-parse and re-check every rule file.

Keyed by the package version and each rule file's path, size and modification time; stored
as JSON (not pickle) under the user cache directory; any problem means a cache miss.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from secure_lint import __version__


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "secure-lint"


def cache_key(files: list[Path]) -> str:
    digest = hashlib.sha256(__version__.encode())
    for file in files:
        stat = file.stat()
        digest.update(f"\0{file.resolve()}\0{stat.st_size}\0{stat.st_mtime_ns}".encode())
    return digest.hexdigest()[:32]


def read(key: str) -> bytes | None:
    try:
        return (cache_dir() / f"rules-{key}.json").read_bytes()
    except OSError:
        return None


def write(key: str, data: bytes) -> None:
    directory = cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".rules-", dir=directory)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, directory / f"rules-{key}.json")
    except OSError:
        return  # a cache that cannot be written is only slower
