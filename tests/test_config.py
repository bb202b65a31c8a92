"""The configuration file: found in the root, validated strictly, overridden by the command line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import findings_of

RULES = Path(__file__).parent / "data" / "basic-rules.yaml"
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
APP = {
    "package.json": '{"name": "web"}\n',
    "src/calc.ts": "export const calc = (input: string) => eval(input);\n",
    "src/keys.ts": f"export const key = '{TOKEN}';\n",
    "config/app.json": '{"debug": true}\n',
    "legacy/old.ts": "export const old = (s: string) => eval(s);\n",
    "src/__tests__/calc.test.ts": "it('evals', () => eval(input));\n",
}


@pytest.fixture
def app(tree) -> Path:
    root = tree(APP)
    (root / "security").mkdir()  # the configuration names files in the repository only (issue 25)
    shutil.copy(RULES, root / "security" / "acme-rules.yaml")
    (root / ".secure-lintignore").write_text("security/\n")  # the rule examples are not scanned
    return root


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--format", "json", *args, cwd=root)


CONFIG = """\
rules: [security/acme-rules.yaml]
ignore: [test.config.debug]
exclude: ["legacy/**"]
severity:
  test.secrets.token: low
  injection-risk: medium
fail-on: medium
include-tests: true
"""


def test_yaml_config_sets_rules_selection_excludes_severities_and_threshold(app: Path, run_cli) -> None:
    (app / ".secure-lint.yaml").write_text(CONFIG)
    result = scan(run_cli, app)
    assert findings_of(result) == [
        ("src/__tests__/calc.test.ts", 1, "test.injection.eval"),
        ("src/calc.ts", 1, "test.injection.eval"),
        ("src/keys.ts", 1, "test.secrets.token"),
    ]
    severities = [f["severity"] for f in json.loads(result.stdout)["findings"]]
    assert severities == ["medium", "medium", "low"]
    assert result.exit_code == 1  # two medium findings, fail-on medium


def test_command_line_options_override_the_file(app: Path, run_cli) -> None:
    (app / ".secure-lint.yaml").write_text(CONFIG)
    result = scan(run_cli, app, "--fail-on", "high", "--no-include-tests", "--select", "secrets")
    assert findings_of(result) == [("src/keys.ts", 1, "test.secrets.token")]
    assert result.exit_code == 0


def test_pyproject_table(app: Path, run_cli) -> None:
    (app / "pyproject.toml").write_text(
        '[project]\nname = "tools"\n\n[tool.secure-lint]\nrules = ["security"]\nselect = ["configuration"]\n'
    )
    assert findings_of(scan(run_cli, app)) == [("config/app.json", 1, "test.config.debug")]


def test_yaml_file_wins_over_pyproject_and_config_names_one_explicitly(app: Path, run_cli) -> None:
    (app / "pyproject.toml").write_text('[tool.secure-lint]\nrules = ["security"]\nselect = ["configuration"]\n')
    (app / ".secure-lint.yaml").write_text("rules: [security]\nselect: [secrets]\n")
    (app / "ci.yaml").write_text("rules: [security]\nselect: [test.injection.eval]\n")
    assert findings_of(scan(run_cli, app)) == [("src/keys.ts", 1, "test.secrets.token")]
    assert findings_of(scan(run_cli, app, "--config", "ci.yaml")) == [
        ("legacy/old.ts", 1, "test.injection.eval"),
        ("src/calc.ts", 1, "test.injection.eval"),
    ]


def test_stacks_and_max_file_size(app: Path, run_cli) -> None:
    (app / ".secure-lint.yaml").write_text("rules: [security]\nstacks: [swift]\nmax-file-size: 40\n")
    data = json.loads(scan(run_cli, app).stdout)
    # typescript rules are off (swift forced); files over 40 bytes are skipped, shipped source
    # files among them named as gaps (issue 25 #6; a finding in the audit profile only)
    rules = [f["rule_id"] for f in data["findings"]]
    assert rules == ["test.config.debug"]
    assert {"path": "src/keys.ts", "reason": "too_large"} in data["coverage"]["skipped"]
    assert {"path": "src/keys.ts", "reason": "too_large"} in data["coverage"]["gaps"]
    audit = json.loads(scan(run_cli, app, "--profile", "audit").stdout)
    gaps = {f["location"]["path"] for f in audit["findings"] if f["rule_id"] == "secure-lint.unscanned-code"}
    assert "src/keys.ts" in gaps


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fial-on: high\n", "unknown key 'fial-on' (known: baseline, cross-file-flows, exclude, fail-on,"),
        ("fail-on: sometimes\n", "fail-on: Input should be 'critical', 'high', 'medium', 'low', 'info' or 'never'"),
        ("max-file-size: -1\n", "max-file-size: Input should be greater than 0"),
        ("severity: {test.secrets.token: urgent}\n", "severity.test.secrets.token: Input should be 'critical',"),
        ("stacks: [android]\n", "stacks.0: Input should be 'auto', 'common',"),
        ("select: secrets\n", "select: Input should be a valid list"),
        ("- a\n- b\n", "the configuration is a mapping of keys to values"),
        ("select: [\n", "not valid YAML (line 2)"),
        ("rules: [nowhere.yaml]\n", "rules: no such file or directory 'nowhere.yaml'"),
    ],
)
def test_bad_config_is_a_one_line_error_naming_the_key(app: Path, run_cli, text: str, message: str) -> None:
    (app / ".secure-lint.yaml").write_text(text)
    result = scan(run_cli, app)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"secure-lint: error: .secure-lint.yaml: {message}")
    assert result.stderr.count("\n") == 1


def test_bad_pyproject_value_names_the_table(app: Path, run_cli) -> None:
    (app / "pyproject.toml").write_text('[tool.secure-lint]\ninclude-tests = "maybe"\n')
    result = scan(run_cli, app)
    assert result.exit_code == 2
    assert result.stderr == (
        "secure-lint: error: pyproject.toml [tool.secure-lint]: include-tests: Input should be a valid boolean,"
        " unable to interpret input\n"
    )


def test_unknown_selector_in_severity_is_an_error(app: Path, run_cli) -> None:
    (app / ".secure-lint.yaml").write_text("rules: [security]\nseverity: {test.nope: low}\n")
    result = scan(run_cli, app)
    assert (result.exit_code, result.stderr) == (
        2,
        "secure-lint: error: severity: no rule, pack or category named 'test.nope'\n",
    )


def test_missing_explicit_config_file(app: Path, run_cli) -> None:
    result = scan(run_cli, app, "--config", "nope.yaml")
    assert (result.exit_code, result.stderr) == (2, "secure-lint: error: --config nope.yaml: no such file\n")


def test_an_edited_config_file_takes_effect_and_a_broken_edit_still_fails(app: Path, run_cli) -> None:
    """The validated file is cached by content: any edit is read and validated again."""
    config = app / ".secure-lint.yaml"
    config.write_text("rules: [security]\nfail-on: high\n")
    assert scan(run_cli, app).exit_code == 1  # the eval findings are high
    assert scan(run_cli, app).exit_code == 1  # the same, from the cache
    config.write_text("rules: [security]\nfail-on: never\n")
    assert scan(run_cli, app).exit_code == 0
    config.write_text("rules: [security]\nfail-on: sometimes\n")
    result = scan(run_cli, app)
    assert (result.exit_code, result.stderr.startswith("secure-lint: error: .secure-lint.yaml: fail-on:")) == (2, True)
