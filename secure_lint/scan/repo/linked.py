"""Values and flows across files, with each file's imports resolved (matchers/values/imports.py).

- Values: a finding of a rule that asks the value model (`quiet_when_inert`, `quiet_when_capped`,
  `quiet_when_random`) is kept only when the rule, re-run on its file with its imports resolved,
  still reports it. A constant, an enum or a non-string type imported from another module of the
  repository then quiets the sink as one declared in the file does; in Swift, a `static let` or
  an enum that another file of the target declares (values/swift_target.py).
- Flows: a taint rule is run on each JavaScript/TypeScript file that holds one of its sources
  and imports a module of the repository, and on each Swift file that holds one (its target's
  other files declare the functions it calls: values/swift_target.py); data it hands to a
  function of another file whose parameter reaches a sink there (taint/summaries.py) is a
  finding at that sink, in the other file, its
  flow starting in this one. It is added to that file's result when that file was scanned (a
  staged scan reports in the staged files only) and does not already hold it. A rule's dataflow
  runs on a file only when a module it calls holds one of the rule's sinks and its own tree one
  of the rule's sources (each source entry searched once per file: most rules share a preset),
  or when the file's own scan met a sink and a source of the rule (FileResult.dataflows, kept
  with its cached result: its tree is not searched again), for a value that returns from a
  function of another file to that sink; a callee's summary is found once per rule and scan,
  whatever files call it.

Each file is matched alone (and its result cached on its own content); this step, run on every
scan after matching, reads the modules a finding's file imports through the scan's Repository,
so its verdicts follow the current content of those modules. Only files with such findings that
import something are parsed again; the modules they import are parsed once per scan
(`Repository.once`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from secure_lint.core.languages import language_of
from secure_lint.core.source import SourceFile
from secure_lint.matchers.lazy_regex import on_first_use
from secure_lint.matchers.required_text import held
from secure_lint.matchers.taint import has_source, role_text, sink_matches, without_unproven
from secure_lint.matchers.taint.unproven import REASONS as UNPROVEN_REASONS
from secure_lint.matchers.values.imports import MAX_HOPS, SCRIPT_LANGUAGES, Links, Modules, modules_of
from secure_lint.matchers.values.swift_target import TargetLinks
from secure_lint.scan.engine import EngineOptions, FileResult, RuleIndex, find, findings_of_flows
from secure_lint.scan.repo import each_file_result
from secure_lint.scan.script_literals import literal_script_view

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.base import RawMatch
    from secure_lint.matchers.required_text import Requirement
    from secure_lint.rules.model import Rule
    from secure_lint.scan.cache.result_cache import Reported, ResultCache
    from secure_lint.scan.cache.result_codec import Item

FLOWING_LANGUAGES = SCRIPT_LANGUAGES | {"swift"}  # where flows are followed into other files
_IMPORTS = on_first_use(r"\bimport\b|\brequire\s*\(|\bexport\b")  # what it imports, or who imports it


@dataclass(frozen=True)
class Verdicts:
    """Where the value step's conclusions about each file are kept between scans: the result
    cache's entries (result_cache.py), valid for the tree digest `tree` (every listed file's path
    and content: what a verdict may have read)."""

    cache: ResultCache
    tree: str

    def lookup(self, result: FileResult, rule_ids: set[str]) -> Reported | None:
        return self.cache.judged(result.path, result.digest, self.tree, rule_ids) if result.digest else None

    def store(self, result: FileResult, reported: Reported) -> None:
        if result.digest:
            self.cache.store_judged(result.path, result.digest, self.tree, reported)


def judged_across_files(
    items: list[Item], rules: list[Rule], repo: Repository, verdicts: Verdicts | None = None
) -> list[Item]:
    """The items with the findings dropped whose value an imported declaration shows inert;
    with `verdicts`, what was concluded against the same tree is taken from there (and kept)."""
    asking = _asking(rules)
    if not asking:
        return items
    note_imports(items, repo)
    return each_file_result(items, lambda result: _judged(result, asking, repo, verdicts))


def note_imports(items: list[Item], repo: Repository) -> None:
    """What each scanned script imports from, as its scan read it (FileResult.imports, also
    kept in the result cache), for the value step's index of importers: no script is read
    again for it."""
    specifiers = modules_of(repo).specifiers
    for item in items:
        if isinstance(item, FileResult) and item.imports is not None:
            specifiers.setdefault(item.path, item.imports)


def judged_in_file(result: FileResult, rules: list[Rule], repo: Repository) -> FileResult:
    """One file's result with the findings dropped whose value an imported declaration shows inert."""
    asking = _asking(rules)
    return _judged(result, asking, repo) if asking else result


