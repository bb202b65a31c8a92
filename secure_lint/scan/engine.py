"""One pass per file: pick the rules that apply, match, and build findings.

`scan_source` is the whole engine for one file; scan.py runs it over many files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from operator import itemgetter
from typing import Any

from secure_lint.core.findings import (
    STATED_REASON,
    Finding,
    FixEdit,
    Flow,
    FlowStep,
    Location,
    StepKind,
    evidence_hash,
    instance_id,
)
from secure_lint.core.limits import EVIDENCE_MAX, METAVAR_MAX, SNIPPET_MAX
from secure_lint.core.models import CONFIDENCE_RANK, SEVERITY_RANK
from secure_lint.core.path_classes import Shipping, is_doc, matcher
from secure_lint.core.redact import MASK, mask, redact
from secure_lint.core.source import SourceFile
from secure_lint.matchers import MATCHERS, RawMatch
from secure_lint.matchers.base import RawStep
from secure_lint.matchers.patterns import PatternTimeout, occurs
from secure_lint.matchers.required_text import Requirement, held, satisfied
from secure_lint.matchers.structural import render_template
from secure_lint.matchers.values.callers import imported_specifiers
from secure_lint.rules.model import Rule
from secure_lint.scan.embedded import SERVER_RULE_PREFIX, script_view
from secure_lint.scan.redaction import Masking, secret_spans
from secure_lint.scan.script_literals import literal_script_view
from secure_lint.scan.secret_repeats import once_per_secret_value
from secure_lint.scan.stacks import EVIDENCED_STACKS, evidenced_stacks
from secure_lint.scan.suppress import MARKER, SuppressionPolicy, apply_suppressions
from secure_lint.scan.swift_previews import inside, preview_spans


@dataclass(frozen=True)
class EngineOptions:
    stacks: frozenset[str] = frozenset({"common"})
    include_tests: bool = False
    cross_file_flows: bool = False  # the whole-repository step follows data into other files' functions
    # review items (findings of unproven sources) are reported: the audit profile; the others drop
    # them, so the cross-file step follows shown sources only
    review_items: bool = True
    shipping: Shipping = Shipping()  # which paths are shipped code (code rules run there)
    suppressions: SuppressionPolicy = SuppressionPolicy()
    masking: Masking | None = None  # the secret rules that mask snippets (None: the bundled ones, loaded)


@dataclass
class FileResult:
    path: str
    findings: list[Finding] = field(default_factory=list)
    partially_parsed: bool = False
    rules_timed_out: list[str] = field(default_factory=list)
    rules_run: int = 0
    shipped: bool = True  # False: not shipped code (tests, e2e, tooling...); see paths.NOT_SHIPPED
    digest: str = ""  # of the content matched (what the result cache keys this result by)
    # the module specifiers a script's text imports from (`from './lib'`), read while it was matched
    # and cached with its result: the value step's index of importers (values/callers.py) reads
    # them from here instead of reading every script of the repository again; None: not a script
    imports: tuple[str, ...] | None = None
    # the taint rules whose dataflow met both sinks and sources in the file -> whether a source was a
    # shown one (not only an unproven one): the cross-file step (repo/linked.py) runs only these
    # rules' dataflows again on the file for data that returns from another file's function
    dataflows: dict[str, bool] = field(default_factory=dict)


@dataclass(frozen=True)
class _Scope:
    """The rules in scope for one kind of file (language, shipped or not, ...), in order, indexed
    by keyword: a file's rules are found from the keywords it holds, not by testing every rule."""

    rules: list[Rule]
    unconditional: tuple[int, ...]  # positions of the rules without keywords
    by_keyword: dict[str, list[int]]  # keyword -> positions of the rules it lets run

    @classmethod
    def of(cls, rules: list[Rule], keywords: dict[str, tuple[str, ...]]) -> _Scope:
        by_keyword: dict[str, list[int]] = {}
        for position, rule in enumerate(rules):
            for keyword in keywords[rule.id]:
                by_keyword.setdefault(keyword, []).append(position)
        unconditional = tuple(i for i, rule in enumerate(rules) if not keywords[rule.id])
        return cls(rules, unconditional, by_keyword)

    def fired(self, present: frozenset[str]) -> list[Rule]:
        """The rules without keywords and those with one in `present`, in order."""
        positions = set(self.unconditional)
        for keyword in present:
            positions.update(self.by_keyword.get(keyword, ()))
        return [self.rules[i] for i in sorted(positions)]


