"""The baseline: deterministic, line-independent, keeps what people wrote, reopens on changed evidence."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import findings_of

RULES = Path(__file__).parent / "data" / "basic-rules.yaml"
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
CALC = """\
import { parse } from './parse';

export function calc(input: string) {
  return eval(input);
}
"""
APP = {
    "package.json": '{"name": "web"}\n',
    "src/calc.ts": CALC,
    "src/keys.ts": f"export const key = '{TOKEN}';\n",
    "src/flags.ts": "run(); // secure-lint: ignore[test.injection.eval] -- stale\n",
    "src/ok.ts": "eval(input); // secure-lint: ignore[test.injection.eval] -- sandboxed\n",
}
BASELINE = ".secure-lint-baseline.json"


@pytest.fixture
def app(tree) -> Path:
    root = tree(APP)
    (root / "security").mkdir()  # the configuration names files in the repository only (issue 25)
    shutil.copy(RULES, root / "security" / "rules.yaml")
    (root / ".secure-lintignore").write_text("security/\n")  # the rule examples are not scanned
    (root / ".secure-lint.yaml").write_text("rules: [security/rules.yaml]\nselect: [test, secure-lint]\n")
    return root


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--format", "json", *args, cwd=root)


def entries(root: Path, name: str = BASELINE) -> list[dict]:
    return json.loads((root / name).read_text())["findings"]


def test_create_writes_a_deterministic_ledger_without_lines_or_times(app: Path, run_cli) -> None:
    result = run_cli("baseline", "create", cwd=app)
    assert (result.exit_code, result.stdout) == (0, f"wrote {BASELINE}: 3 findings\n")
    data = json.loads((app / BASELINE).read_text())
    assert list(data) == ["findings", "version"]
    assert [(e["path"], e["rule_id"], e["disposition"]) for e in data["findings"]] == [
        ("src/calc.ts", "test.injection.eval", "reportable"),
        ("src/flags.ts", "secure-lint.unused-suppression", "reportable"),
        ("src/keys.ts", "test.secrets.token", "reportable"),
    ]  # the inline-suppressed finding in src/ok.ts is governed by its comment
    assert set(data["findings"][0]) == {"instance_id", "rule_id", "path", "evidence_hash", "disposition", "reason"}
    assert TOKEN not in (app / BASELINE).read_text()
    before = (app / BASELINE).read_bytes()
    again = run_cli("baseline", "create", cwd=app)
    assert (again.exit_code, again.stderr) == (
        2,
        f"secure-lint: error: {BASELINE} already exists; pass --force to overwrite it\n",
    )
    assert run_cli("baseline", "create", "--force", cwd=app).exit_code == 0
    assert (app / BASELINE).read_bytes() == before


def test_scan_with_a_baseline_reports_only_new_findings(app: Path, run_cli) -> None:
    run_cli("baseline", "create", "-o", "known.json", cwd=app)
    quiet = run_cli("scan", "--no-bundled-rules", "--baseline", "known.json", cwd=app)
    assert quiet.exit_code == 0
    assert quiet.stdout == (
        "0 findings in 8 files scanned, 1 skipped; 1 suppressed or closed, 3 known from the baseline.\n"
    )
    (app / "src/more.ts").write_text("export const more = (s: string) => eval(s);\n")
    result = scan(run_cli, app, "--baseline", "known.json")
    assert result.exit_code == 1
    assert findings_of(result) == [("src/more.ts", 1, "test.injection.eval"), ("src/ok.ts", 1, "test.injection.eval")]
    assert json.loads(result.stdout)["summary"]["baseline_known"] == 3


def test_moving_lines_changes_neither_the_scan_nor_the_baseline(app: Path, run_cli) -> None:
    run_cli("baseline", "create", cwd=app)
    before = (app / BASELINE).read_bytes()
    header = "// Calculator for the pricing page.\n// Owned by the web team.\n\n"
    (app / "src/calc.ts").write_text(header + CALC)
    (app / "src/keys.ts").write_text("\n\n" + APP["src/keys.ts"])
    (app / "src/flags.ts").write_text("// flags\n" + APP["src/flags.ts"])
    result = scan(run_cli, app, "--baseline", BASELINE)
    assert findings_of(result) == [("src/ok.ts", 1, "test.injection.eval")]  # suppressed inline, as before
    assert result.exit_code == 0
    update = run_cli("baseline", "update", cwd=app)
    assert update.stdout == f"{BASELINE} is up to date (3 findings)\n"
    assert (app / BASELINE).read_bytes() == before


def _set_disposition(root: Path, rule_id: str, disposition: str, reason: str) -> None:
    data = json.loads((root / BASELINE).read_text())
    for entry in data["findings"]:
        if entry["rule_id"] == rule_id:
            entry.update(disposition=disposition, reason=reason)
    (root / BASELINE).write_text(json.dumps(data, indent=2))


def test_recorded_dispositions_apply_and_reopen_when_the_evidence_changes(app: Path, run_cli) -> None:
    run_cli("baseline", "create", cwd=app)
    _set_disposition(app, "test.injection.eval", "accepted_risk", "input is a constant table, see SEC-12")
    (app / ".secure-lint.yaml").write_text(
        "rules: [security/rules.yaml]\nselect: [test, secure-lint]\nbaseline: .secure-lint-baseline.json\n"
    )
    accepted = scan(run_cli, app)  # the config names the baseline
    assert accepted.exit_code == 0
    calc = [f for f in json.loads(accepted.stdout)["findings"] if f["location"]["path"] == "src/calc.ts"]
    assert [(f["disposition"], f["disposition_reason"]) for f in calc] == [
        ("accepted_risk", "input is a constant table, see SEC-12")
    ]
    assert "src/calc.ts" not in run_cli("scan", "--no-bundled-rules", cwd=app).stdout

    (app / "src/calc.ts").write_text(CALC.replace("eval(input)", "eval(input.trim())"))
    reopened = scan(run_cli, app)
    assert reopened.exit_code == 1
    calc = [f for f in json.loads(reopened.stdout)["findings"] if f["location"]["path"] == "src/calc.ts"]
    assert [(f["location"]["start_line"], f["disposition"], f["disposition_reason"]) for f in calc] == [
        (
            4,
            "needs_review",
            "the baseline recorded accepted_risk (input is a constant table, see SEC-12), "
            "but the evidence changed; review it again",
        )
    ]


def test_update_keeps_what_people_wrote_adds_new_and_drops_fixed(app: Path, run_cli) -> None:
    run_cli("baseline", "create", cwd=app)
    _set_disposition(app, "test.secrets.token", "deferred", "rotation scheduled, INC-7")
    (app / "src/calc.ts").write_text(CALC.replace("eval(input)", "Number(input)"))  # fixed
    (app / "src/more.ts").write_text("export const more = (s: string) => eval(s);\n")  # new
    result = run_cli("baseline", "update", cwd=app)
    assert result.stdout == f"updated {BASELINE}: 2 kept, 1 added, 1 dropped as fixed, 0 reopened\n"
    assert [(e["path"], e["rule_id"], e["disposition"], e["reason"]) for e in entries(app)] == [
        ("src/flags.ts", "secure-lint.unused-suppression", "reportable", ""),
        ("src/keys.ts", "test.secrets.token", "deferred", "rotation scheduled, INC-7"),
        ("src/more.ts", "test.injection.eval", "reportable", ""),
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "known.json: no such baseline file; create it with `secure-lint baseline create`"),
        ("{}", "known.json: not a secure-lint baseline (version: required)"),
        ('{"version": 1, "findings": [{"instance_id": "x"}]}', "known.json: not a secure-lint baseline (findings.0."),
        ("[", "known.json: not a secure-lint baseline ("),
    ],
)
def test_missing_or_malformed_baseline_is_a_one_line_error(app: Path, run_cli, content, message) -> None:
    if content is not None:
        (app / "known.json").write_text(content)
    result = run_cli("scan", "--no-bundled-rules", "--baseline", "known.json", cwd=app)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"secure-lint: error: {message}")
    assert result.stderr.count("\n") == 1


def test_create_and_update_record_the_profile_they_are_given(tree, run_cli) -> None:
    """`baseline create --profile extended` records what `scan --profile extended` reports."""
    root = tree(
        {
            "package.json": '{"name": "pricing", "dependencies": {"express": "^4.19.0"}}\n',
            "routes/calc.js": (
                "module.exports = (app) => {\n"
                "  app.get('/calc', (req, res) => res.json({ value: eval(req.query.expr) }));\n"
                "};\n"
            ),
        }
    )
    assert run_cli("baseline", "create", cwd=root).stdout == f"wrote {BASELINE}: 0 findings\n"
    extended = run_cli("scan", "--profile", "extended", "--baseline", BASELINE, "--format", "json", cwd=root)
    assert findings_of(extended) == [("routes/calc.js", 2, "js.injection.eval-dynamic")]
    assert run_cli("baseline", "update", "--profile", "extended", cwd=root).exit_code == 0
    assert [e["rule_id"] for e in entries(root)] == ["js.injection.eval-dynamic"]
    known = run_cli("scan", "--profile", "extended", "--baseline", BASELINE, cwd=root)
    assert known.exit_code == 0
    created = run_cli("baseline", "create", "--force", "--profile", "extended", "-o", "again.json", cwd=root)
    assert created.stdout == "wrote again.json: 1 finding\n"
