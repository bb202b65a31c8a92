"""Structural matching with ast-grep: rules match syntax, never comments or unrelated strings."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, cast

from secure_lint.core.languages import STRUCTURAL_LANGUAGES
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.base import FixField, RawMatch, RawStep
from secure_lint.matchers.cheap_regex import anchor_config, rewrite_config
from secure_lint.matchers.required_regex import may_match, requirements
from secure_lint.matchers.required_text import Requirement, constrained, required_kinds, requirement
from secure_lint.matchers.rule_order import cheap_first, precheck
from secure_lint.matchers.shared_utils import needed_utils
from secure_lint.matchers.structural_facts import FACTS
from secure_lint.matchers.values import CONTEXTS, inert
from secure_lint.matchers.values.bounds import capped
from secure_lint.matchers.values.held_key import held_key_use
from secure_lint.matchers.values.html_output import html_output
from secure_lint.matchers.values.imports import Links
from secure_lint.matchers.values.incidental_uses import incidental
from secure_lint.matchers.values.invariant import may_be_fixed
from secure_lint.matchers.values.parameter_fed import REASON as PARAMETER_REASON
from secure_lint.matchers.values.parameter_fed import parameter_fed
from secure_lint.matchers.values.random_keys import random_key
from secure_lint.matchers.values.signing_key import signing_key_use
from secure_lint.matchers.values.swift_origin import Origin, literal_origin
from secure_lint.matchers.values.syntax import FUNCTION_KINDS
from secure_lint.matchers.values.unreferenced import unreferenced_property
from secure_lint.rules.validated import Validated

if TYPE_CHECKING:
    from ast_grep_py import Config

    from secure_lint.core.source import SourceFile


@dataclass(frozen=True, kw_only=True)
class StructuralMatch(Validated):
    """An ast-grep rule object, with optional constraints/utils/transform."""

    rule: dict[str, Any]
    constraints: dict[str, Any] | None = None
    utils: dict[str, Any] | None = None
    transform: dict[str, Any] | None = None
    focus: str | None = None  # metavariable whose node is the reported location
    secret: str | None = None  # metavariable whose text is a secret value, redacted everywhere
    # utils a fact about the whole repository widens (util name -> fact, see repo_facts.py): a
    # guard in another file; findings it answers are dropped after the per-file scan
    repo_facts: dict[str, str] | None = None
    # metavariables whose values the value model (matchers/values) may show inert: a match whose
    # every one of them is constant, of a non-string type or escaped is dropped (a sink fed only
    # by the code's own values is quiet)
    quiet_when_inert: list[str] | None = None
    # metavariables whose value, where not inert, is only a parameter of a named function no code of
    # the file calls (values/parameter_fed.py: a pipe's input, a setter's value): such a match is a
    # review item (needs_review, low confidence, info), its data's origin not shown
    review_when_parameter: list[str] | None = None
    escaped_for: str | None = None  # the sink's context (values/contexts.py): which escapers make them inert
    # another context for the matches whose metavariable's text matches a regex (context ->
    # {METAVAR: regex}, first match wins): one rule over sinks of several kinds (Html, Url)
    escaped_for_when: dict[str, dict[str, str]] | None = None
    # metavariables bound to a count the request sets: a match is dropped when one is the field of
    # an object a schema parses that caps that field (values/bounds.py: `limit: z.number().max(100)`)
    quiet_when_capped: list[str] | None = None
    # metavariables that must be able to hold a value fixed for the process (values/invariant.py:
    # a constant, a module binding, configuration, a conversion of those, on some branch): a match
    # whose one of them is fresh at every call (a parameter, a random draw) is dropped
    quiet_unless_fixed: list[str] | None = None
    # metavariables bound to a value (a random draw) that matters only by its use: a match whose
    # every one of them is held by a name whose every use in the file is incidental (a cache-buster
    # of a fetched URL, an element id, a log line: values/incidental_uses.py) is dropped
    quiet_when_incidental: list[str] | None = None
    # metavariables bound to a key: a match whose every one of them is a CSPRNG's draw (through
    # names, helpers, encodings and the callers of a parameter: values/random_keys.py) is dropped
    quiet_when_random: list[str] | None = None
    # metavariables bound to the name a match declares (a Swift stored property): a match whose
    # every one of them its file never names again, and no other file can reach (private, or a
    # SwiftUI view's), is dropped: a declaration nothing reads or writes persists nothing
    # (values/unreferenced.py)
    quiet_when_unreferenced: list[str] | None = None
    # one finding per function: a match whose nearest enclosing function already gave one is the
    # same weakness again (a Server Action's second id parameter, when the action lacks one check)
    once_per_function: bool = False
    # where the output of what the match configures must go for it to be a weakness (OUTPUT_SINKS):
    # `html`, a template option (`noEscape: true`) whose compiled template's output reaches no HTML
    # sink the file shows is dropped (values/html_output.py); `signing-key`, a secret's literal
    # fallback that keys nothing forgeable in the file (values/signing_key.py); `held-key`, a literal
    # held under a session or cookie secret's name that keys nothing forgeable (values/held_key.py)
    quiet_unless_output_reaches: str | None = None
    # a metavariable bound to the key or IV a cipher's call takes (Swift): a match that binds it is
    # kept only when its value carries a literal the code writes (values/swift_origin.py: through
    # names, byte views, conversions and the closures of withUnsafeBytes), and is reported at the
    # declaration holding that literal, its flow from there to the call ($NAME and $VALUE: the
    # declared name and the literal, when the rule binds none; the literal is the `secret` if any)
    literal_origin: str | None = None
    # a regex: a literal origin whose text matches it is another rule's finding (the match is dropped)
    literal_origin_unless: str | None = None

    @cached_property
    def plan(self) -> Plan:
        """What the options run as (built on first use, or decoded from the rule cache)."""
        text = self.__dict__.pop(_PLAN_TEXT, None)
        return Plan.decode(text, self) if text is not None else Plan.of(self)


# The Matcher protocol (matchers/base.py): this module is the structural matcher.
options_type = StructuralMatch
parsed = True
whole_file = False
fix_field: FixField | None = "template"


OUTPUT_SINKS = {"html": html_output, "signing-key": signing_key_use, "held-key": held_key_use}

METAVAR = lazy_compile(r"\$(\$\$)?([A-Z_][A-Z0-9_]*)")


def _config(options: StructuralMatch) -> dict[str, Any]:
    """The ast-grep config, with regexes rewritten to compile fast (see cheap_regex) and cheap
    parts tried first (see rule_order)."""
    config: dict[str, Any] = {"rule": rewrite_config(options.rule)}
    for key in ("constraints", "utils"):
        value = getattr(options, key)
        if value:
            config[key] = rewrite_config(value)
    if options.transform:
        config["transform"] = options.transform
    return cheap_first(config)


@lru_cache(maxsize=4096)
def _metavar_names(rule_json: str) -> tuple[str, ...]:
    return tuple(sorted({name for _, name in METAVAR.findall(rule_json)}))


def prepare(options: StructuralMatch, languages: list[str]) -> StructuralMatch:
    """The options with the shared utils they name added (see shared_utils.py), checked."""
    from ast_grep_py import SgRoot  # noqa: PLC0415 (ast-grep: heavy, only for code files)

    own = options.utils or {}
    shared = needed_utils([options.rule, options.constraints], own, languages)
    options = replace(options, utils={**shared, **own}) if shared else options
    for language in languages:
        if language not in STRUCTURAL_LANGUAGES:
            raise ValueError(f"structural rules need a parsed language, not {language}")
        try:
            SgRoot("", STRUCTURAL_LANGUAGES[language]).root().find_all(cast("Config", options.plan.config))
        except Exception as error:  # ast-grep raises a bare Exception for bad rules
            reason = str(error).splitlines()[0]
            raise ValueError(
                f"invalid ast-grep rule for {language}: {reason} (a node kind or pattern "
                f"this grammar lacks? list only the languages the rule is written for)"
            ) from None
    _check_repo_facts(options)
    names = options.plan.names
    for role in ("focus", "secret", "literal_origin"):
        name = getattr(options, role)
        if name and name not in names:
            raise ValueError(f"{role} ${name} is not a metavariable of the rule")
    for role in (
        "quiet_when_inert", "quiet_when_capped", "quiet_unless_fixed", "quiet_when_incidental", "quiet_when_random",
        "review_when_parameter",
    ):  # fmt: skip
        for name in getattr(options, role) or ():
            if name not in names:
                raise ValueError(f"{role}: ${name} is not a metavariable of the rule")
    reaches = options.quiet_unless_output_reaches
    if reaches is not None and reaches not in OUTPUT_SINKS:
        raise ValueError(f"quiet_unless_output_reaches: {reaches!r} is none of {', '.join(OUTPUT_SINKS)}")
    if options.literal_origin_unless is not None:
        if options.literal_origin is None:
            raise ValueError("literal_origin_unless needs literal_origin")
        try:
            re.compile(options.literal_origin_unless)
        except re.error as error:
            raise ValueError(f"literal_origin_unless: invalid regex ({error})") from None
    if options.escaped_for is not None and options.escaped_for not in CONTEXTS:
        raise ValueError(f"escaped_for: {options.escaped_for!r} is none of {', '.join(CONTEXTS)}")
    for context, when in (options.escaped_for_when or {}).items():
        if context not in CONTEXTS:
            raise ValueError(f"escaped_for_when: {context!r} is none of {', '.join(CONTEXTS)}")
        for name in when:
            if name not in names:
                raise ValueError(f"escaped_for_when: ${name} is not a metavariable of the rule")
    return options


def _check_repo_facts(options: StructuralMatch) -> None:
    for util, fact in (options.repo_facts or {}).items():
        if util not in (options.utils or {}):
            raise ValueError(f"repo_facts: {util!r} is not a util of the rule")
        if fact not in FACTS:
            raise ValueError(f"repo_facts: unknown fact {fact!r} (known: {', '.join(sorted(FACTS))})")


def _node_span(source: SourceFile, node: Any) -> tuple[int, int]:
    span = node.range()
    start = source.offset(span.start.line, span.start.column)
    end = source.offset(span.end.line, span.end.column)
    return start, end


def _metavars(source: SourceFile, node: Any, names: tuple[str, ...], transformed: tuple[str, ...]) -> dict[str, str]:
    found: dict[str, str] = {}
    for name in transformed:
        value = node.get_transformed(name)
        if value is not None:
            found[name] = value
    for name in names:
        single = node.get_match(name)
        if single is not None:
            found[name] = single.text()
            continue
        many = node.get_multiple_matches(name)
        if many:
            start, _ = _node_span(source, many[0])
            _, end = _node_span(source, many[-1])
            found[name] = source.text[start:end]
    return found


def render_template(template: str, metavars: dict[str, str]) -> str:
    """Substitute $NAME and $$$NAME in a fix template or message."""
    return METAVAR.sub(lambda m: metavars.get(m.group(2), m.group(0)), template)


_PLAN_TEXT = "_plan_text"  # where adopt_plan leaves a cached plan's JSON until it is first used


@dataclass(frozen=True)
class Plan:
    """What a rule's options run as: its ast-grep config (regexes rewritten and anchored to compile
    fast, cheap parts first), its metavariable names, the regexes (required_regex.py) and the
    text (required_text.py) a file needs for a match, the node kinds one of which it needs, and
    the precheck config run first (rule_order.precheck). Building it takes milliseconds a rule, so the rule cache keeps
    it (`plan_text`, `adopt_plan`) and no scan builds it again."""

    config: dict[str, Any]
    names: tuple[str, ...]
    needs: tuple[str, ...]
    required: Requirement
    kinds: frozenset[str]
    precheck: dict[str, Any] | None

    @classmethod
    def of(cls, options: StructuralMatch) -> Plan:
        config = _config(options)
        first = precheck(config)
        utils = config.get("utils") or {}
        return cls(
            config=anchor_config(config),
            names=_metavar_names(json.dumps(config)),
            needs=tuple(requirements(constrained(config["rule"], config.get("constraints")), utils)),
            required=requirement(constrained(options.rule, options.constraints), options.utils),
            kinds=required_kinds(options.rule),
            precheck=anchor_config(first) if first is not None else None,
        )

    def encode(self) -> str:
        required = [sorted(clause) for clause in self.required]
        fields = [self.config, self.names, self.needs, required, sorted(self.kinds), self.precheck]
        return json.dumps(fields, separators=(",", ":"))

    @classmethod
    def decode(cls, text: str, options: StructuralMatch) -> Plan:
        """The plan `encode` wrote; built again from `options` when the text is not one."""
        try:
            config, names, needs, required, kinds, first = json.loads(text)
            return cls(
                config=dict(config),
                names=tuple(map(str, names)),
                needs=tuple(map(str, needs)),
                required=tuple(frozenset((str(word), bool(folded)) for word, folded in c) for c in required),
                kinds=frozenset(map(str, kinds)),
                precheck=dict(first) if first is not None else None,
            )
        except (ValueError, TypeError):
            return cls.of(options)


def plan_text(options: StructuralMatch, languages: Sequence[str] = ()) -> str:
    """The options' plan as the rule cache keeps it (the same in every language)."""
    return options.plan.encode()


