"""The language-independent part of the taint matcher: taint state of one function, read in order.

Within each outermost function (its closures included), the events of that function (bindings,
checks, collection updates, parameters that are sources) and its sinks are read in source
order. The language's syntax module (`syntax.py`) says which node kinds are functions and
events, what an event does to the state and whether an expression holds tainted data; this
module keeps the state and walks the tree.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.matchers.base import StepRole
    from secure_lint.matchers.taint.syntax import Syntax

Span = tuple[int, int]
Key = tuple[int, int, str]  # a node: its span and kind (a wrapper may share its only child's span)
# A URL sink's `fixed_origin`: True, a URL whose origin the code fixed is clean; "navigation", also a
# fixed path on the request's own origin (`${origin}/auth/error`), for URLs a user's browser is sent
# to (a redirect): the request came from that browser, so its Host is the site's. Not for a request
# the server sends, where whoever calls it chooses the Host header. "encoded-navigation": a redirect
# whose framework percent-encodes the Location (Express's and Koa's `redirect`, `\` -> `%5C`), so
# a local-path check need not reject `/\` as well as `//` (guards.excludes_protocol_relative).
FixedOrigin = bool | Literal["navigation", "encoded-navigation"]


def span(node: Any) -> Span:
    extent = node.range()
    return extent.start.index, extent.end.index


def _key(node: Any) -> Key:
    extent = node.range()
    return extent.start.index, extent.end.index, node.kind()


SPINE_LONG = 64  # a chain of first children this long is answered from its far end up


def _spine(node: Any) -> list[Any]:
    """The first child, its first child and so on (the left operands of `a0 + a1 + ... + an`,
    the receivers of a long method chain), when there are more than SPINE_LONG of them; else
    none: answering a short chain by recursion is cheaper than listing it."""
    chain = []
    inner = node.child(0)
    while inner is not None:
        chain.append(inner)
        inner = inner.child(0)
    return chain if len(chain) > SPINE_LONG else []


# A prefix check against `'https://app.example.com'` (no slash after the host) lets
# https://app.example.com.evil.net through, so it checks nothing; in Swift an argument label
# may come first (`hasPrefix(prefix: "...")` in a wrapper)
_OPEN_ORIGIN = lazy_compile(r"""^(\w+:\s*)?['"`][a-z][\w+.-]*://[^/'"`]*['"`]$""", re.IGNORECASE)


def opens_origin(argument: str) -> bool:
    """Whether a prefix check's argument is a scheme and host without the slash after it."""
    return _OPEN_ORIGIN.match(argument) is not None


@dataclass(frozen=True)
class Step:
    """A place on a tainted value's path: the node, what happens there, and its label."""

    node: Any
    role: StepRole  # "source", "assigned", "passed" (into a collection)
    label: str
    file: Any = None  # the SourceFile the node is in, when not the one matched (summaries.py)


Trail = tuple[Step, ...]  # a tainted value's path so far: its source first, then each hop


@dataclass
class Scope:
    """Taint state of one function while its statements are read in order."""

    syntax: Syntax
    sources: frozenset[Span]
    sanitizers: frozenset[Span]
    # tainted variable -> the source text it holds; a field written apart (`opts.url = x`) is kept
    # under its path (`opts.url`), its object's other fields untouched
    tainted: dict[str, str] = field(default_factory=dict)
    checked: list[tuple[int, int, str]] = field(default_factory=list)  # blocks where a name is allow-listed
    # where a property read (`req.params.theme`) is allow-listed: the same read there is clean
    checked_reads: list[tuple[int, int, str]] = field(default_factory=list)
    # early-exit checks not in effect yet: (where their rejecting block ends, the names they clean)
    pending_cleans: list[tuple[int, list[str]]] = field(default_factory=list)
    # where a name (and its fields) is a nested function's own parameter, not the variable outside
    shadows: list[tuple[int, int, str]] = field(default_factory=list)
    encoded: set[str] = field(default_factory=set)  # names bound to an encoder (JS URLSearchParams)
    stands_for: dict[str, str] = field(default_factory=dict)  # checking this name checks that one (Swift `host`)
    own: set[str] = field(default_factory=set)  # names holding the page's own address (JS url_start.py)
    trails: dict[str, Trail] = field(default_factory=dict)  # tainted variable -> how its value got there
    fixed_origin: FixedOrigin = False  # a URL whose origin the code fixed (`/x/${id}`, `${API}/${id}`) is clean
    # the arguments of a call to a function of the file whose value holds them (summaries.py)
    carried_by: Callable[[Any, Callable[[Any], bool]], list[Any]] | None = None
    # whether a call names a function the file declares or an import resolves to (summaries.py)
    resolved_by: Callable[[Any], bool] | None = None

    # while a question about a value is answered (is_tainted, trail), which changes no state:
    # each node's answer, kept (None: no question open)
    _answers: dict[Key, bool] | None = field(default=None, init=False, repr=False)

    def carried(self, call: Any) -> list[Any]:
        """The tainted arguments of `call` whose data its value holds, as the file's function
        summaries say."""
        return self.carried_by(call, self.is_tainted) if self.carried_by is not None else []

    def resolves(self, call: Any) -> bool:
        """Whether `call`'s function is known (its summary says what its value holds)."""
        return self.resolved_by is not None and self.resolved_by(call)

    def is_tainted(self, node: Any) -> bool:
        """Whether `node`'s value may hold source data here: a source is, a sanitizer's result
        is not, anything else as the language's expression rules say."""
        if self._answers is not None:
            return self._answer(node, self._answers)
        with self._question() as answers:
            return self._answer(node, answers)

    @contextmanager
    def _question(self) -> Iterator[dict[Key, bool]]:
        if self._answers is not None:
            yield self._answers
            return
        self._answers = {}
        try:
            yield self._answers
        finally:
            self._answers = None

    def _answer(self, node: Any, answers: dict[Key, bool]) -> bool:
        key = _key(node)
        known = answers.get(key)
        if known is None:
            for inner in reversed(_spine(node)):  # a long chain of first children: from its far end up
                answers[_key(inner)] = self._decide(inner)
            known = answers[key] = self._decide(node)
        return known

    def _decide(self, node: Any) -> bool:
        where = span(node)
        if where in self.sanitizers:
            return False
        if self.checked_reads and any(s <= where[0] < e and node.text() == read for s, e, read in self.checked_reads):
            return False
        if where in self.sources:
            return True
        return self.syntax.tainted(self, node)

    def any_tainted(self, nodes: Any) -> bool:
        return any(node is not None and self.is_tainted(node) for node in nodes)

    def name_tainted(self, name: str, at: int) -> bool:
        """Whether variable `name`, read at offset `at`, is tainted (and not inside a block that allow-listed it)."""
        if name not in self.tainted:
            return False  # asked first: most names read are not tainted, and a large function has many shadows
        if self.shadows and any(s <= at < e and (n == name or name.startswith(n + ".")) for s, e, n in self.shadows):
            return False
        return not any(s <= at < e and n == name for s, e, n in self.checked)

    def field_tainted(self, path: str, at: int) -> bool:
        """Whether the field at `path` (`opts.url`, `opts.url.host`), read at `at`, holds a value
        written to it or to a field it is part of (`opts.url` for `opts.url.host`)."""
        return any(self.name_tainted(prefix, at) for prefix in _field_prefixes(path))

    def holds_fields(self, path: str, at: int) -> bool:
        """Whether a field inside the value at `path` (`opts` for `opts.url`) holds a tainted value."""
        inner = path + "."
        return any(key.startswith(inner) and self.name_tainted(key, at) for key in self.tainted)

    def field_key(self, path: str, at: int) -> str | None:
        """The tainted key a read of `path` gets its data from: a field it is part of, or else
        one inside it (None: neither)."""
        found = next((p for p in _field_prefixes(path) if self.name_tainted(p, at)), None)
        inner = path + "."
        return found or next((k for k in self.tainted if k.startswith(inner) and self.name_tainted(k, at)), None)

    def copy_field(self, name: str, key: str | None, node: Any, keep: bool) -> None:
        """`name` bound to the field `key` (`const { url } = opts` after `opts.url = x`)."""
        if key is not None:
            self.tainted[name] = self.tainted[key]
            self.trails[name] = (*self.trails.get(key, ()), Step(node, "assigned", name))
        elif not keep:
            self._forget(name)

    def _forget(self, name: str) -> None:
        """`name` holds another value now: neither it nor any field of its old value is tainted."""
        inner = name + "."
        for key in [name, *(k for k in self.tainted if k.startswith(inner))]:
            self.tainted.pop(key, None)
            self.trails.pop(key, None)

    def assign(self, names: list[str], value: Any, keep: bool = False) -> None:
        """Names bound to a value (None: to nothing known): tainted when it is; cleaned when it is
        not, unless `keep` (a clean value assigned on one branch only, or appended, may not be the
        one used)."""
        origin = self.origin(value) if value is not None and self.is_tainted(value) else None
        trail = self.trail(value) if origin is not None else ()
        for name in names:
            if origin is not None:
                self.tainted[name] = origin
                self.trails[name] = (*trail, Step(_bound_at(value, name), "assigned", name))
            elif not keep:
                self._forget(name)

    def taint(self, name: str, value: Any) -> None:
        """`name` now holds `value` too (`items.append(value)`), when it is tainted."""
        if self.is_tainted(value):
            self.tainted[name] = self.origin(value) or value.text()
            call = next((a for a in value.ancestors() if a.kind() == "call_expression"), None)
            label = str(call.text()).split("(", 1)[0].strip() if call is not None else name
            self.trails[name] = (*self.trail(value), Step(value, "passed", label))

    def origin(self, node: Any) -> str | None:
        """The source text a tainted value holds, innermost first: the first source in it, or the
        source of the first tainted variable in it (what a message names as `$SOURCE`). Read
        depth first with a list of nodes to visit, not by recursion (an expression may nest
        deeper than Python's stack: `a0 + a1 + ... + a2999`)."""
        pending: list[tuple[Any, bool]] = [(node, False)]  # a node, and whether its children were visited
        while pending:
            current, visited = pending.pop()
            where = span(current)
            if visited:  # no child held a source: the node itself
                if where in self.sources:
                    return str(current.text())
                key = self._read_key(current)
                if key is not None:
                    return self.tainted[key]
            elif where not in self.sanitizers:
                pending.append((current, True))
                pending.extend((child, False) for child in reversed(current.children()))
        return None

    def trail(self, node: Any) -> Trail:
        """How a tainted value got here: the trail of the first source in it, or of the first
        tainted variable in it, looked for in the parts that carry its taint first (not in a
        Swift argument label that happens to share a tainted variable's name); depth first,
        with a list of nodes to visit, as `origin`."""
        with self._question():
            pending: list[tuple[Any, bool]] = [(node, False)]
            seen: set[Key] = set()  # visited without a trail: a second visit finds none either
            while pending:
                current, visited = pending.pop()
                where = span(current)
                if visited:
                    found = self._own_trail(current, where)
                    if found:
                        return found
                    seen.add(_key(current))
                elif where not in self.sanitizers and _key(current) not in seen:
                    children = current.children()
                    carriers = [child for child in children if self.is_tainted(child)]
                    pending.append((current, True))
                    pending.extend((child, False) for child in reversed(carriers + children))
            return ()

    def _own_trail(self, node: Any, where: Span) -> Trail:
        """The trail a node starts, when none of its parts had one: a source's, a variable's."""
        if where in self.sources:
            read = _accessed(node)
            return (Step(read, "source", str(read.text())),)
        key = self._read_key(node)
        return self.trails.get(key, ()) if key is not None else ()

    def _read_key(self, node: Any) -> str | None:
        """The tainted key a variable or field read gets its data from: the variable, the field
        written (`opts.url`), or a field inside an object read whole (`fetch(opts)`)."""
        if node.child(0) is None and node.text() in self.tainted and not _member_name(node):
            return str(node.text())
        path = self.syntax.field_path(node)
        if path is None:
            return None
        at = node.range().start.index
        if "." in path and (key := next((p for p in _field_prefixes(path) if p in self.tainted), None)):
            return key
        return self.field_key(path, at) if self.holds_fields(path, at) and self.is_tainted(node) else None

    def checked_by(self, name: str | None) -> list[str]:
        """What a check of variable `name` checks: it, the URL whose host it was read from, and
        the text that URL was parsed from (`host` of `url` of `new URL(next)`: next)."""
        found: list[str] = []
        while name is not None and name not in found and len(found) < 4:
            found.append(name)
            name = self.stands_for.get(name)
        return found

    def clean(self, names: list[str]) -> None:
        """An early-exit allow-list check: these names are clean from here on."""
        for name in names:
            self.tainted.pop(name, None)
            self.trails.pop(name, None)

    def clean_after(self, offset: int, names: list[str]) -> None:
        """An early-exit allow-list check: these names are clean from `offset` on, the end of the
        block that rejects the value (that block itself runs with a value the check refused)."""
        if names:
            self.pending_cleans.append((offset, names))

    def reach(self, offset: int) -> None:
        """The statements are read up to `offset`: the early-exit checks whose rejecting block
        ends there or before take effect."""
        if not self.pending_cleans:
            return
        due = [names for at, names in self.pending_cleans if at <= offset]
        if due:
            self.pending_cleans = [(at, names) for at, names in self.pending_cleans if at > offset]
            for names in due:
                self.clean(names)

    def clean_within(self, block: Any, names: list[str]) -> None:
        """A positive allow-list check: these names are clean inside `block`."""
        start, end = span(block)
        self.checked.extend((start, end, name) for name in names)

    def conditional(self, node: Any) -> bool:
        """Whether `node` runs only on some paths of its function: inside an if, switch, loop or catch."""
        for ancestor in node.ancestors():
            kind = ancestor.kind()
            if kind in self.syntax.functions:
                return False
            if kind in self.syntax.conditional_blocks:
                return True
        return False


# where a name is a member or a label, no variable: Swift's `req.query` (`query`), `get(at: "k")` (`at`)
MEMBER_NAMES = frozenset({"navigation_suffix", "value_argument_label"})


def _member_name(leaf: Any) -> bool:
    """Whether a leaf is the name of a member read or of an argument label, not a variable's."""
    parent = leaf.parent()
    return parent is not None and parent.kind() in MEMBER_NAMES


def _field_prefixes(path: str) -> list[str]:
    """The field paths a path is read through, itself last: `a.b`, `a.b.c` for `a.b.c` (not `a`:
    a variable is no field)."""
    parts = path.split(".")
    return [".".join(parts[:end]) for end in range(2, len(parts) + 1)]


def _bound_at(value: Any, name: str) -> Any:
    """Where a binding of `value` to `name` is shown: the name before the value (`name` in
    `const name = ...`, in one `let` of a Swift `guard`), else the binding around the value."""
    return next((node for node in value.prev_all() if node.text() == name), None) or value.parent() or value


# Property reads and subscripts (JavaScript; Swift): `req.query` read as `req.query.q`
_ACCESSES = frozenset({"member_expression", "subscript_expression", "navigation_expression"})
LABEL_MAX = 80


def _accessed(source: Any) -> Any:
    """What a flow shows as the source: the source with the property reads and subscripts
    applied to it (`req.query.q` where the source is `req.query`), while it is one short line."""
    node = source
    parent = node.parent()
    while parent is not None and parent.kind() in _ACCESSES and parent.child(0) == node:
        text, outer = str(parent.text()), parent.parent()
        called = outer is not None and outer.kind() == "call_expression" and outer.child(0) == parent
        if called or "\n" in text or len(text) > LABEL_MAX:
            break  # not `Math.random().toString`: a method called is not a property read
        node, parent = parent, outer
    return node


def flows(
    root: Any,
    syntax: Syntax,
    sinks: dict[Span, tuple[Any, Any]],
    sources: dict[Span, Any],
    sanitizers: frozenset[Span],
    per_function: bool,
    fixed_origin: FixedOrigin = False,
    carried: Callable[[Any, Callable[[Any], bool]], list[Any]] | None = None,
    resolved: Callable[[Any], bool] | None = None,
    held: dict[Span, frozenset[str]] | None = None,
) -> Iterator[tuple[Any, Any, str, Trail]]:
    """Each sink (node, $SINK node, the source text reaching it, the trail of its value: the
    source, then each hop; () when not known) whose $SINK is tainted where it runs. `carried`:
    the arguments a call's value holds, for calls to the file's functions (summaries.py). `held`,
    when given, gets the fields of each $SINK variable tainted only through fields written apart
    (`plugin` after `plugin.debug = req.body.debug`: {"debug"})."""
    source_spans = frozenset(sources)
    candidates = _maybe_parameters(root, syntax, sources)
    parameters = {where: names for where, node in candidates if (names := syntax.declared_names(node))}
    declared = [sources[where] for where in parameters]
    sink_nodes = [node for node, _ in sinks.values()]
    for function, events in _scopes(root, syntax, sink_nodes, declared, sorted(where[0] for where in source_spans)):
        scope = Scope(
            syntax, source_spans, sanitizers, fixed_origin=fixed_origin, carried_by=carried, resolved_by=resolved
        )
        if function is not None and (shadows := getattr(syntax, "shadowed", None)) is not None:
            scope.shadows.extend(shadows(function, source_spans))  # an inner function's own parameters
        reported: set[Span | None] = set()  # the functions whose weakness is reported (per_function)
        for node in events:
            where = span(node)
            scope.reach(where[0])
            is_sink = where in sinks and node.kind() == sinks[where][0].kind()
            if is_sink:
                sink, focus = sinks[where]
                owner = _innermost(sink, syntax) if per_function else None
                home = fixed_origin and syntax.stays_home(scope, focus)  # the page's own address, a local path
                if not home and scope.is_tainted(focus) and not (per_function and owner in reported):
                    reported.add(owner)
                    if held is not None:
                        _note_held_fields(scope, focus, held)
                    yield sink, focus, scope.origin(focus) or focus.text(), scope.trail(focus)
            if where in parameters:
                scope.tainted.update((name, name) for name in parameters[where])
                scope.trails.update((name, (Step(node, "source", name),)) for name in parameters[where])
            else:
                syntax.apply(scope, node, is_sink)


def _note_held_fields(scope: Scope, focus: Any, held: dict[Span, frozenset[str]]) -> None:
    """The top fields of variable `focus` that hold tainted values, when it is not tainted whole;
    of an object literal (`{ id: req.body.id, order: SQL_ORDER }`), its keys whose value is."""
    if focus.kind() == "object":
        _note_literal_fields(scope, focus, held)
        return
    if focus.kind() != "identifier":
        return
    name, at = str(focus.text()), focus.range().start.index
    if scope.name_tainted(name, at):
        return
    inner = name + "."
    fields = {key[len(inner) :].split(".")[0] for key in scope.tainted if key.startswith(inner)}
    if fields:
        held[span(focus)] = frozenset(fields)


def _note_literal_fields(scope: Scope, literal: Any, held: dict[Span, frozenset[str]]) -> None:
    """The keys of object literal `literal` whose value is tainted; none noted when a spread or a
    computed key is (which field it fills is not known)."""
    fields = set()
    for member in literal.named_children():
        kind = member.kind()
        if kind == "shorthand_property_identifier" and scope.is_tainted(member):
            fields.add(str(member.text()))
        elif kind == "pair" and (key := member.field("key")) is not None and (value := member.field("value")):
            if scope.is_tainted(value):
                if key.kind() not in ("property_identifier", "string"):
                    return
                fields.add(str(key.text()).strip("'\""))
        elif kind not in ("comment", "method_definition") and scope.is_tainted(member):
            return
    if fields:
        held[span(literal)] = frozenset(fields)


def innermost(node: Any, syntax: Syntax) -> Span | None:
    """The span of the nearest function around `node` (None: the module's code), see _innermost."""
    return _innermost(node, syntax)


def _innermost(node: Any, syntax: Syntax) -> Span | None:
    """The span of the nearest function around `node` (None: the module's code): one weakness
    each, so handlers declared inside one outer function (`module.exports = (app) => { ... }`)
    are each reported."""
    for ancestor in node.ancestors():
        if ancestor.kind() in syntax.functions and not _iteration_callback(ancestor):
            return span(ancestor)
    return None


# a callback that runs as part of its caller's work (`parts.forEach(p => { where += ... })`), or a
# function called where it is written (`const sql = (() => { ... })()`): the caller's statement, one
# weakness with it
ITERATION_METHODS = frozenset({"forEach", "map", "flatMap", "reduce", "filter", "some", "every", "find", "then"})


def _iteration_callback(function: Any) -> bool:
    if _called_in_place(function):
        return True
    arguments = function.parent()
    call = arguments.parent() if arguments is not None and arguments.kind() == "arguments" else None
    callee = call.field("function") if call is not None else None
    prop = callee.field("property") if callee is not None and callee.kind() == "member_expression" else None
    return prop is not None and prop.text() in ITERATION_METHODS


def _called_in_place(function: Any) -> bool:
    """`(() => { ... })()`, `(function () { ... })()`: the function is the callee of a call."""
    callee = function
    while (parent := callee.parent()) is not None and parent.kind() == "parenthesized_expression":
        callee = parent
    called = callee.parent()
    target = called.field("function") if called is not None and called.kind() == "call_expression" else None
    return target is not None and span(target) == span(callee)


def _maybe_parameters(root: Any, syntax: Syntax, sources: dict[Span, Any]) -> list[tuple[Span, Any]]:
    """The sources that may be parameters: those inside a parameter list, found by their spans
    (asking each source for its ancestors costs a walk from the root per ancestor: quadratic in
    an expression of thousands of operands)."""
    if not syntax.parameter_lists:
        return list(sources.items())
    lists = [span(node) for node in root.find_all(any=[{"kind": kind} for kind in syntax.parameter_lists])]
    # an arrow function's lone parameter (`rows => ...`) has no list around it
    lone = {span(p) for arrow in root.find_all(kind="arrow_function") if (p := arrow.field("parameter")) is not None}
    return [
        (where, node) for where, node in sources.items() if where in lone or any(s <= where[0] < e for s, e in lists)
    ]


def _scopes(
    root: Any, syntax: Syntax, sinks: list[Any], declared: list[Any], source_starts: list[int]
) -> Iterator[tuple[Any, list[Any]]]:
    """Each outermost function holding a sink, with its events in source order; then the code
    outside functions (None). A part is read only where a source is in it or in one of its sinks
    (`keyGenerator: (req) => req.ip`): each part is read with a taint state of its own, which
    starts at a source."""
    functions = searched(root, syntax, "functions", lambda: _outermost(root.find_all(any=_kinds(syntax.functions))))
    inside = [span(function) for function in functions]
    for function, (start, end) in zip(functions, inside, strict=True):
        held = [sink for sink in sinks if start <= span(sink)[0] < end]
        if held and _any_between(source_starts, start, end):
            parameters = [node for node in declared if start <= span(node)[0] < end]
            yield function, _ordered(_events(function, syntax) + parameters + held)
    outside = [sink for sink in sinks if not any(s <= span(sink)[0] < e for s, e in inside)]
    if outside and (
        any(not any(s <= at < e for s, e in inside) for at in source_starts)
        or any(_any_between(source_starts, *span(sink)) for sink in outside)
    ):
        events = [n for n in _events(root, syntax) if not any(s <= span(n)[0] < e for s, e in inside)]
        yield None, _ordered(events + outside)


def _any_between(starts: list[int], start: int, end: int) -> bool:
    """Whether sorted offsets `starts` hold one in [start, end)."""
    at = bisect.bisect_left(starts, start)
    return at < len(starts) and starts[at] < end


def _outermost(functions: Any) -> list[Any]:
    outermost = []
    last_end = -1
    for function in sorted(functions, key=span):
        start, end = span(function)
        if start >= last_end:
            outermost.append(function)
            last_end = end
    return outermost


def _events(node: Any, syntax: Syntax) -> list[Any]:
    return searched(node, syntax, "events", lambda: list(node.find_all(any=syntax.events)))


def _kinds(kinds: Iterable[str]) -> list[dict[str, str]]:
    return [{"kind": kind} for kind in kinds]


# What a tree's nodes are does not depend on the rule: every taint rule, and every parameter a
# summary follows, reads the same functions and events of a file (and summaries.py its calls). The
# last few searches are kept (by node: equal only within its tree, which the kept node keeps alive).
SEARCHES_KEPT = 16  # a file's functions holding sinks, and the functions its calls reach: each kept alive with its tree
_searches: dict[tuple[Any, int, str], Any] = {}
Found = TypeVar("Found")


def searched(node: Any, syntax: Syntax, what: str, search: Callable[[], Found]) -> Found:
    """What `search` found below `node` (`what` names it), kept for the next rules that ask."""
    key = (node, id(syntax), what)
    if key in _searches:
        return cast("Found", _searches[key])
    if len(_searches) >= SEARCHES_KEPT:
        del _searches[next(iter(_searches))]
    found = _searches[key] = search()
    return found


def _ordered(nodes: list[Any]) -> list[Any]:
    """Source order; an enclosing node before what it contains (a binding before its value's sink)."""
    return sorted(nodes, key=lambda n: (span(n)[0], -span(n)[1]))
