"""Local dataflow (taint) matching inside one function, the shape of Semgrep's taint mode.

A rule names `sources` (expressions whose value an attacker controls), `sinks` (ast-grep rules
binding `$SINK`, the part that must not receive such a value) and `sanitizers` (expressions
whose value is safe whatever went in). Each entry is an ast-grep rule object or the name of a
preset (presets.py: `http-request`, `deep-link`, `number-conversion`, ...), which has a form
per language. Entries may use shared ast-grep utils (`matches: NAME`, packs/utils/).

Within each outermost function (its closures included), statements are read in source order
(flow.py): a variable bound to a tainted value is tainted, re-binding it to a clean value
cleans it, an early-exit allow-list check cleans what it checks. How each language's
expressions carry data is its syntax module's business (syntax.py: javascript.py, swift.py).
A sink whose `$SINK` is tainted at that point is a match. Code outside functions is one more
scope.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.languages import STRUCTURAL_LANGUAGES
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.base import FixField, RawMatch, RawStep
from secure_lint.matchers.pruned_config import PrunedConfigs
from secure_lint.matchers.required_text import Requirement, requirement
from secure_lint.matchers.rule_order import disjoint_first
from secure_lint.matchers.shared_utils import needed_utils
from secure_lint.matchers.structural import METAVAR, render_template
from secure_lint.matchers.taint.flow import FixedOrigin, Span, Trail, innermost, span
from secure_lint.matchers.taint.html_attributes import encoded_attribute_reads
from secure_lint.matchers.taint.kept_plan import config_key, kept_configs, kept_required_text, plan_json
from secure_lint.matchers.taint.presets import preset_rules, presets_named
from secure_lint.matchers.taint.source_fields import source_fields
from secure_lint.matchers.taint.source_returns import source_calls
from secure_lint.matchers.taint.summaries import Imported, summarise, through_calls
from secure_lint.matchers.taint.syntax import SYNTAX
from secure_lint.matchers.taint.unproven import (
    EXPORTED_PARAMETER,
    JAVASCRIPT,
    UNSHOWN_REASON,
    commonjs_exported_parameters,
)
from secure_lint.matchers.taint.unproven import REASON as UNPROVEN
from secure_lint.matchers.taint.whole_values import held_whole
from secure_lint.matchers.values import CONTEXTS, declared_string, escaper, escapes_for, inert
from secure_lint.matchers.values.objects import json_object
from secure_lint.matchers.values.parse_guards import parsed_reads
from secure_lint.matchers.values.signed_requests import verified_source
from secure_lint.matchers.values.uncalled import uncalled
from secure_lint.rules.validated import Validated

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile

TaintEntry = str | dict[str, Any]  # a preset name (matchers/taint/presets.py) or an ast-grep rule object


@dataclass(frozen=True, kw_only=True)
class TaintMatch(Validated):
    """Local dataflow in one function: sources reaching a sink's $SINK, unless sanitized."""

    sources: list[TaintEntry]
    sinks: list[TaintEntry]
    sanitizers: list[TaintEntry] = field(default_factory=list)
    utils: dict[str, Any] | None = None  # ast-grep utils the entries use with `matches:`
    per_function: bool = False  # report only the first tainted sink of each function (one weakness)
    # a source the value model (matchers/values) shows inert (SQL text whose every interpolation is
    # a constant or a number) is no source, and a sink whose value it shows inert where it runs (a
    # guard allow-listed it, a type narrowed it) is quiet: for injection rules, where only text breaks out
    quiet_when_inert: bool = False
    # the sink's context (values/contexts.py: html, sql, shell, url, script, regex): an escaper for
    # another one (`escapeHtml` before SQL) neither sanitizes nor makes a source inert
    escaped_for: str | None = None
    # URL sinks: a URL whose scheme and host the code fixed before any source's data (`/orders/${id}`,
    # `${API_BASE}/users/${id}`) no longer lets the caller choose where it points
    # ("navigation": a redirect's, where a fixed path on the request's own origin is clean too, flow.FixedOrigin)
    fixed_origin: FixedOrigin = False
    # sources whose data is not shown to come from outside (`exported-parameter`, unproven.py): a sink
    # only they reach is a finding to review (needs_review, low confidence, info severity)
    unproven_sources: list[TaintEntry] = field(default_factory=list)
    # a sink of the same text given the same source again in one function (`if (!link) redirect(`https://
    # ${domain}`)` repeated after a re-check) is the same weakness, with the same fix: reported once
    same_sink_once: bool = False
    # for rules whose weakness is a value that is not a string (an operator object in a MongoDB
    # filter): a read dominated by a string method's call on the same value (`email.trim();`,
    # `validator.isEmail(email)`), which would have thrown on anything else, is clean (string_proof.py)
    string_proofs: bool = False
    # for sinks where who sent the request decides the harm (where the server's own request goes): a
    # request source in a function that rejects requests without a valid webhook signature (Slack's,
    # GitHub's, Stripe's `constructEvent`, Svix's `verify`) holds what the provider holding the secret
    # wrote, not an attacker's choice (values/signed_requests.py). Not for text a provider relays
    # from its own users (an issue title, a message) into SQL or a page
    signed_senders: bool = False
    # for HTML sinks: an undecoded part of the page's URL read inside a double-quoted attribute of
    # the markup a template or concatenation builds, where it cannot close the attribute nor open a
    # tag (html_attributes.py), is clean
    encoded_url_attributes: bool = False
    # for sinks that send an object as JSON (Express's `res.send`): a sink value that is an object
    # wherever it is bound (an object literal, an instance of a class the repository declares) is
    # no text, whatever request data its fields hold (values/objects.py)
    json_objects: bool = False
    # for ReDoS rules: a sink is kept only when a regular expression literal it runs (in the call,
    # or the constant it names) can backtrack exponentially: a nested quantifier whose inner
    # repetition can read the same text more than one way (values/regex_ambiguity.py)
    exponential_regex: bool = False
    # for rules whose weakness is a source's value used whole (a request object as a MongoDB filter):
    # a sink is kept only when its value is that value as it came in, or a conversion of it
    # (`JSON.parse(q)`), not an object or array the code built around it (`{ email: req.body.email }`,
    # `query.status = req.query.status`): whole_values.py
    whole_values: bool = False


