"""A value a template literal prints as `[object Object]`, whatever its fields hold.

`${clause}` where `clause` is a plain object literal, or the result of a function whose every
return is one (`const clause = this.getDateRangeClause(key, range)` returning `{ clause, params }`),
is the text `[object Object]`: the fields, request data among them, never reach the string (a bug
in the SQL, not an injection). Plain means what a template's string conversion reads is the
default `Object.prototype.toString`: no spread (`...other` may bring a `toString`), no computed key
(`[Symbol.toPrimitive]`), no method, and no `toString` or `valueOf` field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from secure_lint.matchers.values.declarations import FUNCTIONS, declaration_of

CONVERSIONS = frozenset({"toString", "valueOf", "toLocaleString"})
PLAIN_KEYS = frozenset({"property_identifier", "string", "number"})
WRAPPERS = frozenset({"parenthesized_expression", "await_expression", "as_expression", "satisfies_expression"})

# the function a call names, if the model finds it (javascript.Judge._callee's first part)
Callee = Callable[[Any], Any | None]


def prints_as_object(value: Any, callee: Callee) -> bool:
    """Whether `value` in a template is printed as `[object Object]` (see the module docstring)."""
    value = _unwrapped(value)
    if value is None:
        return False
    if value.kind() == "object":
        return plain_object(value)
    if value.kind() == "identifier":
        return _bound_to_object(value, callee)
    if value.kind() == "call_expression":
        function = callee(value)
        return function is not None and _returns_objects(function)
    return False


def plain_object(node: Any) -> bool:
    """An object literal a string conversion prints as `[object Object]`."""
    for entry in node.named_children():
        kind = entry.kind()
        if kind == "comment":
            continue
        if kind == "shorthand_property_identifier":
            key = entry
        elif kind == "pair":
            key = entry.field("key")
            if key is None or key.kind() not in PLAIN_KEYS:
                return False  # `[Symbol.toPrimitive]: ...`: any conversion
        else:
            return False  # a spread or a method
        if str(key.text()).strip("'\"") in CONVERSIONS:
            return False
    return True


def _bound_to_object(name: Any, callee: Callee) -> bool:
    """A `const` bound to a plain object literal or to a call returning one."""
    found = declaration_of(name, str(name.text()))
    if found is None or found[0].kind() != "variable_declarator":
        return False
    declarator = found[0]
    parent, value, bound = declarator.parent(), declarator.field("value"), declarator.field("name")
    if bound is None or bound.kind() != "identifier":
        return False  # `const { clause } = build(...)`: a field of the object, not the object
    if parent is None or not str(parent.text()).startswith("const") or value is None:
        return False
    value = _unwrapped(value)
    if value is None or value.kind() not in ("object", "call_expression"):
        return False
    return prints_as_object(value, callee)


def _returns_objects(function: Any) -> bool:
    """Every value `function` returns (its own returns, not those of nested functions) is a plain
    object literal; an expression body is one."""
    body = function.field("body")
    if body is None:
        return False
    if body.kind() != "statement_block":
        inner = _unwrapped(body)
        return inner is not None and inner.kind() == "object" and plain_object(inner)
    returns = [r for r in body.find_all(kind="return_statement") if _owner(r) == _span(function)]
    if not returns:
        return False
    for statement in returns:
        children = statement.named_children()
        value = _unwrapped(children[0]) if children else None
        if value is None or value.kind() != "object" or not plain_object(value):
            return False
    return True


def _unwrapped(value: Any) -> Any | None:
    while value is not None and value.kind() in WRAPPERS:
        inner = value.named_children()
        value = inner[0] if inner else None
    return value


def _owner(node: Any) -> tuple[int, int] | None:
    for ancestor in node.ancestors():
        if ancestor.kind() in FUNCTIONS:
            return _span(ancestor)
    return None


def _span(node: Any) -> tuple[int, int]:
    extent = node.range()
    return extent.start.index, extent.end.index
