"""The top-level arguments of a call, and the body of a block, read from its text: for whole-app
checks that scan route registrations (`app.get('/x', auth, handler)`) without a syntax tree."""

from __future__ import annotations


def call_arguments(text: str, start: int, limit: int = 20000) -> list[tuple[str, int, int]]:
    """The top-level arguments of the call whose `(` ends just before `start`: (text, start, end)."""
    args: list[tuple[str, int, int]] = []
    depth, begin, i = 0, start, start
    end = min(len(text), start + limit)
    while i < end:
        c = text[i]
        if c in "'\"`":
            i = _string_end(text, i)
            continue
        # a comment's words (`user's`) open no string; `\//` ends a regex literal, it opens no comment
        if c == "/" and text.startswith(("//", "/*"), i) and text[i - 1 : i] != "\\":
            close = text.find("\n" if text[i + 1] == "/" else "*/", i + 2)
            i = len(text) if close < 0 else close + (1 if text[i + 1] == "/" else 2)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append((text[begin:i], begin, i))
                return [a for a in args if a[0].strip()]
            depth -= 1
        elif c == "," and depth == 0:
            args.append((text[begin:i], begin, i))
            begin = i + 1
        i += 1
    return []


def _string_end(text: str, start: int) -> int:
    quote, i = text[start], start + 1
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == quote:
            return i + 1
        if text[i] == "\n" and quote != "`":  # a quote string ends at its line (an unclosed one: a stray quote)
            return i
        i += 1
    return len(text)


def block_body(text: str, start: int, limit: int = 20000) -> str:
    """The text from `start` to the end of the first balanced `{...}` after it (a function's body)."""
    opened = text.find("{", start)
    if opened < 0:
        return text[start : start + 400]
    depth = 0
    for index in range(opened, min(len(text), opened + limit)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[start : index + 1]
    return text[start : opened + limit]
