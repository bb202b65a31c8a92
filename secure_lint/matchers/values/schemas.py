"""Values a schema parsed: zod's `schema.parse(x)` and `z.infer<typeof schema>` (values/javascript.py).

A field the schema declares a number, boolean, bigint or date (`z.number()`, `z.coerce.number()`)
is typed; one it declares an enum or a literal (`z.enum([...])`, `z.literal('a')`,
`z.nativeEnum(Kind)`) is constant; anything else (`z.string()`) is text as before. Only schemas
declared in the file are read (`const Body = z.object({ ... })`).
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.matchers.values.verdict import Verdict

PARSERS = frozenset({"parse", "parseAsync"})
_TYPED = re.compile(r"^z\.(coerce\.)?(number|boolean|bigint|date|nan)\(")
_CONSTANT = re.compile(r"^z\.(enum|literal|nativeEnum)\(")


def parsed_schema(value: Any) -> str | None:
    """`Body` for `Body.parse(x)`, `await Body.parseAsync(x)`; None for any other value."""
    while value is not None and value.kind() in ("await_expression", "parenthesized_expression"):
        inner = value.named_children()
        value = inner[-1] if inner else None
    if value is None or value.kind() != "call_expression":
        return None
    function = value.field("function")
    if function is None or function.kind() != "member_expression":
        return None
    method, target = function.field("property"), function.field("object")
    if method is None or target is None or method.text() not in PARSERS or target.kind() != "identifier":
        return None
    return str(target.text())


def inferred_schema(annotation: Any) -> str | None:
    """`Body` for a `z.infer<typeof Body>` (or `z.output<...>`) type annotation."""
    if annotation is None or annotation.kind() != "generic_type":
        return None
    if not re.match(r"^z\.(infer|output|input)\s*<", annotation.text()):
        return None
    query = annotation.find(kind="type_query")
    name = query.find(kind="identifier") if query is not None else None
    return str(name.text()) if name is not None else None


def field_verdict(anchor: Any, schema: str, key: str) -> Verdict | None:
    """What the schema named `schema` (a `z.object({...})` of the file) says field `key` is."""
    root = _root(anchor)
    declared = root.find(
        {
            "rule": {
                "kind": "variable_declarator",
                "has": {"field": "name", "regex": f"^{re.escape(schema)}$"},
            }
        }
    )
    value = declared.field("value") if declared is not None else None
    shape = value.find(kind="object") if value is not None and value.text().startswith("z.object(") else None
    if shape is None:
        return None
    for pair in shape.named_children():
        name, field = pair.field("key"), pair.field("value")
        if pair.kind() != "pair" or name is None or field is None or name.text().strip("'\"") != key:
            continue
        text = str(field.text())
        if _TYPED.match(text):
            return Verdict.TYPED
        if _CONSTANT.match(text):
            return Verdict.CONSTANT
        return None
    return None


def _root(node: Any) -> Any:
    ancestors = list(node.ancestors())
    return ancestors[-1] if ancestors else node
