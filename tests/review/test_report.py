"""`secure-lint report`: merge secure-lint JSON and SARIF, dedupe, baseline, number, summarize."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

GITLEAKS_SARIF = {
    "version": "2.1.0",
    "runs": [
        {
            "tool": {
                "driver": {
                    "name": "gitleaks",
                    "rules": [{"id": "github-pat", "shortDescription": {"text": "GitHub PAT"}}],
                }
            },
            "results": [
                {
                    "ruleId": "github-pat",
                    "level": "error",
                    "message": {"text": "github-pat has detected secret for file scripts/release.sh."},
                    "locations": [
                        {
                            "physicalLocation": {
                                "artifactLocation": {"uri": "scripts/release.sh"},
                                "region": {
                                    "startLine": 5,
                                    "snippet": {"text": "export GH_TOKEN=@TOKEN@"},
                                },
                            }
                        }
                    ],
                }
            ],
        }
    ],
}


def _planted_token(app: Path) -> str:
    """The GitHub token planted in the sample app's release script."""
    found = re.search(r"ghp_\w+", (app / "scripts" / "release.sh").read_text())
    assert found
    return found.group()


@pytest.fixture
def reports(sample_app: Path, run_cli) -> Path:
    """The scan's JSON and SARIF and another tool's SARIF, next to (not in) the scanned tree."""
    assert run_cli("scan", "--format", "json", "-o", "../scan.json", cwd=sample_app).exit_code == 1
    assert run_cli("scan", "--format", "sarif", "-o", "../scan.sarif", cwd=sample_app).exit_code == 1
    sarif = json.dumps(GITLEAKS_SARIF).replace("@TOKEN@", _planted_token(sample_app))
    (sample_app.parent / "gitleaks.sarif").write_text(sarif)
    return sample_app.parent


def _scanned(reports: Path) -> int:
    return len(json.loads((reports / "scan.json").read_text())["findings"])


def test_merge_dedupe_number_and_summarize(reports: Path, review_json) -> None:
    data = review_json("report", "scan.json", "scan.sarif", "gitleaks.sarif", root=reports)
    n = _scanned(reports)
    assert data["sources"] == [
        {"file": "scan.json", "format": "secure-lint", "findings": n},
        {"file": "scan.sarif", "format": "sarif", "findings": n},
        {"file": "gitleaks.sarif", "format": "sarif", "findings": 1},
    ]
    summary = data["executive_summary"]
    assert summary["total"] == n + 1  # our JSON and SARIF are one set; gitleaks adds a candidate
    assert summary["duplicates_merged"] == n
    assert summary["open_total"] == n + 1
    findings = data["findings"]
    assert [f["id"] for f in findings[:3]] == ["F-001", "F-002", "F-003"]
    assert [(f["severity"], f["disposition"]) for f in findings[:2]] == [("critical", "reportable")] * 2
    foreign = [f for f in findings if f["rule_id"] == "gitleaks.github-pat"]
    assert len(foreign) == 1 and foreign[0]["disposition"] == "needs_review"  # another tool's hit is a candidate
    assert foreign[0]["location"]["path"] == "scripts/release.sh"
    assert _planted_token(reports / "sample_app") not in json.dumps(data)  # redacted again
    assert summary["risk_score"] == sum(
        {"critical": 10, "high": 5, "medium": 2, "low": 1}.get(f["severity"], 0) for f in findings
    )
    assert [p["id"] for p in summary["remediation_priority"]] == [
        f["id"] for f in findings if f["severity"] in ("critical", "high")
    ][:10]


def test_baseline_closes_recorded_findings(reports: Path, run_cli, review_json) -> None:
    assert run_cli("baseline", "create", "-o", "../baseline.json", cwd=reports / "sample_app").exit_code == 0
    ledger = json.loads((reports / "baseline.json").read_text())
    for entry in ledger["findings"]:
        if entry["rule_id"] == "secrets.github-token":
            entry["disposition"], entry["reason"] = "accepted_risk", "revoked, history rewrite pending"
    (reports / "baseline.json").write_text(json.dumps(ledger))
    data = review_json("report", "scan.json", "--baseline", "baseline.json", root=reports)
    n = _scanned(reports)
    closed = [f for f in data["findings"] if f["disposition"] == "accepted_risk"]
    assert [(f["id"], f["rule_id"]) for f in closed] == [(f"F-{n:03d}", "secrets.github-token")]  # closed sort last
    assert data["executive_summary"]["open_total"] == n - 1


