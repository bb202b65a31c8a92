"""Keys glued to an escape or a URL-encoded byte: `"Bearer\\n<key>"`, `"a\\t<key>"`, `?q=%20<key>`,
`...%26key%3D<key>`. A secret pattern wants no word character before a key (`(?<![A-Za-z0-9_])`),
and sees `n`, `t`, `0` or `D` there. In the text an escape or an encoded byte is a boundary.

`glued_view` gives, once per file, the lines that hold such a glued escape, from the escape on,
with every escape and encoded byte blanked (same length): the secret matcher runs its pattern
over them too (a second pass over a few lines, not over the file). Offsets map back to the text.
"""

from __future__ import annotations

import bisect
import functools

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.lazy_regex import regex_on_first_use

# an escape of a string literal or a URL-encoded byte, directly followed by a key's first character
# (the `regex` engine: `re` tries its alternation at every offset of every file, five times slower)
_GLUED = regex_on_first_use(r"(?:\\[nrtbfv0]|%[0-9A-Fa-f]{2})+(?=[A-Za-z0-9_])")
_ESCAPE = lazy_compile(r"\\[nrtbfv0]|%[0-9A-Fa-f]{2}")
WINDOW = 400  # characters after a glued escape searched (a key and its closing quote fit)


@functools.lru_cache(maxsize=4)
def glued_view(text: str) -> tuple[str, tuple[tuple[int, int], ...]] | None:
    """The windows of `text` that start at a glued escape, blanked and joined by line breaks,
    and each window's (offset in the view, offset in the text); None when there is none."""
    if "\\" not in text and "%" not in text:
        return None
    windows: list[tuple[int, int]] = []
    for match in _GLUED().finditer(text):
        start = match.start()
        line_end = text.find("\n", start)
        end = min(len(text) if line_end == -1 else line_end, match.end() + WINDOW)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(end, windows[-1][1]))
        else:
            windows.append((start, end))
    if not windows:
        return None
    parts: list[str] = []
    offsets: list[tuple[int, int]] = []
    position = 0
    for start, end in windows:
        offsets.append((position, start))
        part = _ESCAPE.sub(lambda m: " " * len(m.group()), text[start:end])
        parts.append(part)
        position += len(part) + 1
    return "\n".join(parts), tuple(offsets)


def to_text(offsets: tuple[tuple[int, int], ...], position: int) -> int:
    """The text offset of a view offset."""
    index = bisect.bisect_right(offsets, position, key=lambda pair: pair[0]) - 1
    view_start, text_start = offsets[index]
    return text_start + position - view_start
