"""Read: the one place where bytes become a SourceFile, from the working tree or from git.

A reader gives, for a target path, its SourceFile or the reason it was skipped (binary,
minified, unreadable...). `DiskReader` reads through the path-validated workspace;
`BlobReader` reads git blobs (the index, a commit) in one batch.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Protocol

from secure_lint import git
from secure_lint.core.findings import SkippedPath, SkipReason
from secure_lint.core.languages import language_of
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.limits import MINIFIED_LINE_LENGTH
from secure_lint.core.path_classes import is_lock_file, is_static_asset, is_vendored, size_limit
from secure_lint.core.source import SourceFile
from secure_lint.workspace import Workspace, WorkspaceError
from secure_lint.workspace.text import SNIFF_BYTES, decode, looks_binary

Loaded = SourceFile | SkippedPath

_SKIP_REASONS: dict[str, SkipReason] = {
    "too_large": "too_large",
    "security": "symlink_outside_root",
    "validation": "not_a_regular_file",
}


class Reader(Protocol):
    def load(self, path: str) -> bytes | SkippedPath: ...  # the raw content (the result cache hashes it)

    def read(self, path: str) -> Loaded: ...


def content_digest(data: bytes) -> str:
    """What a file's content is known by (the result cache's key)."""
    return hashlib.sha256(data).hexdigest()


def decode_text(data: bytes) -> str | None:
    """Text of a file (UTF-8, UTF-16 or UTF-32 by their BOM, a BOM dropped, else latin-1), or
    None when it is binary: a NUL byte near the start (outside UTF-16/32), or mostly control
    bytes in what is not UTF-8."""
    decoded = decode(data)
    wide = decoded.encoding.startswith("utf-") and decoded.encoding != "utf-8"
    if not wide and b"\0" in data[:SNIFF_BYTES]:
        return None
    if decoded.encoding != "utf-8" and looks_binary(data):
        return None
    return decoded.text


# Inline data (a base64 logo, a data: URI, a hex blob) is not code: a hand-written file that
# holds some is not minified.
_INLINE_DATA = lazy_compile(r"[A-Za-z0-9+/=_-]{200,}")
MINIFIED_MIN_SIZE = 5000


# A string literal's content (an SVG path, a long message) is data, not code. Escapes are not
# followed: each quote is tried once, to the next one (linear on any line). A template literal of
# any length: one left in (`\n`, a separator) pairs the next two backticks wrongly, and the lines
# of a multi-line literal then read as short lines of code (a minified bundle of Monaco's workers).
_LITERAL = lazy_compile(r"""'[^'\n]{16,}'|"[^"\n]{16,}"|`[^`]*`""")
# Hand-written lines of code that minified output does not have: more than these, and one long
# line added to the file (a literal, generated code pasted in) does not make it "minified".
MINIFIED_MAX_SHORT_LINES = 20


