"""Local dataflow (taint) matching inside one function, the shape of Semgrep's taint mode.

A rule names `sources` (expressions whose value an attacker controls), `sinks` (ast-grep rules
binding `$SINK`, the part that must not receive such a value) and `sanitizers` (expressions
whose value is safe whatever went in). Each entry is an ast-grep rule object or the name of a
preset in `taint_presets` (for example `http-request` or `number-conversion`).

Within each outermost function (its closures included), statements are read in source order:
a variable bound to a tainted value is tainted, re-binding it to a clean value cleans it, an
early-exit allow-list check (`if (!ALLOWED.includes(x)) return`) cleans what it checks.
A value is tainted when it is a source, a tainted variable, a property of a tainted value, a
concatenation, template literal, `await`, conditional or collection holding one, or the result
of a call given one (string methods, `path.join`, an unknown helper) unless the call is a
sanitizer. A sink whose `$SINK` is tainted at that point is a match. Literals and constants
never are. Code outside functions is one more scope.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from secure_lint.languages import STRUCTURAL_LANGUAGES
from secure_lint.matchers.base import FixField, RawMatch
from secure_lint.matchers.cheap_regex import rewrite_config
from secure_lint.matchers.required_text import Requirement, requirement
from secure_lint.matchers.taint_presets import PRESETS
from secure_lint.validated import Validated

if TYPE_CHECKING:
    from secure_lint.source import SourceFile

TaintEntry = str | dict[str, Any]  # a preset name (matchers/taint_presets.py) or an ast-grep rule object


@dataclass(frozen=True, kw_only=True)
class TaintMatch(Validated):
    """Local dataflow in one function: sources reaching a sink's $SINK, unless sanitized."""

    sources: list[TaintEntry]
    sinks: list[TaintEntry]
    sanitizers: list[TaintEntry] = field(default_factory=list)
    per_function: bool = False  # report only the first tainted sink of each function (one weakness)


# The Matcher protocol (matchers/base.py): this module is the taint matcher.
options_type = TaintMatch
parsed = True
whole_file = False
fix_field: FixField | None = None


SINK = "SINK"
FUNCTIONS = frozenset(
    {
        "function_declaration",
        "function_expression",
        "arrow_function",
        "method_definition",
        "generator_function_declaration",
        "generator_function",
    }
)
BINDINGS = ("variable_declarator", "assignment_expression", "augmented_assignment_expression", "for_in_statement")
# Wrappers whose value is their operand's.
TRANSPARENT = frozenset(
    {
        "parenthesized_expression",
        "await_expression",
        "as_expression",
        "non_null_expression",
        "satisfies_expression",
        "type_assertion",
        "spread_element",
        "sequence_expression",
    }
)
CLEAN_OPERATORS = frozenset({"==", "===", "!=", "!==", "<", ">", "<=", ">=", "instanceof", "in", "-", "*", "/", "%"})
CLEAN_KINDS = frozenset(
    {"string", "number", "true", "false", "null", "undefined", "regex", "this", "arrow_function", "function_expression"}
)
# Calls whose result holds their arguments' data.
PROPAGATORS = re.compile(
    r"^(String|decodeURI|decodeURIComponent|unescape|atob|btoa|JSON\.(parse|stringify)|Buffer\.from|"
    r"Array\.(from|of)|Object\.(assign|values|entries|fromEntries)|(util\.)?format|sprintf|vsprintf|"
    r"([\w$]+\.)?(join|resolve|normalize)|(url\.)?parse|querystring\.parse|qs\.parse|"
    r"URL|URLSearchParams|(_|lodash)\.(merge|assign|defaults|template))$"
)
CONDITIONAL_BLOCKS = frozenset(
    {
        "if_statement",
        "else_clause",
        "switch_case",
        "switch_default",
        "catch_clause",
        "for_statement",
        "for_in_statement",
        "while_statement",
        "do_statement",
        "ternary_expression",
    }
)
EARLY_EXITS = frozenset({"return_statement", "throw_statement", "continue_statement", "break_statement"})
ALLOW_CHECKS = ("includes", "has", "test", "indexOf")


def _configs(entries: list[str | dict[str, Any]], language: str) -> list[dict[str, Any]]:
    configs: list[dict[str, Any]] = []
    for entry in entries:
        for rule in PRESETS[entry] if isinstance(entry, str) else [entry]:
            if language in rule.get("$languages", (language,)):
                configs.append({"rule": rewrite_config({k: v for k, v in rule.items() if k != "$languages"})})
    return configs


