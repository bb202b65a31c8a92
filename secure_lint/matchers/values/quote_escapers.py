"""Helpers that make a value safe inside a quoted string of a script, known by what their body
does rather than by their name (`sanitizeUrlInput = (url) => url.replace(/'/g, '%27')
.replace(/[\\r\\n]/g, '')`).

A helper of one parameter that returns that parameter through a chain of `.replace(/c/g, r)` and
`.replaceAll('c', r)` calls no longer holds the characters it replaces with text free of quotes,
backslashes and line breaks (an escape `\\'` counts only after the backslash itself is replaced),
nor, through `encodeURIComponent`, the double quote, backquote, backslash and line breaks. Such a
value cannot close a string opened by a quote it lacks, nor end its line. A backslash it keeps can
still escape the closing quote, which exposes what follows on that line: the caller asks only
when no other value follows there (javascript.py).
"""

from __future__ import annotations

import re
from typing import Any

LINE_BREAKS = frozenset("\r\n")
# what encodeURIComponent leaves as it is, of the characters that matter in a script's string
_URI_ENCODED = frozenset({'"', "`", "\\", "\r", "\n"})
_REPLACERS = frozenset({"replace", "replaceAll"})
_SIMPLE_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "'": "'", '"': '"', "\\": "\\", "`": "`", "/": "/"}
_UNSAFE = frozenset("'\"`\\\r\n")


def safe_in_string(function: Any, quote: str, tail_safe: bool) -> bool:
    """Whether what `function` returns cannot leave a script string opened by `quote`: it lacks
    that quote and line breaks, and a backslash too unless nothing follows on the line."""
    removed = neutralised(function)
    needed = {quote, *LINE_BREAKS} | (set() if tail_safe else {"\\"})
    return needed <= removed


def neutralised(function: Any) -> frozenset[str]:
    """The characters the value `function` returns no longer holds as they were (empty: unknown)."""
    parameter = single_parameter(function)
    returned = returned_expression(function)
    if parameter is None or returned is None:
        return frozenset()
    return _chain(returned, parameter) or frozenset()


def single_parameter(function: Any) -> str | None:
    parameters = function.field("parameters") or function.field("parameter")
    if parameters is None:
        return None
    if parameters.kind() == "identifier":
        return str(parameters.text())
    named = [p for p in parameters.named_children() if p.kind() != "comment"]
    if len(named) != 1:
        return None
    pattern = named[0].field("pattern") if named[0].kind() != "identifier" else named[0]
    return str(pattern.text()) if pattern is not None and pattern.kind() == "identifier" else None


def returned_expression(function: Any) -> Any | None:
    body = function.field("body")
    if body is None:
        return None
    if body.kind() != "statement_block":
        return body
    statements = [s for s in body.named_children() if s.kind() != "comment"]
    if len(statements) != 1 or statements[0].kind() != "return_statement":
        return None
    values = statements[0].named_children()
    return values[0] if values else None


def _chain(node: Any, parameter: str) -> frozenset[str] | None:
    """What the chain of replacements ending in `node` takes out of `parameter` (None: not one)."""
    while node.kind() == "parenthesized_expression" and node.named_children():
        node = node.named_children()[0]
    if node.kind() == "identifier":
        return frozenset() if node.text() == parameter else None
    if node.kind() != "call_expression":
        return None
    callee, arguments = node.field("function"), node.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if callee is None:
        return None
    if callee.text() == "encodeURIComponent" and len(values) == 1:
        inner = _chain(values[0], parameter)
        return inner | _URI_ENCODED if inner is not None else None
    if callee.text() == "String" and len(values) == 1:
        return _chain(values[0], parameter)
    method = callee.field("property") if callee.kind() == "member_expression" else None
    receiver = callee.field("object") if callee.kind() == "member_expression" else None
    if method is None or receiver is None or method.text() not in _REPLACERS or len(values) != 2:
        return None
    inner = _chain(receiver, parameter)
    targets = replaced_targets(values[0], method.text() == "replaceAll")
    replacement = string_value(values[1])
    if inner is None or targets is None or replacement is None:
        return None
    if _UNSAFE & set(replacement) and not _escape_of(replacement, targets, inner):
        return inner
    return inner | targets


def _escape_of(replacement: str, targets: frozenset[str], before: frozenset[str]) -> bool:
    """A two-character escape (`\\'` for `'`, `\\n` for a line break, `\\\\` for `\\`): sound
    for the backslash itself, and for others once backslashes were replaced before."""
    if len(replacement) != 2 or replacement[0] != "\\" or replacement[1] in "\r\n":
        return False
    if targets == {"\\"}:
        return replacement == "\\\\"
    return "\\" in before  # the input's own backslashes are doubled: the one added escapes


def replaced_targets(pattern: Any, every: bool) -> frozenset[str] | None:
    """The characters a `/c/g` or `/[cd]/g` regex (or, for replaceAll, a one-character string) matches."""
    if pattern.kind() == "string":
        text = string_value(pattern)
        return frozenset(text) if every and text is not None and len(text) == 1 else None
    if pattern.kind() != "regex":
        return None
    source, flags = pattern.field("pattern"), pattern.field("flags")
    if source is None or flags is None or "g" not in flags.text():
        return None
    text = str(source.text()).removesuffix("+")  # a run of them is replaced as well
    if text.startswith("[") and text.endswith("]") and not text.startswith("[^"):
        chars = _characters(text[1:-1])
        return frozenset(chars) if chars else None
    alternatives = [_characters(part) for part in text.split("|")]
    if not all(part is not None and len(part) == 1 for part in alternatives):
        return None  # a sequence (`ab`) is replaced only where it is whole
    return frozenset(part[0] for part in alternatives if part)


def _characters(text: str) -> list[str] | None:
    """The characters of a regex made of literal characters and simple escapes only; None for
    anything else (a range, a class escape, a quantifier)."""
    chars: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text):
            escaped = _SIMPLE_ESCAPES.get(text[index + 1])
            if escaped is None:
                return None
            chars.append(escaped)
            index += 2
            continue
        if re.match(r"[\w\s'\"`%<>&;:,=/@#!~-]", char) is None:
            return None
        chars.append(char)
        index += 1
    return chars


def string_value(node: Any) -> str | None:
    """The value of a string literal (simple escapes cooked); None for anything else."""
    if node.kind() != "string":
        return None
    text = str(node.text())[1:-1]
    return re.sub(r"\\(.)", lambda m: _SIMPLE_ESCAPES.get(m.group(1), m.group(1)), text)
