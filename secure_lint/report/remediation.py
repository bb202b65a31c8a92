"""The remediation view of a scan, shared by the markdown and HTML reports.

Findings grouped by rule (most severe first), counts by severity and category, the top
priorities, and the coverage stated honestly: what was scanned, what was skipped and why,
and what an empty result means.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.models import CONFIDENCE_RANK, SEVERITIES, SEVERITY_RANK
from secure_lint.report.narrative import Narrative, of_finding

if TYPE_CHECKING:
    from secure_lint.core.findings import Coverage, Finding
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult

TOP_PRIORITIES = 5
SKIP_EXAMPLES = 5

SKIP_REASONS = {
    "ignored": "ignored by .gitignore or .secure-lintignore",
    "default_excluded": "excluded by default (dependencies, build output, minified bundles)",
    "not_shipped": "not shipped code (tests, fixtures, docs); code rules are off there",
    "too_large": "larger than --max-file-size",
    "binary": "binary",
    "minified": "minified (secret rules ran; code rules off)",
    "library": "a library's build, by a generator's runtime or a copy's licence (secret rules ran; code rules off)",
    "vendored": "a third-party library copied into the app (secret rules ran; code rules off)",
    "symlink_outside_root": "a symlink leaving the scan root",
    "symlink_not_followed": "a symlink (not followed)",
    "symlink_to_unscanned": "a symlink in shipped code to a file scanned as not shipped, or excluded",
    "unreadable": "unreadable",
    "too_deep": "nested too deep",
    "unmerged": "unmerged (a merge conflict to resolve and stage first)",
    "not_a_regular_file": "not a regular file",
    "no_applicable_rules": "no rule applies to its language",
    "submodule": "in a git submodule: scan it from its own root (secure-lint scan --root SUBMODULE)",
}
# Skips that can hide a finding in code that ships (the others are by design).
RISKY_SKIPS = frozenset(
    {"too_large", "symlink_outside_root", "symlink_to_unscanned", "unreadable", "too_deep", "unmerged", "minified"}
)


@dataclass(frozen=True)
class Group:
    """One rule's open findings, with what to do about them."""

    rule_id: str
    severity: str
    confidence: str
    category: str
    cwe: tuple[str, ...]
    narrative: Narrative
    findings: tuple[Finding, ...]
    fixable: int

    @property
    def paths(self) -> list[str]:
        return list(dict.fromkeys(f.location.path for f in self.findings))


@dataclass(frozen=True)
class SkipLine:
    reason: str
    explanation: str
    count: int
    examples: tuple[str, ...]
    risky: bool


@dataclass(frozen=True)
class View:
    open_by_severity: dict[str, int]
    open_by_category: list[tuple[str, int, str]]  # category, open count, most severe
    closed_by_disposition: dict[str, int]
    open_total: int
    failing: int
    fail_on: str
    groups: list[Group]
    skipped: list[SkipLine]
    coverage: Coverage

    @property
    def priorities(self) -> list[Group]:
        return self.groups[:TOP_PRIORITIES]


def _location_key(finding: Finding) -> tuple[str, int, int]:
    return (finding.location.path, finding.location.start_line, finding.location.start_column)


def group_findings(result: ScanResult, findings: list[Finding]) -> list[Group]:
    rules = {r.id: r for r in result.rules}
    by_rule: dict[str, list[Finding]] = {}
    for finding in findings:
        by_rule.setdefault(finding.rule_id, []).append(finding)
    groups = []
    for rule_id, items in by_rule.items():
        first = items[0]
        groups.append(
            Group(
                rule_id=rule_id,
                severity=first.severity,
                confidence=first.confidence,
                category=first.category,
                cwe=tuple(first.cwe),
                narrative=of_finding(first, rules.get(rule_id)),
                findings=tuple(sorted(items, key=_location_key)),
                fixable=sum(1 for f in items if f.fix is not None),
            )
        )
    return sorted(
        groups,
        key=lambda g: (-SEVERITY_RANK[g.severity], -CONFIDENCE_RANK[g.confidence], -len(g.findings), g.rule_id),
    )


def _categories(findings: list[Finding]) -> list[tuple[str, int, str]]:
    counts = Counter(f.category for f in findings)
    worst: dict[str, str] = {}
    for finding in findings:
        current = worst.get(finding.category)
        if current is None or SEVERITY_RANK[finding.severity] > SEVERITY_RANK[current]:
            worst[finding.category] = finding.severity
    rows = [(category, n, worst[category]) for category, n in counts.items()]
    return sorted(rows, key=lambda row: (-SEVERITY_RANK[row[2]], -row[1], row[0]))


def skipped_lines(coverage: Coverage) -> list[SkipLine]:
    by_reason: dict[str, list[str]] = {}
    for skip in coverage.skipped:
        by_reason.setdefault(skip.reason, []).append(skip.path)
    lines = [
        SkipLine(
            reason=reason,
            explanation=SKIP_REASONS.get(reason, reason.replace("_", " ")),
            count=len(paths),
            examples=tuple(sorted(paths)[:SKIP_EXAMPLES]),
            risky=reason in RISKY_SKIPS,
        )
        for reason, paths in by_reason.items()
    ]
    return sorted(lines, key=lambda line: (not line.risky, -line.count, line.reason))


def build_view(result: ScanResult, options: ReportOptions) -> View:
    open_findings = [f for f in result.findings if f.is_open]
    closed = Counter(f.disposition for f in result.findings if not f.is_open)
    return View(
        open_by_severity={s: result.counts()[s] for s in SEVERITIES},
        open_by_category=_categories(open_findings),
        closed_by_disposition=dict(sorted(closed.items())),
        open_total=len(open_findings),
        failing=len(result.failing(options.fail_on)),
        fail_on=options.fail_on,
        groups=group_findings(result, open_findings),
        skipped=skipped_lines(result.coverage),
        coverage=result.coverage,
    )


def verdict(view: View) -> str:
    if view.fail_on == "never":
        return f"{view.open_total} open finding{_s(view.open_total)}; this run does not fail on findings."
    if view.failing:
        return (
            f"{view.failing} open finding{_s(view.failing)} at or above `{view.fail_on}` "
            f"fail{'s' if view.failing == 1 else ''} this run."
        )
    return f"No open finding at or above `{view.fail_on}`."


def first_step(narrative: Narrative) -> str:
    """The first remediation step, for the priorities list."""
    line = next((ln.strip() for ln in narrative.remediation.splitlines() if ln.strip()), "")
    return line.removeprefix("1.").strip()


def _s(count: int) -> str:
    return "" if count == 1 else "s"