def adopt_plan(options: StructuralMatch, text: str) -> None:
    """Give options read from the rule cache the plan kept with them (decoded when first used)."""
    options.__dict__[_PLAN_TEXT] = text


def required_text(options: StructuralMatch) -> Requirement:
    return options.plan.required


def find(options: StructuralMatch, fix_template: str | None, source: SourceFile) -> Iterator[RawMatch]:
    plan = options.plan
    if not may_match(source, plan.needs):
        return  # a regex some node of every match satisfies is nowhere in the file (not parsed for it)
    if plan.kinds and not any(source.has_kind(kind) for kind in plan.kinds):
        return  # no node of the kinds a match has (no JSX in the file, say): nothing to compile
    if plan.precheck is not None and source.tree.find(plan.precheck) is None:
        return  # not even the rule without its costly `not` parts matches
    transformed = tuple(options.transform or ())
    reported_in: set[tuple[int, int]] = set()  # the functions that gave a match (once_per_function)
    for node in source.tree.find_all(plan.config):
        bound = node.get_match(options.literal_origin) if options.literal_origin else None
        origin = literal_origin(bound) if bound is not None else None
        if bound is not None and (origin is None or _excluded(origin, options.literal_origin_unless)):
            continue
        if options.quiet_when_inert and _inert(node, options.quiet_when_inert, source, _context(node, options)):
            continue
        if options.quiet_when_capped and _capped(node, options.quiet_when_capped, source):
            continue
        if options.quiet_unless_fixed and not _fixed(node, options.quiet_unless_fixed, source):
            continue
        if options.quiet_when_incidental and _incidental(node, options.quiet_when_incidental):
            continue
        if options.quiet_when_random and _random(node, options.quiet_when_random, source):
            continue
        if options.quiet_when_unreferenced and _unreferenced(node, options.quiet_when_unreferenced):
            continue
        reaches = options.quiet_unless_output_reaches
        output = OUTPUT_SINKS[reaches](node) if reaches is not None else None
        if reaches is not None and output is None:
            continue
        if options.once_per_function and _reported_before(node, reported_in):
            continue
        start, end = _node_span(source, node)
        metavars = _metavars(source, node, plan.names, transformed)
        if output is not None:
            metavars["OUTPUT"] = output
        fix = render_template(fix_template, metavars) if fix_template is not None else None
        fix_span = (start, end)
        if options.focus:
            focused = node.get_match(options.focus)
            if focused is not None:
                start, end = _node_span(source, focused)
        secret = _secret_span(source, node, options.secret)
        unproven = _unproven(node, options, source)
        flow: tuple[RawStep, ...] = ()
        if origin is not None:
            start, end, flow = _at_origin(source, origin, (start, end), metavars)
            secret = _literal_span(source, origin.literal) if options.secret else secret
        yield RawMatch(start, end, metavars, secret=secret, fix=fix, fix_span=fix_span, unproven=unproven, flow=flow)


