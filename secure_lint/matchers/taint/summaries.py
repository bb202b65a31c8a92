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
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.taint.flow import FixedOrigin, Span, Step, Trail, flows, innermost, searched, span
from secure_lint.matchers.values.javascript import module_binding

if TYPE_CHECKING:
    from secure_lint.matchers.taint.syntax import Syntax

MAX_ROUNDS = 2
MAX_FUNCTIONS = 64
MAX_PARAMETERS = 8

Sinks = dict[Span, tuple[Any, Any]]
# a sink, its $SINK node, the path from the parameter to it, the file it is in (None: this one)
Reached = tuple[Any, Any, Trail, Any]
Flowing = tuple[Any, Any, str, Trail, Any]  # flow.flows' answer, with the file of the sink (None: this one)


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
    def parameters_of(self, function: Any) -> tuple[Any | None, ...]: ...
    def called(self, call: Any) -> tuple[str, bool] | None: ...  # the name called and whether on a receiver
    def arguments(self, call: Any) -> list[Any]: ...
    def returned(self, function: Any) -> list[Any]: ...


@dataclass
class Summaries:
    """What the file's functions do with their parameters (see the module docstring)."""

    reader: Reader
    functions: dict[tuple[str, bool], Function] = field(default_factory=dict)
    reaching: dict[tuple[str, bool], dict[int, list[Reached]]] = field(default_factory=dict)
    imported: dict[Span, Summary] = field(default_factory=dict)  # a call -> the summary of what it calls
    syntax: Syntax | None = None
    sanitizers: frozenset[Span] = frozenset()
    fixed_origin: FixedOrigin = False  # the rule's (flow.Scope): a URL whose origin the code fixed is clean
    linked: Imported | None = None  # how calls to other files resolve (with the file's links)
    # found on first need (a call given tainted data): which parameters flow to the return
    _returning: dict[tuple[str, bool], frozenset[int]] = field(default_factory=dict)

    def returning(self, key: tuple[str, bool]) -> frozenset[int]:
        """The parameters of the file's function `key` whose data its return value holds."""
        if key not in self._returning:
            self._returning[key] = frozenset()  # a recursive call: what its other returns give
            function = self.functions.get(key)
            if function is not None and self.syntax is not None:
                self._returning[key] = _returned_parameters(
                    function, self.reader, self.syntax, self.sanitizers, self, self.fixed_origin
                )
        return self._returning[key]

    def target(self, call: Any) -> Function | None:
        called = self.reader.called(call)
        function = self.functions.get(called) if called is not None else None
        if function is None or called is None:
            return None
        if called[1] and _module_receiver(call):
            return None  # `ejs.render(body)`: a module's function, not the file's own method `render`
        if called[1] and _foreign_instance(call, function.node):
            return None  # `userInst.findById(id)` in a controller with a `findById(ctx)` of its own
        return function

    def of(self, call: Any) -> Summary | None:
        """What the function `call` calls does with its parameters: a function of the file, or
        one it imports."""
        elsewhere = self.imported.get(span(call))
        if elsewhere is not None:
            return elsewhere  # `this.users.find(id)`: the injected service's, not this class's own `find`
        function = self.target(call)
        if function is None:
            return None
        key = (function.name, function.method)
        return Summary(self.reaching.get(key, {}), None, function.name)

    def resolves(self, call: Any) -> bool:
        """Whether `call` names a function of the file or one an import resolves to (with links)."""
        if span(call) in self.imported or self.target(call) is not None:
            return True
        return self.linked is not None and self.linked.resolves(call)

    def carried(self, call: Any, is_tainted: Callable[[Any], bool]) -> list[Any]:
        """The tainted arguments of `call` whose data its value holds (they flow to its return)."""
        arguments = self.reader.arguments(call)
        tainted = [i for i, argument in enumerate(arguments) if is_tainted(argument)]
        if not tainted:
            return []
        elsewhere = self.imported.get(span(call))
        if elsewhere is not None:
            returning = elsewhere.returns()
        else:
            function = self.target(call)
            returning = self.returning((function.name, function.method)) if function is not None else frozenset()
        return [arguments[i] for i in tainted if i in returning]