def prepare(options: TaintMatch, languages: list[str]) -> TaintMatch:
    from ast_grep_py import SgRoot  # noqa: PLC0415

    for role in ("sources", "sinks", "sanitizers"):
        for entry in getattr(options, role):
            if isinstance(entry, str) and entry not in PRESETS:
                raise ValueError(f"unknown {role[:-1]} preset {entry!r} (known: {', '.join(sorted(PRESETS))})")
    if not options.sources or not options.sinks:
        raise ValueError("a taint rule needs at least one source and one sink")
    for language in languages:
        if language not in STRUCTURAL_LANGUAGES:
            raise ValueError(f"taint rules need a parsed language, not {language}")
        root: Any = SgRoot("", STRUCTURAL_LANGUAGES[language]).root()
        for config in _configs([*options.sources, *options.sinks, *options.sanitizers], language):
            try:
                root.find_all(config)
            except Exception as error:  # ast-grep raises a bare Exception for bad rules
                raise ValueError(f"invalid ast-grep rule for {language}: {str(error).splitlines()[0]}") from None
    for sink in options.sinks:
        if isinstance(sink, dict) and "$SINK" not in repr(sink) and "$$$SINK" not in repr(sink):
            raise ValueError("every sink must bind $SINK, the part that must not be tainted")
    return options


def _span(node: Any) -> tuple[int, int]:
    span = node.range()
    return span.start.index, span.end.index


@dataclass
class _Scope:
    """Taint state of one function while its statements are read in order."""

    sources: frozenset[tuple[int, int]]
    sanitizers: frozenset[tuple[int, int]]
    tainted: set[str] = field(default_factory=set)
    checked: list[tuple[int, int, str]] = field(default_factory=list)  # blocks where a name is allow-listed
    encoded: set[str] = field(default_factory=set)  # names bound to a URLSearchParams

    def is_tainted(self, node: Any) -> bool:  # noqa: PLR0911, PLR0912 (one case per node kind)
        span = _span(node)
        if span in self.sanitizers:
            return False
        if span in self.sources:
            return True
        kind = node.kind()
        if kind in CLEAN_KINDS:
            return False
        if kind in ("identifier", "shorthand_property_identifier"):
            name = node.text()
            return name in self.tainted and not any(s <= span[0] < e and n == name for s, e, n in self.checked)
        if kind in TRANSPARENT:
            return any(self.is_tainted(child) for child in node.named_children())
        if kind in ("member_expression", "subscript_expression"):
            target = node.field("object")
            return target is not None and self.is_tainted(target)
        if kind == "binary_expression":
            operator = node.field("operator")
            if operator is not None and operator.text() in CLEAN_OPERATORS:
                return False
            return any(self.is_tainted(node.field(side)) for side in ("left", "right") if node.field(side))
        if kind == "ternary_expression":
            return self._ternary_tainted(node)
        if kind == "template_string":
            return any(self.is_tainted(sub) for sub in node.named_children() if sub.kind() == "template_substitution")
        if kind == "template_substitution":
            return any(self.is_tainted(child) for child in node.named_children())
        if kind in ("call_expression", "new_expression"):
            return self._call_tainted(node)
        if kind in ("object", "array", "pair"):
            return any(self.is_tainted(self._value_of(child)) for child in node.named_children())
        return False

    def _ternary_tainted(self, node: Any) -> bool:
        """`isSafePath(p) ? p : '/'` yields p only once checked: the branch naming a checked value is clean."""
        condition = node.field("condition")
        checked = set(_checked_names(condition, any_call=True)) if condition is not None else set()
        for branch in ("consequence", "alternative"):
            value = node.field(branch)
            if value is None or (branch == "consequence" and value.text() in checked):
                continue
            if self.is_tainted(value):
                return True
        return False

    @staticmethod
    def _value_of(node: Any) -> Any:
        return node.field("value") if node.kind() == "pair" and node.field("value") is not None else node

    def _call_tainted(self, node: Any) -> bool:
        """A method of a tainted value returns tainted data (`name.trim()`, `url.split('/')`); so
        do the converters and builders in PROPAGATORS given a tainted argument. Other calls (a
        database query, `jwt.verify`) return data of their own."""
        callee = node.field("function") or node.field("constructor")
        if callee is None:
            return False
        if callee.kind() == "member_expression":
            target = callee.field("object")
            if target is not None and target.text() in self.encoded and callee.text().endswith(".toString"):
                return False  # URLSearchParams#toString percent-encodes every value
            if target is not None and self.is_tainted(target):
                return True
        if not PROPAGATORS.match(callee.text()):
            return False
        arguments = node.field("arguments")
        return arguments is not None and any(self.is_tainted(a) for a in arguments.named_children())

    def bind(self, binding: Any) -> None:
        kind = binding.kind()
        if kind == "variable_declarator":
            target, value, add = binding.field("name"), binding.field("value"), False
        elif kind == "for_in_statement":  # for (const item of items): each item holds the collection's data
            target, value, add = binding.field("left"), binding.field("right"), False
        else:
            target, value = binding.field("left"), binding.field("right")
            add = kind == "augmented_assignment_expression"
        if target is None:
            return
        names = _bound_names(target)
        if not names:
            return
        tainted = value is not None and self.is_tainted(value)
        if value is not None and value.kind() == "new_expression" and value.text().startswith("new URLSearchParams("):
            self.encoded.update(names)
        # a clean value assigned on one branch only (`if (!next) next = '/'`) may not be the one used
        keep = add or (kind != "variable_declarator" and _conditional(binding))
        for name in names:
            if tainted:
                self.tainted.add(name)
            elif not keep:
                self.tainted.discard(name)

    def guard(self, statement: Any) -> None:
        """An allow-list or containment check on a variable: `if (!ALLOWED.includes(x)) return`
        cleans x from there on; `if (ALLOWED.includes(x)) { ... }` cleans it inside the block;
        `if (!resolved.startsWith(ROOT)) throw ...` cleans `resolved`."""
        condition = statement.field("condition")
        consequence = statement.field("consequence")
        if condition is None or consequence is None:
            return
        negated = condition.text().lstrip("( ").startswith("!")
        exits = _exits(consequence)
        if negated != exits:
            return
        for name in _checked_names(condition):
            if exits:
                self.tainted.discard(name)
            else:
                self.checked.append((*_span(consequence), name))

    def propagate(self, call: Any) -> None:
        """`list.push(x)`, `map.set(k, x)`, `params.append(k, x)`: the collection holds x."""
        callee = call.field("function")
        target = callee.field("object") if callee is not None else None
        if target is None or target.kind() != "identifier":
            return
        arguments = call.field("arguments")
        if arguments is not None and any(self.is_tainted(a) for a in arguments.named_children()):
            self.tainted.add(target.text())


