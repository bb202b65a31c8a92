"""What an array method hands its callback: the element's index, and the element itself.

`ids.map((_, i) => `$${i + 1}`)`: `i` is the element's index, a number, whatever the array holds;
so is the third parameter of `reduce`'s callback and the second of `Array.from`'s map function.
The element (`columns.map((column) => ...)`) is one of the array's: as known as the array.
"""

from __future__ import annotations

from typing import Any

# array methods whose callback's parameter at this position is the element's index
INDEX_POSITION = {
    "map": 1, "flatMap": 1, "forEach": 1, "filter": 1, "some": 1, "every": 1, "find": 1,
    "findIndex": 1, "findLast": 1, "findLastIndex": 1, "reduce": 2, "reduceRight": 2,
}  # fmt: skip
CALLBACKS = frozenset({"arrow_function", "function_expression", "function"})


def array_index(parameter: Any) -> bool:
    """Whether `parameter` (a declared parameter node) is the index an array method passes its
    callback: `(_, index) =>` given to `map`, `(acc, x, i) =>` to `reduce`, `(_, i) =>` as the
    second argument of `Array.from`."""
    found = _callback_of(parameter)
    if found is None:
        return False
    callee, argument, position = found
    if callee.text() == "Array.from":
        return argument == 1 and position == 1
    method = callee.field("property") if callee.kind() == "member_expression" else None
    return method is not None and argument == 0 and INDEX_POSITION.get(str(method.text())) == position


def array_of_element(parameter: Any) -> Any | None:
    """The array whose element `parameter` is: `columns` for `column` in `columns.map((column) =>
    ...)` (the first parameter of a callback of an array method but `reduce`'s)."""
    found = _callback_of(parameter)
    if found is None:
        return None
    callee, argument, position = found
    method = callee.field("property") if callee.kind() == "member_expression" else None
    if method is None or argument != 0 or position != 0 or INDEX_POSITION.get(str(method.text())) != 1:
        return None
    return callee.field("object")


def _callback_of(parameter: Any) -> tuple[Any, int, int] | None:
    """The callee of the call `parameter`'s function is passed to, the function's position among
    its arguments and the parameter's among the function's parameters."""
    formal = parameter.parent()
    function = formal.parent() if formal is not None and formal.kind() == "formal_parameters" else None
    if function is None and parameter.parent() is not None and parameter.parent().kind() == "arrow_function":
        function, formal = parameter.parent(), None  # `x => ...`
    if function is None or function.kind() not in CALLBACKS:
        return None
    position = [_span(p) for p in formal.named_children()].index(_span(parameter)) if formal is not None else 0
    arguments = function.parent()
    call = arguments.parent() if arguments is not None and arguments.kind() == "arguments" else None
    callee = call.field("function") if call is not None and call.kind() == "call_expression" else None
    if callee is None:
        return None
    return callee, [_span(a) for a in arguments.named_children()].index(_span(function)), position


def _span(node: Any) -> tuple[int, int]:
    extent = node.range()
    return extent.start.index, extent.end.index