@dataclass(frozen=True)
class Summary:
    """One function's: which parameters reach which sinks, which flow to its return."""

    reaching: dict[int, list[Reached]]
    returning: frozenset[int] | None  # None: found on first need (Summaries.returning, or `later`)
    name: str
    later: Callable[[], frozenset[int]] | None = field(default=None, compare=False)  # another file's (memoised)

    def returns(self) -> frozenset[int]:
        """The parameters whose data the return value holds (a function of another file)."""
        if self.returning is not None:
            return self.returning
        return self.later() if self.later is not None else frozenset()


class Linking(Protocol):
    """What a file's `links` answer about a function called by name in another file: JS/TS
    imports (values/imports.Links), Swift's target (values/swift_target.TargetLinks)."""

    @property
    def modules(self) -> Any: ...  # values/imports.Modules: the memo of summaries lives there

    @property
    def path(self) -> str: ...

    def callee_function(self, call: Any, name: str) -> tuple[Any, Any] | None: ...  # (SourceFile, function node)
    def onward(self, path: str) -> Linking | None: ...  # module `path`'s view, one call further (None: no further)


@dataclass(frozen=True)
class Imported:
    """How a file reaches the functions of other files it calls (its `links`) and finds a rule's
    sinks and sanitizers there (`search(file, role)`); `rule`: the rule's identity, for the memo
    of summaries kept per scan."""

    links: Linking
    search: Callable[[Any, str], list[Any]]
    rule: int
    fixed_origin: FixedOrigin = False  # the rule's (flow.Scope)

    def resolves(self, call: Any) -> bool:
        """Whether an import resolves the function `call` names (asked after `summary` was)."""
        callee = call.child(0)
        found = self.links.modules.resolved.get((self.links.path, str(callee.text()))) if callee is not None else None
        return found is not None

    def summary(self, call: Any, name: str, language: str, syntax: Syntax) -> Summary | None:
        """The summary of the function of another file `call` calls (by `name`), found in its
        file (with that file's own functions summarised), memoised per scan."""
        resolved = self.links.modules.resolved
        callee = (self.links.path, str(call.child(0).text()) if call.child(0) is not None else name)
        if callee not in resolved:  # the same callee of a file names the same function, whatever the rule
            resolved[callee] = self.links.callee_function(call, name)
        found = resolved[callee]
        if found is None:
            return None
        there, function = found
        if there.language != language and {there.language, language} - _SCRIPTS:
            return None
        memo = self.links.modules.summaries
        key = (self.rule, there.path, span(function), self.links.onward(there.path) is None)
        if key not in memo:
            memo[key] = None  # a cycle of imports: nothing known
            memo[key] = _remote_summary(there, function, name, self._module(there, syntax), syntax, self.fixed_origin)
        summary: Summary | None = memo[key]
        return summary

    def _module(self, there: Any, syntax: Syntax) -> Module:
        """Module `there`'s sinks, sanitizers and own summaries for the rule, found once per scan
        (not once per function of it that a file calls)."""
        memo: dict[tuple[int, str, bool], Any] = self.links.modules.summarised
        onward = self._onward(there)
        key = (self.rule, there.path, onward is None)
        if key not in memo:
            memo[key] = _module_of(there, self._searched, syntax, self.fixed_origin, onward)
        found: Module = memo[key]
        return found

    def _onward(self, there: Any) -> Imported | None:
        """How module `there` reaches the functions of other files it calls (None: past the bound)."""
        links = self.links.onward(there.path)
        return replace(self, links=links) if links is not None else None

    def _searched(self, there: Any, role: str) -> list[Any]:
        """The rule's `role` matches in module `there`, searched once per scan (not once per
        function of it that a file calls)."""
        found: dict[tuple[int, str, str], list[Any]] = self.links.modules.searched
        key = (self.rule, there.path, role)
        if key not in found:
            found[key] = self.search(there, role)
        return found[key]


_SCRIPTS = frozenset({"javascript", "typescript", "tsx"})


@dataclass(frozen=True)
class Module:
    """Another file as a rule's summaries read it: its sinks, sanitizers and own functions' summaries."""

    sinks: Sinks
    sanitizers: frozenset[Span]
    local: Summaries | None