def _checked_names(condition: Any, any_call: bool = False) -> list[str]:
    """Variables an allow-list check in `condition` tests (with `any_call`, also those passed to
    any function, such as `isSafeReturnPath(next)`)."""
    names = []
    for call in condition.find_all(kind="call_expression"):
        callee = call.field("function")
        arguments = call.field("arguments")
        if callee is not None and arguments is not None and any_call and callee.kind() == "identifier":
            names += [a.text() for a in arguments.named_children() if a.kind() == "identifier"]
        if callee is None or callee.kind() != "member_expression":
            continue
        method = callee.field("property")
        if method is None or arguments is None:
            continue
        if method.text() in ALLOW_CHECKS:
            names += [a.text() for a in arguments.named_children() if a.kind() == "identifier"]
        elif method.text() == "startsWith" and callee.field("object").kind() == "identifier":
            names.append(callee.field("object").text())
    return names


def _conditional(node: Any) -> bool:
    """Whether `node` runs only on some paths of its function: inside an if, switch, loop or catch."""
    for ancestor in node.ancestors():
        kind = ancestor.kind()
        if kind in FUNCTIONS:
            return False
        if kind in CONDITIONAL_BLOCKS:
            return True
    return False


def _exits(consequence: Any) -> bool:
    if consequence.kind() in EARLY_EXITS:
        return True
    statements = consequence.named_children() if consequence.kind() == "statement_block" else [consequence]
    return any(statement.kind() in EARLY_EXITS for statement in statements)


def _bound_names(target: Any) -> list[str]:
    """The variable names a binding target introduces: `x`, `{ id, user: u }`, `[a, b]`."""
    kind = target.kind()
    if kind == "identifier":
        return [target.text()]
    if kind in ("object_pattern", "array_pattern"):
        names = []
        for node in target.find_all(any=[{"kind": "shorthand_property_identifier_pattern"}, {"kind": "identifier"}]):
            parent = node.parent()
            if parent is not None and parent.kind() == "pair_pattern" and parent.field("key") == node:
                continue
            names.append(node.text())
        return names
    return []


