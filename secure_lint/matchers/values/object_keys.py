"""The keys of an object the code writes only under names it chose.

`Object.keys(updates)`, `for (const key in updates)` and the first element of each pair of
`Object.entries(updates)` give the names of `updates`' own properties. When `updates` is a
`const` bound to an object literal whose keys are written out (names, strings, numbers: no
spread, no computed key) and the code adds members to it only under such names
(`updates.owner_email = body.owner_email`, `updates['created_at'] = ...`), every key is one the
code wrote: a constant, whatever request data fills the values. Handing the object to a call
(`Object.assign(updates, body)`, `merge(updates)`) may add any key, so it is not counted.
"""

from __future__ import annotations

from typing import Any

from secure_lint.matchers.values.declarations import declaration_of

KEY_CALLS = frozenset({"Object.keys", "Object.entries"})
# calls that read an object's keys or values and add none
READERS = frozenset({"Object.keys", "Object.values", "Object.entries", "JSON.stringify"})
LITERAL_KEYS = frozenset({"property_identifier", "string", "number"})
WRAPPERS = frozenset({"parenthesized_expression", "as_expression", "satisfies_expression"})


def keys_call(node: Any) -> bool:
    """Whether `node` is `Object.keys(o)` or `Object.entries(o)` of an object whose keys the code
    wrote (`Object.keys(o).map((key) => ...)`)."""
    target = _key_call_target(node)
    return target is not None and written_keys(target)


def iterated_key(loop: Any, name: str) -> bool:
    """Whether `name`, declared by the `for ... in/of` statement `loop`, is a key of an object
    whose keys the code wrote: `for (const key in o)`, `for (const [key, value] of
    Object.entries(o))`."""
    left, right, operator = loop.field("left"), loop.field("right"), loop.field("operator")
    if left is None or right is None or operator is None:
        return False
    if operator.text() == "in":
        return left.kind() == "identifier" and left.text() == name and written_keys(right)
    call = _unwrapped(right)
    if call.kind() != "call_expression" or call.field("function") is None:
        return False
    if call.field("function").text() != "Object.entries" or left.kind() != "array_pattern":
        return False
    elements = left.named_children()
    first = elements[0] if elements else None
    return first is not None and first.kind() == "identifier" and first.text() == name and keys_call(call)


def written_keys(node: Any) -> bool:
    """Whether the name `node` holds an object literal whose every key, in the literal and in each
    member the code writes to it, is written out."""
    node = _unwrapped(node)
    if node.kind() != "identifier":
        return False
    found = declaration_of(node, node.text())
    if found is None or found[0].kind() != "variable_declarator":
        return False
    declarator, scope = found
    parent = declarator.parent()
    value = declarator.field("value")
    if parent is None or not parent.text().startswith("const") or value is None:
        return False
    value = _unwrapped(value)
    return value.kind() == "object" and _literal_object(value) and _only_named_writes(scope, node.text())


def _literal_object(value: Any) -> bool:
    for member in value.named_children():
        kind = member.kind()
        if kind in ("comment", "shorthand_property_identifier"):
            continue
        key = member.field("key") if kind in ("pair", "method_definition") else None
        if key is None or key.kind() not in LITERAL_KEYS:
            return False  # a spread (`...body`) or a computed key (`[field]: value`)
    return True


def _only_named_writes(scope: Any, name: str) -> bool:
    """No member written under a computed name and the object handed to no call that may add keys."""
    for subscript in scope.find_all(kind="subscript_expression"):
        target, index = subscript.field("object"), subscript.field("index")
        if target is None or target.text() != name or index is None:
            continue
        parent = subscript.parent()
        written = parent is not None and parent.kind() in ("assignment_expression", "augmented_assignment_expression")
        if written and index.kind() not in ("string", "number"):
            return False
    for arguments in scope.find_all(kind="arguments"):
        call = arguments.parent()
        callee = call.field("function") if call is not None else None
        if callee is not None and callee.text() in READERS:
            continue
        if any(argument.text() == name for argument in arguments.named_children()):
            return False
    return True


def _key_call_target(node: Any) -> Any | None:
    node = _unwrapped(node)
    if node.kind() != "call_expression" or node.field("function") is None:
        return None
    if node.field("function").text() not in KEY_CALLS:
        return None
    arguments = node.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    return values[0] if len(values) == 1 else None


def _unwrapped(node: Any) -> Any:
    while node.kind() in WRAPPERS and node.named_children():
        node = node.named_children()[0]
    return node
