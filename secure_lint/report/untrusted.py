"""Text from a scanned repository (content, file names, metavariables, custom rule text) is
untrusted: printed as it stands it could clear the screen, move the cursor, write the
clipboard (OSC 52), hide code (bidi overrides) or, in CI, run GitHub workflow commands.

Every reporter passes such text through here. `visible` turns each control character, lone
surrogate (a file name byte that is not UTF-8) and invisible format character into a visible
escape (`\\x1b`, `\\t`, `\\u202e`); `one_line` also folds line breaks; `guard_lines` is the
last pass over a whole report; `json_text` keeps JSON output free of them too.
"""

from __future__ import annotations

import re
import unicodedata

from secure_lint.core.lazy_pattern import lazy_compile

# C0 and C1 controls, DEL, lone surrogates, and invisible format characters that reorder or
# hide text (bidi controls, zero-width characters, line/paragraph separators, BOM).
_UNSAFE = lazy_compile(
    "[\x00-\x1f\x7f-\x9f\ud800-\udfff\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]"
)
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
_LINE_BREAKS = lazy_compile(r"\s*[\r\n\u2028\u2029]\s*")
# What a report may hold besides `\n`: nothing, except the SGR colour codes the text reporter
# adds itself (after `visible` has escaped every ESC that came from the repository).
_SGR = lazy_compile(r"\x1b\[[0-9;]*m")
# Lines a CI runner reads as commands (after leading spaces): GitHub's `::command` and the
# older `##[command]`.
_COMMAND_LINE = lazy_compile(r"^([ \t]*)(::|##\[)", re.MULTILINE)
_JSON_UNSAFE = lazy_compile("[\x7f-\x9f\ud800-\udfff\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]")


def _escape(char: str) -> str:
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8 (os.fsdecode's surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def visible(text: str) -> str:
    """`text` with every control, lone surrogate and invisible format character escaped."""
    return _UNSAFE.sub(lambda m: _escape(m.group()), text)


def one_line(text: str) -> str:
    """`visible`, with each line break (and the spaces around it) folded into one space."""
    return visible(_LINE_BREAKS.sub(" ", text))


def guard_lines(report: str, colour: bool = False, commands: bool = False, layout: bool = False) -> str:
    """The last pass over a human-readable report: anything unsafe left is escaped (`\\n`
    kept; with `colour`, our own SGR codes too), and no line starts as a CI command (unless
    `commands`: the `github` format, whose reporter escapes every field it puts in one).
    `layout`: tabs and CRLF line ends are kept (a diff that must still apply)."""
    if colour:
        parts = _SGR.split(report)
        codes = _SGR.findall(report)
        safe = [_visible_lines(part, layout) for part in parts]
        report = "".join(p + c for p, c in zip(safe, [*codes, ""], strict=True))
    else:
        report = _visible_lines(report, layout)
    return report if commands else _COMMAND_LINE.sub(r"\1\\\2", report)


def _visible_lines(text: str, layout: bool = False) -> str:
    if layout:
        return "\n".join(_visible_layout(line) for line in text.split("\n"))
    return "\n".join(visible(line) for line in text.split("\n"))


def _visible_layout(line: str) -> str:
    body, cr = (line[:-1], "\r") if line.endswith("\r") else (line, "")
    return "\t".join(visible(part) for part in body.split("\t")) + cr


def json_text(text: str) -> str:
    """JSON text (from `json.dumps(..., ensure_ascii=False)`) with the characters it leaves
    raw (DEL, C1 controls, lone surrogates, bidi and invisible characters) as `\\uXXXX`:
    they occur only inside strings, so the JSON means the same."""
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def display_width(text: str) -> int:
    """Terminal columns of already visible text: wide East Asian characters take two,
    combining marks none."""
    return sum(_char_width(c) for c in text)


def _char_width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
