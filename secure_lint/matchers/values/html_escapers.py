"""Values escaped for HTML, known by what the code does rather than by a helper's name: one concept
for every HTML sink (the value model asks it for `escaped_for: html`).

- An expression: a chain of `.replace(/c/g, r)` / `.replaceAll('c', r)` calls, on any value, that
  takes `<` and `&` out of it (`String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;')`). A step
  may add markup of its own afterwards (`escaped.replace(/\\n/g, '<br />')`) as long as what it adds
  is whole tags or entities: constant markup, placed where the input had the character, opens no
  tag the input could finish. A step that replaces a sequence (`/&lt;/g`: decoding) ends the proof.
- A character map: `.replace(/[&<>"']/g, (c) => ENTITIES[c])` where the module writes `'<': '&lt;'`
  and `'&': '&amp;'`, or a callback building numeric entities (`'&#' + c.charCodeAt(0) + ';'`).
- A function: one parameter, returning such a chain of it (`function esc(s) { return String(s)
  .replace(...) }`, `const esc = (s) => ...`); where it is declared is the caller's business
  (javascript.py: the file, an import, or a browser global another script of the page defines).
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.quote_escapers import (
    replaced_targets,
    returned_expression,
    single_parameter,
    string_value,
)
from secure_lint.matchers.values.syntax import tree_root

HTML_SPECIALS = frozenset("<&")
_REPLACERS = frozenset({"replace", "replaceAll"})
_KEEPING = frozenset({"toString", "trim", "trimStart", "trimEnd", "normalize"})  # add no character
_CLOSED_MARKUP = lazy_compile(r"^(<[^<>&]*>|&#?\w+;|[^<>&])*$")  # whole tags, entities, plain text
_ENTITY = lazy_compile(r"^&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+\d*);$")
_NUMERIC_ENTITY_CALLBACK = lazy_compile(r"['\"`]&#x?['\"`]|`&#x?\$\{[^`]*(charCodeAt|codePointAt)")


def escapes_html(node: Any) -> bool:
    """Whether the expression `node` is a replacement chain that leaves no `<` or `&` of its input."""
    return (_neutralised(node) or frozenset()) >= HTML_SPECIALS


def adds_open_markup(node: Any) -> bool:
    """Whether a step of the replacement chain ending in `node` puts in markup that is not whole
    tags or entities (`.replace(/\\[/g, '<')`, or decodes: `.replace(/&lt;/g, '<')`): what it
    adds may complete a tag with the input's own text."""
    node = _unwrapped(node)
    while node.kind() == "call_expression":
        callee, arguments = node.field("function"), node.field("arguments")
        receiver = callee.field("object") if callee is not None and callee.kind() == "member_expression" else None
        if receiver is None:
            return False
        method = callee.field("property")
        values = arguments.named_children() if arguments is not None else []
        if method is not None and method.text() in _REPLACERS and len(values) == 2:
            text = string_value(values[1])
            if text is not None and _CLOSED_MARKUP.match(text) is None:
                return True
        node = _unwrapped(receiver)
    return False


def escaper_function(function: Any) -> bool:
    """Whether `function` (a function node) returns its one parameter escaped for HTML."""
    parameter, returned = single_parameter(function), returned_expression(function)
    if parameter is None or returned is None or not escapes_html(returned):
        return False
    base = _base(returned)
    return base is not None and re.search(rf"(?<![\w$.]){re.escape(parameter)}(?![\w$])", base.text()) is not None


def _neutralised(node: Any) -> frozenset[str] | None:
    """What the chain ending in `node` takes out of its base (None: a step the proof cannot read)."""
    node = _unwrapped(node)
    if node.kind() != "call_expression":
        return frozenset()  # the base itself: nothing taken out yet
    callee, arguments = node.field("function"), node.field("arguments")
    values = [v for v in arguments.named_children() if v.kind() != "comment"] if arguments is not None else []
    if callee is None:
        return None
    if callee.text() == "String" and len(values) == 1:
        return _neutralised(values[0])
    method = callee.field("property") if callee.kind() == "member_expression" else None
    receiver = callee.field("object") if callee.kind() == "member_expression" else None
    if method is None or receiver is None:
        return frozenset()  # a call as the base: what it returns is the input
    if method.text() in _KEEPING and not values:
        return _neutralised(receiver)
    if method.text() not in _REPLACERS or len(values) != 2:
        return frozenset()  # another method's result is the base
    inner = _neutralised(receiver)
    targets = replaced_targets(values[0], method.text() == "replaceAll")
    if inner is None or targets is None or not _inert_replacement(values[1], targets):
        return None
    return inner | targets


def _inert_replacement(replacement: Any, targets: frozenset[str]) -> bool:
    """Whether what replaces `targets` is constant markup: whole tags and entities, or an entity
    per character (a map the module writes, or numeric entities built by a callback)."""
    text = string_value(replacement)
    if text is not None:
        return _CLOSED_MARKUP.match(text) is not None
    if replacement.kind() not in ("arrow_function", "function_expression", "identifier", "member_expression"):
        return False
    if _NUMERIC_ENTITY_CALLBACK.search(replacement.text()):
        return True
    mapped = _entity_map(tree_root(replacement))
    return all(char in mapped for char in targets & HTML_SPECIALS)


def _entity_map(root: Any) -> frozenset[str]:
    """The characters the module maps to an entity in an object literal (`'<': '&lt;'`)."""
    mapped: set[str] = set()
    for pair in root.find_all(kind="pair"):
        key, value = pair.field("key"), pair.field("value")
        key_text = string_value(key) if key is not None else None
        value_text = string_value(value) if value is not None else None
        if key_text is not None and len(key_text) == 1 and value_text is not None and _ENTITY.match(value_text):
            mapped.add(key_text)
    return frozenset(mapped)


def _base(node: Any) -> Any | None:
    """The value the chain ending in `node` starts from."""
    node = _unwrapped(node)
    while node.kind() == "call_expression":
        callee, arguments = node.field("function"), node.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if callee is not None and callee.text() == "String" and len(values) == 1:
            node = _unwrapped(values[0])
            continue
        receiver = callee.field("object") if callee is not None and callee.kind() == "member_expression" else None
        if receiver is None:
            return node
        node = _unwrapped(receiver)
    return node


def _unwrapped(node: Any) -> Any:
    while node.kind() in ("parenthesized_expression", "non_null_expression") and node.named_children():
        node = node.named_children()[0]
    return node