# The Matcher protocol (matchers/base.py): this module is the taint matcher.
options_type = TaintMatch
parsed = True
whole_file = False
fix_field: FixField | None = "template"  # over the sink pattern's metavariables


SINK = "SINK"
ROLES = ("sources", "sinks", "sanitizers", "unproven_sources")


def _configs(options: TaintMatch, role: str, language: str) -> PrunedConfigs:
    """The configs of one role's entries for `language` (presets expanded), per file; from what
    the rule cache kept of them (`plan_text`) when it kept them."""
    written = getattr(options, role)
    written_own = [entry for entry in written if isinstance(entry, dict)]
    kept = kept_configs(options.__dict__.get(_REQUIRED_TEXT), role, language, len(written_own))
    own = kept["own"] if kept is not None else disjoint_first(written_own, options.utils or {})
    mine = iter(own)  # the rule's own entries, cheap parts first; a preset's rules as written
    entries = [
        rule
        for entry in written
        for rule in (preset_rules(entry, language) if isinstance(entry, str) else [next(mine)])
    ]
    return PrunedConfigs(entries, options.utils, kept)


# Per rule options object, role and language: its configs, built once per process.
_prepared: dict[tuple[int, str, str], tuple[TaintMatch, PrunedConfigs]] = {}


def _search(root: Any, options: TaintMatch, role: str, language: str, source: SourceFile | None = None) -> list[Any]:
    """The role's matches in the tree of file `source` (None: search with every entry, as
    `prepare` does to check them all)."""
    return _found(root, options, role, _config(options, role, language, source))


def _config(options: TaintMatch, role: str, language: str, source: SourceFile | None) -> dict[str, Any] | None:
    """The config of the role's entries for file `source` (PrunedConfigs.config); None when
    none of them can match there."""
    key = (id(options), role, language)
    cached = _prepared.get(key)
    if cached is None or cached[0] is not options:
        cached = _prepared[key] = (options, _configs(options, role, language))
    return cached[1].config(source)


def _found(root: Any, options: TaintMatch, role: str, config: dict[str, Any] | None) -> list[Any]:
    found = list(root.find_all(config)) if config is not None else []
    if role == "sinks" and options.exponential_regex:
        from secure_lint.matchers.values.regex_ambiguity import runs_exponential  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

        return [node for node in found if runs_exponential(node, root)]
    return found


