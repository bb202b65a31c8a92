"""Values a schema parsed: zod's `schema.parse(x)`, `schema.safeParse(x).data` and `z.infer<typeof
schema>`, yup's `validateSync`/`cast` (values/javascript.py).

A field the schema declares a number, boolean, bigint or date (`z.number()`, `z.coerce.number()`,
`Joi.number()`, `yup.boolean()`) or a string of a fixed alphabet (`z.string().uuid()`,
`Joi.string().guid()`) is typed; one it declares an enum or a literal (`z.enum([...])`,
`z.literal('a')`, `z.nativeEnum(Kind)`, `Joi.string().valid(...)`, `yup.string().oneOf([...])`) is
constant; anything else (`z.string()`, `.email()`, whose addresses may hold a quote) is text as
before. Only schemas declared in the file are read (`const Body = z.object({ ... })`).
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.matchers.values.verdict import Verdict

PARSERS = frozenset({"parse", "parseAsync", "validateSync", "cast"})
RESULTS = frozenset({"safeParse", "safeParseAsync"})  # `{ success, data }`: the parsed value is `.data`
_LIBRARY = r"(z|Joi|joi|yup|Yup|y)"
_TYPED = re.compile(rf"^{_LIBRARY}\.(coerce\.)?(number|boolean|bool|bigint|date|nan)\(")
# a string of a fixed alphabet: no quote, space, slash or dot to break out of a sink's syntax
_FORMATTED = re.compile(
    rf"^{_LIBRARY}\.string\(\)[\s\S]*?\.(uuid|guid|cuid2?|ulid|nanoid|datetime|isoDate|ipv4|hex|alphanum)\("
)
_CONSTANT = re.compile(
    rf"^(z\.(enum|literal|nativeEnum)\(|(Joi|joi)\.[\w.()]*?\bvalid\(|{_LIBRARY}\.[\w.()]*?\.oneOf\()"
)
_OBJECT = re.compile(rf"^{_LIBRARY}\.(object|strictObject)\(")


def parsed_schema(value: Any) -> str | None:
    """`Body` for `Body.parse(x)`, `await Body.parseAsync(x)`; None for any other value."""
    return _called_schema(value, PARSERS)


def _called_schema(value: Any, methods: frozenset[str]) -> str | None:
    while value is not None and value.kind() in ("await_expression", "parenthesized_expression"):
        inner = value.named_children()
        value = inner[-1] if inner else None
    if value is None or value.kind() != "call_expression":
        return None
    function = value.field("function")
    if function is None or function.kind() != "member_expression":
        return None
    method, target = function.field("property"), function.field("object")
    if method is None or target is None or method.text() not in methods or target.kind() != "identifier":
        return None
    return str(target.text())


def declared_schema(declaration: Any, name: str) -> str | None:
    """The schema whose parsed value a declaration binds to `name`: `const body = Body.parse(x)`,
    or `const { data } = Body.safeParse(x)` (the parsed value of a safe parse)."""
    if declaration.kind() != "variable_declarator":
        return None
    value, pattern = declaration.field("value"), declaration.field("name")
    if pattern is not None and pattern.kind() == "identifier":
        return parsed_schema(value)
    if pattern is None or pattern.kind() != "object_pattern" or name != "data":
        return None
    shorthand = [c for c in pattern.named_children() if c.kind() == "shorthand_property_identifier_pattern"]
    return result_schema(value) if any(c.text() == "data" for c in shorthand) else None


def result_schema(value: Any) -> str | None:
    """`Body` for `Body.safeParse(x)` (its result's `.data` is what Body parsed); else None."""
    return _called_schema(value, RESULTS)


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
    shape = value.find(kind="object") if value is not None and _OBJECT.match(value.text()) else None
    if shape is None:
        return None
    for pair in shape.named_children():
        name, field = pair.field("key"), pair.field("value")
        if pair.kind() != "pair" or name is None or field is None or name.text().strip("'\"") != key:
            continue
        text = str(field.text())
        if _TYPED.match(text) or _FORMATTED.match(text):
            return Verdict.TYPED
        if _CONSTANT.match(text):
            return Verdict.CONSTANT
        return None
    return None


def _root(node: Any) -> Any:
    ancestors = list(node.ancestors())
    return ancestors[-1] if ancestors else node
