"""Whether a count the request sets is capped by the schema that parses it.

`Query.parse({ limit: searchParams.get("limit") })` hands the raw value to a schema, and the
parsed `limit` is what a query gets: when the schema's field declares an upper bound
(`limit: z.coerce.number().max(100)`, `Joi.number().max(100)`, `yup.number().max(100)`,
`z.preprocess(fn, z.coerce.number().lte(100))`) or a fixed set of values (`z.enum(["10", "50"])`),
a larger value fails the parse. The schema is read where it is declared: in the file, or (with
`links`) in the module it is imported from (schemas.py); `Query.pick({...})`, `.omit`, `.partial`
and the like keep each field's bound. A schema that cannot be read, or a field with no bound
(`z.coerce.number()`), caps nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.matchers.values.schemas import PARSERS, RESULTS, field_text, field_verdict
from secure_lint.matchers.values.verdict import Verdict

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

_NUMBER = re.compile(r"\b(number|integer|bigint)\(")
_UPPER = re.compile(r"\.(max|lte|lt|less|lessThan|maximum)\(")
# methods of a schema whose result keeps the bounds of the fields it keeps
_FIELDS_KEPT = frozenset({"pick", "omit", "partial", "required", "strict", "strip", "passthrough", "deepPartial"})


def capped(node: Any, links: Links | None = None) -> bool:
    """Whether `node`, the value of a pair `key: value` of an object literal that a schema parses,
    is capped by that schema's field `key`."""
    pair = node.parent()
    value = pair.field("value") if pair is not None and pair.kind() == "pair" else None
    if value is None or value.range() != node.range():
        return False
    key, literal = pair.field("key"), pair.parent()
    arguments = literal.parent() if literal is not None and literal.kind() == "object" else None
    call = arguments.parent() if arguments is not None and arguments.kind() == "arguments" else None
    schema = _parsing_schema(call) if call is not None else None
    if key is None or schema is None:
        return False
    name = str(key.text()).strip("'\"")
    if field_verdict(node, schema, name, links=links) == Verdict.CONSTANT:
        return True
    text = field_text(node, schema, name, links)
    return text is not None and bool(_NUMBER.search(text)) and bool(_UPPER.search(text))


def _parsing_schema(call: Any) -> str | None:
    """`Query` for `Query.parse(...)`, `Query.pick({...}).safeParse(...)`; None for other calls."""
    function = call.field("function") if call.kind() == "call_expression" else None
    if function is None or function.kind() != "member_expression":
        return None
    method, target = function.field("property"), function.field("object")
    if method is None or target is None or method.text() not in PARSERS | RESULTS:
        return None
    while target.kind() == "call_expression":
        inner = target.field("function")
        if inner is None or inner.kind() != "member_expression":
            return None
        kept = inner.field("property")
        if kept is None or kept.text() not in _FIELDS_KEPT:
            return None
        target = inner.field("object")
        if target is None:
            return None
    return str(target.text()) if target.kind() == "identifier" else None
