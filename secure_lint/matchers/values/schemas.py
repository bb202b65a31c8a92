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
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.syntax import tree_root
from secure_lint.matchers.values.verdict import Verdict

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

PARSERS = frozenset({"parse", "parseAsync", "validateSync", "cast"})
RESULTS = frozenset({"safeParse", "safeParseAsync"})  # `{ success, data }`: the parsed value is `.data`
_LIBRARY = r"(z|Joi|joi|yup|Yup|y)"
_TYPED = lazy_compile(rf"^{_LIBRARY}\.(coerce\.)?(number|boolean|bool|bigint|date|nan)\(")
# a string of a fixed alphabet: no quote, space, slash or dot to break out of a sink's syntax
_FORMATTED = lazy_compile(
    rf"^{_LIBRARY}\.string\(\)[\s\S]*?\.(uuid|guid|cuid2?|ulid|nanoid|datetime|isoDate|ipv4|hex|alphanum)\("
)
_CONSTANT = lazy_compile(
    rf"^(z\.(enum|literal|nativeEnum)\(|(Joi|joi)\.[\w.()]*?\bvalid\(|{_LIBRARY}\.[\w.()]*?\.oneOf\()"
)
_OBJECT = lazy_compile(rf"^{_LIBRARY}\.(object|strictObject)\(")


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


def field_verdict(
    anchor: Any, schema: str, key: str, context: str | None = None, links: Links | None = None
) -> Verdict | None:
    """What the schema named `schema` (a `z.object({...})` of the file, or one it `.extend`s or
    `.merge`s) says field `key` is; a field declared by a schema of its own (`url: WebhookUrl`)
    is read where that schema is declared, in the file or (with `links`) in the module it is
    imported from. In a URL sink (`context` "url"), a field whose schema refines the URL with a
    check of where it points is ESCAPED (URL_CHECKED)."""
    field = _resolved_field(anchor, schema, key, links)
    return _verdict(field, anchor, context, links) if field is not None else None


def inline_field_verdict(
    schema: Any, key: str, context: str | None = None, links: Links | None = None
) -> Verdict | None:
    """What a schema written in place (`z.object({ id: z.string().uuid() }).parse(x)`) says field `key` is."""
    shape = _peeled(schema, _SHAPE_KEPT)
    shape = shape.find(kind="object") if _OBJECT.match(str(shape.text())) else None
    field = _field(shape, key) if shape is not None else None
    return _verdict(field, schema, context, links) if field is not None else None


def _verdict(field: Any, anchor: Any, context: str | None, links: Links | None) -> Verdict | None:
    text = str(field.text())
    if _TYPED.match(text) or _FORMATTED.match(text) or _matches_fixed_alphabet(field, anchor, links):
        return Verdict.TYPED
    if _CONSTANT.match(text):
        return Verdict.CONSTANT
    if context == "url" and _url_checked(field):
        return Verdict.ESCAPED
    return None


def field_text(anchor: Any, schema: str, key: str, links: Links | None = None) -> str | None:
    """The text of the schema that declares field `key` of the schema named `schema` (as
    field_verdict reads it: `z.coerce.number().max(100)`); None when it cannot be read."""
    field = _resolved_field(anchor, schema, key, links)
    return str(field.text()) if field is not None else None


def _resolved_field(anchor: Any, schema: str, key: str, links: Links | None, depth: int = 0) -> Any | None:
    """The schema node of field `key`: in the schema's shape, its base's (`Base.extend`), or where
    a named field schema (`limit: Limit`) is declared."""
    shape, anchor, links = _shape_of(anchor, schema, links, depth=0)
    field = _field(shape, key) if shape is not None else None
    if field is None and shape is not None:
        base = _base_schema(shape)
        if base is None or base == schema or depth >= MAX_HOPS:
            return None
        return _resolved_field(anchor, base, key, links, depth + 1)
    for _ in range(MAX_HOPS):
        if field is None or field.kind() != "identifier":
            break
        value, anchor, links = _declared_value(anchor, str(field.text()), links)
        if value is None:
            break
        field = value
    return field


def _matches_fixed_alphabet(field: Any, anchor: Any, links: Links | None) -> bool:
    """`z.string().regex(/^[a-f0-9]{16,128}$/)`, or a regex constant of the file or imported: a
    string the pattern pins, whole, to letters, digits, `_` and `-`."""
    calls = list(field.find_all(kind="call_expression"))
    if not _STRING.match(str(field.text())) or any(_method(call) in _WIDENING for call in calls):
        return False
    for call in calls:
        if _method(call) != "regex":
            continue
        arguments = call.field("arguments")
        pattern = next(iter(arguments.named_children()), None) if arguments is not None else None
        if pattern is not None and pattern.kind() == "identifier":
            pattern, anchor, links = _declared_value(anchor, str(pattern.text()), links)
        if pattern is not None and pattern.kind() == "regex" and _fixed_alphabet(pattern):
            return True
    return False


_STRING = lazy_compile(rf"^{_LIBRARY}\.string\(")
_WIDENING = frozenset({"or", "transform", "pipe"})  # `.regex(P).or(z.string())` lets any string through
# ^, then letters, digits, `_` and `-` (bare, escaped as \w \d, or in classes), each optionally repeated, then $
_ALPHABET_CLASS = r"\[(\\[wd]|[a-zA-Z0-9]-[a-zA-Z0-9]|[A-Za-z0-9_\-])+\]"  # [a-f0-9], [\w-]
_ALPHABET_ATOM = rf"({_ALPHABET_CLASS}|\\[wd]|[A-Za-z0-9_\-])"
_FIXED_ALPHABET = lazy_compile(rf"^\^({_ALPHABET_ATOM}([+*?]|\{{\d+(,\d*)?\}})?)+\$$")


