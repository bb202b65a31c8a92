"""Values a browser hands over URL-encoded: `location.href`, `.search`, `.hash`, `.pathname`, `document.URL`.

The WHATWG URL serializer percent-encodes C0 controls, space, `"`, `<`, `>` and backtick (and every
non-ASCII character) in a URL's path, query and fragment, so an undecoded part of the page's URL,
or a substring of one (`.slice`, `.split(..)[i]`, `.replace` by a literal or a captured group), is
made of SERIALIZED characters only: it may hold `'`, `&`, `=`, `:` and `#`, never a `"` that
closes a double-quoted attribute or a `<` that opens a tag. `decodeURIComponent(location.hash)`
and `URLSearchParams.get` give the decoded text back: no bound.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.declarations import declaration_of
from secure_lint.matchers.values.quote_escapers import string_value

SERIALIZED = frozenset(chr(code) for code in range(0x21, 0x7F)) - frozenset('"<>`')
_PAGE = r"((window|document|self|globalThis)\.)?"
_LOCATION_PART = lazy_compile(rf"^{_PAGE}location\.(href|search|hash|pathname)$|^{_PAGE}document\.(URL|documentURI)$")
_SUBSTRING_METHODS = frozenset(
    {"slice", "substring", "substr", "trim", "trimStart", "trimEnd", "toLowerCase", "toUpperCase", "at", "charAt"}
)
_PICKERS = frozenset({"pop", "shift"})  # of a split
_REPLACERS = frozenset({"replace", "replaceAll"})
_MAX_DEPTH = 8


def bound(node: Any, depth: int = 0) -> frozenset[str] | None:
    """The characters `node`'s value can hold when it is an undecoded part of the page's URL, a
    substring of one, or a concatenation of those and literals; None for anything else."""
    if depth > _MAX_DEPTH:
        return None
    kind = node.kind()
    if kind == "string":
        text = string_value(node)
        return frozenset(text) if text is not None else None
    if kind == "parenthesized_expression":
        inner = node.named_children()
        return bound(inner[0], depth + 1) if len(inner) == 1 else None
    if kind == "member_expression":
        return _location_part(node)
    if kind == "identifier":
        return _declared(node, depth)
    if kind == "call_expression":
        return _call(node, depth)
    if kind == "subscript_expression":
        target = node.field("object")
        return _split(target, depth) if target is not None else None
    if kind == "binary_expression" and _operator(node) == "+":
        parts = [node.field("left"), node.field("right")]
        return _union([bound(part, depth + 1) if part is not None else None for part in parts])
    return None


def _location_part(node: Any) -> frozenset[str] | None:
    if not _LOCATION_PART.match(str(node.text())):
        return None
    owner = str(node.text()).split(".", 1)[0]
    return SERIALIZED if declaration_of(node, owner) is None else None  # not a local named `location`


def _declared(node: Any, depth: int) -> frozenset[str] | None:
    """A name bound once, to a bounded value, and never assigned again in its scope."""
    name = str(node.text())
    found = declaration_of(node, name)
    if found is None or found[0].kind() != "variable_declarator":
        return None
    declarator, scope = found
    target, value = declarator.field("name"), declarator.field("value")
    if target is None or target.kind() != "identifier" or value is None or _assigned(scope, name):
        return None
    return bound(value, depth + 1)


def _assigned(scope: Any, name: str) -> bool:
    for kind in ("assignment_expression", "augmented_assignment_expression"):
        for assignment in scope.find_all(kind=kind):
            left = assignment.field("left")
            if left is not None and left.kind() == "identifier" and left.text() == name:
                return True
    return any(update.text().strip("+-") == name for update in scope.find_all(kind="update_expression"))


def _call(node: Any, depth: int) -> frozenset[str] | None:
    callee, arguments = node.field("function"), node.field("arguments")
    if callee is None or arguments is None or callee.kind() != "member_expression":
        return None
    method, receiver = callee.field("property"), callee.field("object")
    if method is None or receiver is None:
        return None
    name = str(method.text())
    if name in _SUBSTRING_METHODS:
        return bound(receiver, depth + 1)
    if name in _PICKERS:
        return _split(receiver, depth)
    if name in _REPLACERS:
        values = [value for value in arguments.named_children() if value.kind() != "comment"]
        added = _replacement(values[1]) if len(values) == 2 else None
        kept = bound(receiver, depth + 1)
        return kept | added if kept is not None and added is not None else None
    return None


def _split(node: Any, depth: int) -> frozenset[str] | None:
    """A piece of `x.split(separator)`: a substring of x."""
    if node.kind() != "call_expression":
        return None
    callee = node.field("function")
    if callee is None or callee.kind() != "member_expression":
        return None
    method, receiver = callee.field("property"), callee.field("object")
    if method is None or receiver is None or method.text() != "split":
        return None
    return bound(receiver, depth + 1)


def _replacement(value: Any) -> frozenset[str] | None:
    """The characters a replacement adds besides the receiver's own: a literal's (its `$1`, `$&`
    put back pieces of the receiver), or nothing for a function returning its parameters (the
    match or a captured group) or literals."""
    if value.kind() == "string":
        text = string_value(value)
        return frozenset(text) if text is not None else None
    if value.kind() not in ("arrow_function", "function_expression"):
        return None
    parameters, single = value.field("parameters"), value.field("parameter")
    names = {str(p.text()) for p in parameters.named_children()} if parameters is not None else set()
    if single is not None:
        names.add(str(single.text()))
    body = value.field("body")
    if body is None:
        return None
    returned = [body] if body.kind() != "statement_block" else _returns(body)
    added: set[str] = set()
    for result in returned:
        if result is None:
            return None
        if result.kind() == "identifier" and result.text() in names:
            continue
        if result.kind() != "string" or string_value(result) is None:
            return None
        added |= set(string_value(result) or "")
    return frozenset(added)


def _returns(body: Any) -> list[Any | None]:
    found = [statement for statement in body.find_all(kind="return_statement")]
    values = [next(iter(statement.named_children()), None) for statement in found]
    return values if values else [None]


def _operator(node: Any) -> str:
    operator = node.field("operator")
    return str(operator.text()) if operator is not None else ""


def _union(parts: list[frozenset[str] | None]) -> frozenset[str] | None:
    if any(part is None for part in parts):
        return None
    return frozenset().union(*[part for part in parts if part is not None])