def _excluded(origin: Origin, unless: str | None) -> bool:
    return unless is not None and re.search(unless, str(origin.literal.text())) is not None


def _at_origin(
    source: SourceFile, origin: Origin, sink: tuple[int, int], metavars: dict[str, str]
) -> tuple[int, int, tuple[RawStep, ...]]:
    """Where a match whose value a literal of the code carries is reported (the literal's
    declaration), and its flow from the literal to the matched call."""
    start, end = _node_span(source, origin.holder)
    literal = _node_span(source, origin.literal)
    metavars.setdefault("NAME", origin.name or "a literal")
    metavars.setdefault("VALUE", source.text[literal[0] : literal[1]])
    if origin.holder == origin.literal:
        return start, end, ()  # written at the call: no path to show
    return start, end, (RawStep(*literal, "source", label=origin.name), RawStep(*sink, "sink", label=origin.name))


def _literal_span(source: SourceFile, literal: Any) -> tuple[int, int] | None:
    """A literal's span without its quotes: a string's text, or the bytes of an array."""
    start, end = _node_span(source, literal)
    text = source.text[start:end]
    return (start + 1, end - 1) if text[:1] == '"' and text[-1:] == '"' and end - start > 2 else (start, end)


def _context(node: Any, options: StructuralMatch) -> str | None:
    """The sink's context for this match: the first of `escaped_for_when` whose metavariables'
    texts match their regexes, else `escaped_for`."""
    for context, when in (options.escaped_for_when or {}).items():
        bound = [(node.get_match(name), pattern) for name, pattern in when.items()]
        if all(b is not None and re.search(pattern, b.text()) for b, pattern in bound):
            return context
    return options.escaped_for


