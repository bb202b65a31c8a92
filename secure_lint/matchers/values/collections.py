"""Whether a JavaScript/TypeScript value is a collection or a string, for membership checks.

`ALLOWED.includes(x)` is an allow-list only when ALLOWED is a collection: an array literal, a `Set`
or `Map`, `Object.keys/values/entries(...)`, a `split` result, a name bound to one or declared an
array or set type. `includes` and `indexOf` on a string test a substring: `'https://a.example
https://b.example'.includes(origin)` lets `https://a.ex` through, and `url.includes(x)` says only
that x occurs somewhere in url. The answer is a `Shape`: COLLECTION, STRING, or None (not known
from the file: an imported list, a member of a configuration object).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.declarations import declaration_of

MAX_DEPTH = 6


class Shape(Enum):
    COLLECTION = "collection"
    STRING = "string"


_WRAPPERS = frozenset({"as_expression", "satisfies_expression", "parenthesized_expression", "non_null_expression"})
_COLLECTION_CONSTRUCTORS = lazy_compile(r"^(Set|Map|WeakSet|WeakMap|Array)$")
_COLLECTION_FUNCTIONS = lazy_compile(r"^(Object\.(keys|values|entries|getOwnPropertyNames)|Array\.(from|of))$")
# methods whose result is an array: of a string (`split`, `match`) or of an array
_ARRAY_RESULTS = frozenset({"split", "matchAll"})
_ARRAY_OF_ARRAY = frozenset({"map", "filter", "concat", "slice", "flat", "flatMap", "toSorted", "toReversed"})
# methods and functions whose result is a string
_STRING_RESULTS = frozenset(
    {
        "toString", "toLowerCase", "toUpperCase", "toLocaleLowerCase", "toLocaleUpperCase", "trim", "trimStart",
        "trimEnd", "normalize", "replace", "replaceAll", "substring", "substr", "padStart", "padEnd", "join",
        "charAt", "toISOString", "stringify", "get", "header", "getHeader",
    }
)  # fmt: skip
# parts of a URL (a parsed one, or `location`) and of a request that are text
_STRING_MEMBERS = frozenset(
    {"href", "pathname", "search", "hash", "host", "hostname", "origin", "protocol", "url", "originalUrl", "path",
     "referrer", "referer", "textContent", "innerText", "value", "name"}
)  # fmt: skip
_COLLECTION_TYPE = lazy_compile(r"^(readonly\s+)?.*\[\]$|^(Readonly)?(Set|Map|Array)<|^ReadonlyArray<")


def shape(node: Any, depth: int = 0) -> Shape | None:
    """Whether `node` is known to hold a collection or a string (None: not known)."""
    if node is None or depth > MAX_DEPTH:
        return None
    while node.kind() in _WRAPPERS and node.named_children():
        node = node.named_children()[0]
    kind = node.kind()
    if kind == "array":
        return Shape.COLLECTION
    if kind in ("string", "template_string"):
        return Shape.STRING
    if kind == "new_expression":
        constructor = node.field("constructor")
        listed = constructor is not None and _COLLECTION_CONSTRUCTORS.match(constructor.text())
        return Shape.COLLECTION if listed else None
    if kind == "call_expression":
        return _call_shape(node, depth)
    if kind == "member_expression":
        prop = node.field("property")
        return Shape.STRING if prop is not None and prop.text() in _STRING_MEMBERS else None
    if kind == "identifier":
        return _name_shape(node, depth)
    return None


def _call_shape(call: Any, depth: int) -> Shape | None:
    function = call.field("function")
    if function is None:
        return None
    if _COLLECTION_FUNCTIONS.match(function.text()):
        return Shape.COLLECTION
    if function.kind() == "identifier":
        return Shape.STRING if function.text() in ("String", "encodeURIComponent", "decodeURIComponent") else None
    if function.kind() != "member_expression":
        return None
    method, target = function.field("property"), function.field("object")
    name = str(method.text()) if method is not None else ""
    if name in _ARRAY_RESULTS:
        return Shape.COLLECTION
    if name in _ARRAY_OF_ARRAY:
        return Shape.COLLECTION if shape(target, depth + 1) == Shape.COLLECTION else None
    return Shape.STRING if name in _STRING_RESULTS else None


def _name_shape(name: Any, depth: int) -> Shape | None:
    """What a name is declared as (`const HOSTS = [...]`, `hosts: string[]`, `origin: string`) or bound to."""
    found = declaration_of(name, str(name.text()))
    declaration = found[0] if found is not None else None
    if declaration is None or declaration.kind() not in (
        "variable_declarator", "required_parameter", "optional_parameter",
    ):  # fmt: skip
        return None
    annotation = next((c for c in declaration.named_children() if c.kind() == "type_annotation"), None)
    types = annotation.named_children() if annotation is not None else []
    if types:
        written = str(types[0].text())
        if _COLLECTION_TYPE.search(written) or types[0].kind() in ("array_type", "tuple_type"):
            return Shape.COLLECTION
        return Shape.STRING if written == "string" else None
    if declaration.kind() != "variable_declarator" or declaration.field("name") is None:
        return None
    if declaration.field("name").kind() != "identifier":
        return None
    return shape(declaration.field("value"), depth + 1)
