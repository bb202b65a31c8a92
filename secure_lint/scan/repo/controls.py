"""Whole-app controls decided on the whole repository: a finding of an `app_control` rule
(matchers/app_control.py) is kept only when its check's verdict on the repository says the
control is missing across the app (matchers/app_checks/), and then lists the facts the verdict
relied on in its message and evidence; otherwise it is dropped. The finding's identity
(instance_id, evidence_hash) stays that of the place it was found, so a baseline keeps matching
when the facts around it change."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.matchers import app_control
from secure_lint.scan.engine import FileResult, traced_flow
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.rules.model import Rule
    from secure_lint.scan.cache.result_codec import Item

FACTS_MAX = 900  # characters of facts in a finding's evidence


def decide_controls(items: list[Item], rules: list[Rule], repo: Repository) -> list[Item]:
    """The items with each app_control finding kept (with its facts) or dropped."""
    checks = _checks(rules)
    if not checks:
        return items
    return each_file_result(items, lambda result: _decided(result, checks, repo))


def controls_in_file(result: FileResult, rules: list[Rule], repo: Repository) -> FileResult:
    """One file's result with its app_control findings decided (rules test, --fix re-scans)."""
    checks = _checks(rules)
    return _decided(result, checks, repo) if checks else result


def _checks(rules: list[Rule]) -> dict[str, str]:
    """The app_control rules' checks, by rule id."""
    return {r.id: r.match.options.check for r in rules if r.match.kind == "app_control"}


def _decided(result: FileResult, checks: dict[str, str], repo: Repository) -> FileResult:
    if not any(f.rule_id in checks for f in result.findings):
        return result
    findings: list[Finding] = []
    for finding in result.findings:
        if finding.rule_id not in checks:
            findings.append(finding)
            continue
        check = app_control.check(checks[finding.rule_id])
        location = finding.location
        facts = check.decide(repo, location.path, location.start_line, location.start_column)
        if facts is not None:
            findings.append(with_facts(finding, facts))
    return replace(result, findings=_once_per_place(findings, checks))


def _once_per_place(findings: list[Finding], checks: dict[str, str]) -> list[Finding]:
    """Without the line findings that a kept whole-app finding already reports: where an app
    control is reported at one of the writes it is about (its first credential write), the
    per-write finding of the same weakness (a shared CWE) on that line says it again."""
    app_wide = {
        (f.location.start_line, cwe) for f in findings if f.rule_id in checks for cwe in f.cwe
    }
    return [
        f for f in findings
        if f.rule_id in checks or not any((f.location.start_line, cwe) in app_wide for cwe in f.cwe)
    ]


def with_facts(finding: Finding, facts: list[str]) -> Finding:
    listed = "; ".join(facts)
    evidence = f"{finding.evidence} | facts: {listed}"
    steps = getattr(facts, "steps", ())  # app_checks.TracedFacts: the data's path, for the finding's flow
    return replace(
        finding,
        flow=traced_flow(steps) if steps else finding.flow,
        message=f"{finding.message} (relied on: {listed})",
        evidence=evidence if len(evidence) <= FACTS_MAX else evidence[: FACTS_MAX - 3] + "...",
    )
