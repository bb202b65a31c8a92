"""SARIF 2.1.0 for GitHub code scanning, built with sarif-om.

One run per upload category (`automationDetails.id`); only the rules used, each with
its help (what, why, remediation, verification, references); results with root-relative
URIs under %SRCROOT%, our line-independent fingerprint and fixes; closed findings
(suppressed, accepted, fixed...) left out unless asked for. Within GitHub's limits
(25,000 results per run, 10 MB gzipped), keeping the most severe results first.
"""

from __future__ import annotations

import functools
import gzip
import json
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import attr
import sarif_om as om

from secure_lint import PROJECT_URL
from secure_lint.core.findings import OPEN_DISPOSITIONS
from secure_lint.core.models import CONFIDENCE_RANK, SEVERITY_RANK
from secure_lint.report import Rendered
from secure_lint.report.narrative import as_markdown, as_text, clip, of_rule
from secure_lint.report.sarif_check import FINGERPRINT_KEY, MAX_DESCRIPTION, MAX_GZIP_BYTES, MAX_RESULTS, MAX_TAGS
from secure_lint.rules.precision import sarif_precision

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding, FlowStep
    from secure_lint.report import ReportOptions
    from secure_lint.rules.loader import Rule
    from secure_lint.scan.matching import ScanResult

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
# GitHub's bands: critical > 9.0, high 7.0-8.9, medium 4.0-6.9, low 0.1-3.9.
SECURITY_SEVERITY = {"critical": "9.5", "high": "8.0", "medium": "5.5", "low": "3.0", "info": "1.0"}
LEVEL = {"critical": "error", "high": "error", "medium": "warning", "low": "note", "info": "note"}
# the rule's confidence, where its precision was not measured on production apps (rules/precision.py)
PRECISION = {"high": "high", "medium": "medium", "low": "low"}
SUPPRESSION_KIND = {"suppressed": "inSource"}  # dispositions from the baseline are external
URI_PATH_SAFE = "/!$&'()*+,;=@"  # RFC 3986 path characters kept as they are (':' is not: scheme-like)
ALWAYS_WRITTEN = frozenset({"level"})  # code scanning reads it; do not rely on the schema default


_NO_DEFAULT = object()


@functools.cache
def _fields(cls: type) -> tuple[tuple[str, str, Any], ...]:
    """(attribute, JSON name, default) of a sarif-om class; a pure function of the class."""
    out = []
    for field in attr.fields(cls):
        default = field.default
        if isinstance(default, attr.Factory):  # type: ignore[arg-type]
            default = default.factory()
        elif default is attr.NOTHING or field.name in ALWAYS_WRITTEN:
            default = _NO_DEFAULT
        out.append((field.name, field.metadata["schema_property_name"], default))
    return tuple(out)


def to_json(value: Any) -> Any:
    """sarif-om objects as plain JSON values, leaving out unset and default fields."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, list):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    out: dict[str, Any] = {}
    for name, json_name, default in _fields(type(value)):  # type: ignore[arg-type]
        item = getattr(value, name)
        if item is None or (default is not _NO_DEFAULT and item == default):
            continue
        out[json_name] = to_json(item)
    return out


def rule_tags(rule: Rule) -> list[str]:
    cwe_tags = [f"external/cwe/cwe-{c.removeprefix('CWE-')}" for c in rule.cwe]
    tags = ["security", *cwe_tags, rule.category, *(f"external/owasp/{o}" for o in rule.owasp)]
    return list(dict.fromkeys(tags))[:MAX_TAGS]


def descriptor(rule: Rule) -> om.ReportingDescriptor:
    narrative = of_rule(rule)
    return om.ReportingDescriptor(
        id=rule.id,
        name=rule.id.replace(".", "/"),
        short_description=om.MultiformatMessageString(text=rule.title),
        full_description=om.MultiformatMessageString(text=clip(narrative.what, MAX_DESCRIPTION)),
        help=om.MultiformatMessageString(text=as_text(narrative), markdown=as_markdown(narrative)),
        help_uri=narrative.help_uri,
        default_configuration=om.ReportingConfiguration(level=LEVEL[rule.severity]),
        properties={
            "security-severity": SECURITY_SEVERITY[rule.severity],
            "precision": sarif_precision(rule.id) or PRECISION[rule.confidence],
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


def artifact_uri(path: str) -> str:
    """A root-relative POSIX path as a URI reference: `app/[slug]/my page.tsx` -> `app/%5Bslug%5D/my%20page.tsx`."""
    return quote(path.encode("utf-8", "surrogateescape"), safe=URI_PATH_SAFE)  # a non-UTF-8 byte as %XX


def _artifact(path: str) -> om.ArtifactLocation:
    return om.ArtifactLocation(uri=artifact_uri(path), uri_base_id="%SRCROOT%")


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


def _flow_location(step: FlowStep, text: str) -> om.ThreadFlowLocation:
    region = om.Region(
        start_line=step.line,
        start_column=step.column,
        end_line=step.end_line,
        end_column=step.end_column,
        snippet=om.ArtifactContent(text=step.snippet) if step.snippet else None,
    )
    location = om.Location(
        physical_location=om.PhysicalLocation(artifact_location=_artifact(step.path), region=region),
        message=om.Message(text=text),
    )
    return om.ThreadFlowLocation(location=location)


def _code_flows(finding: Finding) -> list[om.CodeFlow] | None:
    """The path of the data as one thread flow: the source, each hop, the sink (GitHub code
    scanning shows it as the alert's path)."""
    flow = finding.flow
    if flow is None:
        return None
    source = flow.source.label or "untrusted input"
    steps = [_flow_location(flow.source, f"Source: {source}")]
    steps += [_flow_location(hop, hop.action[:1].upper() + hop.action[1:]) for hop in flow.hops]
    sink = flow.sink.label or "the sink"
    steps.append(_flow_location(flow.sink, f"Sink: reaches {sink}"))
    message = om.Message(text=f"{source} reaches {sink}")
    return [om.CodeFlow(message=message, thread_flows=[om.ThreadFlow(locations=steps)])]


def _suppressions(finding: Finding) -> list[dict[str, str]] | None:
    """Plain dicts: sarif-om's Suppression predates the final schema's `status`."""
    if finding.is_open:
        return None
    kind = SUPPRESSION_KIND.get(finding.disposition, "external")
    reason = finding.disposition_reason or finding.disposition
    return [{"kind": kind, "status": "accepted", "justification": reason}]


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
        code_flows=_code_flows(finding),
        fixes=_fix(finding),
        suppressions=_suppressions(finding),
        properties={
            "severity": finding.severity,
            "confidence": finding.confidence,
            "category": finding.category,
            "disposition": finding.disposition,
            "evidenceHash": finding.evidence_hash,
        },
    )


