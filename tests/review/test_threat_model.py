"""`secure-lint threat-model`: STRIDE threats from the pack, evidence paths, findings, focus."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def _threats(data: dict[str, Any]) -> list[tuple[str, str, str, str, int]]:
    return [(t["id"], t["stride"], t["knowledge"], t["residual_risk"], len(t["findings"])) for t in data["threats"]]


def test_sample_app_with_scan_findings(sample_app: Path, run_cli, review_json) -> None:
    scan = run_cli("scan", "--format", "json", "-o", "scan.json", cwd=sample_app)
    assert scan.exit_code == 1
    data = review_json("threat-model", "--findings", "scan.json", "--asset", "card data", root=sample_app)
    assert _threats(data) == [
        # the TLS trust findings: the Swift trust override and rejectUnauthorized: false are both extended
        ("TM-002", "S", "TM-SPOOFING-IDENTITY", "medium", 0),
        ("TM-001", "T", "TM-TRUST-CLIENT-SERVER", "medium", 0),
        ("TM-003", "T", "TM-TAMPERING-INTEGRITY", "high", 0),  # exec, eval review item, innerHTML: extended
        ("TM-004", "R", "TM-REPUDIATION-AUDIT", "low", 0),
        ("TM-005", "I", "TM-INFO-DISCLOSURE", "high", 1),  # NSAllowsArbitraryLoads
        # iOS keychain and UserDefaults, two committed tokens; the AsyncStorage token, the private key and
        # public-env-secret: extended
        ("TM-008", "I", "TM-SECRETS-BOUNDARY", "high", 4),
        ("TM-006", "D", "TM-DOS-RESOURCE", "low", 0),
        ("TM-007", "E", "TM-ELEVATION-PRIVILEGE", "high", 0),  # the deep link nobody checks
    ]
    tampering = data["threats"][2]
    assert tampering["findings"] == []  # the thumbnail route's shell command: node.injection.exec-template, extended
    assert tampering["evidence_paths"] == ["mobile/app.json", "web/app/api/thumbnail/route.ts"]
    assert data["assets"][0] == {"name": "card data", "basis": "caller_supplied", "paths": []}
    assert "card data" in tampering["affected_assets"]
    assert data["open_questions"] == [
        "mobile/app.json: no injection-risk rule runs on this file; who checks its deep link risk?",
        "web/app/api/thumbnail/route.ts: no authentication check seen in the file; is it meant to be public?",
    ]
    assert data["findings_source"] == "scan.json"
    assert data["notes"] == []
    assert "rk_live" not in json.dumps(data)  # findings are referenced, secrets never copied


def test_monorepo_focus_puts_deep_link_threats_first(monorepo: Path, review_json) -> None:
    data = review_json("threat-model", "--focus", "deep links", root=monorepo)
    assert [(t["knowledge"], t["in_focus"]) for t in data["threats"][:3]] == [
        ("TM-TAMPERING-INTEGRITY", True),
        ("TM-ELEVATION-PRIVILEGE", True),
        ("TM-SPOOFING-IDENTITY", False),
    ]
    assert data["threats"][0]["evidence_paths"][:3] == [
        "apps/ios/Wallet/AppDelegate.swift",
        "apps/mobile/app.json",
        "apps/mobile/app/_layout.tsx",
    ]
    assert {t["knowledge"] for t in data["threats"]} == {
        "TM-SPOOFING-IDENTITY",
        "TM-TRUST-CLIENT-SERVER",
        "TM-TAMPERING-INTEGRITY",
        "TM-THIRD-PARTY",
        "TM-REPUDIATION-AUDIT",
        "TM-INFO-DISCLOSURE",
        "TM-SECRETS-BOUNDARY",
        "TM-DOS-RESOURCE",
        "TM-ELEVATION-PRIVILEGE",
    }
    assert data["notes"] == [
        "no scan findings given (--findings report.json): threats rest on surfaces only",
        "the focus 'deep links' matched 2 threats, listed first: TM-003, TM-007",
    ]
    assert data["invariants"][0] == "client -> server: authenticate, authorize per object, validate input"


def test_unreadable_findings_file_is_one_line_exit_2(run_cli, monorepo: Path) -> None:
    (monorepo / "broken.json").write_text("{not json")
    result = run_cli("threat-model", "--findings", "broken.json", cwd=monorepo)
    assert result.exit_code == 2
    assert (
        result.stderr
        == "secure-lint: error: broken.json: not JSON (line 1: Expecting property name enclosed in double quotes)\n"
    )
    missing = run_cli("threat-model", "--findings", "nope.json", cwd=monorepo)
    assert (missing.exit_code, missing.stderr) == (2, "secure-lint: error: nope.json: no such file\n")