def looks_minified(source: SourceFile) -> bool:
    """Generated JavaScript: long lines of code (inline data and string literals left out):
    nearly all of the code in long lines, and hardly any short line of code besides. Under a
    vendor's copyright or licence comment, lines of a quarter of that length are enough: some builders
    (CKEditor 4's) wrap their minified output at about 500 characters."""
    if source.language not in ("javascript", "typescript") or len(source.text) < MINIFIED_MIN_SIZE:
        return False
    if _minified_at(source.text, MINIFIED_LINE_LENGTH):
        return True
    return _credited(source.text) and _minified_at(source.text, MINIFIED_LINE_LENGTH // 4)


def _minified_at(text: str, length: int) -> bool:
    """Nearly all of the code in lines longer than `length`, and hardly any short line besides."""
    lines = text.count("\n") + 1
    if len(text) / lines <= length:
        return False  # short lines even with inline data left in (leaving it out only shortens them)
    code = _LITERAL.sub("''", _INLINE_DATA.sub("", text))
    if len(code) < MINIFIED_MIN_SIZE:
        return False
    long_chars = short_lines = 0
    for line in code.split("\n"):
        if len(line) > length:
            long_chars += len(line)
        elif line.strip() and not line.lstrip().startswith(_COMMENT_OPENINGS):
            short_lines += 1
    return long_chars >= 0.9 * len(code) and short_lines <= MINIFIED_MAX_SHORT_LINES


# A minifier keeps the libraries' licence comments (`/*! jQuery v3.4.1 ...`), each on lines of its
# own between the long lines of code: they are no hand-written code.
_COMMENT_OPENINGS = ("/*", "*", "//")


def _credited(text: str) -> bool:
    """Whether the file opens with a comment that credits its vendor (copyright, licence)."""
    match = _BANNER.match(text[:4000])
    return match is not None and _CREDIT.search(match.group(2)) is not None


# A library's distribution file opens with its banner: `/** @license AngularJS v1.0.8`,
# `/*! jQuery v1.11.1 | (c) ...`, `/*!\n * Bootstrap v3.3.6 (http://getbootstrap.com)`. An app's
# own files may carry a licence header, but not a product name with a release number in one.
_BANNER = lazy_compile(r"\A\ufeff?\s*(?:(['\"])use strict\1;?\s*)?(/\*[\s\S]{0,3000}?\*/|(?://[^\n]*\n\s*){1,30})")
_RELEASE = lazy_compile(r"\bv?\d+\.\d+\.\d+\b")
_LIBRARY_MARK = lazy_compile(r"@license|\A/\*!|@preserve|\A//!|\bv\d+\.\d+\.\d+\b")
_CREDIT = lazy_compile(r"@license|/\*!|@preserve|//!|\bcopyright\b|\(c\)|\blicen[sc]e", re.IGNORECASE)
# A distribution file declares itself to the module systems it may be loaded by (UMD, AMD,
# CommonJS): `typeof define === 'function' && define.amd`, `typeof module === "object"`.
_MODULE_SHIM = lazy_compile(
    r"\bdefine\.amd\b|\btypeof\s+(?:define|module|exports)\s*[!=]==?\s*[\"'](?:function|object|undefined)[\"']"
)
# Words of a library file's name that say which build it is, not which library: `jquery-3.6.0.
# slim.js`, `isotope.pkgd.js`, `vue.global.prod.js`
_BUILD_WORDS = frozenset(
    {"js", "mjs", "cjs", "min", "dist", "debug", "dev", "development", "prod", "production", "umd", "esm",
     "pkgd", "full", "all", "bundle", "slim", "standalone", "global", "browser", "latest"}
)


def looks_vendored(source: SourceFile) -> bool:
    """A third-party library's file copied into the app: in a vendor folder of the served
    assets (paths.VENDORED), or JavaScript opening with a library's release banner. In a folder
    of files served as they are (path_classes.STATIC_ASSETS), where apps keep their own scripts
    next to library copies, the banner must be backed by the file itself: a module-system shim,
    or a name the banner opens with (the library's); otherwise the file is the app's and its
    code rules run. Elsewhere a banner is enough, and the file is a named gap (scan/gaps.py); so
    is a bundler's unminified output, wherever it lies."""
    if is_vendored(source.path):
        return True
    if source.language != "javascript":
        return False
    if looks_bundled(source):
        return True
    banner = _banner(source.text)
    if banner is None:
        return False
    if not is_static_asset(source.path):
        return True
    return bool(_MODULE_SHIM.search(source.text)) or _named_in(source.path, banner)


# What only a generator writes: Emscripten's module glue, webpack's, Parcel's and browserify's
# module loaders. A file minified by hand, or code hidden in one long line, carries none.
_GENERATOR_RUNTIME = lazy_compile(
    r"\bvar\s+moduleOverrides\s*=|\b__webpack_require__\.[a-z]\b|\bparcelRequire\s*=|"
    r"\bfunction\s+\w\(\w,\w,\w\)\{function\s+\w\(\w,\w\)\{if\(!\w\[\w\]\)\{if\(!\w\[\w\]\)"
)


# webpack's development build opens with its bootstrap: `/******/ (() => { // webpackBootstrap`
# (webpack 5), `/******/ (function(modules) { // webpackBootstrap` (webpack 4).
_BUNDLE_OPENING = lazy_compile(r"\A\ufeff?\s*(?:(['\"])use strict\1;?\s*)?/\*{6}/[^\n]{0,80}// webpackBootstrap")


def looks_bundled(source: SourceFile) -> bool:
    """A bundler's unminified output (webpack's development build): its opening bootstrap and the
    module runtime only a generator writes. Its modules are its dependencies' code, built from
    sources kept elsewhere; the code rules there would judge the libraries, and one such file of
    several hundred KB can take the structural rules minutes."""
    return _BUNDLE_OPENING.match(source.text) is not None and _GENERATOR_RUNTIME.search(source.text) is not None


def looks_known_library(source: SourceFile) -> bool:
    """A minified file that is a generator's build, known by what it holds: the runtime only a
    generator writes. A banner, even with a module-system shim, is no such mark outside the
    served assets (an app's file may open with one); with the copied package's licence beside
    it, it is (scan/repo/library_copies.py). A pull request must not hide code in one line."""
    return source.language == "javascript" and _GENERATOR_RUNTIME.search(source.text) is not None


def has_banner(text: str) -> bool:
    """Whether the text opens with a library's release banner."""
    return _banner(text) is not None


def _banner(text: str) -> str | None:
    """The file's opening comment, when it is a library's release banner."""
    match = _BANNER.match(text[:4000])
    if match is None:
        return None
    comment = match.group(2)
    return comment if _RELEASE.search(comment) and _LIBRARY_MARK.search(comment) and _CREDIT.search(comment) else None


def _named_in(path: str, banner: str) -> bool:
    """Whether the banner opens with the file's name (letters only, build words left out):
    `angular.js` and `@license AngularJS v1.0.8`, `owl.carousel.js` and `Owl Carousel v2.3.4`,
    not `checkout.js` and `shop-checkout v2.1.0`."""
    stem = path.rsplit("/", 1)[-1].lower()
    words = [w for w in re.split(r"[^a-z]+", stem) if w and w not in _BUILD_WORDS]  # letters: `angular1.1.1.js`
    opening = re.sub(r"[^a-z]+", "", re.sub(r"@license|@preserve", "", banner.lower()))
    return bool(words) and opening.startswith("".join(words))


BINARY_PLIST = b"bplist00"


def binary_plist_text(data: bytes) -> str | None:
    """A binary property list (an `Info.plist` Xcode wrote in binary form) as the XML plist it
    encodes, which the plist rules read; None when it does not decode. Line numbers are those
    of the XML form; --fix leaves such a file alone (scan/fix.py)."""
    import plistlib  # noqa: PLC0415 (only for binary plists)

    try:
        value = plistlib.loads(data, fmt=plistlib.FMT_BINARY)
        return plistlib.dumps(value, fmt=plistlib.FMT_XML, sort_keys=False).decode("utf-8")
    except Exception:
        return None


_SOURCE_LANGUAGES = frozenset({"javascript", "typescript", "tsx", "swift"})
_NUL_RATIO = 0.01  # NUL and control bytes a source file may hold and still be read as text


def _source_with_nul(data: bytes) -> str | None:
    """A source file that is UTF-8 text but for a few NUL or control bytes (one in a comment
    would make it "binary", and switch every rule off): its text, NULs kept; else None."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    control = len(data) - len(data.translate(None, _CONTROL))
    return text if control <= max(16, _NUL_RATIO * len(data)) else None


_CONTROL = bytes(range(0, 9)) + bytes(range(14, 32))


def to_source(path: str, data: bytes) -> Loaded:
    """The file's content as the engine sees it, or why it is not scanned. Minified code and
    third-party libraries are scanned by the secret rules only (`code_rules` off)."""
    text = binary_plist_text(data) if data.startswith(BINARY_PLIST) else decode_text(data)
    if text is None and language_of(path) in _SOURCE_LANGUAGES:
        text = _source_with_nul(data)
    if text is None:
        return SkippedPath(path=path, reason="binary")
    source = SourceFile(path, text, digest=content_digest(data))
    if is_lock_file(path):
        source.code_rules = False  # the secret rules only; not a skip (scan/matching.py)
        return source
    source.code_rules = not looks_minified(source)
    if source.code_rules and looks_vendored(source):
        source.code_rules = False
        source.third_party = True
    source.known_library = not source.code_rules and not source.third_party and looks_known_library(source)
    return source


class DiskReader:
    """Files of the working tree under the root, at most `max_size` bytes."""

    def __init__(self, workspace: Workspace, max_size: int) -> None:
        self.workspace = workspace
        self.max_size = max_size

    def load(self, path: str) -> bytes | SkippedPath:
        try:
            return self.workspace.load_bytes(path, size_limit(path, self.max_size))
        except WorkspaceError as error:
            return SkippedPath(path=path, reason=_SKIP_REASONS.get(error.error_type, "unreadable"))

    def read(self, path: str) -> Loaded:
        data = self.load(path)
        return data if isinstance(data, SkippedPath) else to_source(path, data)


class BlobReader:
    """Git blobs by path (root-relative path -> object id), read in one `git cat-file`."""

    def __init__(self, git_root: Path, blobs: dict[str, str]) -> None:
        self.blobs = blobs
        self.contents = git.read_blobs(git_root, blobs.values())

    def load(self, path: str) -> bytes:
        return self.contents[self.blobs[path]]

    def read(self, path: str) -> Loaded:
        return to_source(path, self.load(path))