def _asking(rules: list[Rule]) -> dict[str, Rule]:
    """The rules that ask the value model across files, by id."""
    options = [(r, r.match.options) for r in rules]
    return {r.id: r for r, o in options if any(getattr(o, name, None) for name in _CROSS_FILE_OPTIONS)}


_CROSS_FILE_OPTIONS = ("quiet_when_inert", "quiet_when_capped", "quiet_when_random")


def _judged(
    result: FileResult, asking: dict[str, Rule], repo: Repository, verdicts: Verdicts | None = None
) -> FileResult:
    ids = {f.rule_id for f in result.findings} & set(asking)
    if not ids:
        return result
    known = verdicts.lookup(result, ids) if verdicts is not None else None
    reported = known if known is not None else _reported(result, ids, asking, repo)
    if reported is None:
        return result
    if known is None and verdicts is not None:
        verdicts.store(result, reported)

    def kept(finding: Finding) -> bool:
        where = reported.get(finding.rule_id)
        return where is None or (finding.location.start_line, finding.location.start_column) in where

    findings = [f for f in result.findings if kept(f)]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)


def _reported(result: FileResult, ids: set[str], asking: dict[str, Rule], repo: Repository) -> Reported | None:
    """Where each rule of `ids` reports in the file with its imports resolved; None when the
    file is no script or imports nothing (its findings stand as matched)."""
    source = SourceFile(result.path, "")
    if source.language == "swift":
        return _reported_in_target(result, ids, asking, repo)
    if source.language not in SCRIPT_LANGUAGES:
        return None
    text = repo.text(result.path)
    # a classic script imports nothing, yet calls the globals another script of its page defines
    # (values/page_globals.py): an HTML sink's value may be escaped by one
    if text is None or not (_IMPORTS().search(text) or _asks_html(ids, asking)):
        return None
    source = SourceFile(result.path, text, links=Links(modules_of(repo), result.path))
    views = [source, *_script_views(source)]
    return {
        rule_id: {view.position(m.start) for view in views for m in find(asking[rule_id], view)}
        for rule_id in sorted(ids)
    }


def _asks_html(ids: set[str], asking: dict[str, Rule]) -> bool:
    return any(getattr(asking[rule_id].match.options, "escaped_for", None) == "html" for rule_id in ids)


def _reported_in_target(
    result: FileResult, ids: set[str], asking: dict[str, Rule], repo: Repository
) -> Reported | None:
    """Where each rule reports in a Swift file whose target's other files are read (the types and
    enums they declare: values/swift.py); None when the file has no target or no other file."""
    links = TargetLinks(modules_of(repo), result.path)
    text = repo.text(result.path)
    if text is None or not links.files():
        return None
    source = SourceFile(result.path, text, links=links)
    return {rule_id: {source.position(m.start) for m in find(asking[rule_id], source)} for rule_id in sorted(ids)}


def _script_views(source: SourceFile) -> list[SourceFile]:
    """The browser scripts the file holds in string literals (scan/script_literals.py), whose
    findings the scan reported on the file."""
    view = literal_script_view(source)
    return [] if view is None else [replace(view, links=source.links)]


def flows_across_files(
    items: list[Item], rules: list[Rule], repo: Repository, options: EngineOptions, matched: list[Item] | None = None
) -> list[Item]:
    """The items with the findings added that a taint rule's data reaches through an imported
    function (see the module docstring); `matched`: the items as matching left them, before any
    repository fact answered a finding (where each file's own scan found a sink already)."""
    results = {item.path for item in items if isinstance(item, FileResult)}
    own = _places(matched) if matched is not None else None
    met = {item.path: item.dataflows for item in (matched or items) if isinstance(item, FileResult)}
    found = _flows_from(sorted(results), results, rules, repo, options, own, met)
    if not found:
        return items
    # the one step that adds findings, to files that may have had none (each_file_result skips those)
    return [_with_flows(item, found, options) if isinstance(item, FileResult) else item for item in items]