class RuleIndex:
    """Rules grouped by language and scope, with each rule's path filters compiled once."""

    def __init__(self, rules: Iterable[Rule], options: EngineOptions) -> None:
        self.options = options
        self.by_language: dict[str, list[Rule]] = {}
        # rules of a stack the tree lacks, run on the files that show it (stacks.evidenced_stacks)
        self.by_evidence: dict[tuple[str, str], list[Rule]] = {}  # (stack, language) -> rules
        self.keywords: dict[str, tuple[str, ...]] = {}
        for rule in rules:
            evidence = set(rule.stacks) & EVIDENCED_STACKS if not self._stack_active(rule) else set()
            if not self._stack_active(rule) and not evidence:
                continue
            self.keywords[rule.id] = tuple(k.lower() for k in rule.keywords)
            for language in rule.languages:
                if evidence:
                    for stack in sorted(evidence):
                        self.by_evidence.setdefault((stack, language), []).append(rule)
                else:
                    self.by_language.setdefault(language, []).append(rule)
        self.all_keywords = frozenset(k for ks in self.keywords.values() for k in ks)
        self._automaton: Any = None  # built on first use (in each worker process)
        # (language, code rules, shipped, doc, evidenced stacks) -> the rules in scope, before path filters
        self._scopes: dict[tuple[str, bool, bool, bool, frozenset[str]], _Scope] = {}
        self.finder: Callable[[Rule, SourceFile], Iterable[RawMatch]] = find  # rule_profile times it
        self._required: dict[str, Requirement] = {}

    def warm(self) -> None:
        """Build now what every file needs: the keyword automaton and each rule's required text.
        Worker processes forked after this share them instead of each building its own. The
        regexes of prefilters and text matchers are left to the workers: a scan compiles only
        those of the rules that fire (a third of them on a large app), and compiling them all
        here would delay every worker's start."""
        if self.all_keywords and self._automaton is None:
            self._automaton = _keyword_automaton(self.all_keywords)
        for rules in self.by_language.values():
            for rule in rules:
                self.required_text(rule)

    def keywords_in(self, source: SourceFile) -> frozenset[str]:
        """Every rule keyword that occurs in the file, in one Aho-Corasick pass over its text
        (a substring search per keyword costs time in proportion to the number of keywords)."""
        if not self.all_keywords:
            return frozenset()
        if self._automaton is None:
            self._automaton = _keyword_automaton(self.all_keywords)
        return frozenset(map(itemgetter(1), self._automaton.iter(source.lowered)))

    def required_text(self, rule: Rule) -> Requirement:
        """What the rule's matcher says every match needs in the file (derived once per rule)."""
        required = self._required.get(rule.id)
        if required is None:
            required = self._required[rule.id] = MATCHERS[rule.match.kind].required_text(rule.match.options)
        return required

    def _stack_active(self, rule: Rule) -> bool:
        return any(stack in self.options.stacks for stack in rule.stacks)

    def is_shipped(self, path: str) -> bool:
        """Whether code rules run on the file: shipped code, or any file with --include-tests."""
        return self.options.include_tests or self.options.shipping.is_shipped(path)

    def _scope(self, source: SourceFile, shipped: bool) -> _Scope:
        doc = not shipped and is_doc(source.path)
        evidenced = self._evidenced(source)
        key = (source.language, source.code_rules, shipped, doc, evidenced)
        scope = self._scopes.get(key)
        if scope is None:
            candidates = self.by_language.get(source.language, []) + self.by_language.get("any", [])
            for stack in sorted(evidenced):
                candidates += self.by_evidence.get((stack, source.language), [])
            if not source.code_rules:
                candidates = [r for r in candidates if r.finds_secrets]
            in_scope = [r for r in candidates if _in_scope(r, shipped, doc)]
            scope = self._scopes[key] = _Scope.of(in_scope, self.keywords)
        return scope

    def _evidenced(self, source: SourceFile) -> frozenset[str]:
        if not self.by_evidence or not source.code_rules:
            return frozenset()
        return evidenced_stacks(source.text, source.lowered)

    def applicable(self, source: SourceFile, shipped: bool | None = None) -> list[Rule]:
        """The rules for the file's language, scope and path (`shipped`: is_shipped, when known)."""
        if shipped is None:
            shipped = self.is_shipped(source.path)
        return _on_path(self._scope(source, shipped).rules, source.path)

    def runnable(self, source: SourceFile, shipped: bool) -> list[Rule]:
        """The applicable rules that can match the file: those without keywords or with one in it
        (the rules' own order), and, unless the file is parsed, those that need no syntax tree."""
        rules = _on_path(self._scope(source, shipped).fired(self.keywords_in(source)), source.path)
        if source.is_structural:
            return rules
        return [r for r in rules if not MATCHERS[r.matcher_kind].parsed]


