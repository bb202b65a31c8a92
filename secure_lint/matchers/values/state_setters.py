"""A parameter a function hands to a React state setter whose state starts as a number or boolean.

`const [enabled, setEnabledState] = useState(false)` and `const setEnabled = useCallback((value) =>
{ setEnabledState(value); SecureStore.setItemAsync(KEY, String(value)) })`: the component keeps
`value` as that state, a boolean (a number for `useState(0)`), whoever calls the function; a setter
given another expression (`setEnabledState(value.trim())`) says nothing of the parameter.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.declarations import FUNCTIONS, SCOPES

STATE_HOOK = lazy_compile(r"^(React\.)?useState$")
TYPED_INITIAL = frozenset({"true", "false", "number"})


def sets_typed_state(parameter: Any, name: str) -> bool:
    """Whether the function declaring `parameter` passes it, bare, to the setter of a state whose
    initial value is a number or boolean literal."""
    function = next((a for a in parameter.ancestors() if a.kind() in FUNCTIONS), None)
    body = function.field("body") if function is not None else None
    if body is None:
        return False
    for call in body.find_all(kind="call_expression"):
        callee, arguments = call.field("function"), call.field("arguments")
        values = arguments.named_children() if arguments is not None else []
        if len(values) != 1 or values[0].kind() != "identifier" or values[0].text() != name:
            continue
        if callee is not None and callee.kind() == "identifier" and _typed_setter(callee):
            return True
    return False


def _typed_setter(callee: Any) -> bool:
    """Whether `callee` is the second name of `const [x, setX] = useState(<number or boolean>)`
    declared in a block around it."""
    declarator = _state_declarator(callee)
    return declarator is not None and _typed_initial(declarator.field("value"))


def state_set_by(callee: Any) -> str | None:
    """The state `x` that a call of `callee` sets, when `callee` is the setter of
    `const [x, setX] = useState(...)` declared in a block around it: what it is given, the
    component renders as `x` from then on."""
    declarator = _state_declarator(callee)
    value = declarator.field("value") if declarator is not None else None
    function = value.field("function") if value is not None and value.kind() == "call_expression" else None
    pattern = declarator.field("name") if declarator is not None else None
    if function is None or pattern is None or not STATE_HOOK.match(function.text()):
        return None
    state = pattern.named_children()[0]
    return str(state.text()) if state.kind() == "identifier" else None


def _state_declarator(callee: Any) -> Any:
    """The declarator of `const [x, setX] = ...` whose second name is `callee`, in a block around it."""
    if callee.kind() != "identifier":
        return None
    name = callee.text()
    for block in (a for a in callee.ancestors() if a.kind() in SCOPES):
        for declarator in block.find_all(kind="variable_declarator"):
            if declarator.parent() is None or declarator.parent().parent() != block:
                continue  # declared in this block, not in a nested one
            if _setter_of(declarator, name):
                return declarator
    return None


def _setter_of(declarator: Any, name: str) -> bool:
    pattern = declarator.field("name")
    if pattern is None or pattern.kind() != "array_pattern":
        return False
    elements = pattern.named_children()
    return len(elements) >= 2 and elements[1].kind() == "identifier" and elements[1].text() == name


def _typed_initial(value: Any) -> bool:
    function = value.field("function") if value is not None and value.kind() == "call_expression" else None
    if function is None or not STATE_HOOK.match(function.text()):
        return False
    arguments = value.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    if not values:
        return False
    initial = values[0]
    if initial.kind() == "unary_expression" and initial.text().lstrip().startswith("-"):
        initial = initial.named_children()[-1]
    return initial.kind() in TYPED_INITIAL
