"""Function summaries for the taint matcher: data handed to a function of the file.

For each function of the file that the file calls (by its name: `render(x)`, `this.render(x)`,
`store.save(x)` for a method; a name declared once), and each of its parameters, the summary
says which of the rule's sinks the parameter's value reaches inside it (with the path it takes
there) and whether it flows to the function's return value. Both are found by the same local
dataflow (flow.py), with the parameter as the only source.

At a call site whose argument is tainted, a parameter that reaches a sink makes that sink a
match, its flow going through the call (a `passed` hop labelled with the function's name, then
the hops inside); a parameter that flows to the return makes the call's value tainted (`const q
= build(req.query.id)`). Summaries are found in rounds: the second sees the first's (a function
calling another), so data crosses at most two calls (MAX_ROUNDS). Bounded: at most MAX_FUNCTIONS
functions and MAX_PARAMETERS parameters each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from secure_lint.matchers.taint.flow import Span, Step, Trail, flows, span

if TYPE_CHECKING:
    from secure_lint.matchers.taint.syntax import Syntax

MAX_ROUNDS = 2
MAX_FUNCTIONS = 64
MAX_PARAMETERS = 8

Sinks = dict[Span, tuple[Any, Any]]
Reached = tuple[Any, Any, Trail]  # a sink, its $SINK node, the path from the parameter to it


@dataclass(frozen=True)
class Function:
    """A function of the file as calls name it: its name, whether it is a method (called on a
    receiver), its node and its parameters (the nodes the syntax module's `declared_names` reads,
    None for one it does not)."""

    name: str
    method: bool
    node: Any
    parameters: tuple[Any | None, ...]


class Reader(Protocol):
    """How a language's functions, calls and returns read (this module's per-language readers)."""

    def functions(self, root: Any) -> list[Function]: ...
    def called(self, call: Any) -> tuple[str, bool] | None: ...  # the name called and whether on a receiver
    def arguments(self, call: Any) -> list[Any]: ...
    def returned(self, function: Any) -> list[Any]: ...


@dataclass
class Summaries:
    """What the file's functions do with their parameters (see the module docstring)."""

    reader: Reader
    functions: dict[tuple[str, bool], Function] = field(default_factory=dict)
    reaching: dict[tuple[str, bool], dict[int, list[Reached]]] = field(default_factory=dict)
    returning: dict[tuple[str, bool], frozenset[int]] = field(default_factory=dict)

    def target(self, call: Any) -> Function | None:
        called = self.reader.called(call)
        return self.functions.get(called) if called is not None else None

    def carried(self, call: Any) -> list[Any]:
        """The arguments of `call` whose data its value holds (they flow to the return)."""
        function = self.target(call)
        if function is None:
            return []
        positions = self.returning.get((function.name, function.method), frozenset())
        arguments = self.reader.arguments(call)
        return [arguments[i] for i in sorted(positions) if i < len(arguments)]


def summarise(root: Any, language: str, syntax: Syntax, sinks: Sinks, sanitizers: frozenset[Span]) -> Summaries | None:
    """The summaries of the functions `root` calls (None: the language has no reader, or no
    function of the file is called)."""
    reader = READERS.get(language)
    if reader is None:
        return None
    named: dict[tuple[str, bool], list[Function]] = {}
    for function in reader.functions(root):
        named.setdefault((function.name, function.method), []).append(function)
    unique = {key: found[0] for key, found in named.items() if len(found) == 1}
    called = {reader.called(call) for call in root.find_all(kind="call_expression")}
    functions = dict(list((k, f) for k, f in unique.items() if k in called)[:MAX_FUNCTIONS])
    if not functions:
        return None
    summaries = Summaries(reader)
    for _ in range(MAX_ROUNDS):
        found = Summaries(reader, functions)
        for key, function in functions.items():
            inside = {where: pair for where, pair in sinks.items() if _within(function.node, where)}
            returns = {span(value): (value, value) for value in reader.returned(function.node)}
            for position, parameter in enumerate(function.parameters[:MAX_PARAMETERS]):
                if parameter is None:
                    continue
                run = _runner(function.node, syntax, {span(parameter): parameter}, sanitizers, summaries)
                reached = [(sink, focus, trail) for sink, focus, _, trail in run(inside)] if inside else []
                if reached:
                    found.reaching.setdefault(key, {})[position] = reached
                if returns and any(True for _ in run(returns)):
                    found.returning[key] = found.returning.get(key, frozenset()) | {position}
        summaries = found
    return summaries


def _within(node: Any, where: Span) -> bool:
    start, end = span(node)
    return start <= where[0] < end


def _runner(
    root: Any, syntax: Syntax, sources: dict[Span, Any], sanitizers: frozenset[Span], summaries: Summaries
) -> Callable[[Sinks], Iterator[tuple[Any, Any, str, Trail]]]:
    def run(sinks: Sinks) -> Iterator[tuple[Any, Any, str, Trail]]:
        return through_calls(root, syntax, sinks, sources, sanitizers, False, summaries)

    return run