def _on_path(rules: list[Rule], path: str) -> list[Rule]:
    return [r for r in rules if not (r.paths.include or r.paths.exclude) or _path_ok(r, path)]


def _in_scope(rule: Rule, shipped: bool, doc: bool) -> bool:
    return shipped or rule.scope == "all" or (doc and rule.scope == "docs")


def _keyword_automaton(keywords: frozenset[str]) -> Any:
    import ahocorasick  # noqa: PLC0415 (C extension: only when keywords are matched)

    automaton = ahocorasick.Automaton()
    for keyword in keywords:
        automaton.add_word(keyword, keyword)
    automaton.make_automaton()
    return automaton


def _path_ok(rule: Rule, path: str) -> bool:
    if rule.paths.include and not matcher(tuple(rule.paths.include))(path):
        return False
    return not (rule.paths.exclude and matcher(tuple(rule.paths.exclude))(path))


def _prefilter_passes(rule: Rule, source: SourceFile, seen: dict[str, bool]) -> bool:
    """The rule's `prefilter` regex, when it has one, must occur in the file (`seen`: the
    answers for this file so far; rules share prefilters)."""
    if rule.prefilter is None:
        return True
    passes = seen.get(rule.prefilter)
    if passes is None:
        passes = seen[rule.prefilter] = occurs(rule.prefilter, source.text)
    return passes


def _matches(
    rules: list[Rule], source: SourceFile, index: RuleIndex, result: FileResult
) -> Iterator[tuple[Rule, RawMatch]]:
    """Each runnable rule's matches (see RuleIndex.runnable), when its prefilter occurs in the file."""
    prefilters: dict[str, bool] = {}
    for rule in rules:
        if not _prefilter_passes(rule, source, prefilters):
            continue
        result.rules_run += 1
        if not held(index.required_text(rule), source):
            continue  # it runs, and cannot match: the text its matches need is not in the file
        try:
            for raw in index.finder(rule, source):
                yield rule, raw
        except (PatternTimeout, RecursionError):  # a deep expression (`a0+a1+...+a2999`): a gap, not a crash
            result.rules_timed_out.append(rule.id)


def _dataflows(rules: list[Rule], source: SourceFile) -> dict[str, bool]:
    """By rule id, the taint rules whose dataflow met sinks and sources in the file (see
    FileResult.dataflows)."""
    met = source.dataflows
    if not met:
        return {}
    return {rule.id: met[id(rule.match.options)] for rule in rules if id(rule.match.options) in met}


def find(rule: Rule, source: SourceFile) -> Iterator[RawMatch]:
    """The rule's raw matches in one file, from its matcher."""
    fix = rule.fix.text if rule.fix else None
    return MATCHERS[rule.match.kind].find(rule.match.options, fix, source)


INJECTION = "injection-risk"

# secret rules that know a value by its variable's name alone: a provider rule finding the same
# value says more (which service issued it), so it is the one kept
GENERIC_SECRET_RULES = ("secrets.generic-", "secrets.dotenv-secret")