def flows_in_file(result: FileResult, rules: list[Rule], repo: Repository, options: EngineOptions) -> FileResult:
    """One file's result with the findings added that data from any file of the repository
    reaches through a function of this one (for `rules test`: every file is a caller)."""
    return _with_flows(result, _flows_in_repo(rules, repo, options), options)


def flows_leaving(path: str, rules: list[Rule], repo: Repository, options: EngineOptions) -> list[Finding]:
    """The findings in other files whose data comes from file `path` (for `rules test`, which
    checks a flow's steps in the file they are in)."""
    found = _flows_in_repo(rules, repo, options)
    leaving = []
    for there, pairs in found.values():
        for finding in findings_of_flows(there, pairs, options, []):
            if finding.flow is not None and finding.flow.source.path == path:
                leaving.append(finding)
    return leaving


def _flows_in_repo(rules: list[Rule], repo: Repository, options: EngineOptions) -> Handed:
    key = "flows-into:" + ",".join(sorted(r.id for r in rules))
    found: Handed = repo.once(key, lambda: _flows_from(repo.paths, set(repo.paths), rules, repo, options))
    return found


Handed = dict[str, tuple[SourceFile, list[tuple["Rule", "RawMatch"]]]]


Places = dict[str, set[tuple[str, int, int]]]  # by file: (rule, line, column) of each finding
Dataflows = dict[str, dict[str, bool]]  # by file: its FileResult.dataflows


def _places(items: list[Item]) -> Places:
    return {item.path: {_place(f) for f in item.findings} for item in items if isinstance(item, FileResult)}


def _flows_from(
    paths: list[str],
    scanned: set[str],
    rules: list[Rule],
    repo: Repository,
    options: EngineOptions,
    own: Places | None = None,
    met: Dataflows | None = None,
) -> Handed:
    """By sink file (one of `scanned`), the matches of taint rules whose data comes from `paths`."""
    tainting = [r for r in rules if r.match.kind == "taint" and FLOWING_LANGUAGES & set(r.languages)]
    if not tainting or not scanned:
        return {}
    if not options.review_items:
        tainting = [_shown_sources_only(rule) for rule in tainting]
    index = RuleIndex(tainting, options)
    modules = modules_of(repo)
    found: Handed = {}
    for path in paths:
        mine = own.get(path, set()) if own is not None else None
        flowed = _flowed(met.get(path), options) if met is not None else None
        for rule, raw, there in _handed_on(path, repo, modules, index, mine, flowed):
            if there.path in scanned and rule.id in {r.id for r in index.applicable(there)}:
                found.setdefault(there.path, (there, []))[1].append((rule, raw))
    return found


def _flowed(dataflows: dict[str, bool] | None, options: EngineOptions) -> set[str]:
    """The rules whose dataflow the file's own scan ran with sinks and sources met (shown ones,
    unless review items are reported)."""
    return {rule_id for rule_id, shown in (dataflows or {}).items() if shown or options.review_items}


def _shown_sources_only(rule: Rule) -> Rule:
    """The rule following shown sources only (taint.without_unproven): where review items are
    dropped, a flow from an exported function's parameter into another file reports nothing,
    and such parameters are in most modules: searching them would run most files' dataflows."""
    options = without_unproven(rule.match.options)
    return rule if options is rule.match.options else replace(rule, match=replace(rule.match, options=options))