def _module_of(
    there: Any,
    search: Callable[[Any, str], list[Any]],
    syntax: Syntax,
    fixed_origin: FixedOrigin,
    onward: Imported | None = None,
) -> Module:
    everywhere: Sinks = {}
    for node in search(there, "sinks"):
        focus = node.get_match("SINK")
        if focus is not None:
            everywhere.setdefault(span(node), (node, focus))
    sanitizers = frozenset(span(node) for node in search(there, "sanitizers")) if everywhere else frozenset()
    local = summarise(there.tree, there.language, syntax, everywhere, sanitizers, onward, fixed_origin)
    return Module(everywhere, sanitizers, local)


def _remote_summary(
    there: Any,
    function: Any,
    name: str,
    module: Module,
    syntax: Syntax,
    fixed_origin: FixedOrigin,
) -> Summary | None:
    """The summary of `function` of module `there` (a SourceFile) for the rule `module` was
    read for, with the functions of that module it calls summarised (`const targets =
    normalize(urls)` returns what it was given; a helper of the module holds the sink). Which
    parameters flow to the return is found on first need (a call given tainted data)."""
    everywhere, sanitizers, local = module.sinks, module.sanitizers, module.local
    sinks = {where: pair for where, pair in everywhere.items() if _within(function, where)}
    reader = READERS[there.language]
    parameters = reader.parameters_of(function)
    reaching: dict[int, list[Reached]] = {}
    onward = local is not None and any(summary.reaching for summary in local.imported.values())
    for position, parameter in enumerate(parameters[:MAX_PARAMETERS]):
        if parameter is None or not (everywhere or onward):
            continue
        run = _runner(function, syntax, {span(parameter): parameter}, sanitizers, local, fixed_origin)
        reached = [
            (sink, focus, tuple(replace(step, file=step.file or there) for step in trail), deeper or there)
            for sink, focus, _, trail, deeper in run(sinks)
        ]
        if reached:
            reaching[position] = reached
    shape = Function(name, False, function, tuple(parameters))
    if not reaching and not reader.returned(function):
        return None
    later = cache(lambda: _returned_parameters(shape, reader, syntax, sanitizers, local, fixed_origin))
    return Summary(reaching, None, name, later)


def summarise(
    root: Any,
    language: str,
    syntax: Syntax,
    sinks: Sinks,
    sanitizers: frozenset[Span],
    imported: Imported | None = None,
    fixed_origin: FixedOrigin = False,
) -> Summaries | None:
    """The summaries of the functions `root` calls (None: the language has no reader, or no
    function of the file is called); with `imported`, also of the functions it imports. The
    sinks a parameter reaches are found for the functions holding a sink, then for those
    calling one of them; what flows to a return is found on first need."""
    reader = READERS.get(language)
    if reader is None:
        return None
    graph = searched(root, syntax, "calls", lambda: _calls_of(root, reader))
    named = graph.named
    unique = {key: found[0] for key, found in named.items() if len(found) == 1}
    called = set(graph.called)
    functions = dict(list((k, f) for k, f in unique.items() if k in called)[:MAX_FUNCTIONS])
    remote = _imported_summaries(graph, language, syntax, imported) if imported is not None else {}
    if not functions and not remote and imported is None:
        return None
    summaries = Summaries(
        reader,
        functions,
        imported=remote,
        syntax=syntax,
        sanitizers=sanitizers,
        fixed_origin=fixed_origin,
        linked=imported,
    )
    reaching = [k for k, f in functions.items() if any(_within(f.node, where) for where in sinks)]
    for _ in range(MAX_ROUNDS):
        found: dict[tuple[str, bool], dict[int, list[Reached]]] = {}
        for key in reaching:
            function = functions[key]
            inside = {where: pair for where, pair in sinks.items() if _within(function.node, where)}
            for position, parameter in enumerate(function.parameters[:MAX_PARAMETERS]):
                if parameter is None:
                    continue
                run = _runner(function.node, syntax, {span(parameter): parameter}, sanitizers, summaries, fixed_origin)
                reached = [(sink, focus, trail, None) for sink, focus, _, trail, _ in run(inside)]
                if reached:
                    found.setdefault(key, {})[position] = reached
        summaries.reaching = found
        reaching = sorted(set(reaching) | _callers_of(found, functions, graph))
    return summaries


