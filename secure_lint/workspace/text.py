"""Text handling: binary sniffing, decoding with BOM/latin-1 fallback, newline styles,
line windows. Pure functions on bytes and str."""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.kinds import Encoding, Newline

SNIFF_BYTES = 8192
CONTROL_RATIO = 0.30
_CONTROL_BYTES = bytes(range(0, 9)) + bytes(range(14, 32))


# UTF-32 first: its little-endian BOM starts with UTF-16's.
WIDE_BOMS: tuple[tuple[bytes, Encoding], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def wide_encoding(data: bytes) -> tuple[bytes, Encoding] | None:
    """The BOM and encoding of UTF-16 or UTF-32 text (`.strings` files, some plists)."""
    return next(((bom, name) for bom, name in WIDE_BOMS if data.startswith(bom)), None)


def looks_binary(data: bytes) -> bool:
    """NUL byte, or more than 30% control bytes, in the first 8 KiB (of the decoded head for
    UTF-16/UTF-32 text with a BOM)."""
    head = data[:SNIFF_BYTES]
    if not head:
        return False
    wide = wide_encoding(head)
    if wide is not None:
        return _wide_head_binary(head, *wide)
    if b"\x00" in head:
        return True
    control = len(head) - len(head.translate(None, _CONTROL_BYTES))
    return control / len(head) > CONTROL_RATIO


def _wide_head_binary(head: bytes, bom: bytes, encoding: Encoding) -> bool:
    try:
        text = codecs.getincrementaldecoder(encoding)().decode(head[len(bom) :], final=False)
    except UnicodeDecodeError:
        return True
    return looks_binary(text.encode("utf-8", "surrogatepass")) if text else False


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str
    encoding: Encoding
    has_bom: bool


def decode(data: bytes) -> Decoded:
    """UTF-8, UTF-16 or UTF-32 by BOM (the BOM is stripped and noted), else UTF-8, else
    latin-1 (lossless)."""
    wide = wide_encoding(data)
    if wide is not None:
        bom, encoding = wide
        try:
            return Decoded(data[len(bom) :].decode(encoding), encoding, True)
        except UnicodeDecodeError:
            return Decoded(data.decode("latin-1"), "latin-1", False)
    has_bom = data.startswith(codecs.BOM_UTF8)
    try:
        return Decoded(data[3:].decode() if has_bom else data.decode(), "utf-8", has_bom)
    except UnicodeDecodeError:
        return Decoded(data.decode("latin-1"), "latin-1", False)


def encode(text: str, encoding: Encoding, has_bom: bool, rel: str) -> bytes:
    """Encode back the way the file was decoded; refuse what the encoding cannot hold."""
    try:
        body = text.encode(encoding)
    except UnicodeEncodeError as exc:
        raise WorkspaceError(
            "validation", f"the new text cannot be encoded as {encoding} in '{rel}'"
        ) from exc
    if not has_bom:
        return body
    return next((bom for bom, name in WIDE_BOMS if name == encoding), codecs.BOM_UTF8) + body


def newline_style(text: str) -> Newline | None:
    """'\\n', '\\r\\n', 'mixed' (both, or a lone '\\r'), or None without line breaks."""
    crlf = text.count("\r\n")
    lf = text.count("\n") - crlf
    cr = text.count("\r") - crlf
    if cr or (crlf and lf):
        return "mixed"
    if crlf:
        return "\r\n"
    return "\n" if lf else None


def to_style(fragment: str, style: Newline | None) -> str:
    """Rewrite the line breaks of an edit fragment to the file's pure style."""
    if style == "\r\n":
        return fragment.replace("\r\n", "\n").replace("\n", "\r\n")
    if style == "\n":
        return fragment.replace("\r\n", "\n")
    return fragment


def count_lines(text: str) -> int:
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


@dataclass(frozen=True, slots=True)
class Window:
    content: str
    start_line: int
    end_line: int
    total: int

    @property
    def truncated(self) -> bool:
        return self.start_line > 1 or self.end_line < self.total


def check_range(start_line: int | None, line_count: int | None) -> None:
    if (start_line is not None and start_line < 1) or (line_count is not None and line_count < 0):
        raise WorkspaceError("validation", "start_line must be >= 1 and line_count >= 0")


def line_window(text: str, start_line: int | None, line_count: int | None, rel: str) -> Window:
    """Lines [start_line, start_line + line_count) with their own line endings (1-based)."""
    check_range(start_line, line_count)
    start = 1 if start_line is None else start_line
    total = count_lines(text)
    if start > max(total, 1):
        raise WorkspaceError(
            "validation", f"start_line {start} is past the end of '{rel}' ({total} lines)"
        )
    if start == 1 and (line_count is None or line_count >= total):
        return Window(text, 1, total, total)
    lines = _split_lf(text)
    stop = total if line_count is None else min(total, start - 1 + line_count)
    return Window("".join(lines[start - 1 : stop]), start, stop, total)


def _split_lf(text: str) -> list[str]:
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines
