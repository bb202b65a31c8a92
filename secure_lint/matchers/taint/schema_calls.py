"""Values a validation schema returns: zod's `Schema.parse(x)` / `safeParse(x)`, yup's
`schema.validate(x)` / `validateSync` / `cast`, joi's `schema.validate(x)` / `Joi.attempt(x, s)`.

A schema checks the shape of what it is given and hands the same data back: its value holds its
argument's data (the taint matcher's view). Which fields the schema pins to a number, a boolean,
an enum or a fixed format is the value model's business (values/schemas.py): a sink fed such a
field is quiet there, one fed a `z.string()` field is not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope

PARSING_METHODS = frozenset(
    {"parse", "parseAsync", "safeParse", "safeParseAsync", "validate", "validateSync", "validateAsync", "cast"}
)
_JOI = frozenset({"Joi", "joi"})


def carries(scope: Scope, call: Any, function: Any) -> bool:
    """Whether `call` is a schema's parse of a tainted value (the data it returns is that value's)."""
    if function.kind() != "member_expression":
        return False
    target, method = function.field("object"), function.field("property")
    if target is None or method is None or target.kind() not in ("identifier", "member_expression", "call_expression"):
        return False
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None and arguments.kind() == "arguments" else []
    if not values:
        return False
    if method.text() == "attempt" and target.text() in _JOI:
        return scope.is_tainted(values[0])  # Joi.attempt(value, schema)
    return method.text() in PARSING_METHODS and scope.is_tainted(values[0])
