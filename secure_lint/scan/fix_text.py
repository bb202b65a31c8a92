"""Text pieces of fixing: an offset edit as an exact old/new pair for `Workspace.multiedit`,
and a unified diff for previews. Pure functions on str."""

from __future__ import annotations

import difflib

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.workspace import Edit

_LINE = lazy_compile(r"[^\n]*\n|[^\n]+")


def exact_edit(text: str, start: int, end: int, replacement: str) -> Edit:
    """Replace text[start:end] as an old/new pair of whole lines found exactly once in `text`.

    Whole lines never split a CRLF; the context grows a line up and down until the old
    string occurs once (overlapping occurrences count), so multiedit replaces this very spot.
    """
    lo = text.rfind("\n", 0, start) + 1
    hi = _line_end(text, max(end, lo + 1) - 1)
    while not _unique(text, lo, hi):
        lo = text.rfind("\n", 0, max(lo - 1, 0)) + 1 if lo else 0
        hi = _line_end(text, hi)
    old = text[lo:hi]
    return Edit(old=old, new=old[: start - lo] + replacement + old[end - lo :])


def _line_end(text: str, pos: int) -> int:
    """The offset after the newline ending the line that holds `pos`, or the end of text."""
    newline = text.find("\n", pos)
    return len(text) if newline < 0 else newline + 1


def _unique(text: str, lo: int, hi: int) -> bool:
    old = text[lo:hi]
    return text.find(old) == lo and text.find(old, lo + 1) < 0


def unified_diff(path: str, before: str, after: str, labels: tuple[str, str] | None = None) -> str:
    """A git-style unified diff of one file (`a/` and `b/` prefixes, 3 lines of context)."""
    old, new = labels or (f"a/{path}", f"b/{path}")
    lines = difflib.unified_diff(_LINE.findall(before), _LINE.findall(after), old, new)
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