def through_calls(
    root: Any,
    syntax: Syntax,
    sinks: Sinks,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    per_function: bool,
    summaries: Summaries | None,
) -> Iterator[tuple[Any, Any, str, Trail]]:
    """flow.flows, with the summaries applied: a tainted argument of a call to a function whose
    parameter reaches a sink is a match at that sink (its path through the call); a call whose
    return holds a tainted argument is tainted."""
    if summaries is None:
        yield from flows(root, syntax, sinks, sources, sanitizers, per_function)
        return
    handed: dict[Span, tuple[Any, Any, list[Reached]]] = {}  # argument -> it, its call, what it reaches
    for call in root.find_all(kind="call_expression"):
        function = summaries.target(call)
        reaching = summaries.reaching.get((function.name, function.method), {}) if function is not None else {}
        arguments = summaries.reader.arguments(call) if reaching else []
        for position, reached in reaching.items():
            if position < len(arguments) and span(arguments[position]) not in sinks:
                handed[span(arguments[position])] = (arguments[position], call, reached)
    extended = {**sinks, **{where: (argument, argument) for where, (argument, _, _) in handed.items()}}
    for sink, focus, origin, trail in flows(
        root, syntax, extended, sources, sanitizers, per_function, summaries.carried
    ):
        where = span(sink)
        if where not in handed or where in sinks:
            yield sink, focus, origin, trail
            continue
        _, call, reached = handed[where]
        label = summaries.reader.called(call)
        hop = Step(call, "passed", label[0] if label is not None else "call")
        for inner_sink, inner_focus, inner in reached:
            yield inner_sink, inner_focus, origin, (*trail, hop, *inner[1:])


class JavaScript:
    """Functions (`function f`, `const f = () =>`, class methods), calls and returns of JS/TS."""

    FUNCTIONS = ("function_declaration", "generator_function_declaration", "method_definition")

    def functions(self, root: Any) -> list[Function]:
        found = []
        for node in root.find_all(any=[{"kind": kind} for kind in (*self.FUNCTIONS, "variable_declarator")]):
            function = node
            if node.kind() == "variable_declarator":
                function = node.field("value")
                if function is None or function.kind() not in ("arrow_function", "function_expression"):
                    continue
            name = node.field("name")
            if name is None or name.kind() not in ("identifier", "property_identifier"):
                continue
            found.append(
                Function(str(name.text()), node.kind() == "method_definition", function, self._parameters(function))
            )
        return found

    def _parameters(self, function: Any) -> tuple[Any | None, ...]:
        parameters = function.field("parameters")
        if parameters is None:
            return ()
        found: list[Any | None] = []
        for parameter in parameters.named_children():
            kind = parameter.kind()
            if kind == "comment":
                continue
            if kind in ("required_parameter", "optional_parameter"):
                pattern = parameter.field("pattern")
                found.append(pattern if pattern is not None and pattern.kind() != "rest_pattern" else None)
            elif kind in ("identifier", "object_pattern", "array_pattern"):
                found.append(parameter)
            else:
                found.append(None)  # a default value, a rest parameter: positions still count
        return tuple(found)

    def called(self, call: Any) -> tuple[str, bool] | None:
        function = call.field("function")
        if function is None:
            return None
        if function.kind() == "identifier":
            return str(function.text()), False
        if function.kind() == "member_expression":
            prop = function.field("property")
            return (str(prop.text()), True) if prop is not None else None
        return None

    def arguments(self, call: Any) -> list[Any]:
        arguments = call.field("arguments")
        return [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []

    def returned(self, function: Any) -> list[Any]:
        body = function.field("body")
        if body is None:
            return []
        if body.kind() != "statement_block":
            return [body]
        owner = span(function)
        values = []
        for statement in body.find_all(kind="return_statement"):
            if _owner(statement, self.FUNCTIONS + ("arrow_function", "function_expression")) == owner:
                values += statement.named_children()[:1]
        return values


class Swift:
    """Functions and methods (`func save(_ note: String)`), calls and returns of Swift."""

    FUNCTIONS = ("function_declaration", "init_declaration", "lambda_literal", "computed_property")

    def functions(self, root: Any) -> list[Function]:
        found = []
        for node in root.find_all(kind="function_declaration"):
            name = node.field("name")
            if name is None:
                continue
            parameters = tuple(c for c in node.children() if c.kind() == "parameter")
            found.append(Function(str(name.text()), False, node, parameters))
        return found

    def called(self, call: Any) -> tuple[str, bool] | None:
        function = call.child(0)
        suffix = call.children()[-1] if call.children() else None
        if function is None or suffix is None or suffix.kind() != "call_suffix" or suffix.text().startswith("["):
            return None
        if function.kind() == "simple_identifier":
            return str(function.text()), False
        if function.kind() == "navigation_expression":
            names = [s for s in function.children() if s.kind() == "navigation_suffix"]
            last = names[-1].find(kind="simple_identifier") if names else None
            return (str(last.text()), False) if last is not None else None
        return None

    def arguments(self, call: Any) -> list[Any]:
        suffix = call.children()[-1] if call.children() else None
        values = next((c for c in suffix.children() if c.kind() == "value_arguments"), None) if suffix else None
        return [a for a in values.children() if a.kind() == "value_argument"] if values is not None else []

    def returned(self, function: Any) -> list[Any]:
        owner = span(function)
        values = []
        for statement in function.find_all(kind="control_transfer_statement"):
            if statement.text().startswith("return") and _owner(statement, self.FUNCTIONS) == owner:
                values += statement.named_children()[:1]
        return values


def _owner(node: Any, kinds: tuple[str, ...]) -> Span | None:
    for ancestor in node.ancestors():
        if ancestor.kind() in kinds:
            return span(ancestor)
    return None


READERS: dict[str, Reader] = {
    "javascript": JavaScript(),
    "typescript": JavaScript(),
    "tsx": JavaScript(),
    "swift": Swift(),
}
