"""Browser scripts held in string literals of JavaScript/TypeScript code: the text a page hands
the browser to run (`<script dangerouslySetInnerHTML={{ __html: `...` }} />`, the children of a
`<script>` or next/script `<Script>` element, `script.textContent = `...`` on an element made by
`document.createElement('script')`, the inline `<script>` blocks of HTML a server builds in a
literal: `res.send(`<html>...<script>...</script>`)`).

`literal_script_view` gives a JavaScript copy of such a file in which every other character is
blanked (newlines kept), as `embedded.script_view` does for HTML: the JavaScript rules (DOM XSS,
eval, open redirect, postMessage) run on the script bodies and report on the file at their true
lines. An interpolation `${...}` in a template literal becomes an identifier of the same length:
a value the server wrote in, unknown to the browser-side analysis, never a source.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from secure_lint.core.languages import JSX_LANGUAGES
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.source import SourceFile
from secure_lint.scan.embedded import JS_TYPES

HOST_LANGUAGES = frozenset({"javascript", "typescript", "tsx"})
MAX_TEXT = 1_000_000
_LITERALS = frozenset({"template_string", "string"})
_SCRIPT_TAG = lazy_compile(r"^(script|Script)$")  # the HTML element, or next/script's component
_SCRIPT_ELEMENT = lazy_compile(r"""\b([\w$]+)\s*=\s*document\.createElement\(\s*['"`]script['"`]\s*\)""")
_BODY_PROPERTIES = frozenset({"textContent", "text", "innerHTML", "innerText"})
# an inline script block of HTML held in a literal, and its type (as embedded.py reads templates)
_SCRIPT = lazy_compile(r"<script\b([^>]{0,500})>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_TYPE_ATTRIBUTE = lazy_compile(r"""\btype\s*=\s*["']?\s*([\w/+.-]{1,100})""", re.IGNORECASE)


def literal_script_view(source: SourceFile) -> SourceFile | None:
    """The file's script-literal bodies as JavaScript at their own offsets, or None."""
    if source.language not in HOST_LANGUAGES or len(source.text) > MAX_TEXT or not _may_hold(source):
        return None
    literals = list(_script_literals(source))
    markup = list(_markup_literals(source))
    if not literals and not markup:
        return None
    text = source.text
    view = [c if c in "\r\n" else " " for c in text]
    for literal in literals:
        start, end = _offsets(source, literal)
        _copy(view, source, literal, start + 1, end - 1)
    for literal, start, end in markup:
        _copy(view, source, literal, start, end)
    return SourceFile(source.path, "".join(view), language="javascript")


def _may_hold(source: SourceFile) -> bool:
    lowered = source.lowered
    return "script" in lowered and ("__html" in lowered or "<script" in lowered or "createelement(" in lowered)


def _script_literals(source: SourceFile) -> Iterator[Any]:
    root = source.tree
    if source.language in JSX_LANGUAGES:  # TypeScript's grammar (.ts) has no JSX
        yield from _jsx_script_literals(root)
    yield from _created_script_bodies(source)


def _jsx_script_literals(root: Any) -> Iterator[Any]:
    for pair in root.find_all(kind="pair"):
        value = pair.field("value")
        if value is not None and value.kind() in _LITERALS and _key(pair) == "__html" and _in_script_attribute(pair):
            yield value
    for element in root.find_all(kind="jsx_element"):
        opening = element.field("open_tag")
        if opening is None or not _is_script_tag(opening):
            continue
        for child in element.children():
            if child.kind() == "jsx_expression":
                yield from (c for c in child.children() if c.kind() in _LITERALS)


def _key(pair: Any) -> str:
    key = pair.field("key")
    return str(key.text()).strip("'\"") if key is not None else ""


def _is_script_tag(element: Any) -> bool:
    """A `<script>`/`<Script>` opening or self-closing element whose `type`, if a literal, is JavaScript."""
    name = element.field("name")
    return name is not None and bool(_SCRIPT_TAG.match(str(name.text()))) and _type(element) in ("", *JS_TYPES)


def _type(element: Any) -> str:
    """The element's literal `type` attribute, lowercased ("" when it has none, or not a literal)."""
    for attribute in element.children():
        parts = attribute.children() if attribute.kind() == "jsx_attribute" else []
        if len(parts) == 3 and parts[0].text() == "type" and parts[2].kind() == "string":
            return str(parts[2].text()).strip("'\"").strip().lower()
    return ""


def _in_script_attribute(pair: Any) -> bool:
    """Whether the `__html` pair is the `dangerouslySetInnerHTML` of a script element."""
    obj = pair.parent()
    expression = obj.parent() if obj is not None else None
    attribute = expression.parent() if expression is not None else None
    if attribute is None or attribute.kind() != "jsx_attribute":
        return False
    name = attribute.child(0)
    if name is None or name.text() != "dangerouslySetInnerHTML":
        return False
    element = attribute.parent()
    return (
        element is not None
        and element.kind() in ("jsx_self_closing_element", "jsx_opening_element")
        and (_is_script_tag(element))
    )


def _created_script_bodies(source: SourceFile) -> Iterator[Any]:
    """The literals assigned as the body of an element `document.createElement('script')` made."""
    names = {match.group(1) for match in _SCRIPT_ELEMENT.finditer(source.text)}
    if not names:
        return
    for assignment in source.tree.find_all(kind="assignment_expression"):
        left, right = assignment.field("left"), assignment.field("right")
        if left is None or right is None or left.kind() != "member_expression" or right.kind() not in _LITERALS:
            continue
        target, prop = left.field("object"), left.field("property")
        if target is not None and prop is not None and target.text() in names and prop.text() in _BODY_PROPERTIES:
            yield right


def _markup_literals(source: SourceFile) -> Iterator[tuple[Any, int, int]]:
    """HTML held in a literal (`res.send(`<html>...<script>...</script>`)`): each inline JavaScript
    `<script>` block's body, with the literal it is in."""
    for literal in source.tree.find_all(any=[{"kind": kind, "regex": "(?i)<script"} for kind in _LITERALS]):
        start, end = _offsets(source, literal)
        for block in _SCRIPT.finditer(source.text, start, end):
            kind = _TYPE_ATTRIBUTE.search(block.group(1))
            if (kind is None or kind.group(1).lower() in JS_TYPES) and block.group(2).strip():
                yield literal, block.start(2), block.end(2)


def _copy(view: list[str], source: SourceFile, literal: Any, start: int, end: int) -> None:
    """Copy the part `start:end` of a literal into the view, its interpolations as identifiers."""
    view[start:end] = source.text[start:end]
    view[end] = ";"  # the closing quote or `</script>` ends the script's last statement
    for child in literal.children():
        if child.kind() == "template_substitution":
            s, e = _offsets(source, child)
            if start <= s and e <= end:
                view[s:e] = ["_" if c not in "\r\n" else c for c in source.text[s:e]]


def _offsets(source: SourceFile, node: Any) -> tuple[int, int]:
    extent = node.range()
    return source.offset(extent.start.line, extent.start.column), source.offset(extent.end.line, extent.end.column)
