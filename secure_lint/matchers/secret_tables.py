"""A value judged by its name that is one row of a table of identifiers.

A literal whose entries are many values of one exact shape (the same length, all hex, all base62)
under names that are not credentials' (`Hooks: '<64 hex>'`, `Checks: '<64 hex>'`, ...) is a table
of identifiers: ledger amendment ids, contract hashes, asset ids, checksums. One of its names
holding the word "token" as part of a proper name (`URIToken`, `NonFungibleTokensV1`) does not
make its row a credential. A table whose own name says it holds credentials (`const API_TOKENS =
{`) is not one, nor are rows whose names mostly say token, key or secret: a table of credentials.
"""

from __future__ import annotations

from collections.abc import Iterator

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.patterns import line_bounds

# one entry of a literal on a line of its own: `Name: 'value',`, `"name": "value"`, `NAME = "value"`
ENTRY = regex_on_first_use(
    r"""^[ \t]*["']?(?P<name>[A-Za-z_$][\w$.-]*)["']?[ \t]*(?::|=>|=)[ \t]*"""
    r"""(?P<quote>["'`]?)(?P<value>[A-Za-z0-9+/=_-]+)(?P=quote)[ \t]*[,;]?[ \t]*(?://[^\n]*|#[^\n]*)?$"""
)
COMMENT_OR_BLANK = regex_on_first_use(r"^[ \t]*(?://[^\n]*|#[^\n]*|/?\*[^\n]*)?$")
CREDENTIAL_NAME = regex_on_first_use(r"(?i)token|secret|passw|pwd|api_?key|auth|credential|bearer|session|private")
HEX = regex_on_first_use(r"[0-9A-Fa-f]+")
BASE62 = regex_on_first_use(r"[A-Za-z0-9]+")
# rows of the value's own shape under names that are no credential's, beyond which the literal is a table
MIN_PLAIN_ROWS = 4
# how far around the value the rows are read: a bound for huge generated files
MAX_LINES = 400


def _shape(value: str) -> tuple[int, str]:
    if HEX().fullmatch(value) is not None:
        return len(value), "hex"
    if BASE62().fullmatch(value) is not None:
        return len(value), "base62"
    return len(value), "other"


def _lines(text: str, start: int, step: int) -> Iterator[str]:
    """The lines above (step -1) or below (step 1) the one at start, nearest first."""
    line_start, line_end = line_bounds(text, start, start)
    for _ in range(MAX_LINES):
        if step < 0:
            if line_start == 0:
                return
            line_start, line_end = line_bounds(text, line_start - 1, line_start - 1)
        else:
            if line_end >= len(text):
                return
            line_start, line_end = line_bounds(text, line_end + 1, line_end + 1)
        yield text[line_start:line_end]


def _rows(text: str, start: int, step: int) -> tuple[list[tuple[str, str]], str]:
    """The entries next to the value's line in one direction, and the first line that is none."""
    rows: list[tuple[str, str]] = []
    for line in _lines(text, start, step):
        entry = ENTRY().match(line)
        if entry is not None:
            rows.append((entry["name"], entry["value"]))
        elif COMMENT_OR_BLANK().match(line) is None:
            return rows, line
    return rows, ""


def row_of_identifier_table(text: str, start: int, end: int) -> bool:
    """True when the value sits among rows of its exact shape whose names are mostly no
    credential's, in a literal whose opening line names no credential either."""
    shape = _shape(text[start:end])
    if shape[1] == "other":
        return False
    above, opener = _rows(text, start, -1)
    below, _ = _rows(text, start, 1)
    same = [name for name, value in above + below if _shape(value) == shape]
    plain = sum(CREDENTIAL_NAME().search(name) is None for name in same)
    if plain < MIN_PLAIN_ROWS or plain * 2 <= len(same):
        return False
    return CREDENTIAL_NAME().search(opener) is None