def prepare(options: TaintMatch, languages: list[str]) -> TaintMatch:
    from ast_grep_py import SgRoot  # noqa: PLC0415 (ast-grep: heavy, only for code files)

    if not options.sources or not options.sinks:
        raise ValueError("a taint rule needs at least one source and one sink")
    if options.escaped_for is not None and options.escaped_for not in CONTEXTS:
        raise ValueError(f"escaped_for: {options.escaped_for!r} is none of {', '.join(CONTEXTS)}")
    for role in ROLES:
        for entry in getattr(options, role):
            if isinstance(entry, str):
                presets_named(entry, "source" if role == "unproven_sources" else role[:-1], languages)
    own = options.utils or {}
    entries = [entry for role in ROLES for entry in getattr(options, role) if isinstance(entry, dict)]
    shared = needed_utils(entries, own, languages)
    options = replace(options, utils={**shared, **own}) if shared else options
    for language in languages:
        if language not in STRUCTURAL_LANGUAGES or language not in SYNTAX:
            raise ValueError(
                f"taint rules need a language the taint matcher reads ({', '.join(SYNTAX)}), not {language}"
            )
        root: Any = SgRoot("", STRUCTURAL_LANGUAGES[language]).root()
        for role in ROLES:
            try:
                _search(root, options, role, language)
            except Exception as error:  # ast-grep raises a bare Exception for bad rules
                raise ValueError(f"invalid ast-grep rule for {language}: {str(error).splitlines()[0]}") from None
    for sink in options.sinks:
        if isinstance(sink, dict) and "$SINK" not in repr(sink) and "$$$SINK" not in repr(sink):
            raise ValueError("every sink must bind $SINK, the part that must not be tainted")
    return options


_REQUIRED_TEXT = "_required_text"  # where adopt_plan leaves the required text the rule cache kept


def plan_text(options: TaintMatch, languages: Sequence[str] = ()) -> str:
    """What the rule cache keeps with a taint rule: the text its matches need (`required_text`),
    whose derivation reads every entry's regexes (a staged scan spent a tenth of its time there),
    and each role's configs for each of `languages` as `_configs` derives them (kept_plan.py)."""
    required = [sorted(clause) for clause in _derived_required_text(options)]
    configs = {
        config_key(role, language): {
            "own": disjoint_first([e for e in getattr(options, role) if isinstance(e, dict)], options.utils or {}),
            **_configs(options, role, language).kept(),
        }
        for role in ROLES
        for language in languages
        if language in SYNTAX
    }
    return plan_json(required, configs)


def adopt_plan(options: TaintMatch, text: str) -> None:
    """Give options read from the rule cache the required text kept with them."""
    options.__dict__[_REQUIRED_TEXT] = text


def required_text(options: TaintMatch) -> Requirement:
    """No match without a sink and a source: the text one of the sinks needs, and one of the
    sources (as the rule cache kept it, else derived)."""
    kept = kept_required_text(options.__dict__.get(_REQUIRED_TEXT))
    return kept if kept is not None else _derived_required_text(options)


def _derived_required_text(options: TaintMatch) -> Requirement:
    required: Requirement = ()
    for entries in (options.sinks, options.sources + options.unproven_sources):
        rules = [rule for entry in entries for rule in (preset_rules(entry) if isinstance(entry, str) else [entry])]
        required += requirement({"any": rules}, options.utils)
    return required


