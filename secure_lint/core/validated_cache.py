"""A cache of validated rule files and config files, so a small scan neither re-parses nor
re-validates them (and never imports yaml or pydantic when nothing changed).

An entry is keyed by its kind, the package version and the content of each source file (a
hash: ~1.5 ms for the 1 MB of bundled rules, and no stale entry after an edit within one
timestamp tick); stored as JSON (never pickle: a cache restored in CI must not be able to
run code) under the user cache directory. Any problem reading or writing means a cache miss.
Each kind keeps its most recently used entries only, so edits and upgrades do not pile up.

A cache may be restored from elsewhere (CI) or damaged: each entry starts with a header line
naming its kind, the SHA-256 and the length of what was cached, and `read` returns only a
payload that matches it (the callers then check its shape). Anything odd is a miss, rebuilt.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Iterable
from pathlib import Path

from secure_lint import __version__
from secure_lint.core.files import OutputError, write_atomic

KEEP_PER_KIND = 16  # entries: a rule set is ~1 MB; a few projects' configs and rule sets fit
MAGIC = b"secure-lint-cache 1"


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "secure-lint"


def entry_path(kind: str, files: list[Path]) -> Path | None:
    """Where the validated form of `files` is kept (another content gets another name);
    None when a file cannot be read: its loader then says why."""
    try:
        return entry_named(kind, [file.read_bytes() for file in files])
    except OSError:
        return None


def entry_named(kind: str, contents: Iterable[bytes]) -> Path:
    """Where the validated form of files with these `contents` is kept."""
    digest = hashlib.sha256(f"{kind}\0{__version__}".encode())
    for content in contents:
        digest.update(f"\0{len(content)}\0".encode())
        digest.update(content)
    return cache_dir() / f"{kind}-{digest.hexdigest()[:32]}.json"


def _kind(entry: Path) -> str:
    return entry.name.split("-", 1)[0]


def _header(kind: str, payload: bytes) -> bytes:
    return b"%s %s %s %d\n" % (MAGIC, kind.encode(), hashlib.sha256(payload).hexdigest().encode(), len(payload))


def read(entry: Path | None) -> bytes | None:
    """The payload cached at `entry`, or None (missing, unreadable, or not what was written)."""
    if entry is None:
        return None
    try:
        data = entry.read_bytes()
    except OSError:
        return None
    header, newline, payload = data.partition(b"\n")
    if not newline or header + newline != _header(_kind(entry), payload):
        return None
    with contextlib.suppress(OSError):
        os.utime(entry)  # recently used: pruning keeps it
    return payload


def write(entry: Path | None, data: bytes) -> None:
    if entry is None:
        return
    try:  # a cache that cannot be written is only slower
        entry.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(entry, _header(_kind(entry), data) + data)
    except (OSError, OutputError):
        return
    _prune(entry.parent, _kind(entry))


def _prune(directory: Path, kind: str) -> None:
    """Remove all but the KEEP_PER_KIND most recently used entries of one kind."""
    entries = []
    for path in directory.glob(f"{kind}-*.json"):
        with contextlib.suppress(OSError):
            entries.append((path.stat().st_mtime_ns, path))
    entries.sort(reverse=True)
    for _, path in entries[KEEP_PER_KIND:]:
        with contextlib.suppress(OSError):
            path.unlink()
