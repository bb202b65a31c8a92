"""The JSON report writes each finding in the public schema (docs/architecture.md#the-finding-schema-json):
the fields a Finding stores, and those the schema derives from them, in the schema's order."""

from __future__ import annotations

from secure_lint.core.findings import Finding, Flow, FlowStep, Location
from secure_lint.report.json_report import finding_json

SCHEMA_ORDER = [
    "rule_id", "title", "message", "severity", "confidence", "category", "cwe", "owasp", "stack",
    "pack", "knowledge", "location", "evidence", "impact_if_unremediated", "remediation", "residual_risk",
    "verification_suggestion", "rule_family", "root_control", "instance_id", "evidence_hash", "source",
    "control", "sink", "counterevidence", "proof_gap", "validation", "disposition", "disposition_reason", "fix",
]  # fmt: skip


def _finding(**changes: object) -> Finding:
    values: dict[str, object] = {
        "rule_id": "node.injection.exec-template",
        "title": "Shell command from a template",
        "message": "`run` runs a shell command built from a template",
        "severity": "critical",
        "confidence": "medium",
        "category": "injection-risk",
        "pack": "core",
        "knowledge": "CMN-INJ-COMMAND",
        "location": Location(path="web/route.ts", start_line=10, start_column=9, end_line=10, end_column=70),
        "evidence": "run(`convert ${file}`)",
        "verification_suggestion": "Rescan after the fix.",
        "instance_id": "0" * 32,
        "evidence_hash": "1" * 16,
    }
    return Finding(**(values | changes))  # type: ignore[arg-type]


def test_keys_follow_the_schema_and_derived_fields_follow_the_finding() -> None:
    data = finding_json(_finding())
    assert list(data) == SCHEMA_ORDER
    assert data["sink"] == "web/route.ts:10"
    assert data["rule_family"] == "core.injection-risk"
    assert data["root_control"] == "CMN-INJ-COMMAND"
    assert (data["source"], data["control"]) == ("", "")
    assert data["proof_gap"] == ["trace untrusted input to this line"]
    assert data["counterevidence"] == ["a pattern match does not prove the input is attacker-controlled"]
    assert data["validation"] == ["Rescan after the fix."]
    assert data["residual_risk"] == "Low once the remediation is applied and covered by a test."


def test_high_confidence_secret_and_suppression_comment_findings() -> None:
    secret = finding_json(_finding(confidence="high", category="secrets", knowledge=None, verification_suggestion=""))
    assert (secret["proof_gap"], secret["counterevidence"], secret["validation"]) == ([], [], [])
    assert secret["root_control"] == "node.injection.exec-template"
    assert secret["residual_risk"].startswith("A committed secret stays in git history")
    comment = finding_json(_finding(rule_id="secure-lint.unused-suppression", pack="secure-lint", knowledge=None))
    assert comment["residual_risk"] == "None once the comment is corrected."
    assert comment["rule_family"] == "secure-lint.injection-risk"


def _step(path: str, line: int, label: str, kind: str | None = None) -> FlowStep:
    return FlowStep(path=path, line=line, column=3, end_line=line, end_column=9, label=label, kind=kind)  # type: ignore[arg-type]


def test_a_traced_flow_fills_source_and_adds_flow_after_sink() -> None:
    flow = Flow(
        source=_step("web/route.ts", 4, "req.query.file"),
        hops=[_step("web/route.ts", 6, "name", "assigned"), _step("lib/convert.ts", 14, "convert", "passed")],
        sink=_step("web/route.ts", 10, "run"),
    )
    data = finding_json(_finding(flow=flow))
    assert list(data) == [
        *SCHEMA_ORDER[: SCHEMA_ORDER.index("sink") + 1],
        "flow",
        *SCHEMA_ORDER[SCHEMA_ORDER.index("sink") + 1 :],
    ]
    assert (data["source"], data["sink"]) == ("web/route.ts:4", "web/route.ts:10")
    assert [(h["path"], h["line"], h["kind"]) for h in data["flow"]["hops"]] == [
        ("web/route.ts", 6, "assigned"),
        ("lib/convert.ts", 14, "passed"),
    ]
    assert data["flow"]["source"]["label"] == "req.query.file" and data["flow"]["sink"]["kind"] is None
