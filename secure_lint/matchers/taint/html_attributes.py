"""Reads of URL-encoded page data inside a double-quoted HTML attribute: no markup there.

In HTML a template or a concatenation builds (`` `<img src="${base}?${args}">` ``), a value the
value model bounds to URL-serialized characters (values/url_serialized.py: no `"`, `<`, `>`,
space or backtick) can neither close a double-quoted attribute nor open a tag. It is still
script where the attribute is (`on*`, `style`, `srcdoc`, whose entities decode to markup), and
in an address attribute (`href`, `src`, ...) unless the literal text before it in the value
fixes the scheme (a `?` or `#`, or a `/` after the first character): `#javascript:alert(1)`
would run. Single-quoted and unquoted attributes and text content are not bounded (a fragment
keeps `'`). The taint matcher counts those reads as sanitized (`encoded_url_attributes`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values import url_serialized

_SCRIPT_ATTRIBUTE = lazy_compile(r"^(on\w+|style|srcdoc)$", re.IGNORECASE)
_ADDRESS_ATTRIBUTE = lazy_compile(
    r"^(href|src|action|formaction|xlink:href|data|poster|background|cite|codebase|srcset|ping|manifest"
    r"|longdesc|usemap|icon|content|lowsrc|dynsrc)$",
    re.IGNORECASE,
)
_SCRIPT_SCHEME = lazy_compile(r"^\s*(javascript|vbscript|data):", re.IGNORECASE)
_SPACE = " \t\n\r\f"
Part = tuple[str | None, Any]  # literal text, or None and the interpolated expression


class Markup:
    """The HTML tokenizer's state, coarsely: where the next character or value lands."""

    def __init__(self) -> None:
        self.state = "text"
        self.attribute = ""
        self.value = ""  # the literal text of the current attribute value so far

    def read(self, text: str) -> None:
        for char in text:
            getattr(self, f"_{self.state}")(char)

    def _text(self, char: str) -> None:
        if char == "<":
            self.state = "open"

    def _open(self, char: str) -> None:
        self.state = "tag" if char.isalpha() or char in "/!" else "text"

    def _tag(self, char: str) -> None:
        if char == ">":
            self.state = "text"
        elif char in _SPACE or char == "/":
            self.state = "between"

    def _between(self, char: str) -> None:
        if char == ">":
            self.state = "text"
        elif char not in _SPACE and char != "/":
            self.state, self.attribute = "name", char

    def _name(self, char: str) -> None:
        if char == "=":
            self.state = "before"
        elif char == ">":
            self.state = "text"
        elif char in _SPACE or char == "/":
            self.state = "between"
        else:
            self.attribute += char

    def _before(self, char: str) -> None:
        if char == ">":
            self.state = "text"
        elif char in "\"'":
            self.state, self.value = ("double" if char == '"' else "single"), ""
        elif char not in _SPACE:
            self.state = "unquoted"

    def _double(self, char: str) -> None:
        self.state, self.value = ("between", "") if char == '"' else ("double", self.value + char)

    def _single(self, char: str) -> None:
        if char == "'":
            self.state = "between"

    def _unquoted(self, char: str) -> None:
        if char == ">":
            self.state = "text"
        elif char in _SPACE:
            self.state = "between"

    def bounded_here(self) -> bool:
        """Whether a value of URL-serialized characters at this point stays inert data."""
        if self.state != "double" or _SCRIPT_ATTRIBUTE.match(self.attribute) or _SCRIPT_SCHEME.match(self.value):
            return False
        if not _ADDRESS_ATTRIBUTE.match(self.attribute):
            return True
        return "?" in self.value or "#" in self.value or "/" in self.value[1:]


def encoded_attribute_reads(tree: Any) -> Iterator[Any]:
    """The interpolated expressions of the file's markup-building strings that sit in a
    double-quoted attribute where URL-serialized text is inert, and that hold such text."""
    for parts in _markup_strings(tree):
        markup = Markup()
        for text, expression in parts:
            if text is not None:
                markup.read(text)
            elif markup.bounded_here():
                kept = url_serialized.bound(expression)
                if kept is not None and kept <= url_serialized.SERIALIZED:
                    yield expression


def _markup_strings(tree: Any) -> Iterator[list[Part]]:
    for template in tree.find_all(kind="template_string"):
        parts: list[Part] = []
        for child in template.children():
            kind = child.kind()
            if kind == "template_substitution":
                inner = child.named_children()
                if len(inner) == 1:
                    parts.append((None, inner[0]))
            elif kind in ("string_fragment", "escape_sequence"):
                parts.append((str(child.text()), None))
        yield parts
    for joined in tree.find_all(kind="binary_expression"):
        parent = joined.parent()
        if _plus(joined) and not (parent is not None and parent.kind() == "binary_expression" and _plus(parent)):
            yield list(_concatenated(joined))


def _plus(node: Any) -> bool:
    operator = node.field("operator")
    return operator is not None and operator.text() == "+"


def _concatenated(node: Any) -> Iterator[Part]:
    if node.kind() == "binary_expression" and _plus(node):
        for side in (node.field("left"), node.field("right")):
            if side is not None:
                yield from _concatenated(side)
    elif node.kind() == "string":
        yield str(node.text())[1:-1], None
    else:
        yield None, node
