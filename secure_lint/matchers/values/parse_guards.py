"""Fields a schema checked in place: `Schema.parse(req.params)` as a statement of its own, its
value discarded, guards what follows it.

    try {
      z.object({ id: z.string().uuid(), name: z.string().regex(/^[a-f0-9]{16}$/) }).parse(req.params);
    } catch (e) {
      return next(badRequest(e));
    }
    res.sendFile(path.join(DIR, req.params.id, req.params.name));   // both fields checked

A parse throws when the value does not fit: read after that statement (in the same block or
one around it), `req.params.name` holds what the schema allows for `name` (schemas.py). Inside
a `try`, the parse guards the code after the `try` only where every `catch` leaves the function
(`return`, `throw`); a catch that logs and goes on lets the value through unchecked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.matchers.values import schemas
from secure_lint.matchers.values.tree_memo import tree_fact
from secure_lint.matchers.values.verdict import Verdict

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

_BLOCKS = frozenset({"statement_block", "program"})
_LEAVES = frozenset({"return_statement", "throw_statement"})
_PARSES = frozenset({"parse", "parseAsync"})


def checked_field(node: Any, holder: Any, key: str, context: str | None, links: Links | None) -> Verdict | None:
    """What a schema parsed in place before `node` (a read of `holder.key`) says field `key` is;
    None when no such parse guards the read."""
    holder_text = str(holder.text())
    if holder_text not in tree_fact(node, "discarded-parses", _parsed_holders):
        return None  # the file parses no such value as a statement: most member reads end here
    for schema in _guarding_parses(node, holder_text):
        if schema.kind() == "identifier":
            found = schemas.field_verdict(node, str(schema.text()), key, context, links)
        else:
            found = schemas.inline_field_verdict(schema, key, context, links)
        if found is not None:
            return found
    return None


def parsed_reads(root: Any) -> list[Any]:
    """The field reads of the file (`req.params.name`) of a value it parses in place somewhere: those
    checked_field may find guarded (the taint matcher asks the model which are, and treats them as
    sanitized where they are read, whatever else a sink's value is built from)."""
    holders = tree_fact(root, "discarded-parses", _parsed_holders)
    if not holders:
        return []
    return [
        read for read in root.find_all(kind="member_expression")
        if (target := read.field("object")) is not None and str(target.text()) in holders
        and (prop := read.field("property")) is not None and prop.kind() == "property_identifier"
    ]


def _parsed_holders(root: Any) -> frozenset[str]:
    """The values the file parses as statements of their own (`req.params` of `Schema.parse(req.params);`)."""
    found = set()
    for statement in root.find_all(kind="expression_statement"):
        call = _discarded_call(statement)
        arguments = call.field("arguments") if call is not None else None
        values = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
        if len(values) == 1:
            found.add(str(values[0].text()))
    return frozenset(found)


def _guarding_parses(node: Any, holder: str) -> list[Any]:
    """The schemas of the parses of `holder` that run before `node` in a block around it."""
    found = []
    start = node.range().start.index
    for block in (a for a in node.ancestors() if a.kind() in _BLOCKS):
        for statement in block.named_children():
            if statement.range().end.index > start:
                break
            found += _parsed_schemas(statement, holder)
    return found


def _parsed_schemas(statement: Any, holder: str) -> list[Any]:
    if statement.kind() == "expression_statement":
        schema = _discarded_parse(statement, holder)
        return [schema] if schema is not None else []
    if statement.kind() != "try_statement" or not _every_catch_leaves(statement):
        return []
    body = statement.field("body")
    statements = body.named_children() if body is not None else []
    parsed = [_discarded_parse(inner, holder) for inner in statements]
    return [schema for schema in parsed if schema is not None]


def _discarded_parse(statement: Any, holder: str) -> Any | None:
    """The schema of `Schema.parse(holder)` / `await Schema.parseAsync(holder)` as a statement."""
    call = _discarded_call(statement)
    arguments = call.field("arguments") if call is not None else None
    values = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
    if call is None or len(values) != 1 or values[0].text() != holder:
        return None
    return call.field("function").field("object")


def _discarded_call(statement: Any) -> Any | None:
    """The `X.parse(...)` / `await X.parseAsync(...)` call a statement is made of, its value discarded."""
    if statement.kind() != "expression_statement":
        return None
    call = next(iter(statement.named_children()), None)
    while call is not None and call.kind() in ("await_expression", "parenthesized_expression"):
        call = next(iter(call.named_children()), None)
    if call is None or call.kind() != "call_expression":
        return None
    function = call.field("function")
    if function is None or function.kind() != "member_expression":
        return None
    method, schema = function.field("property"), function.field("object")
    if method is None or schema is None or method.text() not in _PARSES:
        return None
    return call


def _every_catch_leaves(statement: Any) -> bool:
    handler = statement.field("handler")
    body = handler.field("body") if handler is not None else None
    last = body.named_children()[-1:] if body is not None else []
    return bool(last) and last[0].kind() in _LEAVES
