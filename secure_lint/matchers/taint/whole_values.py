"""Values a sink receives whole: the source's value as it is, not one the code built around it.

For rules whose weakness is a request value used as a whole object (`whole_values`: a parsed JSON
body or query string handed to MongoDB as the filter, where the client writes the operators),
data that reached the sink inside a structure the code wrote is another matter: `{ email:
req.body.email }` and `query.status = req.query.status` put a request value under a key the code
chose (a field-level weakness, with its own rule), and `[{ $match: ... }]` builds a pipeline.

A sink's value is held whole when neither it nor any binding on its way from the source (the
trail's hops) is an object or array literal, unless the literal spreads the value that came in
(`{ ...req.query, owner: id }`: every key the client sent is copied), nor a field written apart
(`query.status = ...`), nor an element pushed into a collection. A converter of the whole value
(`JSON.parse(q)`, `req.body.filter || {}`) keeps it whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Trail

LITERALS = frozenset({"object", "array"})
FIELDS = frozenset({"member_expression", "subscript_expression"})
FIELD = "field"  # a hop that wrote the data into a field (`query[f] = req.query[f]`)
WRAPPERS = frozenset({"parenthesized_expression", "await_expression", "as_expression", "satisfies_expression"})


def held_whole(focus: Any, trail: Trail) -> bool:
    """Whether the sink's value `focus`, reached along `trail`, is the source's value whole."""
    came_in = trail[0].label if trail else None
    for step in trail[1:]:
        if step.role == "passed":
            if not _handed_whole(step.node, came_in):
                return False  # pushed into a collection, kept in a field, or handed on inside a literal
        elif "." in step.label or (bound := _bound_value(step.node)) == FIELD or not _whole(bound, came_in):
            return False  # a field written apart, or a name bound to a literal built around the data
        came_in = step.label
    return _whole(focus, came_in)


def _handed_whole(node: Any, came_in: str | None) -> bool:
    """A hop into a function of the code (`search(filter)`, the call): whole unless the data goes
    in inside an object or array literal (`search({ name: filter.name })`). Any other hop that
    passes data on (`filters.push(x)`, a constructor's field) puts it inside a structure."""
    if node.kind() != "call_expression" or came_in is None:
        return False
    arguments = node.field("arguments")
    handed = arguments.named_children() if arguments is not None else []
    return not any(
        _unwrapped(argument).kind() in LITERALS and not _whole(argument, came_in) and came_in in argument.text()
        for argument in handed
        if _unwrapped(argument) is not None
    )


def _whole(value: Any, came_in: str | None) -> bool:
    """Whether a bound value (or the sink's) is no literal built around the data, or one spreading it."""
    value = _unwrapped(value)
    if value is None or value.kind() not in LITERALS:
        return True
    return came_in is not None and any(
        child.kind() == "spread_element" and _spreads(child, came_in) for child in value.named_children()
    )


def _spreads(spread: Any, came_in: str) -> bool:
    argument = spread.named_children()
    text = str(argument[0].text()) if argument else ""
    return text == came_in or text.startswith((came_in + ".", came_in + "["))


def _bound_value(node: Any) -> Any:
    """The value a hop bound (`const name = value`, `name = value`: the hop is the name or the
    binding); FIELD for a write to a field or a computed key (`query[f] = value`); None when not known."""
    for binding in (node, node.parent() if node is not None else None):
        if binding is None:
            continue
        if binding.kind() == "variable_declarator":
            return binding.field("value")
        if binding.kind() in ("assignment_expression", "augmented_assignment_expression"):
            left = binding.field("left")
            return FIELD if left is not None and left.kind() in FIELDS else binding.field("right")
    return None


def _unwrapped(value: Any) -> Any:
    while value is not None and value.kind() in WRAPPERS:
        inner = value.named_children()  # `x as T`: the expression first, its type after
        value = inner[0] if inner else None
    return value
