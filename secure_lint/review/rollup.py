"""`secure-lint report`: the findings of several reports as one remediation report.

The seed's produce_findings: merge reports (ours, and SARIF from other tools), keep one
finding per identity (the most severe and confident reading; `reportable` wins), apply the
baseline's recorded dispositions, sort (open work first, then severity and confidence),
number F-001..., and sum it up: counts, open risk, a risk score, what to fix first.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from secure_lint.core.findings import Coverage, Finding
from secure_lint.core.models import CONFIDENCE_RANK, SEVERITIES, SEVERITY_RANK
from secure_lint.report import ReportOptions, render_report
from secure_lint.report.json_report import finding_json
from secure_lint.review.markdown import cell, table
from secure_lint.review.sources import Source, read_report
from secure_lint.rules.loader import load_rules
from secure_lint.scan.baseline import apply_baseline, read_ledger
from secure_lint.scan.matching import ScanResult

if TYPE_CHECKING:
    from secure_lint.scan.baseline import Ledger

# The seed's weights: an open critical counts as ten lows.
RISK_WEIGHT = {"critical": 10, "high": 5, "medium": 2, "low": 1, "info": 0}
DISPOSITION_RANK = {"reportable": 2, "deferred": 2, "needs_review": 1}
MAX_PRIORITIES = 10


@dataclass(frozen=True)
class Numbered:
    id: str  # F-001
    finding: Finding


@dataclass(frozen=True)
class Priority:
    id: str
    title: str
    severity: str
    disposition: str
    where: str
    remediation: str


@dataclass(frozen=True)
class ExecutiveSummary:
    total: int
    by_severity: dict[str, int]
    open_total: int
    open_by_severity: dict[str, int]
    risk_score: int  # over open findings
    ledger_risk_score: int  # over every finding, closed ones too
    top_categories: list[tuple[str, int]]
    remediation_priority: list[Priority]
    duplicates_merged: int
    framing: str


@dataclass(frozen=True)
class Rollup:
    sources: list[dict[str, Any]]
    summary: ExecutiveSummary
    findings: list[Numbered]
    coverage: Coverage


def merge(a: Finding, b: Finding) -> Finding:
    """Two readings of one finding: the more severe and confident, `reportable` winning."""
    first, second = (a, b) if _strength(a) >= _strength(b) else (b, a)
    disposition = "reportable" if "reportable" in (a.disposition, b.disposition) else first.disposition
    return replace(first, disposition=disposition)


def _strength(f: Finding) -> tuple[int, int]:
    return SEVERITY_RANK[f.severity], CONFIDENCE_RANK[f.confidence]


def dedupe(findings: list[Finding]) -> tuple[list[Finding], int]:
    kept: dict[str, Finding] = {}
    for finding in findings:
        key = finding.instance_id.lower()
        kept[key] = merge(kept[key], finding) if key in kept else finding
    return list(kept.values()), len(findings) - len(kept)


def sort_key(f: Finding) -> tuple[int, int, int, str, int, str]:
    return (
        -DISPOSITION_RANK.get(f.disposition, 0),
        -SEVERITY_RANK[f.severity],
        -CONFIDENCE_RANK[f.confidence],
        f.location.path,
        f.location.start_line,
        f.rule_id,
    )


def _score(findings: list[Finding]) -> int:
    return sum(RISK_WEIGHT[f.severity] for f in findings)


def _first_step(text: str) -> str:
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line.removeprefix("1.").strip()


def summarize(numbered: list[Numbered], duplicates: int) -> ExecutiveSummary:
    findings = [n.finding for n in numbered]
    opened = [f for f in findings if f.is_open]
    priorities = [
        Priority(
            n.id,
            n.finding.title,
            n.finding.severity,
            n.finding.disposition,
            f"{n.finding.location.path}:{n.finding.location.start_line}",
            _first_step(n.finding.remediation),
        )
        for n in numbered
        if n.finding.is_open and n.finding.severity in ("critical", "high")
    ][:MAX_PRIORITIES]
    return ExecutiveSummary(
        total=len(findings),
        by_severity={s: sum(1 for f in findings if f.severity == s) for s in SEVERITIES},
        open_total=len(opened),
        open_by_severity={s: sum(1 for f in opened if f.severity == s) for s in SEVERITIES},
        risk_score=_score(opened),
        ledger_risk_score=_score(findings),
        top_categories=Counter(f.category for f in opened).most_common(5),
        remediation_priority=priorities,
        duplicates_merged=duplicates,
        framing=(
            "Open work is reportable, deferred and needs-review findings; the risk score weighs them "
            "10/5/2/1 by severity (critical/high/medium/low). Detector hits are candidates: confirm each in the "
            "source before fixing or closing it."
        ),
    )


def merged_coverage(sources: list[Source]) -> Coverage:
    covered = [s.coverage for s in sources if s.coverage is not None]
    coverage = Coverage(
        stacks=sorted({stack for c in covered for stack in c.stacks}),
        files_considered=sum(c.files_considered for c in covered),
        files_scanned=sum(c.files_scanned for c in covered),
        rules_run=sum(c.rules_run for c in covered),
    )
    coverage.finish()
    foreign = [s.name for s in sources if s.coverage is None]
    if foreign:
        coverage.not_observed_means += f"; {', '.join(foreign)} carry no coverage: their silence proves nothing"
    return coverage


def roll_up(paths: list[Path], baseline: Path | None = None) -> Rollup:
    """The roll-up of report files, with a baseline file's dispositions."""
    ledger = None
    if baseline is not None:
        ledger = read_ledger(baseline)
    return roll_up_sources([read_report(p) for p in paths], ledger)