@dataclass(frozen=True)
class _Calls:
    """A file's functions by the name a call gives them, and its calls with the name each gives
    (None: none read): what its summaries read whatever the rule, found once for all the rules
    (flow.searched)."""

    named: dict[tuple[str, bool], list[Function]]
    calls: list[Any]
    called: list[tuple[str, bool] | None]


def _calls_of(root: Any, reader: Reader) -> _Calls:
    named: dict[tuple[str, bool], list[Function]] = {}
    for function in reader.functions(root):
        named.setdefault((function.name, function.method), []).append(function)
    calls = list(root.find_all(kind="call_expression"))
    return _Calls(named, calls, [reader.called(call) for call in calls])


def _callers_of(
    reaching: dict[tuple[str, bool], Any], functions: dict[tuple[str, bool], Function], graph: _Calls
) -> set[tuple[str, bool]]:
    """The functions of the file holding a call to one of `reaching`."""
    targets = [call for call, called in zip(graph.calls, graph.called, strict=True) if called in reaching]
    return {key for key, f in functions.items() if any(_within(f.node, span(call)) for call in targets)}


def _returned_parameters(
    function: Function,
    reader: Reader,
    syntax: Syntax,
    sanitizers: frozenset[Span],
    summaries: Summaries | None,
    fixed_origin: FixedOrigin,
) -> frozenset[int]:
    """The parameters of `function` whose data a value it returns holds."""
    returns = {span(value): (value, value) for value in reader.returned(function.node)}
    if not returns:
        return frozenset()
    found = set()
    for position, parameter in enumerate(function.parameters[:MAX_PARAMETERS]):
        if parameter is not None:
            run = _runner(function.node, syntax, {span(parameter): parameter}, sanitizers, summaries, fixed_origin)
            if any(True for _ in run(returns)):
                found.add(position)
    return frozenset(found)


def _imported_summaries(graph: _Calls, language: str, syntax: Syntax, imported: Imported) -> dict[Span, Summary]:
    """The summaries of functions of other files called by name (`getUser(id)`, `store.save(x)`
    in Swift), by call."""
    found: dict[Span, Summary] = {}
    for call, called in zip(graph.calls, graph.called, strict=True):
        if called is None or (called in graph.named and not _other_receiver(call)):
            continue
        summary = imported.summary(call, called[0], language, syntax)
        if summary is not None:
            found[span(call)] = summary
    return found


def _other_receiver(call: Any) -> bool:
    """A JS/TS method called on something other than `this` (`this.users.find(id)`, `repo.save(x)`):
    a method of the file's own class by that name may not be the one called."""
    callee = call.field("function")
    target = callee.field("object") if callee is not None and callee.kind() == "member_expression" else None
    return target is not None and target.kind() != "this"


def _foreign_instance(call: Any, method: Any) -> bool:
    """Whether a call of a class's method name (`userInst.findById(id)`) is made on a local variable
    the enclosing function bound to something else than an instance of that class (`let userInst =
    yapi.getInst(userModel)`): another object's method, not the class's own (which `this.m()`,
    `super.m()` or an instance made with `new Class()` call)."""
    body = method.parent()
    owner = body.parent() if body is not None and body.kind() == "class_body" else None
    if owner is None:
        return False  # an object literal's method (`store.save(x)` on `const store = { save(x) {} }`)
    callee = call.field("function")
    target = callee.field("object") if callee is not None else None
    if target is None or target.kind() != "identifier":
        return False
    function = next((a for a in call.ancestors() if a.kind() in _FUNCTION_KINDS), None)
    if function is None:
        return False
    name = owner.field("name")
    for declarator in function.find_all(kind="variable_declarator"):
        bound, value = declarator.field("name"), declarator.field("value")
        if bound is None or value is None or bound.text() != target.text():
            continue
        if value.kind() not in ("call_expression", "await_expression"):
            return False  # `new Service()`, `this`, another variable: it may be an instance of the class
        return name is None or f"new {name.text()}(" not in value.text()
    return False


