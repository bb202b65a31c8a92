"""Whether a function is one no code of its file calls (its parameters then come from outside the
file, or from nowhere shown): asked by the taint step's exported-parameter review items and by
parameter_fed.py."""

from __future__ import annotations

from typing import Any

_DECLARING = frozenset(
    {"function_declaration", "function_expression", "arrow_function", "method_definition", "generator_function"}
)


def uncalled(parameter: Any, root: Any) -> bool:
    """Whether the function declaring `parameter` is one no call in the file names: not a
    component (a capitalised name is rendered, its props come from its parent) and not called here."""
    function = next((a for a in parameter.ancestors() if a.kind() in _DECLARING), None)
    name = _name(function) if function is not None else None
    if name is None:
        return True
    if name[:1].isupper():
        return False
    for call in root.find_all(kind="call_expression"):
        callee = call.field("function")
        text = str(callee.text()) if callee is not None else ""
        if text == name or text.endswith(f".{name}"):
            return False
    return True


def _name(function: Any) -> str | None:
    """The name a function is called by: its own, or the variable or property it is assigned to."""
    own = function.field("name")
    if own is not None:
        return str(own.text())
    parent = function.parent()
    if parent is None:
        return None
    if parent.kind() == "variable_declarator":
        target = parent.field("name")
        return str(target.text()) if target is not None else None
    if parent.kind() == "assignment_expression":
        left = parent.field("left")
        if left is not None and left.kind() == "member_expression":
            prop = left.field("property")
            return str(prop.text()) if prop is not None else None
    return None