def test_markdown_and_sarif(reports: Path, run_cli) -> None:
    markdown = run_cli("report", "scan.json", "--format", "markdown", cwd=reports)
    assert markdown.exit_code == 0
    n = _scanned(reports)
    assert markdown.stdout.startswith(f"# Findings roll-up\n\n{n} findings from scan.json ({n}); 0 duplicates merged.")
    assert "## Fix first" in markdown.stdout and "## Coverage" in markdown.stdout
    sarif = run_cli("report", "scan.json", "--format", "sarif", cwd=reports)
    assert sarif.exit_code == 0
    assert len(json.loads(sarif.stdout)["runs"][0]["results"]) == n


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "bad.json: not JSON (line 1: Expecting property name enclosed in double quotes)"),
        ('{"hello": 1}', "bad.json: neither a secure-lint findings report nor SARIF"),
        (
            '[{"rule_id": "x", "title": "t", "severity": "urgent", "location": {}}]',
            "bad.json: findings[0]: severity 'urgent' is not one of critical, high, medium, low, info",
        ),
        ('[{"title": "t"}]', "bad.json: findings[0] has no location"),
    ],
)
def test_unreadable_reports_are_one_line_exit_2(run_cli, tmp_path: Path, content: str, message: str) -> None:
    (tmp_path / "bad.json").write_text(content)
    result = run_cli("report", "bad.json", cwd=tmp_path)
    assert result.exit_code == 2
    assert result.stderr == f"secure-lint: error: {message}\n"


def test_monorepo_scan_rolls_up_and_backs_a_threat(monorepo: Path, run_cli, review_json) -> None:
    # the Server Action owner check is a rule of the extended profile (0 of 18 true on production
    # apps): named with --select, it runs
    rule = "next.authz.server-action-missing-owner-check"
    scan = ("scan", "--select", rule, "--format", "json", "-o", "../mono.json")
    assert run_cli(*scan, cwd=monorepo).exit_code == 1
    text = run_cli("report", "../mono.json", cwd=monorepo)
    assert text.exit_code == 0
    assert text.stdout.splitlines() == [
        "F-001 medium   needs_review   apps/web/lib/billing.ts:9 next.authz.server-action-missing-owner-check: "
        "Server Action acts on a client-supplied id without an ownership check",
        "",
        "1 finding (0 duplicates merged), 1 open; risk score 2 (all findings: 2)",
    ]
    model = review_json("threat-model", "--findings", "../mono.json", root=monorepo)
    backed = [
        (t["knowledge"], t["residual_risk"], [f["path"] for f in t["findings"]])
        for t in model["threats"]
        if t["findings"]
    ]
    # the API's missing security headers (a whole-app control) are in the extended profile
    assert backed == [("TM-ELEVATION-PRIVILEGE", "high", ["apps/web/lib/billing.ts"])]


@pytest.mark.parametrize("fmt", ["text", "json", "markdown", "sarif"])
def test_a_key_glued_to_a_word_in_a_message_is_masked(tmp_path: Path, run_cli, fmt: str) -> None:
    """Issue 25 #16: another tool's `found x<key>` (no boundary before the key) is masked."""
    key = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
    sarif = json.loads(json.dumps(GITLEAKS_SARIF).replace("@TOKEN@", f"%3D{key}"))
    sarif["runs"][0]["results"][0]["message"]["text"] = f"found x{key}"
    (tmp_path / "other.sarif").write_text(json.dumps(sarif))
    result = run_cli("report", "--format", fmt, "other.sarif", cwd=tmp_path)
    assert result.exit_code == 0, result.output
    assert key[4:] not in result.output