_FUNCTION_KINDS = frozenset(
    {"function_declaration", "function_expression", "arrow_function", "method_definition", "generator_function"}
)


def _module_receiver(call: Any) -> bool:
    """A JS/TS method called on an imported module or a global (`ejs.render(x)`, `JSON.parse(x)`):
    a name declared in the file by nothing but an import or `require(...)`."""
    callee = call.field("function")
    target = callee.field("object") if callee is not None and callee.kind() == "member_expression" else None
    return target is not None and target.kind() == "identifier" and module_binding(target)


def _within(node: Any, where: Span) -> bool:
    start, end = span(node)
    return start <= where[0] < end


def _runner(
    root: Any,
    syntax: Syntax,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    summaries: Summaries | None,
    fixed_origin: FixedOrigin,
) -> Callable[[Sinks], Iterator[Flowing]]:
    def run(sinks: Sinks) -> Iterator[Flowing]:
        return through_calls(root, syntax, sinks, sources, sanitizers, False, summaries, fixed_origin)

    return run


def through_calls(
    root: Any,
    syntax: Syntax,
    sinks: Sinks,
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    per_function: bool,
    summaries: Summaries | None,
    fixed_origin: FixedOrigin = False,
) -> Iterator[Flowing]:
    """flow.flows, with the summaries applied: a tainted argument of a call to a function whose
    parameter reaches a sink is a match at that sink (its path through the call); a call whose
    return holds a tainted argument is tainted."""
    if summaries is None:
        for sink, focus, origin, trail in flows(root, syntax, sinks, sources, sanitizers, per_function, fixed_origin):
            yield sink, focus, origin, trail, None
        return
    handed: dict[Span, tuple[Any, Any, list[Reached]]] = {}  # argument -> it, its call, what it reaches
    handed_at: dict[Span, int] = {}  # argument -> its position in the call
    for call in root.find_all(kind="call_expression"):
        summary = summaries.of(call)
        reaching = summary.reaching if summary is not None else {}
        arguments = summaries.reader.arguments(call) if reaching else []
        for position, reached in reaching.items():
            if position < len(arguments) and span(arguments[position]) not in sinks:
                handed[span(arguments[position])] = (arguments[position], call, reached)
                handed_at[span(arguments[position])] = position
    extended = {**sinks, **{where: (argument, argument) for where, (argument, _, _) in handed.items()}}
    # per_function: one weakness per function that holds the sink (its nearest, flow.innermost: handlers
    # registered inside one outer function are each reported). A call handing the data on is
    # no sink of the caller: each function it reaches (a message handler dispatching to a read,
    # a write and a listing helper) holds its own first sink.
    reported: set[tuple[Any, Span | None]] = set()
    held: dict[Span, frozenset[str]] = {}
    for sink, focus, origin, trail in flows(
        root, syntax, extended, sources, sanitizers, False, fixed_origin, summaries.carried, summaries.resolves, held
    ):
        where = span(sink)
        if where not in handed or where in sinks:
            if per_function:
                home = (None, innermost(sink, syntax))
                if home in reported:
                    continue
                reported.add(home)
            yield sink, focus, origin, trail, None
            continue
        _, call, reached = handed[where]
        label = summaries.reader.called(call)
        hop = Step(call, "passed", label[0] if label is not None else "call")
        parameter = _parameter_name(summaries, call, syntax, handed_at[where]) if where in held else None
        pattern = _parameter_pattern(summaries, call, handed_at[where]) if where in held else None
        for inner_sink, inner_focus, inner, there in reached:
            if parameter is not None and _reads_other_fields(inner, inner_focus, parameter, held[where]):
                continue  # `setup(plugin)` after `plugin.debug = x`: the callee reads `plugin.instance`
            if pattern is not None and _destructures_other_field(inner, inner_focus, pattern, held[where]):
                continue  # `build({ id: req.body.id, order: SQL })` into `({ id, order })`: the sink reads `order`
            if per_function:
                home = (getattr(there, "path", None), innermost(inner_sink, syntax))
                if home in reported:
                    continue
                reported.add(home)
            yield inner_sink, inner_focus, origin, (*trail, hop, *inner[1:]), there