def _handed_on(
    path: str,
    repo: Repository,
    modules: Modules,
    index: RuleIndex,
    own: set[tuple[str, int, int]] | None = None,
    flowed: set[str] | None = None,
) -> list[tuple[Rule, RawMatch, SourceFile]]:
    """The matches of the taint rules whose source is in file `path` and whose sink is in a
    module it imports (in Swift: a file of its target), with that file. Cheapest first: the
    modules it calls into (its imports' text), the rules whose sources' text it holds, those
    with a sink in a module it calls (per rule and module, once per scan), those whose sources
    its tree holds (each entry searched once: rules share them); only then the rule's dataflow.
    `flowed`: the rules whose dataflow the file's own scan ran with a sink and a source met (None:
    not known, as for `rules test`: its tree is searched for them)."""
    language = language_of(path)
    if language not in FLOWING_LANGUAGES:
        return []
    text = repo.text(path)
    if not text:
        return []
    # the module's own copy (JS/TS), whose tree its own sinks' search parses too
    source = (modules.source(path) if language in SCRIPT_LANGUAGES else None) or SourceFile(path, text)
    sourcing = [
        rule for rule in index.applicable(source) if _held(role_text(rule.match.options, "sources", language), source)
    ]
    if not sourcing:
        return []
    links: Links | TargetLinks
    if language == "swift":
        links = TargetLinks(modules, path)
        reached = links.files()
    else:
        links = Links(modules, path)
        reached = _reached_modules(path, text, modules)
    if not reached:
        return []
    rules = [
        rule
        for rule in sourcing
        if any(_sinks_text_in(modules, rule, other) for other in _with_own(path, language, reached))
    ]
    # the called modules' sinks before the file's own tree: a module's sinks are searched once per
    # rule and scan, whatever files call it, and few modules hold one, so most files are never
    # parsed here; the file's source entries are then searched once for all the rules sharing them,
    # and only then its own sinks (a value a called function returns may reach one of them)
    called = {rule.id for rule in rules if any(_sinks_in(modules, rule, other) for other in reached)}
    if flowed is not None:  # the file's own scan met them: its tree is not searched for them again
        mine = {rule.id for rule in rules if language in SCRIPT_LANGUAGES and rule.id in flowed}
        rules = [r for r in rules if r.id in mine or (r.id in called and _sourced(r, source, modules))]
    else:
        rules = [rule for rule in rules if rule.id in called or _sinks_text_in(modules, rule, path)]
        rules = [rule for rule in rules if has_source(rule.match.options, source, modules.sourced)]
        mine = {rule.id for rule in rules if _own_sink(modules, rule, path, language)}
        rules = [rule for rule in rules if rule.id in called or rule.id in mine]
    if not rules:
        return []
    handed = []
    for rule in rules:
        # a sink of this file is handed on only where the file's own scan (no links) found
        # nothing: its data came back from a function of another file (`const url = await
        # lnurlEndpoint(address)`), which that scan cannot read; what it found, and what a
        # repository fact has answered since, stays as it was decided (`own`: where it found its
        # sinks; without it, as `rules test` asks, its dataflow runs again here without links)
        alone = _alone(rule, source, own) if rule.id in mine else set()
        source.links = links  # its tree, parsed for its sources, serves the dataflow too
        for raw in find(rule, source):
            there = raw.flow[-1].file if raw.flow else None
            if there is not None:
                handed.append((rule, raw, there))
            elif (rule.id, *source.position(raw.start)) not in alone:
                handed.append((rule, raw, source))
        source.links = None
    return handed


def _sourced(rule: Rule, source: SourceFile, modules: Modules) -> bool:
    return has_source(rule.match.options, source, modules.sourced)


def _alone(rule: Rule, source: SourceFile, own: set[tuple[str, int, int]] | None) -> set[tuple[str, int, int]]:
    """Where the file's own scan found the rule's sinks."""
    if own is not None:
        return own
    return {(rule.id, *source.position(raw.start)) for raw in find(rule, source)}


def _with_own(path: str, language: str, reached: list[str]) -> list[str]:
    """The modules the file calls, and (JS/TS) the file itself: a value a function of another
    file returns may reach a sink of its own (Swift's target is read by the file's own scan)."""
    return [path, *reached] if language in SCRIPT_LANGUAGES else reached


def _own_sink(modules: Modules, rule: Rule, path: str, language: str) -> bool:
    return language in SCRIPT_LANGUAGES and _sinks_in(modules, rule, path)


def _held(required: Requirement | None, source: SourceFile) -> bool:
    return required is not None and held(required, source)


def _imports_modules(path: str, modules: Modules) -> bool:
    """Whether the script imports a module of the repository, by the specifiers its scan read
    (FileResult.imports); True when that was not kept (its text is read for them)."""
    specifiers = modules.specifiers.get(path)
    return specifiers is None or any(modules.resolve(path, spec) is not None for spec in specifiers)


# `import(?<=\bimport)` is `\bimport`, written so that the search skips to the literal
_IMPORT_CLAUSE = on_first_use(r"""import(?<=\bimport)\s+(?!type\b)([\w$\s{},*]+?)\s+from\s*(['"])([^'"\n]{1,200})\2""")
_REQUIRED = on_first_use(r"""\b(?:const|let|var)\s+([\w${}\s,:]+?)\s*=\s*require\(\s*(['"])([^'"\n]{1,200})\2""")
_WORD = on_first_use(r"[A-Za-z_$][\w$]*")