def _restates(raw: RawMatch, rule: Rule, kept: list[tuple[Rule, RawMatch]], text: str) -> bool:
    """An injection finding nested in a kept one of another injection rule on the same line, for
    the same weakness (a shared CWE): `db.run(`...${req.params.id}`)` is one SQL injection, whether
    a rule sees the call or the template inside it. (Other rules sharing a CWE on one call report
    different mistakes: a JWT signed with `none` and without an expiry.) An extended rule's match
    and a default rule's are decided after the whole-repository step (repo/profile_restatements.py)."""
    if rule.category != INJECTION or _undecided(rule):
        return False
    cwes = set(rule.cwe)
    for other_rule, other in kept:
        if other_rule.id == rule.id or other_rule.category != INJECTION or not cwes & set(other_rule.cwe):
            continue
        if rule.extended != other_rule.extended:
            continue  # the extended one leaves the default one's finding, if kept: repo/profile_restatements.py
        if _undecided(other_rule):
            continue
        inner, outer = (raw, other) if other.start <= raw.start and raw.end <= other.end else (other, raw)
        nested = outer.start <= inner.start and inner.end <= outer.end
        if nested and "\n" not in text[outer.start : inner.start]:
            return True
    return False


def _undecided(rule: Rule) -> bool:
    """A whole-app control's match: only a place where the weakness may be, decided after matching
    (scan/repo/controls.py); until then it restates nothing, and nothing restates it."""
    return rule.matcher_kind == "app_control"


def rank(rule: Rule) -> tuple[int, int, bool, str]:
    """Which of two rules' findings of one weakness stands for both (the first in this order): the
    more confident, then the more severe, then the rule naming a secret's provider to revoke."""
    return (
        -CONFIDENCE_RANK[rule.confidence],
        -SEVERITY_RANK[rule.severity],
        rule.id.startswith(GENERIC_SECRET_RULES),
        rule.id,
    )


def _dedupe(pairs: list[tuple[Rule, RawMatch]], text: str) -> list[tuple[Rule, RawMatch]]:
    """Never the same finding twice: one per rule and span; one rule per secret value; one
    finding per weakness where two rules' spans nest on one line."""
    seen: set[tuple[str, int, int]] = set()
    secret_spans: list[tuple[int, int]] = []
    ranked = sorted(pairs, key=lambda p: (*rank(p[0]), p[1].start))
    kept: list[tuple[Rule, RawMatch]] = []
    for rule, raw in ranked:
        key = (rule.id, raw.start, raw.end)
        if key in seen:
            continue
        if raw.secret and any(raw.secret[0] < e and s < raw.secret[1] for s, e in secret_spans):
            continue
        if not raw.secret and _restates(raw, rule, kept, text):
            continue
        seen.add(key)
        if raw.secret:
            secret_spans.append(raw.secret)
        kept.append((rule, raw))
    return sorted(kept, key=lambda p: (p[1].start, p[0].id))


def scan_source(source: SourceFile, index: RuleIndex) -> FileResult:
    shipped = index.options.shipping.is_shipped(source.path)
    result = FileResult(source.path, shipped=shipped, digest=source.digest, imports=imported_specifiers(source))
    runs_code_rules = index.options.include_tests or shipped
    runnable = index.runnable(source, runs_code_rules)
    found = list(_matches(runnable, source, index, result))
    result.dataflows = _dataflows(runnable, source)
    # inline <script> and on*= handlers of HTML and templates; script bodies held in JS/TS literals
    scripts = script_view(source) or literal_script_view(source)
    if scripts is not None:
        found += _matches(_browser_rules(index.runnable(scripts, runs_code_rules)), scripts, index, result)
    pairs = _outside_previews(_dedupe(found, source.text), source)
    if source.is_structural and any(MATCHERS[r.matcher_kind].parsed for r, _ in pairs):
        result.partially_parsed = source.has_syntax_errors
    spans = [raw.secret for _, raw in pairs if raw.secret]
    near = [raw for rule, raw in pairs if not MATCHERS[rule.matcher_kind].whole_file]
    spans += _spans_near(source, near, spans, index.options.masking)
    secrets = [source.text[s:e] for s, e in spans]
    occurrences: dict[tuple[str, str], int] = {}
    findings = [_finding(rule, raw, source, index.options, (secrets, spans), occurrences) for rule, raw in pairs]
    result.findings = once_per_secret_value(pairs, findings, source.text)
    result.findings += _secrets_in_path(source, index, shipped, occurrences)
    applicable = _applicable_ids(source, scripts, index, runs_code_rules) if MARKER in source.text else set()
    result.findings = apply_suppressions(source, result.findings, applicable, index.options.suppressions, secrets)
    return result


