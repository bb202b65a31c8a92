"""Lines as git counts them: a line ends at `\\n`, and nothing else ends one.

A finding's line must be the one GitHub, `git blame` and a diff hunk show, so a lone `\\r` (a
`\\r\\r\\n` line end, an old Mac file) is part of its line, not a break. `str.splitlines` is not
this: it also breaks at a lone `\\r`, `\\x0b`, `\\x0c`, `\\x1c`-`\\x1e`, `\\x85`, `\\u2028` and
`\\u2029`, and a count of its lines drifts from git's from the first of them on.
"""

from __future__ import annotations


def line_starts(text: str) -> list[int]:
    """The offset where each line starts: 0, then after each `\\n`."""
    starts = [0]
    find = text.find
    pos = find("\n")
    while pos != -1:
        starts.append(pos + 1)
        pos = find("\n", pos + 1)
    return starts


def split_lines(text: str) -> list[str]:
    """The lines of `text`, each without its `\\n` and the `\\r`s before it (no last empty line
    after a final `\\n`, as `splitlines` has none)."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.rstrip("\r") for line in lines]


def line_start(text: str, line: int) -> int:
    """The offset of the first character of 1-based `line` (the end of the text past the last)."""
    if line <= 1:
        return 0
    pos = -1
    for _ in range(line - 1):
        pos = text.find("\n", pos + 1)
        if pos == -1:
            return len(text)
    return pos + 1