def find(options: TaintMatch, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
    language = source.language
    config = _config(options, "sinks", language, source)
    if config is None and source.links is None:
        return  # no sink can match in the file: it is not parsed for this rule
    root = source.tree
    sinks: dict[Span, tuple[Any, Any]] = {}
    for node in _found(root, options, "sinks", config):
        focus = node.get_match(SINK)
        if focus is not None:
            sinks.setdefault(span(node), (node, focus))
    if not sinks and source.links is None:
        return  # (with links, a sink may be in a function the file imports)
    sources = _sources(options, "sources", source)
    unproven = {
        where: node
        for where, node in _unproven(options, source).items()
        if where not in sources and uncalled(node, root)
    }
    if not sources and not unproven:
        return
    source.dataflows[id(options)] = bool(sources)
    sanitizers = frozenset(span(node) for node in _sanitizers(options, source))
    syntax = SYNTAX[language]
    imported = Imported(source.links, _searcher(options, language), id(options), options.fixed_origin)
    summaries = summarise(
        root, language, syntax, sinks, sanitizers, imported if source.links else None, options.fixed_origin
    )
    sources = {**sources, **source_calls(root, syntax, summaries, sources, sanitizers, options.fixed_origin)}
    fields = None
    if language in JAVASCRIPT:
        fields = source_fields(root, syntax, summaries, sources, sanitizers, options.fixed_origin)
        sources = {**sources, **fields.reads}
    reported: set[tuple[str | None, Span]] = set()
    weaker = UNPROVEN if language in JAVASCRIPT else UNSHOWN_REASON
    repeated: set[tuple[str | None, Span | None, str, str]] = set()  # same_sink_once: function, sink text, source
    for found, reason in ((sources, None), (unproven, weaker)):
        if not found:
            continue
        for sink, focus, origin, trail, there in through_calls(
            root, syntax, sinks, found, sanitizers, options.per_function, summaries, options.fixed_origin
        ):
            home = there or source
            where = (there.path if there is not None else None, span(sink))
            if where in reported or (
                options.quiet_when_inert and inert(focus, home.language, options.escaped_for, home.links)
            ):
                continue  # reported from a shown source; or checked at the sink (`if (x !== '/a') return`), typed
            if options.json_objects and home.language in JAVASCRIPT and json_object(focus, home.links):
                continue  # sent as JSON: no page renders it
            if options.whole_values and not held_whole(focus, trail):
                continue  # the data sits in a field the code chose: a field-level rule's matter
            reported.add(where)
            if options.same_sink_once:
                again = (where[0], innermost(sink, syntax), " ".join(str(sink.text()).split()), origin)
                if again in repeated:
                    continue
                repeated.add(again)
            if fields is not None:
                origin, trail = fields.extended(origin, trail)  # from a field a `new` fed: the data's way there
            call = sink.parent() if sink.kind() == "arguments" else sink  # a sink on a call's argument list
            raw = _raw(source, sink, focus, syntax.callee(call), origin, trail, there)
            matched = sinks.get(span(sink)) if there is None else None
            if fix is not None and matched is not None:
                raw = replace(raw, fix=_fix(source, matched[0], fix), fix_span=(raw.start, raw.end))
            if matched is not None:  # the sink pattern's other metavariables, for the message
                raw = replace(raw, metavars={**_bound(source, matched[0], _sink_names(options)), **raw.metavars})
            yield replace(raw, unproven=reason)


def role_text(options: TaintMatch, role: str, language: str | None = None) -> Requirement | None:
    """The text one of the entries of `role` ("sources", "sinks") needs in a file of `language`
    (None: of any language), for data that crosses files: a file with a source's text calling
    into one with a sink's; None when no entry has a form for the language. Derived once per
    rule and language."""
    key = (id(options), role, language)
    cached = _role_texts.get(key)
    if cached is None or cached[0] is not options:
        entries = getattr(options, role)
        rules = [r for entry in entries for r in (preset_rules(entry, language) if isinstance(entry, str) else [entry])]
        cached = _role_texts[key] = (options, requirement({"any": rules}, options.utils) if rules else None)
    return cached[1]


_role_texts: dict[tuple[int, str, str | None], tuple[TaintMatch, Requirement | None]] = {}


def sink_matches(options: TaintMatch, source: SourceFile) -> list[Any]:
    """The rule's sinks in the file (whatever reaches them): what summaries.Imported searches for
    in a module a file calls, so one search serves both."""
    return _search(source.tree, options, "sinks", source.language, source)


def without_unproven(options: TaintMatch) -> TaintMatch:
    """The options with shown sources only: for a scan that drops review items (the default
    profile), whose flows from unproven sources would all be dropped."""
    if not options.unproven_sources:
        return options
    stripped = replace(options, unproven_sources=[])
    kept = options.__dict__.get(_REQUIRED_TEXT)
    if kept is not None:
        adopt_plan(stripped, kept)
    return stripped


def has_source(options: TaintMatch, source: SourceFile, memo: dict[tuple[Any, str], bool]) -> bool:
    """Whether one of the rule's sources or unproven sources matches in the file's tree (even one
    the value model shows inert: a file without any hands no data on, `find` returns before its
    dataflow). Each entry is searched once per file in `memo` (a scan's), whatever rules share
    it: most rules' sources are one preset."""
    language = source.language
    if EXPORTED_PARAMETER in options.unproven_sources and language in JAVASCRIPT and _COMMONJS.search(source.text):
        return True  # a CommonJS module's exported functions' parameters (unproven.py), read by `find`
    for entry in (*options.sources, *options.unproven_sources):
        key = (_entry_key(entry, options), source.path)
        known = memo.get(key)
        if known is None:
            configs = _entry_configs.get((key[0], language))
            if configs is None:
                rules = preset_rules(entry, language) if isinstance(entry, str) else [entry]
                configs = _entry_configs[(key[0], language)] = PrunedConfigs(rules, options.utils)
            config = configs.config(source)
            known = memo[key] = config is not None and source.tree.find(config) is not None
        if known:
            return True
    return False


def _entry_key(entry: TaintEntry, options: TaintMatch) -> Any:
    """What identifies a source entry's matches: a preset by its name (presets refer to no rule's
    own utils), a rule object with the rule's utils (by the rule's options)."""
    return entry if isinstance(entry, str) else (id(options), json.dumps(entry, sort_keys=True))


# what every assignment to a CommonJS export holds (`module.exports = `, `exports.f =`; unproven.py)
_COMMONJS = lazy_compile(r"\bexports\s*(?:\.\s*[\w$]+\s*)?=(?!=)")

# (entry key, language) -> its configs; the options are kept alive by the rules of the process
_entry_configs: dict[tuple[Any, str], PrunedConfigs] = {}


def _sources(options: TaintMatch, role: str, source: SourceFile) -> dict[Span, Any]:
    """The sources of a role in the file, but those the value model shows inert (quiet_when_inert,
    with the file's links)."""
    language = source.language
    gates: dict[Span, int | None] = {}  # signed_senders: each function's signature gate
    return {
        span(node): node
        for node in _search(source.tree, options, role, language, source)
        if not (options.quiet_when_inert and inert(node, language, options.escaped_for, source.links))
        and not (role == "sources" and _string_option(node, language, source))
        and not (role == "sources" and language in JAVASCRIPT and _service_worker_request(node, source))
        and not (options.signed_senders and language in JAVASCRIPT and verified_source(node, gates))
    }


# a service worker's fetch handler: the request it intercepts is the page's own, made by the browser
# (which percent-encodes the URL it sends), not one a server receives from a client
_FETCH_HANDLER = lazy_compile(r"""\baddEventListener\(\s*['"]fetch['"]|\bonfetch\s*=|\bFetchEvent\b""")
_REQUEST_READ = lazy_compile(r"^(?:(?:event|e|evt)\.)?(?:request|req)\b")


def _service_worker_request(node: Any, source: SourceFile) -> bool:
    """A read of the request a service worker's fetch handler intercepts."""
    return _REQUEST_READ.match(node.text()) is not None and _FETCH_HANDLER.search(source.text) is not None


# the parts of a request a handler destructures that are records (Express's and Koa's `query` and
# `params`, Next.js's `params` and `searchParams`): never a plain string
RECORD_PARTS = frozenset({"query", "params", "searchParams"})


def _string_option(node: Any, language: str, source: SourceFile) -> bool:
    """`({ name, query }: { name: string; query: string })`: a parameter whose type declares the
    destructured `query` a plain string is a helper's option (SQL or GraphQL text, a search term
    the caller passes), not the request's query or route parameters, which are records."""
    return (
        node.kind() == "shorthand_property_identifier_pattern"
        and node.text() in RECORD_PARTS
        and declared_string(node, language, source.links)
    )


def _unproven(options: TaintMatch, source: SourceFile) -> dict[Span, Any]:
    """The rule's unproven sources in the file: its entries' matches, and for `exported-parameter`
    the parameters of the functions a CommonJS module exports by name (unproven.py), but those
    the value model shows inert."""
    found = _sources(options, "unproven_sources", source)
    language = source.language
    if EXPORTED_PARAMETER in options.unproven_sources and language in JAVASCRIPT:
        for node in commonjs_exported_parameters(source.tree):
            if not (options.quiet_when_inert and inert(node, language, options.escaped_for, source.links)):
                found.setdefault(span(node), node)
    return found


def _sanitizers(options: TaintMatch, source: SourceFile) -> list[Any]:
    """The rule's sanitizers in a file, but an escaper for another context than the sink's."""
    language = source.language
    found = _search(source.tree, options, "sanitizers", language, source)
    proven = []
    if options.string_proofs and language in JAVASCRIPT:
        from secure_lint.matchers.taint.string_proof import object_id_checked_reads, proven_reads  # noqa: PLC0415 (imported by its first use: a scan's start-up need not pay for it)

        proven = proven_reads(source.tree) + object_id_checked_reads(source.tree)
    if options.encoded_url_attributes and language in JAVASCRIPT:
        proven = [*proven, *encoded_attribute_reads(source.tree)]
    if options.quiet_when_inert and language in JAVASCRIPT:
        checked = parsed_reads(source.tree)  # `req.params.name` after `Schema.parse(req.params);`
        proven = [*proven, *(read for read in checked if inert(read, language, options.escaped_for, source.links))]
    return [node for node in found if _sanitizes(node, options, language)] + proven


def _searcher(options: TaintMatch, language: str) -> Callable[[Any, str], list[Any]]:
    """How the summaries find the rule's sinks and sanitizers in another module (summaries.Imported)."""

    def search(there: SourceFile, role: str) -> list[Any]:
        if role == "sanitizers":
            return _sanitizers(options, there)
        return _search(there.tree, options, role, language, there)

    return search


def _sanitizes(node: Any, options: TaintMatch, language: str) -> bool:
    """Whether a sanitizer's match sanitizes for this rule's sink: not an escaper for another context."""
    name = escaper(node, language)
    return name is None or escapes_for(name, options.escaped_for)


def _offsets(source: SourceFile, node: Any) -> tuple[int, int]:
    extent = node.range()
    start = source.offset(extent.start.line, extent.start.column)
    return start, source.offset(extent.end.line, extent.end.column)


def _sink_names(options: TaintMatch) -> tuple[str, ...]:
    """The metavariables the rule's sink patterns bind besides $SINK ($RES, $ROOT)."""
    names = {m.group(2) for m in METAVAR.finditer(json.dumps(options.sinks))}
    return tuple(sorted(names - {SINK}))


def _bound(source: SourceFile, sink: Any, names: tuple[str, ...]) -> dict[str, str]:
    """The text each of `names` the sink pattern bound stands for."""
    bound = {}
    for name in names:
        node = sink.get_match(name)
        if node is not None:
            start, end = _offsets(source, node)
            bound[name] = source.text[start:end]
    return bound


def _fix(source: SourceFile, sink: Any, template: str) -> str | None:
    """The fix template with the sink pattern's metavariables filled in; None when one is unbound."""
    names = tuple({m.group(2) for m in METAVAR.finditer(template)})
    bound = _bound(source, sink, names)
    return render_template(template, bound) if len(bound) == len(names) else None


def _raw(
    source: SourceFile, sink: Any, focus: Any, callee: Any, origin: str, trail: Trail, there: SourceFile | None
) -> RawMatch:
    """The match: the sink, with $SINK, $CALL (its callee) and $SOURCE (the source text reaching
    it), and the path of the data (its source, each variable it was bound to, the sink). A sink
    in another file (`there`: a function the file imports, summaries.py) has its offsets in that
    file, and so has its flow's sink step, which names the file."""
    start, end = _offsets(there or source, sink)
    call = str(callee.text() if callee is not None else sink.text().split("(", 1)[0])
    flow: tuple[RawStep, ...] = ()
    if trail:
        here = source if there is not None else None  # a step of this file, named when the sink is not in it
        steps = [
            RawStep(*_offsets(step.file or source, step.node), step.role, step.label, step.file or here)
            for step in trail
        ]
        flow = (*steps, RawStep(start, end, "sink", call, there))
    return RawMatch(start, end, {SINK: focus.text(), "CALL": call, "SOURCE": origin}, flow=flow)