def _parameter_name(summaries: Summaries, call: Any, syntax: Syntax, position: int) -> str | None:
    """The name of the parameter at `position` of the file's function `call` calls (None: not one
    of the file's, or a pattern)."""
    if span(call) in summaries.imported:
        return None
    function = summaries.target(call)
    if function is None or position >= len(function.parameters) or function.parameters[position] is None:
        return None
    names = syntax.declared_names(function.parameters[position])
    return str(names[0]) if len(names) == 1 else None


def _parameter_pattern(summaries: Summaries, call: Any, position: int) -> Any | None:
    """The object pattern the file's function `call` calls destructures its argument at
    `position` with (`({ id, order = '' }: Input)`), else None."""
    if span(call) in summaries.imported:
        return None
    function = summaries.target(call)
    if function is None or position >= len(function.parameters) or function.parameters[position] is None:
        return None
    parameter: Any = function.parameters[position]
    if parameter.kind() != "object_pattern":
        parameter = next((c for c in parameter.children() if c.kind() == "object_pattern"), None)
    return parameter


def _destructures_other_field(inner: Trail, focus: Any, pattern: Any, fields: frozenset[str]) -> bool:
    """Whether the path into the callee starts at a name `pattern` takes from a field of the
    argument that is none of `fields` (the argument's only tainted ones), and no name it takes
    from one of those is read on the way to the sink either (a sink reached from two names
    keeps the path)."""
    if not inner or inner[0].role != "source":
        return False
    names = _pattern_names(pattern)
    start = names.get(inner[0].label)
    if start is None or start in fields:
        return False
    tainted = {name for name, key in names.items() if key in fields}
    read = {word for node in [focus, *(step.node for step in inner[1:])] for word in _WORDS.findall(str(node.text()))}
    return not (tainted & read)


def _pattern_names(pattern: Any) -> dict[str, str]:
    """The names an object pattern binds, each with the key it takes (`{ id, file: name = 'x' }`:
    id -> id, name -> file)."""
    names = {}
    for member in pattern.named_children():
        kind = member.kind()
        if kind == "shorthand_property_identifier_pattern":
            names[str(member.text())] = str(member.text())
        elif kind == "object_assignment_pattern" and (left := member.field("left")) is not None:
            names[str(left.text())] = str(left.text())
        elif kind == "pair_pattern" and (key := member.field("key")) and (value := member.field("value")):
            names[str(value.text()).split("=")[0].strip()] = str(key.text()).strip("'\"")
    return names


_WORDS = lazy_compile(r"[A-Za-z_$][\w$]*")


def _reads_other_fields(inner: Trail, focus: Any, parameter: str, fields: frozenset[str]) -> bool:
    """Whether the path from `parameter` into the callee starts at reads of its fields none of
    which is one of `fields` (the argument's only tainted ones): `const loader = plugin.instance.loader`
    when only `plugin.debug` holds request data. The parameter read whole (passed on, spread,
    indexed by a computed key) or through one of `fields` keeps the path."""
    if len(inner) > 1 and inner[1].role != "assigned":
        return False
    first = inner[1].node.parent() if len(inner) > 1 else focus
    if first is None:
        return False
    uses = [node for node in [first, *first.find_all(kind="identifier")] if node.text() == parameter]
    if not uses:
        return False
    for use in uses:
        parent = use.parent()
        target = parent.field("object") if parent is not None and parent.kind() == "member_expression" else None
        if target is None or span(target) != span(use):
            return False
        prop = parent.field("property")
        if prop is None or prop.kind() != "property_identifier" or str(prop.text()) in fields:
            return False
    return True


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
                Function(str(name.text()), node.kind() == "method_definition", function, self.parameters_of(function))
            )
        return found

    def parameters_of(self, function: Any) -> tuple[Any | None, ...]:
        parameters = function.field("parameters")
        if parameters is None:
            single = function.field("parameter")  # `email => ...`: an arrow's one bare parameter
            return (single,) if single is not None else ()
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
            found.append(Function(str(name.text()), False, node, self.parameters_of(node)))
        return found

    def parameters_of(self, function: Any) -> tuple[Any | None, ...]:
        return tuple(c for c in function.children() if c.kind() == "parameter")

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