def _outside_previews(pairs: list[tuple[Rule, RawMatch]], source: SourceFile) -> list[tuple[Rule, RawMatch]]:
    """Without code rules' matches inside SwiftUI previews (scan/swift_previews.py): the app never
    runs them. Secret rules' matches stay, but for values known only by their name (a preview's
    sample password)."""
    if not any(_off_in_previews(rule) for rule, _ in pairs):
        return pairs
    spans = preview_spans(source)
    if not spans:
        return pairs
    return [(rule, raw) for rule, raw in pairs if not (_off_in_previews(rule) and inside(spans, raw.start))]


def _off_in_previews(rule: Rule) -> bool:
    return (rule.scope == "shipped" and not rule.finds_secrets) or rule.knows_secret_by_name


def findings_of_flows(
    source: SourceFile, pairs: list[tuple[Rule, RawMatch]], options: EngineOptions, existing: list[Finding]
) -> list[Finding]:
    """Findings in `source` of matches found while another file was matched (a flow from a file
    that calls a function of this one, scan/repo/linked.py), built, redacted and suppressed as
    the file's own are (`existing`: the file's own findings, whose occurrence indexes they
    follow); the suppression checks (unused, invalid) are the file's own scan's."""
    pairs = _dedupe(pairs, source.text)
    spans = _spans_near(source, [raw for _, raw in pairs], [])
    secrets = [source.text[s:e] for s, e in spans]
    occurrences: dict[tuple[str, str], int] = {}
    for rule, raw in pairs:
        identity = redact(source.text[raw.start : raw.end], secrets)
        shown = " ".join(identity.split())[:EVIDENCE_MAX]
        taken = sum(1 for f in existing if f.rule_id == rule.id and f.evidence == shown)
        occurrences.setdefault((rule.id, identity), taken)
    findings = [_finding(rule, raw, source, options, (secrets, spans), occurrences) for rule, raw in pairs]
    return apply_suppressions(source, findings, set(), SuppressionPolicy(), secrets)


SECRET_SEARCH_LINES = 20  # lines of a finding searched for secrets to mask (its snippet is its first)


_NOT_A_VALUE = frozenset(" \t\n(){};")  # code, not a value: `SHA256(newPassword).toString();`


def _spans_near(
    source: SourceFile, raws: list[RawMatch], masked: list[tuple[int, int]], masking: Masking | None = None
) -> list[tuple[int, int]]:
    """Every secret value on the lines a finding shows (its matched text and snippet), whatever
    rule found it: a key on the line of an `eval` finding is masked as a secret finding's is.
    Spans the secret findings mask already (`masked`) are left to them."""
    if not raws:
        return []

    regions: set[tuple[int, int]] = set()
    for raw in raws:
        first = source.position(raw.start)[0]
        last = min(source.position(max(raw.start, raw.end))[0], first + SECRET_SEARCH_LINES)
        start = source.line_starts[first - 1]
        end = source.line_starts[last] if last < len(source.line_starts) else len(source.text)
        regions.add((start, max(end, raw.end)))
    found: set[tuple[int, int]] = set()
    for start, end in regions:
        found.update((start + s, start + e) for s, e in secret_spans(source.text[start:end], masking=masking))
    return sorted(
        (s, e)
        for s, e in found
        if not _NOT_A_VALUE.intersection(source.text[s:e]) and not any(s < me and ms < e for ms, me in masked)
    )


SHORTEST_KEY = 16  # no provider key is shorter: a path with no longer segment holds none


