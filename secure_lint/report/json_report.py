"""JSON: the envelope {ok, tool, summary, findings, coverage} with findings in the Finding schema.

The schema (docs/architecture.md#the-finding-schema-json, from the seed) has fields a linter's
Finding does not store because they follow from the others: they are derived here, in the
schema's order.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from secure_lint.report.summary import summary

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult


def envelope(result: ScanResult, options: ReportOptions) -> dict[str, Any]:
    return {
        "ok": True,
        "tool": {"name": "secure-lint", "version": result.tool_version},
        "summary": summary(result, options),
        "findings": [finding_json(f) for f in result.findings],
        "coverage": asdict(result.coverage),
    }


def render(result: ScanResult, options: ReportOptions) -> str:
    return json.dumps(envelope(result, options), indent=2, ensure_ascii=False) + "\n"


def finding_json(finding: Finding) -> dict[str, Any]:
    """A finding in the public schema: its fields, and the ones derived from them."""
    high = finding.confidence == "high"
    flow = finding.flow
    data = {
        "rule_id": finding.rule_id,
        "title": finding.title,
        "message": finding.message,
        "severity": finding.severity,
        "confidence": finding.confidence,
        "category": finding.category,
        "cwe": list(finding.cwe),
        "owasp": list(finding.owasp),
        "stack": finding.stack,
        "pack": finding.pack,
        "knowledge": finding.knowledge,
        "location": asdict(finding.location),
        "evidence": finding.evidence,
        "impact_if_unremediated": finding.impact_if_unremediated,
        "remediation": finding.remediation,
        "residual_risk": residual_risk(finding),
        "verification_suggestion": finding.verification_suggestion,
        "rule_family": f"{finding.pack}.{finding.category}",
        "root_control": finding.knowledge or finding.rule_id,
        "instance_id": finding.instance_id,
        "evidence_hash": finding.evidence_hash,
        # a pattern match knows its sink, not where the data came from; a traced flow knows both
        "source": f"{flow.source.path}:{flow.source.line}" if flow is not None else "",
        "control": "",
        "sink": f"{finding.location.path}:{finding.location.start_line}",
        "counterevidence": [] if high else ["a pattern match does not prove the input is attacker-controlled"],
        "proof_gap": [] if high else ["trace untrusted input to this line"],
        "validation": [finding.verification_suggestion] if finding.verification_suggestion else [],
        "disposition": finding.disposition,
        "disposition_reason": finding.disposition_reason,
        "fix": asdict(finding.fix) if finding.fix is not None else None,
    }
    if flow is None:  # a finding without a traced path keeps the schema it always had
        return data
    keys = list(data)
    at = keys.index("sink") + 1
    return {**{k: data[k] for k in keys[:at]}, "flow": asdict(flow), **{k: data[k] for k in keys[at:]}}


def residual_risk(finding: Finding) -> str:
    if finding.pack == "secure-lint":  # a problem with a suppression comment itself
        return "None once the comment is corrected."
    if finding.category == "secrets":
        return "A committed secret stays in git history: rotate it even after removing it."
    return "Low once the remediation is applied and covered by a test."