def _priority(finding: Finding) -> tuple[int, int, str, int, int, str]:
    loc = finding.location
    return (
        -SEVERITY_RANK[finding.severity],
        -CONFIDENCE_RANK[finding.confidence],
        loc.path,
        loc.start_line,
        loc.start_column,
        finding.rule_id,
    )


def select_findings(result: ScanResult, options: ReportOptions) -> list[Finding]:
    """Findings to upload, most severe first: open ones, closed ones only when asked for."""
    shown = [f for f in result.findings if options.include_suppressed or f.disposition in OPEN_DISPOSITIONS]
    return sorted(shown, key=_priority)


def _run(result: ScanResult, options: ReportOptions, findings: list[Finding], dropped: int) -> om.Run:
    rules_by_id = {r.id: r for r in result.rules}
    used = sorted({f.rule_id for f in findings if f.rule_id in rules_by_id})
    index = {rule_id: i for i, rule_id in enumerate(used)}
    properties: dict[str, Any] = {"scanStatus": result.coverage.scan_status}
    if result.shard is not None:  # `sarif merge` checks the parts form one set
        shard = result.shard
        properties["shard"] = {"index": shard.index, "count": shard.count, "checkout": shard.checkout}
    if dropped:
        properties |= {"truncated": True, "truncatedResults": dropped, "truncationReason": _why_cut(dropped)}
    return om.Run(
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
        original_uri_base_ids={"%SRCROOT%": om.ArtifactLocation(description=om.Message(text="The scan root"))},
        results=[_result(f, index.get(f.rule_id, -1)) for f in findings],
        invocations=[_invocation(result)],
        column_kind="unicodeCodePoints",
        properties=properties,
    )


def _invocation(result: ScanResult) -> dict[str, Any]:
    """The run's invocation: each coverage gap (a shipped source file the code rules did not
    read, scan/gaps.py) as a tool execution notification at the file, level warning (written
    out, though it is SARIF's default, for readers that do not apply defaults)."""
    from secure_lint.scan.gaps import UNSCANNED_CODE, gap_reason  # noqa: PLC0415 (scan/gaps imports no reporter)

    invocation: dict[str, Any] = {"executionSuccessful": True}
    if result.coverage.gaps:
        invocation["toolExecutionNotifications"] = [
            {
                "level": "warning",
                "message": {"text": f"code rules did not run on this shipped source file: {gap_reason(gap)}"},
                "locations": [{"physicalLocation": {"artifactLocation": to_json(_artifact(gap.path))}}],
                "properties": {"ruleId": UNSCANNED_CODE.id, "reason": gap.reason},
            }
            for gap in result.coverage.gaps
        ]
    return invocation


def _why_cut(dropped: int) -> str:
    return (
        f"{dropped} lower-severity results left out to stay within GitHub's limits "
        f"({MAX_RESULTS} results per run, {MAX_GZIP_BYTES // 1_000_000} MB gzipped)"
    )


def _serialize(result: ScanResult, options: ReportOptions, findings: list[Finding], dropped: int) -> str:
    log = om.SarifLog(version="2.1.0", schema_uri=SCHEMA_URI, runs=[_run(result, options, findings, dropped)])
    # Compact: the C encoder is ~10x faster than indenting, and the upload is smaller.
    return json.dumps(to_json(log), ensure_ascii=False, separators=(",", ":")) + "\n"


def gzipped_size(text: str) -> int:
    return len(gzip.compress(text.encode("utf-8"), compresslevel=6))


def render_report(result: ScanResult, options: ReportOptions) -> Rendered:
    """The SARIF text and, when results had to be cut to fit, a note saying how many."""
    findings = select_findings(result, options)
    keep = min(len(findings), MAX_RESULTS)
    while True:
        text = _serialize(result, options, findings[:keep], len(findings) - keep)
        size = gzipped_size(text)
        if size <= MAX_GZIP_BYTES or keep == 0:
            break
        keep = min(keep - 1, int(keep * MAX_GZIP_BYTES / size * 0.97))
    dropped = len(findings) - keep
    return Rendered(text, (f"SARIF truncated: {_why_cut(dropped)}",) if dropped else ())


def render(result: ScanResult, options: ReportOptions) -> str:
    return render_report(result, options).text
