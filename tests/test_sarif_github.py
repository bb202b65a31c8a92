"""SARIF that GitHub code scanning accepts, ranks and tracks: each rule of the issue on real output.

The checks live in `secure_lint.report.sarif_check` (also `secure-lint sarif validate`); these tests run
them on real scans, show that each check catches what it is for, and pin the details.
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest
from report_samples import EXPECTED, SECRET, scan_app

from secure_lint.report import ReportOptions, render, render_report
from secure_lint.report import sarif as sarif_module
from secure_lint.report.sarif_check import check
from secure_lint.rules.loader import load_rules, parse_rule
from secure_lint.rules.precision import sarif_precision
from secure_lint.scan.matching import ScanResult


@pytest.fixture
def result(tmp_path: Path) -> ScanResult:
    return scan_app(tmp_path / "app")


def sarif_of(result: ScanResult, **options: object) -> dict:
    return json.loads(render("sarif", result, ReportOptions(**options)))  # type: ignore[arg-type]


def problems_of(document: dict) -> list[str]:
    return check(json.dumps(document).encode())


def test_real_output_passes_every_check(result: ScanResult) -> None:
    assert problems_of(sarif_of(result)) == []


def test_one_run_with_the_category_as_automation_id(result: ScanResult) -> None:
    document = sarif_of(result, category="web-app")
    assert [run["automationDetails"]["id"] for run in document["runs"]] == ["web-app/"]


def test_driver_has_semantic_version_information_uri_and_only_used_rules(result: ScanResult) -> None:
    kept = [f for f in result.findings if f.rule_id != "test.config.debug"]
    driver = sarif_of(replace(result, findings=kept))["runs"][0]["tool"]["driver"]
    assert driver["semanticVersion"] == result.tool_version
    assert driver["informationUri"].startswith("https://")
    assert [r["id"] for r in driver["rules"]] == sorted({rule_id for _, _, rule_id in EXPECTED} - {"test.config.debug"})


def test_rule_carries_help_in_five_parts_and_ranking_metadata(result: ScanResult) -> None:
    rules = {r["id"]: r for r in sarif_of(result)["runs"][0]["tool"]["driver"]["rules"]}
    weak_hash = rules["test.crypto.weak-hash"]
    assert weak_hash["shortDescription"]["text"] == "Weak hash for a security decision"
    assert weak_hash["fullDescription"]["text"] == "MD5 digests of tokens or passwords can be forged or brute-forced."
    markdown = weak_hash["help"]["markdown"]
    for part in (
        "### What it finds\nMD5 digests",
        "### Why it matters\nAn attacker forges a token",
        "### Remediation\n1. Use SHA-256 (`createHash('sha256')`) for integrity checks.\n2. Use scrypt",
        "### Verification\nHash a known input",
        "### References\n- <https://cwe.mitre.org/data/definitions/328.html>\n- <https://nodejs.org/api/crypto.html>",
    ):
        assert part in markdown
    assert "Remediation:\n1. Use SHA-256" in weak_hash["help"]["text"]
    assert weak_hash["helpUri"] == "https://nodejs.org/api/crypto.html"  # a custom rule: its own reference
    assert weak_hash["defaultConfiguration"] == {"level": "warning"}
    assert weak_hash["properties"]["precision"] == "high"
    assert weak_hash["properties"]["tags"] == [
        "security",
        "external/cwe/cwe-328",
        "cryptography",
        "external/owasp/A02:2021",
    ]


@pytest.mark.parametrize(
    ("rule_id", "score", "level"),
    [
        ("test.injection.eval", "9.5", "error"),
        ("test.secrets.token", "8.0", "error"),
        ("test.crypto.weak-hash", "5.5", "warning"),
        ("test.config.debug", "3.0", "note"),
    ],
)
def test_security_severity_is_a_numeric_string_in_github_band(result: ScanResult, rule_id, score, level) -> None:
    rules = {r["id"]: r for r in sarif_of(result)["runs"][0]["tool"]["driver"]["rules"]}
    assert rules[rule_id]["properties"]["security-severity"] == score
    assert rules[rule_id]["defaultConfiguration"]["level"] == level


def test_a_rule_without_narrative_gets_honest_stand_ins_and_clipped_description() -> None:
    rule = parse_rule(
        {
            "id": "acme.config.long",
            "title": "Long",
            "message": "m",
            "severity": "low",
            "confidence": "low",
            "category": "configuration",
            "cwe": ["CWE-16"],
            "owasp": [f"A{i:02d}:2021" for i in range(30)],
            "languages": ["any"],
            "match": {"regex": {"pattern": "x"}},
            "description": "word " * 400,
        },
        "acme.yaml",
    )
    descriptor = sarif_module.to_json(sarif_module.descriptor(rule))
    assert len(descriptor["fullDescription"]["text"]) <= 1024
    assert descriptor["fullDescription"]["text"].endswith("word…")
    assert "The rule records no impact statement" in descriptor["help"]["markdown"]
    assert "The rule records no remediation steps" in descriptor["help"]["markdown"]
    assert len(descriptor["properties"]["tags"]) == 20
    assert descriptor["properties"]["tags"][:3] == ["security", "external/cwe/cwe-16", "configuration"]


def test_result_location_fingerprint_and_fix(result: ScanResult) -> None:
    results = {r["ruleId"]: r for r in sarif_of(result)["runs"][0]["results"]}
    location = results["test.injection.eval"]["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "src/calc.ts", "uriBaseId": "%SRCROOT%"}
    region = location["region"]
    assert (region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]) == (4, 10, 4, 38)
    eval_finding = next(f for f in result.findings if f.rule_id == "test.injection.eval")
    assert results["test.injection.eval"]["partialFingerprints"] == {"secureLintInstance/v1": eval_finding.instance_id}
    assert "fixes" not in results["test.injection.eval"]
    replacement = results["test.config.debug"]["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert replacement["insertedContent"]["text"] == '"debug": false'
    assert (
        results["test.config.debug"]["fixes"][0]["artifactChanges"][0]["artifactLocation"]["uri"] == "config/app.json"
    )


def test_uris_are_percent_encoded_relative_references(tmp_path: Path) -> None:
    files = {"package.json": "{}", "app/[slug]/my page.tsx": "eval(x);\n", "app/(auth)/login.ts": "eval(y);\n"}
    document = sarif_of(scan_app(tmp_path / "app", files))
    uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in document["runs"][0]["results"]]
    assert sorted(uris) == ["app/%5Bslug%5D/my%20page.tsx", "app/(auth)/login.ts"]
    assert problems_of(document) == []


def test_results_are_most_severe_first(result: ScanResult) -> None:
    results = sarif_of(result)["runs"][0]["results"]
    assert [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], r["ruleId"]) for r in results] == [
        (path, rule_id) for path, _, rule_id in EXPECTED
    ]


def test_closed_findings_are_left_out_unless_asked_for(result: ScanResult) -> None:
    closed = [
        replace(f, disposition="suppressed", disposition_reason="test key")
        if f.rule_id == "test.secrets.token"
        else f
        for f in result.findings
    ]
    result = replace(result, findings=closed)
    default = sarif_of(result)
    assert "test.secrets.token" not in {r["ruleId"] for r in default["runs"][0]["results"]}
    assert "test.secrets.token" not in {r["id"] for r in default["runs"][0]["tool"]["driver"]["rules"]}
    asked = {r["ruleId"]: r for r in sarif_of(result, include_suppressed=True)["runs"][0]["results"]}
    assert asked["test.secrets.token"]["suppressions"] == [
        {"kind": "inSource", "status": "accepted", "justification": "test key"}
    ]


def test_result_cap_keeps_the_most_severe_and_records_the_cut(result: ScanResult, monkeypatch) -> None:
    monkeypatch.setattr(sarif_module, "MAX_RESULTS", 2)
    rendered = render_report("sarif", result, ReportOptions())
    run = json.loads(rendered.text)["runs"][0]
    assert [r["ruleId"] for r in run["results"]] == ["test.injection.eval", "test.secrets.token"]
    assert run["properties"]["truncated"] is True
    assert run["properties"]["truncatedResults"] == 3
    assert rendered.notes == (
        "SARIF truncated: 3 lower-severity results left out to stay within GitHub's limits "
        "(2 results per run, 10 MB gzipped)",
    )


def test_size_cap_keeps_the_most_severe_within_the_gzipped_limit(tmp_path: Path, monkeypatch) -> None:
    files = {f"src/calc{i}.ts": f"export const f{i} = (x: string) => eval(x + '{i}');\n" for i in range(200)}
    files["config/app.json"] = '{"debug": true}\n'
    result = scan_app(tmp_path / "app", files)
    full = render("sarif", result, ReportOptions())
    limit = sarif_module.gzipped_size(full) // 3
    monkeypatch.setattr(sarif_module, "MAX_GZIP_BYTES", limit)
    rendered = render_report("sarif", result, ReportOptions())
    run = json.loads(rendered.text)["runs"][0]
    assert sarif_module.gzipped_size(rendered.text) <= limit
    assert 0 < len(run["results"]) < 201
    assert "test.config.debug" not in {r["ruleId"] for r in run["results"]}  # the low one goes first
    assert run["properties"]["truncatedResults"] == 201 - len(run["results"])
    assert rendered.notes[0].startswith(f"SARIF truncated: {201 - len(run['results'])} lower-severity results")


def test_cli_reports_truncation_on_stderr(tree, run_cli, monkeypatch) -> None:
    monkeypatch.setattr(sarif_module, "MAX_RESULTS", 1)
    root = tree({"package.json": "{}", "a.ts": "eval(a);\n", "b.ts": "eval(b);\n"})
    rules = str(Path(__file__).parent / "data" / "basic-rules.yaml")
    out = run_cli(
        "scan", "--no-bundled-rules", "--rules", rules, "--stack", "typescript", "--sarif-output", "o.sarif", cwd=root
    )
    assert out.exit_code == 1
    assert "secure-lint: warning: SARIF truncated: 1 lower-severity results left out" in out.stderr
    assert len(json.loads((root / "o.sarif").read_text())["runs"][0]["results"]) == 1


def test_secret_never_in_sarif(result: ScanResult) -> None:
    text = render("sarif", result, ReportOptions(include_suppressed=True))
    assert SECRET not in text
    assert SECRET[4:] not in text
    assert "acme[REDACTED]" in text


# -- the checks catch what they are for ------------------------------------------------------


def _break(document: dict, path: str, value: object) -> dict:
    broken = copy.deepcopy(document)
    *parents, last = path.split("/")
    target = broken
    for key in parents:
        target = target[int(key)] if key.isdigit() else target[key]
    if value is DELETE:
        del target[last]
    else:
        target[int(last) if last.isdigit() else last] = value
    return broken


DELETE = object()
RULE0 = "runs/0/tool/driver/rules/0"
RESULT0 = "runs/0/results/0"
LOC0 = f"{RESULT0}/locations/0/physicalLocation"


@pytest.mark.parametrize(
    ("path", "value", "problem"),
    [
        ("runs/0/automationDetails", DELETE, "runs[0].automationDetails.id: missing"),
        ("runs/0/tool/driver/semanticVersion", "v1", "runs[0].tool.driver.semanticVersion: missing or not"),
        ("runs/0/tool/driver/informationUri", DELETE, "runs[0].tool.driver.informationUri: missing"),
        (f"{RULE0}/fullDescription/text", "x" * 1025, "rules[0].fullDescription.text: 1025 characters"),
        (f"{RULE0}/help/markdown", "**t**", "rules[0].help.markdown: no 'Why it matters' section"),
        (f"{RULE0}/help", DELETE, "rules[0].help.text: missing"),
        (f"{RULE0}/helpUri", DELETE, "rules[0].helpUri: missing"),
        (f"{RULE0}/defaultConfiguration", DELETE, "rules[0].defaultConfiguration.level: missing"),
        (f"{RULE0}/properties/security-severity", 9.5, "rules[0].properties.security-severity: missing or not"),
        (f"{RULE0}/properties/security-severity", "9.5", "security-severity: 9.5 does not fit level 'note'"),
        (f"{RULE0}/properties/precision", "certain", "rules[0].properties.precision: missing or not one of"),
        (f"{RULE0}/properties/tags", ["injection-risk"], "rules[0].properties.tags: no 'security' tag"),
        (f"{RULE0}/properties/tags", ["security", "external/cwe/CWE95"], "tags: 'external/cwe/CWE95' is not"),
        (
            f"{RULE0}/properties/tags",
            ["security", *(f"external/cwe/cwe-{i}" for i in range(21))],
            "22 tags, GitHub keeps",
        ),
        (f"{RESULT0}/ruleId", "nope", "results[0].ruleId: 'nope' is not in tool.driver.rules"),
        (f"{RESULT0}/ruleIndex", 3, "results[0].ruleIndex: does not point at rule"),
        (f"{RESULT0}/partialFingerprints", {"primaryLocationLineHash": "a"}, "partialFingerprints: no 'secureLint"),
        (f"{RESULT0}/suppressions", [{"kind": "inSource"}], "results[0].suppressions: GitHub ignores"),
        (f"{LOC0}/artifactLocation/uri", "/home/me/app/x.ts", "uri: '/home/me/app/x.ts' is absolute"),
        (f"{LOC0}/artifactLocation/uri", "file:///x.ts", "uri: 'file:///x.ts' is absolute"),
        (f"{LOC0}/artifactLocation/uri", "src\\calc.ts", "uses backslashes"),
        (f"{LOC0}/artifactLocation/uri", "../calc.ts", "has '.' or '..' segments"),
        (f"{LOC0}/artifactLocation/uri", "app/[slug]/my page.tsx", "is not a valid URI reference"),
        (f"{LOC0}/artifactLocation/uriBaseId", "SRC", "uriBaseId: must be %SRCROOT%"),
        (f"{LOC0}/region/startColumn", 0, "region.startColumn: missing or below 1"),
        (f"{LOC0}/region/endColumn", DELETE, "region.endColumn: missing or below 1"),
        (f"{LOC0}/region/endLine", 1, "region: ends before it starts"),
        ("version", "2.0.0", "version: must be 2.1.0"),
    ],
)
def test_each_check_catches_its_problem(result: ScanResult, path: str, value: object, problem: str) -> None:
    good = sarif_of(result)
    assert problems_of(good) == []
    found = problems_of(_break(good, path, value))
    assert any(problem in line for line in found), found


def test_unused_rule_and_duplicate_category_are_caught(result: ScanResult) -> None:
    good = sarif_of(result)
    unused = _break(good, "runs/0/results", good["runs"][0]["results"][1:])
    assert "runs[0].tool.driver.rules[2]: rule 'test.injection.eval' is not used by any result" in problems_of(unused)
    twice = _break(good, "runs", good["runs"] * 2)
    assert "runs[1]: another run has the same tool and category; GitHub rejects the upload" in problems_of(twice)


def test_result_count_and_size_limits_are_checked(monkeypatch) -> None:
    import secure_lint.report.sarif_check as checks

    monkeypatch.setattr(checks, "MAX_RESULTS", 0)
    monkeypatch.setattr(checks, "MAX_GZIP_BYTES", 10)
    document = {"version": "2.1.0", "runs": [{"results": [{}], "tool": {"driver": {}}}]}
    found = checks.check(json.dumps(document).encode())
    assert "runs[0].results: 1 results, GitHub keeps at most 0 per run" in found
    assert any(line.startswith("file:") and "over GitHub's 10 byte limit" in line for line in found)


@pytest.mark.parametrize(
    "document",
    [
        {"version": "2.1.0", "runs": [1, {"tool": 3, "results": [1, {"locations": [3], "fixes": 4}]}]},
        {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": ["x"], "rules": [2, {"properties": []}]}}}]},
        {"runs": "none"},
    ],
)
def test_malformed_documents_give_problems_not_crashes(document: dict) -> None:
    assert problems_of(document)


# -- the command ---------------------------------------------------------------------------


def test_sarif_validate_command(result: ScanResult, tmp_path: Path, run_cli) -> None:
    good = sarif_of(result)
    (tmp_path / "good.sarif").write_text(json.dumps(good))
    bad = _break(good, f"{LOC0}/artifactLocation/uri", "/abs/calc.ts")
    (tmp_path / "bad.sarif").write_text(json.dumps(bad))
    (tmp_path / "junk.sarif").write_text("{not json")

    ok = run_cli("sarif", "validate", "good.sarif", cwd=tmp_path)
    assert (ok.exit_code, ok.stdout) == (0, "good.sarif: ok for GitHub code scanning\n")
    failed = run_cli("sarif", "validate", "bad.sarif", cwd=tmp_path)
    assert failed.exit_code == 1
    assert failed.stdout.splitlines() == [
        "bad.sarif: runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri: "
        "'/abs/calc.ts' is absolute; it must be relative to the repository root"
    ]
    junk = run_cli("sarif", "validate", "junk.sarif", cwd=tmp_path)
    assert (junk.exit_code, junk.stderr) == (2, "secure-lint: error: junk.sarif: not JSON (JSONDecodeError)\n")
    assert str(tmp_path) not in junk.stderr + failed.stdout


@pytest.mark.parametrize(
    ("rule_id", "word"),
    [
        ("plist.ats.arbitrary-loads", "very-high"),  # 54 of 55 judged production findings true
        ("react.tabnabbing.target-blank-without-noopener", "low"),  # 0 of 68
    ],
)
def test_precision_is_the_measured_one_where_production_findings_were_judged(rule_id: str, word: str) -> None:
    rule = next(r for r in load_rules() if r.id == rule_id)
    assert rule.confidence != word  # what the rule says of itself is not what code scanning shows
    assert sarif_module.descriptor(rule).properties["precision"] == word


def test_precision_falls_back_to_the_rules_confidence_where_nothing_was_judged() -> None:
    assert sarif_precision("test.crypto.weak-hash") is None
