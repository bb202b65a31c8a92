"""The command line contract: exit codes, formats, output files, one-line errors."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import findings_of

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
VULNERABLE = {
    "package.json": '{"name": "web"}',
    "src/calc.ts": """
        export function calc(input: string) {
          return eval(input);
        }
    """,
}


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--rules", RULES, *args, cwd=root)


def test_findings_exit_1_and_print_location_rule_and_source_line(tree, run_cli) -> None:
    result = scan(run_cli, tree(VULNERABLE))
    assert result.exit_code == 1
    assert "src/calc.ts:2:10: critical test.injection.eval `eval` runs `input`" in result.stdout
    assert "    2 |   return eval(input);" in result.stdout
    assert "1 finding (1 critical) in 2 files scanned." in result.stdout


def test_clean_tree_exits_0(tree, run_cli) -> None:
    root = tree({"src/ok.ts": "export const one = () => eval('1');\n"})
    result = scan(run_cli, root)
    assert result.exit_code == 0
    assert result.stdout.strip() == "0 findings in 1 file scanned."


def test_fail_on_threshold_and_never(tree, run_cli) -> None:
    root = tree({"config/app.json": '{"debug": true}\n'})
    assert scan(run_cli, root).exit_code == 1  # low fails at the default threshold
    assert scan(run_cli, root, "--fail-on", "medium").exit_code == 0
    assert scan(run_cli, root, "--fail-on", "never").exit_code == 0


def test_info_findings_fail_only_with_fail_on_info(tree, run_cli) -> None:
    root = tree({".env": "A=1\n"})
    result = scan(run_cli, root, "--fail-on", "info", "--format", "json")
    assert findings_of(result) == [(".env", 1, "test.secrets.env-file")]
    assert result.exit_code == 1
    assert json.loads(result.stdout)["summary"]["failing"] == 1
    assert scan(run_cli, root).exit_code == 0  # the default threshold is low
    assert scan(run_cli, root, "--fail-on", "low").exit_code == 0


def test_json_envelope(tree, run_cli) -> None:
    data = json.loads(scan(run_cli, tree(VULNERABLE), "--format", "json").stdout)
    assert set(data) == {"ok", "tool", "summary", "findings", "coverage"}
    assert data["summary"]["by_severity"]["critical"] == 1
    finding = data["findings"][0]
    assert finding["location"] == {
        "path": "src/calc.ts",
        "start_line": 2,
        "start_column": 10,
        "end_line": 2,
        "end_column": 21,
        "snippet": "  return eval(input);",
    }
    assert len(finding["instance_id"]) == 32
    assert finding["disposition"] == "reportable"


def test_output_file_and_sarif_output(tree, run_cli) -> None:
    root = tree(VULNERABLE)
    result = scan(run_cli, root, "-o", "report.json", "--format", "json", "--sarif-output", "out.sarif")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert json.loads((root / "report.json").read_text())["findings"][0]["rule_id"] == "test.injection.eval"
    assert json.loads((root / "out.sarif").read_text())["version"] == "2.1.0"


def test_bad_option_exits_2(tree, run_cli) -> None:
    result = scan(run_cli, tree(VULNERABLE), "--fail-on", "sometimes")
    assert result.exit_code == 2


def test_path_outside_root_exits_2_with_one_line(tree, run_cli, tmp_path: Path) -> None:
    root = tree(VULNERABLE)
    (tmp_path / "elsewhere").mkdir()
    result = scan(run_cli, root, "--root", str(root), str(tmp_path / "elsewhere"), "src")
    assert result.exit_code == 2
    assert result.stderr == "secure-lint: error: ../elsewhere: outside the scan root\n"


def test_broken_rule_file_exits_2_naming_file_and_rule(tree, run_cli) -> None:
    root = tree(
        {
            "rules.yaml": """
                rules:
                  - id: acme.bad.language
                    title: t
                    message: m
                    severity: high
                    confidence: high
                    category: secrets
                    languages: [cobol]
                    match: {regex: {pattern: x}}
            """,
            "a.ts": "x\n",
        }
    )
    result = run_cli("scan", "--no-bundled-rules", "--rules", "rules.yaml", cwd=root)
    assert result.exit_code == 2
    assert result.stderr.startswith(
        "secure-lint: error: rules.yaml: rule acme.bad.language: languages: unknown language"
    )
    assert "Traceback" not in result.stderr


def test_unknown_selector_exits_2(tree, run_cli) -> None:
    result = scan(run_cli, tree(VULNERABLE), "--select", "no.such.rule")
    assert result.exit_code == 2
    assert "no rule, pack or category named 'no.such.rule'" in result.stderr


def test_select_and_ignore(tree, run_cli) -> None:
    root = tree({**VULNERABLE, "config/app.json": '{"debug": true}\n'})
    only_config = scan(run_cli, root, "--select", "configuration", "--format", "json")
    assert findings_of(only_config) == [("config/app.json", 1, "test.config.debug")]
    no_eval = scan(run_cli, root, "--ignore", "test.injection", "--format", "json")
    assert [f[2] for f in findings_of(no_eval)] == ["test.config.debug"]


def test_code_rules_are_off_in_tests_unless_asked_but_secrets_are_not(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": "{}",
            "src/__tests__/calc.test.ts": """
                const token = 'acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0';
                it('evals', () => expect(eval(input)).toBe(2));
            """,
        }
    )
    default = scan(run_cli, root, "--format", "json")
    assert findings_of(default) == [("src/__tests__/calc.test.ts", 1, "test.secrets.token")]
    everything = scan(run_cli, root, "--format", "json", "--include-tests")
    assert [f[2] for f in findings_of(everything)] == ["test.secrets.token", "test.injection.eval"]


def test_version_starts_fast_without_heavy_imports() -> None:
    code = (
        "import sys; from secure_lint.cli.app import main\n"
        "heavy = [m for m in ('ast_grep_py', 'sarif_om', 'pydantic', 'regex', 'yaml') if m in sys.modules]\n"
        "print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_scan_on_cached_rules_and_config_loads_no_validation_machinery(tree, tmp_path: Path) -> None:
    """pydantic and yaml cost ~150 ms at start-up: only reading rule or config files needs them."""
    root = tree(
        {
            "src/calc.ts": "export const run = (input: string) => eval(input);\n",
            ".secure-lint.yaml": "fail-on: high\nexclude: [legacy/]\n",
        }
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    code = (
        "import sys; from secure_lint.cli.app import main\n"
        "try: main(['scan', '-q', '.'])\n"
        "except SystemExit: pass\n"
        "print([m for m in ('pydantic', 'yaml', 'sarif_om') if m in sys.modules])"
    )
    run = {"cwd": root, "env": env, "capture_output": True, "text": True, "check": True}
    first = subprocess.run([sys.executable, "-c", code], **run)
    assert "pydantic" in first.stdout  # the cache is empty: rule files are parsed and validated
    second = subprocess.run([sys.executable, "-c", code], **run)
    assert second.stdout.strip() == "[]"


def test_the_cycle_collector_pauses_while_a_scan_starts_only(tree, run_cli, monkeypatch) -> None:
    from secure_lint.scan import pipeline

    matching: list[bool] = []
    real = pipeline.scan_targets

    def recording(*args):  # type: ignore[no-untyped-def]
        matching.append(gc.isenabled())
        return real(*args)

    monkeypatch.setattr(pipeline, "scan_targets", recording)
    root = tree(VULNERABLE)
    assert scan(run_cli, root).exit_code == 1
    assert matching == [True]  # collecting again once the files are matched
    assert gc.isenabled()
    assert run_cli("scan", "--config", "missing.yaml", cwd=root).exit_code == 2
    assert gc.isenabled()  # also after a scan that stopped before matching


def test_python_dash_m_runs_the_cli() -> None:
    out = subprocess.run([sys.executable, "-m", "secure_lint", "--version"], capture_output=True, text=True)
    assert out.returncode == 0
    assert out.stdout.startswith("secure-lint, version ")


def test_opt_in_rules_run_only_when_selected(tree, run_cli) -> None:
    root = tree(
        {
            "rules.yaml": """
                rules:
                  - id: acme.review.session-call
                    title: "Session read: check the role too"
                    message: verify object-level authorization after getServerSession
                    severity: info
                    confidence: low
                    category: authorization
                    languages: [typescript]
                    opt_in: true
                    match: {regex: {pattern: 'getServerSession\\('}}
            """,
            "app/api/route.ts": "const session = await getServerSession(authOptions);\n",
        }
    )
    default = run_cli("scan", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json", cwd=root)
    assert findings_of(default) == []
    by_category = run_cli(
        "scan", "--no-bundled-rules", "--rules", "rules.yaml", "--select", "authorization", "--format", "json", cwd=root
    )
    assert findings_of(by_category) == []  # a category or pack does not turn on review reminders
    for selector in ("acme.review", "acme.review.session-call"):
        chosen = run_cli(
            "scan", "--no-bundled-rules", "--rules", "rules.yaml", "--select", selector, "--format", "json", cwd=root
        )
        assert findings_of(chosen) == [("app/api/route.ts", 1, "acme.review.session-call")]


def test_verbose_lists_what_the_scan_passed_over(tree, run_cli) -> None:
    root = tree({"src/app.ts": "export const a = 1;\n", "node_modules/x/index.js": "x\n"})
    (root / "src/logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0")
    result = scan(run_cli, root, "-v")
    assert result.exit_code == 0
    assert "skipped node_modules (default excluded)" in result.stdout
    assert "skipped src/logo.png (binary)" in result.stdout
