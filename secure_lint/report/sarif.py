"""SARIF 2.1.0 for GitHub code scanning, built with sarif-om.

One run per category; only the rules used; results with root-relative URIs under
%SRCROOT%, our line-independent fingerprint, fixes; suppressed results left out unless
asked for; at most 25,000 results, highest severity first.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import attr
import sarif_om as om

from secure_lint import PROJECT_URL
from secure_lint.models import SEVERITY_RANK

if TYPE_CHECKING:
    from secure_lint.findings import Finding
    from secure_lint.report import ReportOptions
    from secure_lint.rules import Rule
    from secure_lint.scan import ScanResult

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
FINGERPRINT_KEY = "secureLintInstance/v1"
MAX_RESULTS = 25_000
SECURITY_SEVERITY = {"critical": "9.5", "high": "8.0", "medium": "5.5", "low": "3.0", "info": "1.0"}
LEVEL = {"critical": "error", "high": "error", "medium": "warning", "low": "note", "info": "note"}
PRECISION = {"high": "high", "medium": "medium", "low": "low"}


def to_json(value: Any) -> Any:
    """sarif-om objects as plain JSON values, leaving out unset and default fields."""
    if attr.has(type(value)):
        out: dict[str, Any] = {}
        for field in attr.fields(type(value)):
            item = getattr(value, field.name)
            if item is None or (field.default is not attr.NOTHING and item == field.default):
                continue
            out[field.metadata["schema_property_name"]] = to_json(item)
        return out
    if isinstance(value, list):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value


def rule_help_markdown(rule: Rule) -> str:
    sections = [f"**{rule.title}**", rule.description]
    if rule.impact:
        sections.append(f"### Why it matters\n{rule.impact}")
    if rule.remediation:
        sections.append(f"### Remediation\n{rule.remediation}")
    if rule.verification:
        sections.append(f"### Verification\n{rule.verification}")
    refs = [
        *(f"[{c}](https://cwe.mitre.org/data/definitions/{c[4:]}.html)" for c in rule.cwe),
        *rule.references,
    ]
    if refs:
        sections.append("### References\n" + "\n".join(f"- {r}" for r in refs))
    return "\n\n".join(s for s in sections if s)


def rule_help_text(rule: Rule) -> str:
    parts = [rule.description, f"Why it matters: {rule.impact}" if rule.impact else ""]
    parts += [f"Remediation: {rule.remediation}" if rule.remediation else ""]
    parts += [f"Verification: {rule.verification}" if rule.verification else ""]
    return "\n\n".join(p for p in parts if p) or rule.title


def rule_tags(rule: Rule) -> list[str]:
    cwe_tags = [f"external/cwe/cwe-{c[4:]}" for c in rule.cwe]
    tags = ["security", rule.category, *cwe_tags, *(f"owasp/{o}" for o in rule.owasp)]
    return list(dict.fromkeys(tags))[:20]


def descriptor(rule: Rule) -> om.ReportingDescriptor:
    return om.ReportingDescriptor(
        id=rule.id,
        name=rule.id.replace(".", "/"),
        short_description=om.MultiformatMessageString(text=rule.title),
        full_description=om.MultiformatMessageString(text=(rule.description or rule.title)[:1024]),
        help=om.MultiformatMessageString(text=rule_help_text(rule), markdown=rule_help_markdown(rule)),
        help_uri=f"{PROJECT_URL}/blob/main/docs/rules.md#{rule.id.replace('.', '')}",
        default_configuration=om.ReportingConfiguration(level=LEVEL[rule.severity]),
        properties={
            "security-severity": SECURITY_SEVERITY[rule.severity],
            "precision": PRECISION[rule.confidence],
            "problem.severity": "error" if LEVEL[rule.severity] == "error" else "warning",
            "tags": rule_tags(rule),
        },
    )


def _region(finding: Finding) -> om.Region:
    loc = finding.location
    return om.Region(
        start_line=loc.start_line,
        start_column=loc.start_column,
        end_line=loc.end_line,
        end_column=loc.end_column,
        snippet=om.ArtifactContent(text=loc.snippet) if loc.snippet else None,
    )


def _artifact(path: str) -> om.ArtifactLocation:
    return om.ArtifactLocation(uri=path, uri_base_id="%SRCROOT%")


def _fix(finding: Finding) -> list[om.Fix] | None:
    if finding.fix is None:
        return None
    edit = finding.fix
    change = om.ArtifactChange(
        artifact_location=_artifact(edit.path),
        replacements=[
            om.Replacement(
                deleted_region=om.Region(char_offset=edit.start, char_length=edit.end - edit.start),
                inserted_content=om.ArtifactContent(text=edit.replacement),
            )
        ],
    )
    text = edit.description or f"Apply the {edit.safety} fix of {finding.rule_id}"
    return [om.Fix(description=om.Message(text=text), artifact_changes=[change])]


def _result(finding: Finding, rule_index: int) -> om.Result:
    return om.Result(
        rule_id=finding.rule_id,
        rule_index=rule_index,
        level=LEVEL[finding.severity],
        kind="fail",
        message=om.Message(text=finding.message),
        locations=[
            om.Location(
                physical_location=om.PhysicalLocation(
                    artifact_location=_artifact(finding.location.path), region=_region(finding)
                )
            )
        ],
        partial_fingerprints={FINGERPRINT_KEY: finding.instance_id},
        fixes=_fix(finding),
        properties={
            "severity": finding.severity,
            "confidence": finding.confidence,
            "category": finding.category,
            "disposition": finding.disposition,
            "evidenceHash": finding.evidence_hash,
        },
    )


def select_findings(result: ScanResult, options: ReportOptions) -> tuple[list[Finding], int]:
    """Findings to upload, highest severity first, and how many were dropped by the cap."""
    shown = [
        f
        for f in result.findings
        if options.include_suppressed or f.disposition not in ("suppressed", "fixed")
    ]
    shown.sort(key=lambda f: -SEVERITY_RANK[f.severity])
    return shown[:MAX_RESULTS], max(0, len(shown) - MAX_RESULTS)


def build_log(result: ScanResult, options: ReportOptions) -> om.SarifLog:
    findings, dropped = select_findings(result, options)
    rules_by_id = {r.id: r for r in result.rules}
    used = sorted({f.rule_id for f in findings if f.rule_id in rules_by_id})
    index = {rule_id: i for i, rule_id in enumerate(used)}
    run_properties: dict[str, Any] = {"scanStatus": result.coverage.scan_status}
    if dropped:
        run_properties["truncated"] = True
        run_properties["truncatedResults"] = dropped
    run = om.Run(
        tool=om.Tool(
            driver=om.ToolComponent(
                name="secure-lint",
                version=result.tool_version,
                semantic_version=result.tool_version,
                information_uri=PROJECT_URL,
                rules=[descriptor(rules_by_id[r]) for r in used],
            )
        ),
        automation_details=om.RunAutomationDetails(id=f"{options.category}/"),
        original_uri_base_ids={
            "%SRCROOT%": om.ArtifactLocation(description=om.Message(text="The scan root"))
        },
        results=[_result(f, index.get(f.rule_id, -1)) for f in findings],
        column_kind="unicodeCodePoints",
        properties=run_properties,
    )
    return om.SarifLog(version="2.1.0", schema_uri=SCHEMA_URI, runs=[run])


def render(result: ScanResult, options: ReportOptions) -> str:
    return json.dumps(to_json(build_log(result, options)), indent=2, ensure_ascii=False) + "\n"
