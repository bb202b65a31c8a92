"""`Workspace`: the path-validated root and its file tools.

Link policy (the one rule to remember):
- read / read_bytes follow a symlink only when its target resolves inside the root;
- write / edit / multiedit / theme never go through a symlink, inside or not;
- walk / glob / grep / ls never follow a symlink: links are reported, not entered.

Every tool returns its typed result or a `ToolError`; no result holds an absolute path.
The result models (pydantic) and the edit/search helpers load on the first tool call that
needs them: a scan only walks and reads bytes, and should not pay for them at start-up.
"""

from __future__ import annotations

import functools
import os
import posixpath
import stat
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from secure_lint.workspace import fs
from secure_lint.workspace.errors import WorkspaceError, from_os_error, os_errors
from secure_lint.workspace.kinds import Newline, WalkEntry
from secure_lint.workspace.parents import ParentDir
from secure_lint.workspace.paths import (
    canonical_root,
    is_inside,
    lexical_path,
    resolve,
    to_relative,
)
from secure_lint.workspace.patterns import compile_glob
from secure_lint.workspace.text import (
    Decoded,
    check_range,
    decode,
    encode,
    line_window,
    looks_binary,
    newline_style,
)
from secure_lint.workspace.walking import Prune, list_dir, open_dir, open_start, walk_tree

if TYPE_CHECKING:
    from secure_lint.workspace.results import (
        Edit,
        EditResult,
        GlobResult,
        GrepResult,
        LsResult,
        MultiEditResult,
        ReadResult,
        ThemeResult,
        ToolError,
        WriteResult,
    )

DEFAULT_MAX_BYTES = 1 << 20
MAX_EDIT_BYTES = 8 << 20
MAX_WRITE_BYTES = 64 << 20
MAX_LS_ENTRIES = 10_000
MAX_GLOB_SCAN = 200_000
VCS_DIRS = frozenset({".git", ".hg", ".svn"})

P = ParamSpec("P")
T = TypeVar("T")


def _tool(method: Callable[P, T]) -> Callable[P, T | ToolError]:
    """Convert workspace and OS exceptions escaping a tool into a `ToolError`."""

    @functools.wraps(method)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> T | ToolError:
        try:
            return method(*args, **kwargs)
        except WorkspaceError as exc:
            return exc.to_result()
        except OSError as exc:
            return from_os_error(exc, None).to_result()

    return wrapper


@dataclass(frozen=True, slots=True)
class _Doc:
    """A text file loaded for editing, with the stat used to detect concurrent changes."""

    decoded: Decoded
    style: Newline | None
    st: os.stat_result


def _prune_vcs(rel: str) -> bool:
    return rel.rsplit("/", 1)[-1] in VCS_DIRS


def _pruner(prune: Prune | None) -> Prune:
    """VCS directories, and those the caller prunes."""
    if prune is None:
        return _prune_vcs
    return lambda rel: _prune_vcs(rel) or prune(rel)