def _secrets_in_path(
    source: SourceFile, index: RuleIndex, shipped: bool, occurrences: dict[tuple[str, str], int]
) -> list[Finding]:
    """A key in the file's path (a name a pull request chose) is a finding like one in its text,
    at line 1 (reporters mask it where they print the path)."""
    if all(len(part) < SHORTEST_KEY for part in source.path.split("/")):
        return []
    name = SourceFile(source.path, source.path, language=source.language, code_rules=False)
    found = []
    for rule in index.runnable(name, index.options.include_tests or shipped):
        if not rule.finds_secrets or not satisfied(index.required_text(rule), name.text, name.lowered):
            continue
        try:
            found += [(rule, raw) for raw in index.finder(rule, name) if raw.secret]
        except PatternTimeout:
            continue
    findings = []
    for rule, raw in _dedupe(found, name.text):
        spans = [raw.secret] if raw.secret else []
        finding = _finding(rule, raw, name, index.options, ([name.text[s:e] for s, e in spans], spans), occurrences)
        location = replace(finding.location, start_line=1, start_column=1, end_line=1, end_column=1)
        message = f"{finding.message} (in the file's path)"
        findings.append(replace(finding, location=location, message=message, fix=None))
    return findings


def _applicable_ids(source: SourceFile, scripts: SourceFile | None, index: RuleIndex, shipped: bool) -> set[str]:
    """The rules that apply to the file or its inline scripts (a suppression may name only those)."""
    rules = index.applicable(source, shipped)
    if scripts is not None:
        rules = rules + _browser_rules(index.applicable(scripts, shipped))
    return {rule.id for rule in rules}


def _browser_rules(rules: list[Rule]) -> list[Rule]:
    """The rules that judge a page's inline or literal-held script: the browser runs it, so a
    `fetch(url)` there is the visitor's own request, never one a server sends for a caller."""
    return [rule for rule in rules if not rule.id.startswith(SERVER_RULE_PREFIX)]