def roll_up_sources(sources: list[Source], ledger: Ledger | None = None) -> Rollup:
    findings, duplicates = dedupe([f for s in sources for f in s.findings])
    if ledger is not None:
        findings = apply_baseline(findings, ledger, keep_known=True).findings
    numbered = [Numbered(f"F-{i:03d}", f) for i, f in enumerate(sorted(findings, key=sort_key), 1)]
    return Rollup(
        sources=[{"file": s.name, "format": s.format, "findings": len(s.findings)} for s in sources],
        summary=summarize(numbered, duplicates),
        findings=numbered,
        coverage=merged_coverage(sources),
    )


def as_json_data(rollup: Rollup) -> dict[str, Any]:
    return {
        "sources": rollup.sources,
        "executive_summary": asdict(rollup.summary),
        "findings": [{"id": n.id, **finding_json(n.finding)} for n in rollup.findings],
        "coverage": asdict(rollup.coverage),
    }


def _scan_result(rollup: Rollup) -> Any:
    used = {n.finding.rule_id for n in rollup.findings}
    rules = [r for r in load_rules() if r.id in used]
    findings = [n.finding for n in rollup.findings]
    return ScanResult(findings=findings, coverage=rollup.coverage, rules=rules)


def as_sarif(rollup: Rollup) -> str:
    return render_report("sarif", _scan_result(rollup), ReportOptions()).text


def as_markdown(rollup: Rollup) -> str:
    """The executive summary and numbered priorities, then the remediation report."""
    s = rollup.summary
    sources = ", ".join(f"{src['file']} ({src['findings']})" for src in rollup.sources)
    head = [
        "# Findings roll-up",
        "",
        f"{s.total} findings from {sources}; {s.duplicates_merged} duplicates merged. "
        f"Open: {s.open_total}. Risk score: **{s.risk_score}** (all findings: {s.ledger_risk_score}).",
        "",
        cell(s.framing),
        "",
        "## Fix first",
        "",
        table(
            ["Id", "Severity", "Title", "Where", "First step"],
            [[p.id, p.severity, p.title, p.where, p.remediation] for p in s.remediation_priority],
        ),
        "## All findings",
        "",
        table(
            ["Id", "Severity", "Disposition", "Rule", "Where"],
            [
                [
                    n.id,
                    n.finding.severity,
                    n.finding.disposition,
                    n.finding.rule_id,
                    f"{n.finding.location.path}:{n.finding.location.start_line}",
                ]
                for n in rollup.findings
            ],
        ),
    ]
    body = render_report("markdown", _scan_result(rollup), ReportOptions()).text
    return "\n".join(head) + "\n" + body.split("\n", 1)[1]


def as_text(rollup: Rollup) -> str:
    s = rollup.summary
    lines = [
        f"{n.id} {n.finding.severity:<8} {n.finding.disposition:<14} "
        f"{n.finding.location.path}:{n.finding.location.start_line} {n.finding.rule_id}: {n.finding.title}"
        for n in rollup.findings
    ]
    lines += [
        "",
        f"{s.total} finding{'' if s.total == 1 else 's'} ({s.duplicates_merged} duplicates merged), "
        f"{s.open_total} open; "
        f"risk score {s.risk_score} (all findings: {s.ledger_risk_score})",
    ]
    if s.remediation_priority:
        lines.append("fix first: " + ", ".join(f"{p.id} {p.where}" for p in s.remediation_priority))
    return "\n".join(lines) + "\n"