def _positive(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise WorkspaceError("validation", f"{name} must be a positive integer")
    return value


class Workspace:
    """All disk access under one canonical root."""

    def __init__(
        self, root: str | os.PathLike[str], *, allow_broad_root: bool = False, control_names: bool = False
    ) -> None:
        """`control_names`: accept paths whose names hold control characters (a scanner
        reading the names a walk found; callers typing paths keep the default)."""
        self._root = canonical_root(root, allow_broad=allow_broad_root, control_names=control_names)

    @property
    def root(self) -> str:
        """The canonical absolute root (for internal use; never put it in output)."""
        return self._root.real

    def relative(self, path: str | os.PathLike[str]) -> str | None:
        """The root-relative POSIX form of `path` (relative, or absolute under the root),
        or None when it is refused (outside the root, NUL/control characters, ...).
        A lexical check only: the tools still resolve links when they touch the disk."""
        try:
            return to_relative(path, self._root)
        except WorkspaceError:
            return None

    def link_target(self, path: str) -> str | None:
        """Where the symlink at `path` (root-relative) leads: the root-relative path of the
        regular file it resolves to inside the root, or None (outside, dangling, not a file)."""
        real = os.path.realpath(os.path.join(self._root.real, path))
        relative = self.relative(real)
        if relative is None or relative in ("", ".") or not os.path.isfile(real):
            return None
        return relative

    def has_git_dir(self) -> bool:
        """Whether the root holds `.git` (a directory, or a file for worktrees/submodules)."""
        try:
            st = os.lstat(os.path.join(self._root.real, ".git"))
        except OSError:
            return False
        return stat.S_ISDIR(st.st_mode) or stat.S_ISREG(st.st_mode)

    def read_text_or_none(
        self, path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES
    ) -> str | None:
        """Decoded text (BOM stripped, latin-1 fallback), or None if refused, missing,
        too large or binary. For small config files such as `.gitignore`."""
        try:
            data = self.load_bytes(path, max_bytes)
        except WorkspaceError:
            return None
        return None if looks_binary(data) else decode(data).text

    # -- reading ---------------------------------------------------------------------

    def load_bytes(self, path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
        """The file's bytes (same checks as `read`), or `WorkspaceError`: the scanner's
        per-file entry point (no result model is built, even for a skipped file)."""
        with os_errors(None):
            return self._load(path, max_bytes)[1]

    @_tool
    def read_bytes(
        self, path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES
    ) -> bytes | ToolError:
        """The file's bytes (same checks as `read`)."""
        return self.load_bytes(path, max_bytes)

    @_tool
    def read(
        self,
        path: str | os.PathLike[str],
        start_line: int | None = None,
        line_count: int | None = None,
        max_bytes: int = DEFAULT_MAX_BYTES,
    ) -> ReadResult | ToolError:
        """Read a file: binary detection, decoding, newline style, optional line window."""
        from secure_lint.workspace.results import ReadResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        check_range(start_line, line_count)
        rel, data = self._load(path, max_bytes)
        if looks_binary(data):
            return ReadResult(path=rel, size=len(data), is_binary=True)
        doc = decode(data)
        window = line_window(doc.text, start_line, line_count, rel)
        return ReadResult(
            path=rel,
            size=len(data),
            is_binary=False,
            encoding=doc.encoding,
            has_bom=doc.has_bom,
            newline=newline_style(doc.text),
            line_count=window.total,
            start_line=window.start_line,
            end_line=window.end_line,
            content=window.content,
            truncated=window.truncated,
        )

    def _load(self, path: str | os.PathLike[str], max_bytes: int) -> tuple[str, bytes]:
        _positive(max_bytes, "max_bytes")
        rel = to_relative(path, self._root)
        fd, st = self._open_read(rel)
        try:
            return rel, fs.read_fd(fd, st.st_size, max_bytes, rel)
        finally:
            os.close(fd)

    def _open_read(self, rel: str) -> tuple[int, os.stat_result]:
        """Fast path: the lexical path, if the kernel confirms that exact path was opened.
        Otherwise resolve links, require the target inside the root and open the target."""
        lexical = lexical_path(self._root, rel)
        opened = _open_exact(lexical, rel)
        if opened is not None:
            return opened
        target = resolve(self._root, rel)
        if not target.exists:
            raise WorkspaceError("not_found", f"'{rel}' does not exist")
        fd, st = fs.open_regular(target.real, rel)
        where = fs.fd_path(fd)
        if where is not None and not is_inside(where, self._root.real):
            os.close(fd)
            raise WorkspaceError("security", f"'{rel}' moved outside the workspace root")
        return fd, st

    # -- writing ---------------------------------------------------------------------

    @_tool
    def write(
        self, path: str | os.PathLike[str], content: str | bytes, create_dirs: bool = False
    ) -> WriteResult | ToolError:
        """Atomically write a file; never through a symlink; keeps an existing file's mode."""
        from secure_lint.workspace.results import WriteResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        rel = to_relative(path, self._root)
        data = _as_bytes(content, rel)
        with ParentDir(self._root, rel, create=create_dirs) as parent:
            existing = fs.lstat_at(parent.name, rel, parent.fd)
            if existing is not None:
                fs.require_regular(existing, rel)
            with os_errors(rel):
                fs.atomic_replace(
                    parent.fd,
                    parent.name,
                    data,
                    mode=None if existing is None else stat.S_IMODE(existing.st_mode),
                    owner=None if existing is None else (existing.st_uid, existing.st_gid),
                )
        return WriteResult(
            path=rel,
            bytes_written=len(data),
            is_new_file=existing is None,
            created_dirs=parent.created,
        )

    @_tool
    def edit(
        self, path: str | os.PathLike[str], old: str, new: str, expected_replacements: int = 1
    ) -> EditResult | ToolError:
        """Replace exactly `expected_replacements` occurrences of `old`; else write nothing."""
        from secure_lint.workspace.editing import apply_edit, make_edit  # noqa: PLC0415 (pydantic results: the tools, not the scan)
        from secure_lint.workspace.results import EditResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        change = make_edit(old, new, expected_replacements)
        rel = to_relative(path, self._root)
        with ParentDir(self._root, rel, create=False) as parent:
            doc = _load_doc(parent, rel)
            text = apply_edit(doc.decoded.text, change, doc.style, rel)
            written = _store_doc(parent, rel, doc, text)
        return EditResult(
            path=rel, replacements=change.expected_replacements, bytes_written=written
        )

    @_tool
    def multiedit(
        self,
        path: str | os.PathLike[str],
        edits: Sequence[Edit | Mapping[str, Any]],
        fail_fast: bool = True,
    ) -> MultiEditResult | ToolError:
        """Sequential edits; all-or-nothing unless `fail_fast=False` (then failures are
        reported per edit and the rest applied)."""
        from secure_lint.workspace.editing import apply_edits, coerce_edits  # noqa: PLC0415 (pydantic results: the tools, not the scan)
        from secure_lint.workspace.results import MultiEditResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        steps = coerce_edits(edits)
        rel = to_relative(path, self._root)
        with ParentDir(self._root, rel, create=False) as parent:
            doc = _load_doc(parent, rel)
            text, outcomes = apply_edits(
                doc.decoded.text, steps, doc.style, rel, fail_fast=fail_fast
            )
            changed = text != doc.decoded.text
            written = _store_doc(parent, rel, doc, text) if changed else 0
        applied = sum(o.success for o in outcomes)
        return MultiEditResult(
            path=rel,
            edits_total=len(steps),
            edits_applied=applied,
            edits_failed=len(steps) - applied,
            total_replacements=sum(o.replacements for o in outcomes),
            written=changed,
            bytes_written=written,
            outcomes=outcomes,
        )

    @_tool
    def theme(
        self, path: str | os.PathLike[str], css: str, create_dirs: bool = True
    ) -> ThemeResult | ToolError:
        """Write a CSS theme file (name must end in .css, text without NUL) atomically."""
        from secure_lint.workspace.results import ThemeResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        rel = to_relative(path, self._root)
        name = posixpath.basename(rel)
        if not name.lower().endswith(".css") or len(name) <= len(".css"):
            raise WorkspaceError("validation", f"'{rel}': a theme file name must end in .css")
        if not isinstance(css, str) or "\x00" in css:
            raise WorkspaceError("validation", "css must be text without NUL characters")
        written = self.write(rel, css, create_dirs=create_dirs)
        if written.success is False:
            return written
        return ThemeResult(path=written.path, bytes_written=written.bytes_written)

    # -- directories -----------------------------------------------------------------

    def walk(
        self,
        path: str | os.PathLike[str] = ".",
        prune: Prune | None = None,
        *,
        include_dirs: bool = False,
    ) -> Iterator[WalkEntry]:
        """Entries under `path`, depth-first sorted by name, never entering a symlink.

        The start path is checked now: a bad one raises `WorkspaceError` (with
        `error_type`, `message` and `to_result()`). A start that is a file or a symlink
        yields that one entry. `prune(dir_relpath)` returning True skips that directory
        without descending (it is not called for the start directory).
        """
        rel = to_relative(path, self._root)
        try:
            start = open_start(self._root, rel)
        except OSError as exc:
            raise from_os_error(exc, rel) from exc
        if start.fd is not None:
            os.close(start.fd)
        return walk_tree(self._root, rel, prune, include_dirs=include_dirs)

    def names(self, path: str | os.PathLike[str]) -> list[str]:
        """The entry names of a directory (no link followed); [] when it cannot be listed."""
        try:
            fd = open_dir(self._root, to_relative(path, self._root))
        except (WorkspaceError, OSError):
            return []
        try:
            return os.listdir(fd)
        except OSError:
            return []
        finally:
            os.close(fd)

    @_tool
    def ls(
        self, path: str | os.PathLike[str] = ".", show_hidden: bool = False
    ) -> LsResult | ToolError:
        """Entries of one directory, dirs first then by name; links reported, not followed."""
        from secure_lint.workspace.results import LsResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        rel = to_relative(path, self._root)
        fd = open_dir(self._root, rel)
        try:
            with os_errors(rel):
                entries, hidden, truncated = list_dir(
                    self._root, fd, rel, show_hidden=show_hidden, limit=MAX_LS_ENTRIES
                )
        finally:
            os.close(fd)
        return LsResult(path=rel, entries=entries, hidden_count=hidden, truncated=truncated)

    @_tool
    def glob(
        self,
        pattern: str,
        path: str | os.PathLike[str] = ".",
        include_dirs: bool = False,
        max_results: int = 1000,
        prune: Prune | None = None,
    ) -> GlobResult | ToolError:
        """Paths under `path` matching a gitignore-style glob (braces expanded), sorted.
        `prune(dir_relpath)` returning True skips a directory (e.g. the scan's ignored ones)."""
        from secure_lint.workspace.results import GlobMatch, GlobResult  # noqa: PLC0415 (pydantic results: the tools, not the scan)
        from secure_lint.workspace.search import relative_to  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        _positive(max_results, "max_results")
        spec = compile_glob(pattern)
        rel = to_relative(path, self._root)
        os.close(open_dir(self._root, rel))
        found: list[GlobMatch] = []
        scanned = 0
        for entry in walk_tree(self._root, rel, _pruner(prune), include_dirs=include_dirs):
            scanned += 1
            if scanned > MAX_GLOB_SCAN:
                break
            if entry.kind not in ("file", "dir"):
                continue
            sub = relative_to(rel, entry.path)
            if spec.match_file(sub + "/" if entry.kind == "dir" else sub):
                found.append(GlobMatch(path=entry.path, kind=entry.kind))
        found.sort(key=lambda m: m.path)
        truncated = len(found) > max_results or scanned > MAX_GLOB_SCAN
        return GlobResult(
            pattern=pattern, path=rel, matches=found[:max_results], truncated=truncated
        )

    @_tool
    def grep(
        self,
        pattern: str,
        path: str | os.PathLike[str] = ".",
        include: str | None = None,
        max_files: int = 1000,
        max_matches: int = 200,
        timeout_s: float = 5.0,
        ignore_case: bool = False,
        prune: Prune | None = None,
    ) -> GrepResult | ToolError:
        """Regex search over text files under `path` with a total time budget; a timeout
        returns the partial result with `timed_out=True`. `prune` as for `glob`."""
        from secure_lint.workspace.search import GrepRun, compile_regex  # noqa: PLC0415 (pydantic results: the tools, not the scan)

        _positive(max_files, "max_files")
        _positive(max_matches, "max_matches")
        if not 0 < timeout_s <= 300:
            raise WorkspaceError("validation", "timeout_s must be in (0, 300]")
        compiled = compile_regex(pattern, ignore_case=ignore_case)
        rel = to_relative(path, self._root)
        self._check_start(rel)
        run = GrepRun(
            compiled=compiled,
            base=rel,
            include=compile_glob(include) if include is not None else None,
            max_files=max_files,
            max_matches=max_matches,
            deadline=time.monotonic() + timeout_s,
        )
        for entry in walk_tree(self._root, rel, _pruner(prune)):
            if entry.kind != "file" or not run.wants(entry.path):
                continue
            data = self.read_bytes(entry.path, DEFAULT_MAX_BYTES)
            run.add_file(entry.path, data if isinstance(data, bytes) else None)
            if run.done:
                break
        return run.result(pattern)

    def _check_start(self, rel: str) -> None:
        """A tree tool's start must exist and not be (or go through) a symlink."""
        start = open_start(self._root, rel)
        if start.fd is not None:
            os.close(start.fd)
        if start.kind == "symlink":
            raise WorkspaceError("security", f"'{rel}' is a symbolic link; links are not followed")


def _open_exact(lexical: str, rel: str) -> tuple[int, os.stat_result] | None:
    """Open `lexical` only if the kernel reports that very path (no link on the way)."""
    try:
        fd, st = fs.open_regular(lexical, rel)
    except (WorkspaceError, OSError):
        return None
    if fs.fd_path(fd) == lexical:
        return fd, st
    os.close(fd)
    return None


def _as_bytes(content: str | bytes, rel: str) -> bytes:
    if isinstance(content, bytes | bytearray):
        data = bytes(content)
    elif isinstance(content, str):
        try:
            data = content.encode()
        except UnicodeEncodeError as exc:
            raise WorkspaceError("validation", f"content for '{rel}' is not valid text") from exc
    else:
        raise WorkspaceError("validation", "content must be str or bytes")
    if len(data) > MAX_WRITE_BYTES:
        raise fs.too_large(rel, len(data), MAX_WRITE_BYTES)
    return data


def _require_editable(st: os.stat_result, rel: str) -> None:
    if st.st_nlink > 1:
        raise WorkspaceError(
            "conflict", f"'{rel}' has {st.st_nlink} hard links; a rewrite would break them, so edit it by hand"
        )
    if not _user_may_write(st):
        raise WorkspaceError("permission", f"'{rel}' is read-only; make it writable to edit it")


def _user_may_write(st: os.stat_result) -> bool:
    """The file's write permission for this user (the owner's bit for its owner, root too)."""
    if st.st_uid == os.geteuid():
        return bool(st.st_mode & stat.S_IWUSR)
    if st.st_gid in (os.getegid(), *os.getgroups()):
        return bool(st.st_mode & stat.S_IWGRP)
    return bool(st.st_mode & stat.S_IWOTH) or os.geteuid() == 0 and bool(st.st_mode & 0o222)


def _load_doc(parent: ParentDir, rel: str) -> _Doc:
    """Open the file in its parent (no link), read it bounded, refuse binaries."""
    fd, st = fs.open_regular(parent.name, rel, parent.fd)
    try:
        data = fs.read_fd(fd, st.st_size, MAX_EDIT_BYTES, rel)
    finally:
        os.close(fd)
    if looks_binary(data):
        raise WorkspaceError("validation", f"'{rel}' is a binary file")
    decoded = decode(data)
    return _Doc(decoded=decoded, style=newline_style(decoded.text), st=st)


def _store_doc(parent: ParentDir, rel: str, doc: _Doc, text: str) -> int:
    """Encode as loaded (encoding, BOM) and replace atomically, keeping mode and owner.
    A file its owner made read-only, or one with other hard links (the new file would
    leave them behind), is refused: the edit would not mean what the user expects."""
    _require_editable(doc.st, rel)
    data = encode(text, doc.decoded.encoding, doc.decoded.has_bom, rel)
    now = fs.lstat_at(parent.name, rel, parent.fd)
    if now is None or not fs.same_file(now, doc.st) or now.st_mtime_ns != doc.st.st_mtime_ns:
        raise WorkspaceError("conflict", f"'{rel}' changed while it was being edited")
    with os_errors(rel):
        fs.atomic_replace(
            parent.fd,
            parent.name,
            data,
            mode=stat.S_IMODE(doc.st.st_mode),
            owner=(doc.st.st_uid, doc.st.st_gid),
        )
    return len(data)
