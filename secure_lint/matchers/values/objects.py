"""Values that are objects, not text: what a response writer serialises as JSON.

Express's `res.send(value)` sends a string as HTML, but an object (not a Buffer) through
`res.json`, as `application/json`, which no browser renders as a page; Node's `res.write` and
`res.end` refuse an object. So request data a handler puts into an object it then sends
(`baseApi.data = text; res.send(baseApi)`) is no HTML.

A name is such an object when every value bound to it (its declaration and each assignment) is
an object literal, or an instance built with `new` of a class the repository declares (in the
file, or imported from one of its modules): Express serialises any object but a Buffer, and a
class the code shows is none. An array is not counted (`res.write([a, b])` prints `a,b`), nor an
instance of a class the code does not show (`new Buffer(...)`, `new SafeString(...)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.matchers.values.imports import CLASS_KINDS
from secure_lint.matchers.values.javascript import declaration_of

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

WRAPPERS = frozenset({"parenthesized_expression", "await_expression", "as_expression", "satisfies_expression"})


def json_object(node: Any, links: Links | None) -> bool:
    """Whether `node` (a name) holds an object a response writer sends as JSON, wherever it is bound."""
    if node.kind() != "identifier":
        return False
    name = node.text()
    found = declaration_of(node, name)
    if found is None:
        return False
    declaration, scope = found
    if declaration.kind() != "variable_declarator" or declaration.field("name") is None:
        return False
    if declaration.field("name").kind() != "identifier":
        return False
    values = [declaration.field("value")]
    parent = declaration.parent()
    if parent is None or not parent.text().startswith("const"):
        values += _assigned(scope, name)
    return all(value is not None and _object_value(value, links) for value in values)


def _assigned(scope: Any, name: str) -> list[Any]:
    """The right side of every plain assignment to `name` in its scope (None for `+=` and the like)."""
    values: list[Any] = []
    for kind in ("assignment_expression", "augmented_assignment_expression"):
        for assignment in scope.find_all(kind=kind):
            left = assignment.field("left")
            if left is not None and left.text() == name:
                values.append(assignment.field("right") if kind == "assignment_expression" else None)
    return values


def _object_value(value: Any, links: Links | None) -> bool:
    while value.kind() in WRAPPERS and value.named_children():
        value = value.named_children()[0]
    if value.kind() == "object":
        return True
    if value.kind() != "new_expression":
        return False
    constructor = value.field("constructor")
    if constructor is None or constructor.kind() != "identifier":
        return False
    return _app_class(constructor, links)


def _app_class(name: Any, links: Links | None) -> bool:
    """Whether `name` is a class the repository declares (in the file or a module it imports)."""
    found = declaration_of(name, name.text())
    declaration = found[0] if found is not None else None
    if declaration is None and links is not None:
        remote = links.imported(name, name.text())
        declaration = remote.declaration if remote is not None else None
    return declaration is not None and declaration.kind() in CLASS_KINDS
