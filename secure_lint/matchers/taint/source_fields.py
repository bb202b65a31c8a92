"""Fields a class keeps from its constructor: their reads are sources when the file constructs it with source data.

A connection or client object is often built from what a request or an event said, then used by
another method: `static create(event) { const state = validate(event.content); return new Hook(state) }`,
`constructor(private state: HookState)`, and later `send() { axios.request({ url: this.state.url }) }`.
The local dataflow reads one function at a time, so the data stops at `new Hook(state)`. Here each
class of the file whose constructor keeps a parameter as a field (a TypeScript parameter property,
`private state: HookState`, or `this.state = state`) is asked whether a `new` of it in this file hands
one of the rule's sources to that parameter, by the same local dataflow in the function that calls
`new` (sanitizers, allow-list checks and the summaries of the file's functions apply as anywhere).
The reads of such a field (`this.state`) in the class's other methods are then sources, each with
the path its data took to the `new` (a flow from a read starts there: the source, its hops, the
constructor it was passed to, then the field).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from secure_lint.matchers.taint.flow import FixedOrigin, Span, Step, Trail, span
from secure_lint.matchers.taint.summaries import Summaries, through_calls

if TYPE_CHECKING:
    from secure_lint.matchers.taint.syntax import Syntax

CLASSES = ("class_declaration", "class")
FUNCTIONS = ("method_definition", "function_declaration", "arrow_function", "function_expression")

Path = tuple[str, Trail]  # the source text that reached a `new`, and its trail there (the constructor last)


@dataclass
class FieldSources:
    """The reads of fields fed source data (span -> node), and the path of each read's data."""

    reads: dict[Span, Any] = field(default_factory=dict)
    paths: dict[Span, Path] = field(default_factory=dict)

    def extended(self, origin: str, trail: Trail) -> tuple[str, Trail]:
        """A flow from one of the reads, its path to the `new` in front (unchanged when not one)."""
        path = _read_path(trail[0].node, self.paths) if trail else None
        if path is None:
            return origin, trail
        first = trail[0]
        return path[0], (*path[1], Step(first.node, "assigned", first.label, first.file), *trail[1:])


def source_fields(
    root: Any,
    syntax: Syntax,
    summaries: Summaries | None,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    fixed_origin: FixedOrigin = False,
) -> FieldSources:
    """The `this.<field>` reads in `root` of fields a constructor keeps from a parameter that a `new`
    of this file hands a source's data."""
    found = FieldSources()
    news = list(root.find_all(kind="new_expression")) if sources else []
    if not news:
        return found
    for owner in root.find_all(any=[{"kind": kind} for kind in CLASSES]):
        name = owner.field("name")
        constructor = _constructor(owner)
        if name is None or constructor is None:
            continue
        kept = _kept_parameters(constructor)
        if not kept:
            continue
        fed = _fed_fields(news, str(name.text()), kept, syntax, summaries, sources, sanitizers, fixed_origin)
        for read in _reads(owner, constructor, set(fed)).values():
            found.reads[span(read)] = read
            found.paths[span(read)] = fed[str(read.field("property").text())]
    return found


def _read_path(node: Any, paths: dict[Span, Path]) -> Path | None:
    """The path of the field read `node` is or reads a property of (`this.state.url`: `this.state`'s)."""
    while node is not None and span(node) not in paths and node.kind() == "member_expression":
        node = node.field("object")
    return paths.get(span(node)) if node is not None else None


def _constructor(owner: Any) -> Any | None:
    body = owner.field("body")
    for member in body.named_children() if body is not None else []:
        name = member.field("name") if member.kind() == "method_definition" else None
        if name is not None and str(name.text()) == "constructor":
            return member
    return None


def _kept_parameters(constructor: Any) -> dict[int, str]:
    """The constructor's parameters kept as fields, by position: a parameter property (`private
    state: State`) or one assigned to `this.<field>` in its body."""
    parameters = constructor.field("parameters")
    named = [p for p in parameters.named_children() if p.kind() != "comment"] if parameters is not None else []
    assigned = _assigned_fields(constructor)
    kept: dict[int, str] = {}
    for position, parameter in enumerate(named):
        pattern = parameter.field("pattern") if parameter.kind().endswith("_parameter") else parameter
        if pattern is None or pattern.kind() != "identifier":
            continue
        own = str(pattern.text())
        if any(c.kind() in ("accessibility_modifier", "readonly") for c in parameter.children()):
            kept[position] = own
        elif own in assigned:
            kept[position] = assigned[own]
    return kept


def _assigned_fields(constructor: Any) -> dict[str, str]:
    """`this.<field> = <parameter>` in the constructor's body: parameter name -> field."""
    fields: dict[str, str] = {}
    body = constructor.field("body")
    for assignment in body.find_all(kind="assignment_expression") if body is not None else []:
        left, right = assignment.field("left"), assignment.field("right")
        if left is None or right is None or left.kind() != "member_expression" or right.kind() != "identifier":
            continue
        target, prop = left.field("object"), left.field("property")
        if target is not None and target.kind() == "this" and prop is not None:
            fields[str(right.text())] = str(prop.text())
    return fields


def _fed_fields(
    news: list[Any],
    name: str,
    kept: dict[int, str],
    syntax: Syntax,
    summaries: Summaries | None,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    fixed_origin: FixedOrigin,
) -> dict[str, Path]:
    """The kept fields one of the file's `news` of class `name` hands a source's data, with its path."""
    fed: dict[str, Path] = {}
    for call in news:
        constructor, arguments = call.field("constructor"), call.field("arguments")
        if constructor is None or arguments is None or str(constructor.text()) != name:
            continue
        function = _enclosing_function(call)
        if function is None:
            continue
        inner = {where: node for where, node in sources.items() if _inside(node, function)}
        if not inner:
            continue
        handed = [a for a in arguments.named_children() if a.kind() != "comment"]
        for position, kept_as in kept.items():
            if kept_as in fed or position >= len(handed):
                continue
            argument = handed[position]
            sinks = {span(argument): (argument, argument)}
            flowing = through_calls(function, syntax, sinks, inner, sanitizers, False, summaries, fixed_origin)
            for _, _, origin, trail, _ in flowing:
                fed[kept_as] = (origin, (*trail, Step(argument, "passed", name)))
                break
    return fed


def _reads(owner: Any, constructor: Any, fields: set[str]) -> dict[Span, Any]:
    """The `this.<field>` reads of `fields` in the class's methods other than its constructor."""
    reads: dict[Span, Any] = {}
    for member in owner.find_all(kind="member_expression"):
        target, prop = member.field("object"), member.field("property")
        if target is None or target.kind() != "this" or prop is None or str(prop.text()) not in fields:
            continue
        if _inside(member, constructor) or _assigned_to(member):
            continue
        reads[span(member)] = member
    return reads


def _assigned_to(member: Any) -> bool:
    parent = member.parent()
    return parent is not None and parent.kind() == "assignment_expression" and parent.field("left") == member


def _enclosing_function(node: Any) -> Any | None:
    parent = node.parent()
    while parent is not None and parent.kind() not in FUNCTIONS:
        parent = parent.parent()
    return parent


def _inside(node: Any, outer: Any) -> bool:
    start, end = span(outer)
    return start <= span(node)[0] < end