def _fixed_alphabet(regex: Any) -> bool:
    flags = regex.field("flags")
    pattern = regex.field("pattern")
    multiline = flags is not None and "m" in flags.text()
    return pattern is not None and not multiline and _FIXED_ALPHABET.match(pattern.text()) is not None


MAX_HOPS = 3
# `z.string().url().refine((u) => isSafePublicUrl(u))`, `.superRefine(validateUrlSecurity)`: a
# refinement of a URL whose check (the callback, inline or named; not its message) is about where
# it points: its host, private, public, loopback or internal addresses, SSRF, or an allow-list.
# `.refine((u) => u.startsWith("https://"))` checks the scheme only.
_WHERE_CHECK = lazy_compile(r"(?i)ssrf|host|private|public|loopback|internal|secur|safe|allow|trust|whitelist")


def _url_checked(field: Any) -> bool:
    """Whether a schema refines its value with a check of where the URL points (_WHERE_CHECK)."""
    for call in [field, *field.find_all(kind="call_expression")]:
        function = call.field("function") if call.kind() == "call_expression" else None
        method = function.field("property") if function is not None and function.kind() == "member_expression" else None
        if method is None or method.text() not in ("refine", "superRefine"):
            continue
        arguments = call.field("arguments")
        check = next(iter(arguments.named_children()), None) if arguments is not None else None
        if check is not None and _WHERE_CHECK.search(check.text()):
            return True
    return False


def _shape_of(anchor: Any, schema: str, links: Links | None, depth: int) -> tuple[Any | None, Any, Links | None]:
    """The object literal of fields the schema named `schema` declares (`z.object({...})`,
    `Base.extend({...})`, `Base.merge(z.object({...}))`), with the anchor and links of the module
    it is declared in."""
    value, anchor, links = _declared_value(anchor, schema, links)
    if value is None:
        return None, anchor, links
    value = _peeled(value, _SHAPE_KEPT)
    text = str(value.text())
    if _OBJECT.match(text):
        return value.find(kind="object"), anchor, links
    if _method(value) in _EXTENDING:
        return value, anchor, links  # the call: its argument holds the fields, its receiver the base
    return None, anchor, links


_EXTENDING = frozenset({"extend", "merge", "safeExtend"})
# calls on a schema that keep its fields as declared: `z.object({...}).strict()`, `.describe(...)`,
# `.refine(...)`; with the ones that keep some of them (`Base.omit({...}).extend({...})`), the base's
_SHAPE_KEPT = frozenset({"strict", "strip", "passthrough", "catchall", "describe", "refine", "superRefine", "readonly"})
_BASE_KEPT = _SHAPE_KEPT | {"pick", "omit", "partial", "required", "deepPartial"}


def _method(value: Any) -> str | None:
    """`extend` for `Base.extend({...})`: the method a call calls on a receiver; else None."""
    function = value.field("function") if value.kind() == "call_expression" else None
    prop = function.field("property") if function is not None and function.kind() == "member_expression" else None
    return str(prop.text()) if prop is not None else None


def _peeled(value: Any, kept: frozenset[str]) -> Any:
    """The schema inside calls of `kept` methods on it: `X` for `X.strict(msg).describe('...')`."""
    while _method(value) in kept:
        target = value.field("function").field("object")
        if target is None:
            break
        value = target
    return value


def _field(shape: Any, key: str) -> Any | None:
    """The value of field `key` in a shape: an object literal, or the argument of `Base.extend({...})`."""
    if shape.kind() == "call_expression":
        arguments = shape.field("arguments")
        found = arguments.find(kind="object") if arguments is not None else None
        return _field(found, key) if found is not None else None
    for pair in shape.named_children():
        name, field = pair.field("key"), pair.field("value")
        if pair.kind() == "pair" and name is not None and field is not None and name.text().strip("'\"") == key:
            return field
    return None


def _base_schema(shape: Any) -> str | None:
    """`Base` for `Base.extend({...})`: where a field the extension does not declare is declared."""
    if shape.kind() != "call_expression":
        return None
    function = shape.field("function")
    target = function.field("object") if function is not None else None
    target = _peeled(target, _BASE_KEPT) if target is not None else None
    return str(target.text()) if target is not None and target.kind() == "identifier" else None


def _declared_value(anchor: Any, name: str, links: Links | None) -> tuple[Any | None, Any, Links | None]:
    """The value `const name = ...` binds in the file of `anchor`, or in the module `name` is
    imported from (with `links`), with an anchor and links in that module."""
    root = tree_root(anchor)
    declared = root.find(
        {"rule": {"kind": "variable_declarator", "has": {"field": "name", "regex": f"^{re.escape(name)}$"}}}
    )
    if declared is not None:
        return declared.field("value"), anchor, links
    remote = links.imported(anchor, name) if links is not None else None
    if (
        remote is None
        or links is None
        or remote.declaration is None
        or remote.declaration.kind() != "variable_declarator"
    ):
        return None, anchor, links
    return remote.declaration.field("value"), remote.declaration, links.at(remote)