def _snippet(source: SourceFile, line: int, spans: list[tuple[int, int]]) -> str:
    """The source line, with every part of a secret on it masked (even of a multi-line secret)."""
    start = source.line_starts[line - 1]
    text = source.line_text(line)
    for s, e in sorted(_merged(spans), reverse=True):
        lo, hi = max(s, start) - start, min(e, start + len(text)) - start
        if lo >= hi:
            continue
        replacement = mask(source.text[s:e]) if s >= start else MASK
        text = text[:lo] + replacement + text[hi:]
    return text[:SNIPPET_MAX]


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping spans as one (a value two patterns capture is masked once)."""
    merged: list[tuple[int, int]] = []
    for s, e in sorted(set(spans)):
        if merged and s < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(e, merged[-1][1]))
        else:
            merged.append((s, e))
    return merged


def _finding(
    rule: Rule,
    raw: RawMatch,
    source: SourceFile,
    options: EngineOptions,
    redaction: tuple[list[str], list[tuple[int, int]]],
    occurrences: dict[tuple[str, str], int],
) -> Finding:
    secrets, spans = redaction
    confidence = raw.confidence or rule.confidence  # a verified checksum lifts it
    if raw.unproven:
        confidence = "low"  # severity is evidence: a source not shown to be outside data is to review
    matched = source.text[raw.start : raw.end]
    # identity from the matched text with its secrets masked: an id never depends on a secret's
    # value (an unsalted hash of it was a word-list oracle for a password); two secrets in the
    # same context differ by their occurrence index
    identity = redact(matched, secrets)
    key = (rule.id, identity)
    occurrence = occurrences.get(key, 0)
    occurrences[key] = occurrence + 1
    start_line, start_col = source.position(raw.start)
    end_line, end_col = source.position(max(raw.start, raw.end))
    # a file's presence is the finding: its path is the evidence, and no line of it (an .env
    # value) is printed
    whole_file = MATCHERS[rule.matcher_kind].whole_file
    # redact before folding or cutting: a cut or reflowed secret would no longer be found
    evidence = source.path if whole_file else " ".join(redact(matched, secrets).split())[:EVIDENCE_MAX]
    # a metavariable is shown in a one-line message: its line breaks fold into spaces
    metavars = {k: " ".join(redact(v, secrets).split())[:METAVAR_MAX] for k, v in raw.metavars.items()}
    location = Location(
        path=source.path,
        start_line=start_line,
        start_column=start_col,
        end_line=end_line,
        end_column=end_col,
        snippet="" if whole_file else _snippet(source, start_line, spans),
    )
    return Finding(
        rule_id=rule.id,
        title=rule.title,
        message=redact(render_template(rule.message, metavars), secrets),
        severity="info" if raw.unproven else rule.severity,
        confidence=confidence,
        category=rule.category,
        cwe=rule.cwe,
        owasp=rule.owasp,
        stack=next((s for s in rule.stacks if s in options.stacks), rule.stacks[0] if rule.stacks else "common"),
        pack=rule.pack,
        knowledge=rule.knowledge,
        location=location,
        evidence=evidence,
        impact_if_unremediated=rule.impact,
        remediation=rule.remediation,
        verification_suggestion=rule.verification,
        instance_id=instance_id(rule.id, source.path, identity, occurrence),
        evidence_hash=evidence_hash(evidence),
        disposition="suppressed" if raw.stated else "needs_review" if confidence == "low" else "reportable",
        disposition_reason=_stated_reason(raw.stated, secrets) if raw.stated else raw.unproven or "",
        fix=_fix(rule, raw, source),
        flow=_flow(raw.flow, source, redaction),
    )


MAX_HOPS = 32  # a longer path keeps the hops nearest the sink
_KINDS: dict[str, StepKind] = {"assigned": "assigned", "passed": "passed", "returned": "returned"}


Redaction = tuple[list[str], list[tuple[int, int]]]  # the secret values of a file, and their spans


def traced_flow(steps: tuple[RawStep, ...]) -> Flow | None:
    """The path a whole-repository step traced, every step naming its own file (no secret of a
    matched file to mask: each step's line is shown as its file has it)."""
    if not steps or steps[-1].file is None:
        return None
    return _flow(steps, steps[-1].file, ([], []))


def _flow(steps: tuple[RawStep, ...], source: SourceFile, redaction: Redaction) -> Flow | None:
    """The path a matcher traced (source, hops, sink), each step redacted as the finding is."""
    if len(steps) < 2 or steps[0].role != "source" or steps[-1].role != "sink":
        return None
    secrets, spans = redaction
    points = [_step(step, source, secrets, spans) for step in steps]
    return Flow(source=points[0], hops=points[1:-1][-MAX_HOPS:], sink=points[-1])


def _clipped(label: str) -> str:
    return label if len(label) <= METAVAR_MAX else label[: METAVAR_MAX - 1] + "…"


def _step(step: RawStep, source: SourceFile, secrets: list[str], spans: list[tuple[int, int]]) -> FlowStep:
    """One step: where it is, its line with secrets masked, its label folded to one line."""
    file = step.file or source
    # a step in another file: its secrets are not those found here; the values found here are still masked
    file_spans = spans if file is source else []
    line, column = file.position(step.start)
    end_line, end_column = file.position(max(step.start, step.end))
    return FlowStep(
        path=file.path,
        line=line,
        column=column,
        end_line=end_line,
        end_column=end_column,
        snippet=redact(_snippet(file, line, file_spans), secrets),
        label=_clipped(" ".join(redact(step.label, secrets).split())),
        kind=_KINDS.get(step.role),
    )


def _stated_reason(note: str, secrets: list[str]) -> str:
    """The reason of a finding a comment in the code dismisses: that comment, on one line."""
    return STATED_REASON + " ".join(redact(note, secrets).split())[:EVIDENCE_MAX]


def _fix(rule: Rule, raw: RawMatch, source: SourceFile) -> FixEdit | None:
    if rule.fix is None or raw.fix is None:
        return None
    start, end = raw.fix_span or (raw.start, raw.end)
    return FixEdit(
        path=source.path,
        start=start,
        end=end,
        replacement=raw.fix,
        safety=rule.fix.safety,
        description=rule.fix.description,
    )


PARALLEL_THRESHOLD = 64  # below this many files, worker start-up costs more than it saves