def _outermost_functions(root: Any) -> list[Any]:
    functions = root.find_all(any=[{"kind": kind} for kind in FUNCTIONS])
    outermost = []
    last_end = -1
    for function in sorted(functions, key=_span):
        start, end = _span(function)
        if start >= last_end:
            outermost.append(function)
            last_end = end
    return outermost


def _parameter_bindings(function: Any, scope: _Scope) -> None:
    """Parameters that are sources (a destructured route `{ params }`) start tainted."""
    parameters = function.field("parameters") or function.field("parameter")
    if parameters is None:
        return
    for node in [parameters, *parameters.find_all(any=[{"kind": "object_pattern"}, {"kind": "identifier"}])]:
        if _span(node) in scope.sources:
            scope.tainted.update(_bound_names(node) or [node.text()])


def required_text(options: TaintMatch) -> Requirement:
    """No match without a sink and a source: the text one of the sinks needs, and one of the sources."""
    required: Requirement = ()
    for entries in (options.sinks, options.sources):
        rules = [rule for entry in entries for rule in (PRESETS[entry] if isinstance(entry, str) else [entry])]
        required += requirement({"any": [{k: v for k, v in r.items() if k != "$languages"} for r in rules]})
    return required


def find(options: TaintMatch, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
    root = source.tree
    language = source.language
    sinks: dict[tuple[int, int], tuple[Any, Any]] = {}
    for config in _configs(options.sinks, language):
        for node in root.find_all(config):
            focus = node.get_match(SINK)
            if focus is not None:
                sinks.setdefault(_span(node), (node, focus))
    if not sinks:
        return
    sources = _spans(root, _configs(options.sources, language))
    if not sources:
        return
    sanitizers = _spans(root, _configs(options.sanitizers, language))
    for events, scope in _scopes(root, [node for node, _ in sinks.values()], sources, sanitizers):
        reported = False
        for node in events:
            span = _span(node)
            if span in sinks and node.kind() == sinks[span][0].kind():
                sink, focus = sinks[span]
                if scope.is_tainted(focus) and not (reported and options.per_function):
                    reported = True
                    yield _raw(source, sink, focus)
            if node.kind() == "if_statement":
                scope.guard(node)
            elif node.kind() in BINDINGS:
                scope.bind(node)
            elif node.kind() == "call_expression" and span not in sinks:
                scope.propagate(node)


def _spans(root: Any, configs: list[dict[str, Any]]) -> frozenset[tuple[int, int]]:
    return frozenset(_span(node) for config in configs for node in root.find_all(config))


def _scopes(
    root: Any, sinks: list[Any], sources: frozenset[tuple[int, int]], sanitizers: frozenset[tuple[int, int]]
) -> Iterator[tuple[list[Any], _Scope]]:
    """Each outermost function holding a sink, its events in source order; then the code outside functions."""
    functions = _outermost_functions(root)
    inside = [_span(function) for function in functions]
    for function, (start, end) in zip(functions, inside, strict=True):
        held = [sink for sink in sinks if start <= _span(sink)[0] < end]
        if held:
            scope = _Scope(sources, sanitizers)
            _parameter_bindings(function, scope)
            yield _ordered(_events(function) + held), scope
    outside = [n for n in _events(root) + sinks if not any(s <= _span(n)[0] < e for s, e in inside)]
    if outside:
        yield _ordered(outside), _Scope(sources, sanitizers)


PROPAGATING_CALL = {
    "kind": "call_expression",
    "has": {"field": "function", "kind": "member_expression", "regex": r"\.(push|unshift|set|append|add)$"},
}


def _events(node: Any) -> list[Any]:
    return list(node.find_all(any=[*({"kind": kind} for kind in (*BINDINGS, "if_statement")), PROPAGATING_CALL]))


def _ordered(nodes: list[Any]) -> list[Any]:
    """Source order; an enclosing node before what it contains (a binding before its value's sink)."""
    return sorted(nodes, key=lambda n: (_span(n)[0], -_span(n)[1]))


def _raw(source: SourceFile, sink: Any, focus: Any) -> RawMatch:
    span = sink.range()
    start = source.offset(span.start.line, span.start.column)
    end = source.offset(span.end.line, span.end.column)
    return RawMatch(start, end, {SINK: focus.text(), "CALL": _callee_text(sink)})


def _callee_text(sink: Any) -> str:
    callee = sink.field("function") or sink.field("constructor")
    return str(callee.text() if callee is not None else sink.text().split("(", 1)[0])