def _inert(node: Any, names: list[str], source: SourceFile, context: str | None) -> bool:
    """Whether each of the metavariables is bound to a value the value model shows inert in `context`."""
    for name in names:
        bound = node.get_match(name)
        if bound is None or not inert(bound, source.language, context, source.links):
            return False
    return True


def _unproven(node: Any, options: StructuralMatch, source: SourceFile) -> str | None:
    """The review reason when each `review_when_parameter` metavariable is fed only by a parameter
    of a function no code of the file calls (values/parameter_fed.py), else None."""
    names = options.review_when_parameter
    if not names:
        return None
    context = _context(node, options)
    for name in names:
        bound = node.get_match(name)
        if bound is None or not parameter_fed(bound, source.language, context, source.links):
            return None
    return PARAMETER_REASON


def _fixed(node: Any, names: list[str], source: SourceFile) -> bool:
    """Whether each of the metavariables may hold a value fixed for the process (values/invariant.py)."""
    return all((bound := node.get_match(name)) is not None and may_be_fixed(bound, source.language) for name in names)


def _incidental(node: Any, names: list[str]) -> bool:
    """Whether each of the metavariables is a value every use of its holder leaves incidental."""
    return all((bound := node.get_match(name)) is not None and incidental(bound) for name in names)


def _random(node: Any, names: list[str], source: SourceFile) -> bool:
    """Whether each of the metavariables is bound to a random key (values/random_keys.py)."""
    links = source.links if isinstance(source.links, Links) else None
    return all((bound := node.get_match(name)) is not None and random_key(bound, links) for name in names)


