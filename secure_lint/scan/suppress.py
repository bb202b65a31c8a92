"""Inline suppressions: `secure-lint: ignore[rule-id, other-id] -- reason` in a comment.

A comment after code covers its own line; a comment on a line of its own covers the next
line (stacked suppression comments are skipped over). `ignore-file[...]` in the first
lines of a file covers the whole file. Any comment syntax of the file's language works:
`//`, `/* */`, JSX `{/* */}`, `#`, `<!-- -->`.

Suppressed findings stay in the result with disposition `suppressed` and the reason.
A suppression naming no rule id is rejected (`secure-lint.invalid-suppression`); one that
suppressed nothing is reported (`secure-lint.unused-suppression`, like ruff's RUF100),
but only for rules that ran on the file, so `--select secrets` never flags a code rule's
suppression as unused.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from secure_lint.core.findings import Finding, Location, evidence_hash, instance_id
from secure_lint.core.languages import BLOCK_COMMENTS, LINE_COMMENTS
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.limits import SNIPPET_MAX
from secure_lint.core.redact import redact
from secure_lint.core.source import SourceFile
from secure_lint.matchers.regex_matcher import RegexMatch
from secure_lint.rules.model import RULE_ID, Match, Rule

MARKER = "secure-lint:"
FILE_HEAD_LINES = 10
_DIRECTIVE = lazy_compile(
    r"secure-lint:\s*(?P<kind>ignore-file|ignore)(?![\w-])(?:\[(?P<ids>[^\]\r\n]*)\])?(?P<tail>[^\r\n]*)"
)
# A `\r` with more of the line after it: editors draw a line break there, git does not, so the
# line a suppression on such a line covers is not the one a reader sees (a hiding place).
_INNER_CR = lazy_compile(r"\r(?=[^\r])")
_CLOSER = lazy_compile(r"\s*(?:\*/\s*\}|\*/|-->)\s*$")
DEFAULT_REASON = "suppressed by an inline comment"


def _meta_rule(rule_id: str, title: str, message: str, description: str, remediation: str) -> Rule:
    return Rule(
        id=rule_id,
        pack="secure-lint",
        title=title,
        message=message,
        severity="low",
        confidence="high",
        category="configuration",
        stacks=["common"],
        languages=["any"],
        scope="all",
        match=Match(kind="regex", options=RegexMatch(pattern=r"secure-lint:\s*ignore")),
        description=description,
        remediation=remediation,
        verification="Rescan: the comment is no longer reported.",
    )


UNUSED_SUPPRESSION = _meta_rule(
    "secure-lint.unused-suppression",
    "Unused suppression comment",
    "unused suppression",
    "A `secure-lint: ignore[...]` comment names a rule that reports nothing where the comment "
    "applies, or a rule that does not exist. Stale suppressions hide the next real finding.",
    "Remove the rule id from the comment, or the whole comment when no id is left.",
)
INVALID_SUPPRESSION = _meta_rule(
    "secure-lint.invalid-suppression",
    "Malformed suppression comment",
    "malformed suppression",
    "A suppression must name the rules it silences: `secure-lint: ignore[rule-id] -- reason`. "
    "A blanket suppression would hide every future finding on the line.",
    "Name the rule ids in brackets and give the reason after `--`.",
)
META_RULES: tuple[Rule, ...] = (UNUSED_SUPPRESSION, INVALID_SUPPRESSION)


@dataclass(frozen=True)
class SuppressionPolicy:
    """Which meta findings to report; `known_ids` lets unknown rule ids be reported."""

    known_ids: frozenset[str] = frozenset()
    unused: Rule | None = None
    invalid: Rule | None = None

    @property
    def rules(self) -> list[Rule]:
        """The suppression checks that are on."""
        return [r for r in (self.unused, self.invalid) if r is not None]


@dataclass
class Directive:
    line: int  # 1-based line of the comment
    column: int  # 1-based column of the marker
    end_column: int
    text: str  # the directive, marker to end, without the comment closer
    file_level: bool
    ids: tuple[str, ...] = ()
    reason: str = ""
    target: int = 0  # the line covered (line directives)
    error: str | None = None
    used: set[str] = field(default_factory=set)

    def covers(self, finding: Finding) -> bool:
        if self.error or finding.rule_id not in self.ids:
            return False
        loc = finding.location
        return self.file_level or loc.start_line <= self.target <= loc.end_line


def _openers(language: str) -> tuple[str, ...]:
    blocks = tuple(opener for opener, _ in BLOCK_COMMENTS.get(language, ()))
    return LINE_COMMENTS.get(language, ()) + blocks


def _comment_start(prefix: str, language: str) -> tuple[int, bool] | None:
    """Where the comment holding the marker starts, and whether code precedes it; None if no comment."""
    openers = _openers(language)
    found = max((prefix.rfind(o) for o in openers), default=-1)
    if found == -1:
        # inside a block comment spanning lines: ` * secure-lint: ...` or a bare line in <!-- -->
        if BLOCK_COMMENTS.get(language) and prefix.strip() in ("", "*"):
            return len(prefix) - len(prefix.lstrip()), False
        return None
    if found > 0 and prefix[found - 1] == "{":  # JSX {/* ... */}
        found -= 1
    return found, prefix[:found].strip() not in ("", "{")


# The comment node kinds of the languages ast-grep parses (JSON has none).
COMMENT_KINDS = ("comment", "multiline_comment")


def _comment_spans(source: SourceFile) -> list[tuple[int, int]] | None:
    """The spans of the file's comments, from its syntax tree (a string literal holding
    `// secure-lint: ignore[...]` is not one); None for a language ast-grep does not parse."""
    if not source.is_structural:
        return None
    spans = []
    for kind in COMMENT_KINDS:
        try:
            nodes = source.tree.find_all(kind=kind)
        except Exception:
            continue
        for node in nodes:
            where = node.range()
            spans.append((where.start.index, where.end.index))
    return sorted(spans)


def _comment_at(spans: list[tuple[int, int]], pos: int) -> tuple[int, int] | None:
    index = bisect.bisect_right(spans, pos, key=lambda span: span[0]) - 1
    if index >= 0 and spans[index][0] <= pos < spans[index][1]:
        return spans[index]
    return None


def parse_directives(source: SourceFile) -> list[Directive]:
    """Every suppression comment of a file, with its target line resolved. Only a comment
    suppresses: in a file ast-grep parses, the marker must lie in a comment node."""
    text = source.text
    directives: list[Directive] = []
    trailing_code: dict[int, bool] = {}
    spans = _comment_spans(source)
    pos = text.find(MARKER)
    while pos != -1:
        line, column = source.position(pos)
        if spans is None:
            directive = _parse_at(source, line, column)
        else:
            comment = _comment_at(spans, pos)
            directive = None if comment is None else _parse_at(source, line, column, comment[0])
        if directive is not None:
            directives.append(directive)
            trailing_code[line] = trailing_code.get(line, False) or directive.target == line
        pos = text.find(MARKER, pos + len(MARKER))
    standalone = {d.line for d in directives if not trailing_code[d.line]}
    for directive in directives:
        if not directive.file_level and directive.target == 0:
            target = directive.line + 1
            while target in standalone:
                target += 1
            directive.target = target
    return directives


def _parse_at(source: SourceFile, line: int, column: int, comment_start: int | None = None) -> Directive | None:
    """The directive at the marker; `comment_start`: where its comment starts (from the syntax
    tree), else the comment is found on the line by its opener."""
    line_text = source.line_text(line)
    match = _DIRECTIVE.match(line_text, column - 1)
    if comment_start is None:
        comment = _comment_start(line_text[: column - 1], source.language)
        if comment is None:
            return None
        after_code = comment[1]
    else:
        comment_line, comment_column = source.position(comment_start)
        before = line_text[: comment_column - 1] if comment_line == line else ""
        after_code = before.strip() not in ("", "{")  # JSX {/* ... */}
    if match is None:
        return None
    tail = _CLOSER.sub("", match.group("tail"))
    directive = Directive(
        line=line,
        column=column,
        end_column=match.start("tail") + len(tail) + 1,
        text=(line_text[column - 1 : match.start("tail")] + tail).strip(),
        file_level=match.group("kind") == "ignore-file",
        target=line if after_code else 0,
    )
    error = _check(directive, match.group("ids"), tail)
    directive.error = _split_line_error(line_text) or error
    return directive


def _split_line_error(line_text: str) -> str | None:
    """Lines are git's (ended by `\\n`): a lone `\\r` inside the directive's line makes the code
    a reader sees on other lines share its line, so no suppression is taken from it."""
    if _INNER_CR.search(line_text) is None:
        return None
    return "the line holds a lone CR (`\\r`) that editors show as a line break: end lines with LF or CRLF"


def _check(directive: Directive, ids_text: str | None, tail: str) -> str | None:
    """Fill ids and reason; the error message when the directive is malformed."""
    kind = "ignore-file" if directive.file_level else "ignore"
    usage = f"`secure-lint: {kind}[rule-id] -- reason`"
    ids = tuple(dict.fromkeys(i.strip() for i in (ids_text or "").split(",") if i.strip()))
    if not ids:
        return f"suppression without a rule id is not allowed; write {usage}"
    bad = [i for i in ids if not RULE_ID.match(i)]
    if bad:
        return f"{bad[0]!r} is not a rule id; write {usage}"
    tail = tail.strip()
    if tail and not tail.startswith("--"):
        return f"put the reason after `--`: {usage}"
    if directive.file_level and directive.line > FILE_HEAD_LINES:
        return f"`ignore-file` must be in the first {FILE_HEAD_LINES} lines of the file"
    directive.ids = ids
    directive.reason = tail[2:].strip()
    return None


def apply_suppressions(
    source: SourceFile,
    findings: list[Finding],
    applicable: set[str],
    policy: SuppressionPolicy,
    secrets: list[str],
) -> list[Finding]:
    """Mark suppressed findings, and add findings for malformed and unused suppressions."""
    if MARKER not in source.text:
        return findings
    directives = parse_directives(source)
    if not directives:
        return findings
    out = [_suppress(f, directives) for f in findings]
    out.extend(_meta_findings(source, directives, applicable, policy, secrets))
    return sorted(out, key=lambda f: (f.location.start_line, f.location.start_column))


def _suppress(finding: Finding, directives: list[Directive]) -> Finding:
    if not finding.is_open:
        return finding
    for directive in directives:
        if directive.covers(finding):
            directive.used.add(finding.rule_id)
            reason = directive.reason or DEFAULT_REASON
            return replace(finding, disposition="suppressed", disposition_reason=reason)
    return finding


def _meta_findings(
    source: SourceFile,
    directives: list[Directive],
    applicable: set[str],
    policy: SuppressionPolicy,
    secrets: list[str],
) -> Iterator[Finding]:
    occurrences: dict[str, int] = {}
    for directive in directives:
        for rule, message, subject in _problems(directive, applicable, policy):
            key = f"{directive.text}\x1f{subject}"
            occurrence = occurrences.get(key, 0)
            occurrences[key] = occurrence + 1
            yield _meta_finding(source, directive, rule, message, (key, occurrence), secrets)


def _problems(
    directive: Directive, applicable: set[str], policy: SuppressionPolicy
) -> Iterator[tuple[Rule, str, str]]:
    """(rule, message, subject): what is wrong with a directive, and the rule id concerned."""
    if directive.error:
        if policy.invalid is not None:
            yield policy.invalid, directive.error, ""
        return
    if policy.unused is None:
        return
    where = "in this file" if directive.file_level else f"on line {directive.target}"
    for rule_id in directive.ids:
        if rule_id in directive.used:
            continue
        if policy.known_ids and rule_id not in policy.known_ids:
            yield policy.unused, f"suppression names an unknown rule `{rule_id}`", rule_id
        elif rule_id in applicable:
            yield policy.unused, f"unused suppression: no `{rule_id}` finding {where}", rule_id


def _meta_finding(
    source: SourceFile,
    directive: Directive,
    rule: Rule,
    message: str,
    identity: tuple[str, int],
    secrets: list[str],
) -> Finding:
    evidence = redact(directive.text, secrets)
    return Finding(
        rule_id=rule.id,
        title=rule.title,
        message=message,
        severity=rule.severity,
        confidence=rule.confidence,
        category=rule.category,
        pack=rule.pack,
        location=Location(
            path=source.path,
            start_line=directive.line,
            start_column=directive.column,
            end_line=directive.line,
            end_column=directive.end_column,
            snippet=redact(source.line_text(directive.line), secrets)[:SNIPPET_MAX],
        ),
        evidence=evidence,
        impact_if_unremediated=rule.description,
        remediation=rule.remediation,
        verification_suggestion=rule.verification,
        instance_id=instance_id(rule.id, source.path, *identity),
        evidence_hash=evidence_hash(evidence),
    )
