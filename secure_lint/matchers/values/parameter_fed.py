"""Values whose only part not shown inert is a parameter of the function around the sink.

`bypassSecurityTrustHtml(html)` in a pipe's `transform(html)`, a setter's `set bio(value)` or a
helper method no code of the file calls: the value is whatever the caller hands over, and the
file does not show who that is (a template binding of the admin's configuration, a route's
parameter in another component). Such a match is a review item (matchers/base.RawMatch.unproven),
not a shown weakness.

A part counts when it is inert for the sink's context (the value model: a constant, a number, an
escaped value) or a plain name bound to a parameter of a named function (a method, a setter, a
declared function, a function held by a variable or a property) that no call of the file names.
A callback's parameter (`subscribe(data => ...)`, `then(res => ...)`) is what the callee hands
over, an HTTP response or a route's parameters: not such a part. A member (`params.html`), a call
or any other expression is not either: the match stays a finding.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.matchers.values import inert
from secure_lint.matchers.values.declarations import FUNCTIONS, declaration_of
from secure_lint.matchers.values.uncalled import uncalled

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links
    from secure_lint.matchers.values.swift_target import TargetLinks

# the review reason (taint/unproven.py counts it among the review items' reasons)
REASON = (
    "the value is a parameter of a function or method that no code in this file calls (a pipe's input, "
    "a setter's value): whether outside data reaches it is not shown"
)
JAVASCRIPT = frozenset({"javascript", "typescript", "tsx"})
_TRANSPARENT = frozenset({"parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression"})
_NAMED_HOLDERS = frozenset({"variable_declarator", "pair", "public_field_definition", "assignment_expression"})


def parameter_fed(
    node: Any, language: str, context: str | None = None, links: Links | TargetLinks | None = None
) -> bool:
    """Whether each part of the value of `node` is inert in `context` or a parameter of a named
    function no code of its file calls, and one part at least is such a parameter."""
    if language not in JAVASCRIPT:
        return False
    parts = list(_parts(node))
    parameters = [part for part in parts if not inert(part, language, context, links)]
    return bool(parameters) and all(_uncalled_parameter(part) for part in parameters)


def _parts(node: Any) -> list[Any]:
    """The parts a composite value is made of: template substitutions, `+` operands, branches."""
    kind = node.kind()
    if kind in _TRANSPARENT:
        inner = node.named_children()
        return _parts(inner[0]) if inner else [node]
    if kind == "template_string":
        substitutions = [s for s in node.named_children() if s.kind() == "template_substitution"]
        return [part for s in substitutions for child in s.named_children() for part in _parts(child)]
    if kind == "binary_expression" and _operator(node) == "+":
        return [part for side in ("left", "right") if (v := node.field(side)) is not None for part in _parts(v)]
    if kind == "ternary_expression":
        branches = ("consequence", "alternative")
        return [part for side in branches if (v := node.field(side)) is not None for part in _parts(v)]
    return [node]


def _operator(node: Any) -> str:
    operator = node.field("operator")
    return str(operator.text()) if operator is not None else ""


def _uncalled_parameter(part: Any) -> bool:
    """Whether `part` is a plain name bound to a parameter of a named function no call of the file names."""
    if part.kind() != "identifier":
        return False
    found = declaration_of(part, str(part.text()))
    if found is None:
        return False
    declaration, scope = found
    if scope.kind() not in FUNCTIONS or _name(scope) is None:
        return False

    return declaration.kind() != "variable_declarator" and uncalled(declaration, part.get_root().root())


def _name(function: Any) -> str | None:
    """The name a function is known by: its own (a method, a setter, a declaration) or its holder's;
    None for a function passed as an argument (a callback)."""
    own = function.field("name")
    if own is not None:
        return str(own.text())
    parent = function.parent()
    if parent is None or parent.kind() not in _NAMED_HOLDERS:
        return None
    holder = parent.field("left") if parent.kind() == "assignment_expression" else parent.field("name")
    holder = holder if holder is not None else parent.field("key")
    return str(holder.text()) if holder is not None else None
