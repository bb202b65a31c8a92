"""Whether a count the request sets is capped by the schema that parses it.

`Query.parse({ limit: searchParams.get("limit") })` hands the raw value to a schema, and the
parsed `limit` is what a query gets: when the schema's field declares an upper bound
(`limit: z.coerce.number().max(100)`, `Joi.number().max(100)`, `yup.number().max(100)`,
`z.preprocess(fn, z.coerce.number().lte(100))`) or a fixed set of values (`z.enum(["10", "50"])`),
a larger value fails the parse. The schema is read where it is declared: in the file, or (with
`links`) in the module it is imported from (schemas.py); `Query.pick({...})`, `.omit`, `.partial`
and the like keep each field's bound. A handler that replaces the request's body or query with
the parse (`req.body = Body.parse(req.body)`) reads the schema's fields from it afterwards:
`req.body.limit` is capped as `Body`'s `limit` is. A schema that cannot be read, or a field with
no bound (`z.coerce.number()`), caps nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.schemas import PARSERS, RESULTS, field_text, field_verdict, parsed_schema
from secure_lint.matchers.values.verdict import Verdict

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

_NUMBER = lazy_compile(r"\b(number|integer|bigint)\(")
_UPPER = lazy_compile(r"\.(max|lte|lt|less|lessThan|maximum)\(")
# methods of a schema whose result keeps the bounds of the fields it keeps
_FIELDS_KEPT = frozenset({"pick", "omit", "partial", "required", "strict", "strip", "passthrough", "deepPartial"})


def capped(node: Any, links: Links | None = None) -> bool:
    """Whether `node` is a count a schema caps: the value of a pair `key: value` of an object
    literal that the schema parses (its field `key`), or a field read of a request object the
    handler replaced with a parse (`req.body = Body.parse(req.body)`, then `req.body.limit`)."""
    return _pair_capped(node, links) or _replaced_capped(node, links)


def _pair_capped(node: Any, links: Links | None) -> bool:
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
    return _field_capped(node, schema, str(key.text()).strip("'\""), links)


def _field_capped(anchor: Any, schema: str, name: str, links: Links | None) -> bool:
    """Whether field `name` of the schema named `schema` is a bounded number or a fixed set."""
    if field_verdict(anchor, schema, name, links=links) == Verdict.CONSTANT:
        return True
    text = field_text(anchor, schema, name, links)
    return text is not None and bool(_NUMBER.search(text)) and bool(_UPPER.search(text))


# a field of the request's parsed body or query: `req.body.limit`, `ctx.request.query.take`
_REQUEST_FIELD = lazy_compile(r"^((?:req|request|ctx)(?:\.request)?\.(?:body|query))\.([\w$]+)$")
_FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function", "method_definition"})


def _replaced_capped(node: Any, links: Links | None) -> bool:
    """`req.body = mapRequestSchema.parse(req.body)` earlier in the handler: from there on
    `req.body.limit` (or `Number(req.body.limit)`, or a variable bound to it) is what the schema
    let through, as capped as its field `limit`."""
    function = next((a for a in node.ancestors() if a.kind() in _FUNCTIONS), None)
    read = _request_field(node, function)
    if function is None or read is None:
        return False
    match = _REQUEST_FIELD.match(str(read.text()))
    if match is None:
        return False
    holder, name = match.group(1), match.group(2)
    at = read.range().start.index
    for assignment in function.find_all(kind="assignment_expression"):
        left, right = assignment.field("left"), assignment.field("right")
        if left is None or right is None or left.text() != holder or assignment.range().end.index > at:
            continue
        schema = parsed_schema(right)
        if schema is not None and _field_capped(node, schema, name, links):
            return True
    return False


def _request_field(node: Any, function: Any) -> Any | None:
    """The request field read `node` is or converts (`Number(req.query.limit)`, `+req.body.take`),
    or that the variable `node` is bound to in `function`."""
    if node.kind() == "identifier" and function is not None:
        for declarator in function.find_all(kind="variable_declarator"):
            name, value = declarator.field("name"), declarator.field("value")
            if name is not None and value is not None and name.text() == node.text():
                return _request_field(value, None)
        return None
    if node.kind() == "member_expression" and _REQUEST_FIELD.match(str(node.text())):
        return node
    reads = [m for m in node.find_all(kind="member_expression") if _REQUEST_FIELD.match(str(m.text()))]
    return reads[0] if len(reads) == 1 else None


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