def _reported_before(node: Any, reported_in: set[tuple[int, int]]) -> bool:
    """Whether the nearest function around `node` gave a match already (and note it if not)."""
    owner = node.parent()
    while owner is not None and owner.kind() not in FUNCTION_KINDS:
        owner = owner.parent()
    if owner is None:
        return False
    place = (owner.range().start.index, owner.range().end.index)
    if place in reported_in:
        return True
    reported_in.add(place)
    return False


def _unreferenced(node: Any, names: list[str]) -> bool:
    """Whether each of the metavariables is a name the declaration `node` declares and nothing
    else names (values/unreferenced.py)."""
    return all(
        (bound := node.get_match(name)) is not None and unreferenced_property(node, bound.text()) for name in names
    )


def _capped(node: Any, names: list[str], source: SourceFile) -> bool:
    """Whether one of the metavariables is bound to a count a schema caps (values/bounds.py)."""
    links = source.links if isinstance(source.links, Links) else None
    for name in names:
        bound = node.get_match(name)
        if bound is not None and capped(bound, links):
            return True
    return False


def _secret_span(source: SourceFile, node: Any, name: str | None) -> tuple[int, int] | None:
    """The span of the string literal bound to $NAME, without its quotes."""
    bound = node.get_match(name) if name else None
    if bound is None:
        return None
    start, end = _node_span(source, bound)
    text = source.text[start:end]
    if len(text) >= 2 and text[0] in "'\"`" and text[-1] == text[0]:
        return start + 1, end - 1
    return None  # a name or expression is not a secret value; only literals are
