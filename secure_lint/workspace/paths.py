"""Containment: canonical root, lexical checks of caller paths, symlink-aware resolution.

Containment is always decided on resolved paths with `os.path.relpath`, never by a
string prefix. Callers' paths are normalized lexically first; a name such as
`a..b.css` is legal, a `..` segment leaving the root is not.
"""

from __future__ import annotations

import errno
import os
import posixpath
from dataclasses import dataclass

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.workspace.errors import WorkspaceError, from_os_error

MAX_PATH_CHARS = 4096
_CONTROL = lazy_compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class Root:
    """The canonical workspace root (`real`) and the spelling the caller gave (`given`)."""

    real: str
    given: str
    dev: int
    ino: int
    control_names: bool = False  # accept names holding control characters (files found on disk)


@dataclass(frozen=True, slots=True)
class Resolved:
    """A checked path: root-relative POSIX `rel`, its lexical and resolved absolute forms."""

    rel: str
    lexical: str
    real: str
    exists: bool


def canonical_root(
    root: str | os.PathLike[str], *, allow_broad: bool = False, control_names: bool = False
) -> Root:
    """Canonicalize the root once; refuse a non-directory, `/` and the home directory."""
    given = os.path.abspath(os.fspath(root))
    real = os.path.realpath(given)
    if not os.path.isdir(real):
        raise ValueError("workspace root is not a directory")
    if not allow_broad and real in _broad_roots():
        raise ValueError("workspace root is too broad (/ or the home directory)")
    st = os.stat(real)
    return Root(real=real, given=given, dev=st.st_dev, ino=st.st_ino, control_names=control_names)


def _broad_roots() -> set[str]:
    home = os.path.expanduser("~")
    return {"/", os.path.realpath(home)} if home != "~" else {"/"}


def is_inside(path: str, root: str) -> bool:
    """True when absolute `path` is `root` or below it (relative-path test)."""
    rel = os.path.relpath(path, root)
    return not (rel == ".." or rel.startswith("../") or os.path.isabs(rel))


def check_chars(raw: str, control_names: bool = False) -> None:
    """Reject empty, overlong, NUL-bearing or (unless `control_names`) control-character paths."""
    if not raw:
        raise WorkspaceError("validation", "path is empty")
    if len(raw) > MAX_PATH_CHARS:
        raise WorkspaceError("validation", "path is too long")
    if "\x00" in raw:
        raise WorkspaceError("security", "path contains a NUL byte")
    if not control_names and _CONTROL.search(raw):
        raise WorkspaceError("validation", "path contains a control character")


def to_relative(raw: str | os.PathLike[str], root: Root) -> str:
    """Lexically normalize a caller path into a root-relative POSIX path ('.' = root)."""
    if not isinstance(raw, str | os.PathLike):
        raise WorkspaceError("validation", "path must be a string")
    text = os.fspath(raw)
    if not isinstance(text, str):
        raise WorkspaceError("validation", "path must be a string")
    check_chars(text, root.control_names)
    if os.path.isabs(text):
        return _absolute_to_relative(text, root)
    rel = posixpath.normpath(text)
    if rel == ".." or rel.startswith("../"):
        raise WorkspaceError("security", "path escapes the workspace root")
    return rel


def _absolute_to_relative(text: str, root: Root) -> str:
    norm = os.path.normpath(text)
    for base in (root.real, root.given):
        if is_inside(norm, base):
            return os.path.relpath(norm, base)
    raise WorkspaceError("security", "absolute path is outside the workspace root")


def lexical_path(root: Root, rel: str) -> str:
    return root.real if rel == "." else os.path.join(root.real, rel)


def resolve(root: Root, rel: str) -> Resolved:
    """Resolve symlinks of `rel`; the resolved target (or, for a path to be created,
    its nearest existing ancestor) must be inside the root."""
    lexical = lexical_path(root, rel)
    try:
        real, exists = os.path.realpath(lexical, strict=True), True
    except FileNotFoundError:
        real, exists = os.path.realpath(lexical), False
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise WorkspaceError("security", f"'{rel}' involves a symbolic link loop") from exc
        if exc.errno != errno.ENOTDIR:
            raise from_os_error(exc, rel) from exc
        real, exists = os.path.realpath(lexical), False
    if not is_inside(real, root.real):
        raise WorkspaceError(
            "security", f"'{rel}' leads outside the workspace root through a symbolic link"
        )
    return Resolved(rel=rel, lexical=lexical, real=real, exists=exists)


def split_rel(rel: str) -> list[str]:
    """The components of a normalized relative path ([] for the root)."""
    return [] if rel == "." else rel.split("/")
