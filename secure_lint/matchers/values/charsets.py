"""Values cut down to a character set: `phone.replace(/\\D/g, '')`, `slug.replace(/[^a-z0-9-]/gi, '-')`.

A global replacement of a negated class (`[^...]`, `\\D`, `\\W`) by an empty or constant string
leaves only the class's characters and those of the replacement: a charset-bounded string,
whatever the input held. Whether that is safe depends on the sink (contexts.py): digits are a
literal regex, an SQL identifier, a shell word and a path segment; a class that keeps `.` is
still a literal-enough regex (a `.` matches one character, it cannot repeat or backtrack) but
not a path segment (`..`); one that keeps `-` is not an SQL fragment (`--`) nor a shell word
(an option). Each context names the characters it accepts; anything else (a class escape this
module does not read, a Unicode property, a `$&` in the replacement) is not a charset.
"""

from __future__ import annotations

import string
from typing import Any

from secure_lint.matchers.values.quote_escapers import string_value

_REPLACERS = frozenset({"replace", "replaceAll"})
DIGITS = frozenset(string.digits)
WORD = frozenset(string.ascii_letters + string.digits + "_")
SPACES = frozenset(" \t\n\r\f\v")
_ESCAPED_SETS = {"d": DIGITS, "w": WORD, "s": SPACES}
_CONTROL_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "f": "\f", "v": "\v"}
_WIDEST_RANGE = 256  # a wider range keeps too much to bound anything

# The characters each sink context accepts in a value it pastes as it is (contexts.py names them).
SAFE: dict[str | None, frozenset[str]] = {
    None: WORD,  # a sink of no named context: what is safe in every one
    "regex": frozenset(string.ascii_letters + string.digits + "_-.,:;/@#%&=<>'\"`~! "),
    "sql": WORD,
    "shell": WORD | frozenset(".,/:@%+="),
    "path": WORD | frozenset("-"),
    "url": WORD | frozenset("-.~"),
    "href": WORD | frozenset("-.~"),
    "html": WORD | frozenset("-.,:;/@#%+=!?~ "),
    "script": WORD,
    "script-string": WORD | frozenset("-.,:;/@#%+=!?~ "),
    "storage": frozenset(),
}


def bounded(call: Any) -> frozenset[str] | None:
    """The characters the value of `call` can hold when it is a global replacement of a negated
    class (`x.replace(/[^a-z0-9]/g, '')`), whatever its receiver holds; None when it is not one."""
    callee, arguments = call.field("function"), call.field("arguments")
    if callee is None or arguments is None or callee.kind() != "member_expression":
        return None
    method = callee.field("property")
    values = [value for value in arguments.named_children() if value.kind() != "comment"]
    if method is None or method.text() not in _REPLACERS or len(values) != 2:
        return None
    kept = negated_class(values[0])
    added = string_value(values[1]) if values[1].kind() == "string" else _empty_template(values[1])
    if kept is None or added is None or "$" in added:
        return None  # `$&`, `$1`: the replacement puts the matched text back
    return kept | frozenset(added)


def safe_for(charset: frozenset[str], context: str | None) -> bool:
    """Whether a value made only of `charset` is inert in a sink of `context`."""
    return charset <= SAFE.get(context, frozenset())


def negated_class(regex: Any, replacing: bool = True) -> frozenset[str] | None:
    """The characters a global `/[^...]/g`, `/\\D/g` or `/\\W+/g` does not match (with the `i`
    flag, both cases of its letters); None for any other regex. A pattern `test`ed rather than
    `replace`d (`replacing` false) needs no `g`: one match anywhere is what the test finds."""
    if regex.kind() != "regex":
        return None
    source, flags = regex.field("pattern"), regex.field("flags")
    flag_text = str(flags.text()) if flags is not None else ""
    if source is None or (replacing and "g" not in flag_text):
        return None
    text = str(source.text())
    text = text[:-1] if text.endswith(("+", "*")) else text
    if text in ("\\D", "\\W"):
        kept: frozenset[str] | None = _ESCAPED_SETS[text[1].lower()]
    elif text.startswith("[^") and text.endswith("]") and len(text) > 3:
        kept = class_members(text[2:-1])
    else:
        return None
    if kept is None or "i" not in flag_text:
        return kept
    return kept | frozenset(char.swapcase() for char in kept if char.isascii())


def class_members(body: str) -> frozenset[str] | None:
    """The characters of a regex class body (`a-z0-9_\\-.`); None when it holds anything this
    reader does not know (a negated escape, a Unicode property, a nested class)."""
    chars: set[str] = set()
    index = 0
    while index < len(body):
        item = _item(body, index)
        if item is None:
            return None
        members, index = item
        if len(members) == 1 and body[index : index + 1] == "-" and index + 1 < len(body):
            end = _item(body, index + 1)
            if end is None or len(end[0]) != 1:
                return None
            low, high = ord(next(iter(members))), ord(next(iter(end[0])))
            if high < low or high - low > _WIDEST_RANGE:
                return None
            members, index = frozenset(chr(code) for code in range(low, high + 1)), end[1]
        chars |= members
    return frozenset(chars)


def _item(body: str, index: int) -> tuple[frozenset[str], int] | None:
    """One member of a class body at `index`: its characters and where the next one starts."""
    char = body[index]
    if char == "[":
        return None  # a nested class or a POSIX class: not read
    if char != "\\":
        return frozenset(char), index + 1
    if index + 1 >= len(body):
        return None
    escaped = body[index + 1]
    if escaped in _ESCAPED_SETS:
        return _ESCAPED_SETS[escaped], index + 2
    if escaped in _CONTROL_ESCAPES:
        return frozenset(_CONTROL_ESCAPES[escaped]), index + 2
    if escaped in ("x", "u"):
        width = 2 if escaped == "x" else 4
        digits = body[index + 2 : index + 2 + width]
        if len(digits) != width or not all(d in string.hexdigits for d in digits):
            return None
        return frozenset(chr(int(digits, 16))), index + 2 + width
    if escaped.isalnum():
        return None  # \D, \W, \S, \p{..}, \b, backreferences: not a plain member
    return frozenset(escaped), index + 2


def _empty_template(node: Any) -> str | None:
    """'' for a template literal with nothing in it (`` ` ` ``); None otherwise."""
    return "" if node.kind() == "template_string" and node.text() == "``" else None
