"""Where a bracket closes, read from plain text (strings are not lexed: enough for the call
arguments, class bodies and decorators the repository facts read)."""

from __future__ import annotations


def closing(text: str, start: int, pair: str = "()", limit: int | None = None) -> int | None:
    """The offset just past the bracket that closes the one opened just before `start`; None when
    it does not close within `limit` characters (or before the end of the text)."""
    opening, close = pair[0], pair[1]
    depth = 1
    end = len(text) if limit is None else min(len(text), start + limit)
    for at in range(start, end):
        char = text[at]
        depth += 1 if char == opening else -1 if char == close else 0
        if depth == 0:
            return at + 1
    return None