def _reached_modules(path: str, text: str, modules: Modules) -> list[str]:
    """The modules of the repository the script `path` calls into, and those they call in turn
    while the summaries follow them (imports.MAX_HOPS: a route, its service, the data layer)."""
    reached: list[str] = []
    level = _modules_called_by(path, text, modules)
    for _ in range(MAX_HOPS):
        fresh = [module for module in level if module != path and module not in reached]
        reached += fresh
        level = sorted({m for module in fresh for m in _modules_called_by(module, modules.repo.text(module), modules)})
    return reached


def _modules_called_by(path: str, text: str | None, modules: Modules) -> list[str]:
    """The modules a script calls into (`_called_modules`), memoised per scan."""
    known = modules.called.get(path)
    if known is None:
        known = modules.called[path] = (
            _called_modules(path, text, modules) if text and _imports_modules(path, modules) else []
        )
    return known


def _called_modules(path: str, text: str, modules: Modules) -> list[str]:
    """The modules of the repository file `path` imports a name from that it calls (`getUser(`,
    `users.find(`), or a class it injects or builds (`this.users.find(`, `new Users(`)."""
    called = set(_CALLED().findall(text)) | set(_TYPED().findall(text))
    found = set()
    required = _REQUIRED().finditer(text) if "require(" in text else ()  # a literal of every match
    for match in [*_IMPORT_CLAUSE().finditer(text), *required]:
        if not called.intersection(_WORD().findall(match.group(1))):
            continue
        module = modules.resolve(path, match.group(3))
        if module is not None:
            found.add(module)
    return sorted(found)


_CALLED = on_first_use(r"(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?:\.\s*[\w$]+\s*)?\(")  # name(...), name.method(...)
_TYPED = on_first_use(r":\s*([A-Z][\w$]*)\b")  # an injected instance: `users: UsersService`


def _sinks_text_in(modules: Modules, rule: Rule, path: str) -> bool:
    """Whether file `path` holds the text one of the rule's sinks needs (memoised per scan)."""
    key = (rule.id, path)
    known = modules.sink_text.get(key)
    if known is None:
        source = modules.source(path)
        known = source is not None and _held(role_text(rule.match.options, "sinks", source.language), source)
        modules.sink_text[key] = known
    return known


def _sinks_in(modules: Modules, rule: Rule, path: str) -> bool:
    """Whether file `path` holds a sink of the rule: its text first, then its syntax tree
    (memoised per scan)."""
    key = (rule.id, path)
    known = modules.sinks.get(key)
    if known is None:
        source = modules.source(path)
        known = False
        if _sinks_text_in(modules, rule, path) and source is not None:
            # kept where the dataflow's summaries of the module's functions look for them
            found = sink_matches(rule.match.options, source)
            modules.searched.setdefault((id(rule.match.options), path, "sinks"), found)
            known = bool(found)
        modules.sinks[key] = known
    return known


def _with_flows(result: FileResult, found: Handed, options: EngineOptions) -> FileResult:
    if result.path not in found:
        return result
    source, pairs = found[result.path]
    # one finding per rule and sink: a flow from a shown source before one from an exported
    # function's parameter (a review item), whichever file was read first; a shown flow from a
    # caller replaces the sink file's own review item there (the exported wrapper's parameter,
    # which the default profile drops), which would otherwise hide it
    shown = {(rule.id, *source.position(raw.start)) for rule, raw in pairs if raw.unproven is None}
    kept = [f for f in result.findings if not (_review_item(f) and _place(f) in shown)]
    held = {_place(f) for f in kept}
    fresh = [(rule, raw) for rule, raw in pairs if (rule.id, *source.position(raw.start)) not in held]
    if not fresh:
        return result
    fresh.sort(key=lambda pair: pair[1].unproven is not None)
    added = findings_of_flows(source, fresh, options, kept)
    findings = sorted([*kept, *added], key=lambda f: (f.location.start_line, f.location.start_column))
    return replace(result, findings=findings)


def _place(finding: Finding) -> tuple[str, int, int]:
    return finding.rule_id, finding.location.start_line, finding.location.start_column


def _review_item(finding: Finding) -> bool:
    """Whether the finding is a review item of a source whose origin is not shown (unproven.py)."""
    return finding.disposition_reason in UNPROVEN_REASONS
