"""Small readers of JavaScript/TypeScript syntax nodes that several value-model modules share."""

from __future__ import annotations

import re
from typing import Any


def bound_name(declarator: Any) -> str | None:
    """The name a `const x = ...` declarator binds; None for a destructuring pattern."""
    name = declarator.field("name")
    return str(name.text()) if name is not None and name.kind() == "identifier" else None


def pair_key(pair: Any) -> str | None:
    """An object pair's key without its quotes."""
    key = pair.field("key")
    return str(key.text()).strip("'\"") if key is not None else None


def callee_text(call: Any) -> str:
    """The called function or constructor of a call or `new`, spaces removed (`jwt.sign`)."""
    function = call.field("function") or call.field("constructor")
    return re.sub(r"\s+", "", function.text()) if function is not None else ""


def inside(node: Any, outer: Any) -> bool:
    """Whether `node`'s span lies within `outer`'s."""
    span, around = node.range(), outer.range()
    return bool(around.start.index <= span.start.index and span.end.index <= around.end.index)


def tree_root(node: Any) -> Any:
    """The root of the tree `node` belongs to."""
    while node.parent() is not None:
        node = node.parent()
    return node


def short_text(text: str) -> str:
    """`text` on one line, cut to 80 characters for a finding's message."""
    text = " ".join(text.split())
    return text if len(text) <= 80 else text[:77] + "..."


FUNCTION_KINDS = frozenset(
    {"function_declaration", "arrow_function", "function_expression", "method_definition", "function"}
)


def reads_after(binding: Any, name: str, *, function_wide: bool = False) -> list[Any]:
    """The reads of `name` after its binding, in the block that holds it (`function_wide`: in the
    function that holds it, where an assignment's name may be read after its block)."""
    scope = binding.parent()
    scopes = ("program", *FUNCTION_KINDS) if function_wide else ("statement_block", "program", "class_body")
    while scope is not None and scope.kind() not in scopes:
        scope = scope.parent()
    if scope is None:
        return []
    end = binding.range().end.index
    return [
        node
        for kind in ("identifier", "shorthand_property_identifier")
        for node in scope.find_all(kind=kind)
        if node.text() == name and node.range().start.index >= end and not inside(node, binding)
    ]
