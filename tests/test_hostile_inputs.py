"""Issue 25: inputs a pull request author controls (ignore files, the configuration, the paths
it names) are a usage error of one line (exit 2), never an internal error, and never make the
scan read outside the repository or without bound."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest


def _one_line_usage_error(result, *expected: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    for text in expected:
        assert text in result.stderr, result.stderr


# -- item 2: invalid ignore patterns --------------------------------------------------


@pytest.mark.parametrize("pattern", ["\\", "!", "src/\\", "!\\"])
def test_an_invalid_secure_lintignore_line_is_a_usage_error_naming_file_and_line(tree, run_cli, pattern) -> None:
    root = tree({"a.js": "eval(x);\n"})
    (root / ".secure-lintignore").write_text(f"dist/\n{pattern}\n", encoding="utf-8")
    _one_line_usage_error(run_cli("scan", cwd=root), ".secure-lintignore:2: invalid pattern")


@pytest.mark.parametrize("key", ["exclude", "shipped", "non-shipped"])
def test_an_invalid_pattern_in_the_config_is_a_usage_error_naming_the_key(tree, run_cli, key) -> None:
    root = tree({"a.js": "eval(x);\n", ".secure-lint.yaml": f'{key}: ["\\\\"]\n'})
    _one_line_usage_error(run_cli("scan", cwd=root), f".secure-lint.yaml: {key}: invalid pattern")


def test_an_invalid_pattern_in_a_rule_is_a_rule_error(tree, run_cli) -> None:
    root = tree(
        {
            "a.txt": "TODO\n",
            "rules.yaml": """
                rules:
                  - id: acme.todo
                    title: t
                    message: m
                    severity: high
                    confidence: high
                    category: secrets
                    languages: [any]
                    paths: {exclude: ["!"]}
                    match: {regex: {pattern: TODO}}
            """,
        }
    )
    _one_line_usage_error(run_cli("scan", "--rules", "rules.yaml", cwd=root), "rule acme.todo: paths: exclude")


def test_git_skips_an_invalid_gitignore_line_and_so_do_we(tree, run_cli) -> None:
    files = {"a.js": "eval(req.query.x);\n", "build.js": "eval(req.query.x);\n", ".gitignore": "\\\n!\nbuild.js\n"}
    root = tree(files)
    (root / ".git").mkdir()
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    assert [f["location"]["path"] for f in data["findings"]] == ["a.js"]
    assert {"path": "build.js", "reason": "ignored"} in data["coverage"]["skipped"]


# -- item 3: paths in the configuration -------------------------------------------------


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("baseline: /dev/zero", "baseline"),
        ("baseline: ../outside.json", "baseline"),
        ("rules: [/etc/passwd]", "rules"),
        ("rules: [..]", "rules"),
    ],
)
def test_config_paths_stay_inside_the_repository(tree, run_cli, line, key) -> None:
    root = tree({"a.js": "eval(x);\n", ".secure-lint.yaml": line + "\n"})
    (root.parent / "outside.json").write_text('{"version": 1, "findings": []}\n', encoding="utf-8")
    _one_line_usage_error(run_cli("scan", cwd=root), f".secure-lint.yaml: {key}:", "outside the repository")


def test_a_config_path_that_links_outside_is_refused(tree, run_cli, tmp_path: Path) -> None:
    root = tree({"a.js": "eval(x);\n", ".secure-lint.yaml": "baseline: base.json\n"})
    os.symlink("/dev/zero", root / "base.json")
    _one_line_usage_error(run_cli("scan", cwd=root), "baseline: 'base.json' is outside the repository")


def test_a_config_file_that_links_outside_is_refused(tree, run_cli, tmp_path: Path) -> None:
    root = tree({"a.js": "eval(x);\n"})
    (tmp_path / "elsewhere.yaml").write_text("fail-on: never\n", encoding="utf-8")
    os.symlink(tmp_path / "elsewhere.yaml", root / ".secure-lint.yaml")
    _one_line_usage_error(run_cli("scan", cwd=root), ".secure-lint.yaml: a link to a file outside the repository")


def test_a_fifo_or_device_named_as_baseline_or_rules_is_refused_unread(tree, run_cli) -> None:
    root = tree({"a.js": "eval(x);\n", ".secure-lint.yaml": "baseline: pipe.json\n"})
    os.mkfifo(root / "pipe.json")
    _one_line_usage_error(run_cli("scan", cwd=root), "pipe.json: cannot read the baseline (not a regular file)")
    (root / ".secure-lint.yaml").unlink()
    _one_line_usage_error(run_cli("scan", "--baseline", "/dev/zero", cwd=root), "not a regular file")
    _one_line_usage_error(run_cli("scan", "--rules", "/dev/zero", cwd=root), "not a regular file")
    os.mkfifo(root / "rules.yaml")
    _one_line_usage_error(run_cli("scan", "--rules", "rules.yaml", cwd=root), "not a regular file")


def test_an_oversized_baseline_is_refused_unread(tree, run_cli, monkeypatch) -> None:
    from secure_lint.core import input_files

    monkeypatch.setattr(input_files, "MAX_INPUT_FILE_SIZE", 1024)
    root = tree({"a.js": "eval(x);\n", "base.json": "x" * 2048, ".secure-lint.yaml": "baseline: base.json\n"})
    _one_line_usage_error(run_cli("scan", cwd=root), "base.json: cannot read the baseline (larger than")


def test_files_outside_named_on_the_command_line_are_used(tree, run_cli, tmp_path: Path) -> None:
    root = tree({"a.js": "eval(req.query.x);\n"})
    created = run_cli("baseline", "create", "-o", str(tmp_path / "base.json"), cwd=root)
    assert created.exit_code == 0, created.output
    result = run_cli("scan", "--baseline", str(tmp_path / "base.json"), cwd=root)
    assert result.exit_code == 0, result.output


# -- item 4: MCP and `report` errors are one line -----------------------------------------


@pytest.mark.parametrize(
    ("report", "message"),
    [
        ('"abc"', "neither a secure-lint findings report nor SARIF"),
        ('{"findings": ["x"]}', "findings[0] is not an object"),
        ('{"findings": [{"rule_id": "a", "title": "t", "severity": "high", "location": "x"}]}',
         "findings[0]: location is not an object"),
        ('{"findings": [{"rule_id": "a", "title": 5, "severity": "high", "location": {"path": "a"}}]}',
         "findings[0]: title is not a string"),
        ('{"findings": [{"rule_id": "a", "title": "t", "severity": "high", "location": {"path": "a", '
         '"start_line": "3"}}]}',
         "findings[0]: location.start_line is not a whole number"),
        ('[{"rule_id": "a", "title": "t", "severity": "high", "location": {"path": "a"}, "fix": 1}]',
         "findings[0]: fix is not an object"),
        ('{"runs": "x"}', "runs is not a list"),
        ('{"runs": [{"results": ["x"]}]}', "runs[0].results[0] is not an object"),
        ('{"runs": [7]}', "runs[0] is not an object"),
        ('{"findings": [], "coverage": {"files_scanned": "many"}}', "coverage.files_scanned is not a whole number"),
    ],
)
def test_report_on_malformed_input_says_where_in_one_line(tmp_path: Path, run_cli, report: str, message: str) -> None:
    (tmp_path / "in.json").write_text(report, encoding="utf-8")
    result = run_cli("report", "in.json", cwd=tmp_path)
    _one_line_usage_error(result, f"in.json: {message}")
    for raw in ("string indices", "object has no attribute", "KeyError", "invalid literal"):
        assert raw not in result.stderr


def test_report_reads_a_foreign_sarif_with_odd_optional_parts(tmp_path: Path, run_cli) -> None:
    sarif = {
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "other", "rules": [{"id": "r1", "properties": "x"}]}},
                "results": [
                    {"ruleId": "r1", "message": "not an object", "locations": [{"physicalLocation": {
                        "artifactLocation": {"uri": "src/a.js"}, "region": {"startLine": "7", "snippet": 3}}}]},
                    {"rule": "r2", "level": "error", "properties": {"security-severity": None, "tags": "x"}},
                ],
            }
        ],
    }
    (tmp_path / "in.sarif").write_text(json.dumps(sarif), encoding="utf-8")
    result = run_cli("report", "in.sarif", "--format", "json", cwd=tmp_path)
    assert result.exit_code in (0, 1), result.output
    assert [f["location"]["path"] for f in json.loads(result.stdout)["findings"]] == ["(no file)", "src/a.js"]


def _mcp_tools(root: Path) -> dict:
    pytest.importorskip("mcp")
    from secure_lint.mcp.server import AuthorizedRoots, make_tools

    return {tool.name: tool for tool in make_tools(AuthorizedRoots.of([str(root)]))}


def _call(tool, arguments: dict) -> str:
    import anyio
    from mcp.server.mcpserver.exceptions import ToolError

    async def run() -> str:
        try:
            await tool.run(arguments, None)
        except ToolError as error:
            return str(error)
        return "ok"

    return anyio.run(run)


@pytest.mark.parametrize(
    ("name", "arguments", "message"),
    [
        ("secure_lint_inventory", {"path": "a" * 999}, ": File name too long"),
        ("secure_lint_architecture", {"path": "d/" * 499}, "d: no such file or directory"),
        ("secure_lint_inventory", {"unknown": 1}, "secure_lint_inventory: invalid arguments: unknown: unknown key"),
        ("secure_lint_inventory", {"path": "a" * 1001}, "invalid arguments: path: String should have at most 1000"),
        ("secure_lint_packs_query", {"pack_ids": "core"}, "invalid arguments: pack_ids: Input should be a valid list"),
        ("secure_lint_scan", {"categories": ["x"], "paths": [1]}, "invalid arguments: categories.0: Input should be"),
        ("secure_lint_report", {"reports": [{"runs": "x"}]}, "reports[0]: runs is not a list"),
    ],
)
def test_mcp_errors_are_one_line(tree, name: str, arguments: dict, message: str) -> None:
    root = tree({"app.js": "eval(req.query.x);\n"})
    tools = _mcp_tools(root)
    if name != "secure_lint_packs_query" and name != "secure_lint_report":
        arguments = {"project_root": str(root), **arguments}
    text = _call(tools[name], arguments)
    assert "\n" not in text and message in text, text
    assert "Traceback" not in text and "internal error" not in text and "pydantic" not in text


# -- item 18: a poisoned cache cannot switch rules off under --no-cache --------------------------

TODO_RULE = """
rules:
  - id: acme.todo
    title: a to-do marker
    message: a to-do marker is left in
    severity: high
    confidence: high
    category: injection-risk
    scope: all
    languages: [any]
    match: {regex: {pattern: 'TO[D]O'}}
"""


def _poison_rule_cache(cache: Path, rule_id: str) -> int:
    """Rewrite the cached rule sets that hold `rule_id` so their regex and secret patterns never
    match, with a valid header (the bundled secret rules that mask output have a cached set of
    their own)."""
    from secure_lint.core import validated_cache
    from secure_lint.rules import cache as rule_cache

    poisoned = 0
    for entry in cache.glob("secure-lint/rules-*.json"):
        payload = validated_cache.read(entry)
        assert payload is not None
        data, laters, body = rule_cache.spelled_out(payload)
        if rule_id not in {rule["id"] for rule in data["rules"]}:
            continue
        for later in laters:
            if later["match"]["kind"] in ("regex", "secret"):
                later["match"]["options"]["pattern"] = "NEVER-MATCHES-\\d{99}"
                poisoned += 1
        validated_cache.write(entry, rule_cache.rewritten(data, laters, body))
    return poisoned


def test_no_cache_trusts_no_cache(tree, tmp_path: Path) -> None:
    import subprocess
    import sys

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    root = tree({"notes.txt": "TODO fix\n", "rules.yaml": TODO_RULE})

    def scan(*more: str) -> subprocess.CompletedProcess[str]:
        args = ["scan", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json", *more]
        return subprocess.run([sys.executable, "-m", "secure_lint", *args], cwd=root, env=env, capture_output=True,
                              text=True, check=False)

    assert scan().returncode == 1  # found, and the rule set cached
    assert _poison_rule_cache(tmp_path / "cache", "acme.todo") == 1
    (root / "notes.txt").write_text("TODO fix\nTODO again\n")  # no cached result for the file either
    poisoned = scan()
    assert poisoned.returncode == 0, poisoned.stdout  # a run that reads the cache takes the poisoned rule set
    trusted = scan("--no-cache")
    assert trusted.returncode == 1, trusted.stderr
    assert len(json.loads(trusted.stdout)["findings"]) == 2


def test_no_cache_masks_with_secret_rules_it_validated_itself(tree, tmp_path: Path) -> None:
    """The bundled secret rules mask what a scan of other rules prints: under --no-cache they are
    validated again too, so a poisoned cached set of them cannot unmask a key."""
    import subprocess
    import sys

    key = "sk_live_" + "51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    root = tree({"notes.txt": f"TODO rotate {key}\n", "rules.yaml": TODO_RULE})

    def scan(*more: str) -> subprocess.CompletedProcess[str]:
        args = ["scan", "--no-bundled-rules", "--rules", "rules.yaml", "--format", "json", *more]
        return subprocess.run([sys.executable, "-m", "secure_lint", *args], cwd=root, env=env, capture_output=True,
                              text=True, check=False)

    first = scan()
    assert first.returncode == 1 and key not in first.stdout
    assert _poison_rule_cache(tmp_path / "cache", "secrets.stripe-secret-key") > 0
    trusted = scan("--no-cache")
    assert trusted.returncode == 1, trusted.stderr
    assert key not in trusted.stdout and key[8:] not in trusted.stdout


@pytest.mark.parametrize(
    "report",
    [
        {"findings": [{"rule_id": None, "title": None, "severity": [], "location": None}]},
        {"findings": [{"rule_id": "a", "title": "t", "severity": "high", "confidence": {}, "location": {"path": "a"}}]},
        {"findings": [{"rule_id": "a", "title": "t", "severity": "high", "disposition": [1], "location": {}}]},
        {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "secure-lint"}}, "results": [
            {"ruleId": "x", "properties": {"severity": [], "confidence": {}, "disposition": ["a"]}}]}]},
    ],
)
def test_report_values_of_the_wrong_type_are_one_line_or_read(tmp_path: Path, run_cli, report) -> None:
    """Found by tests/hostile/test_fuzz.py: a list where a severity is (unhashable) was exit 3."""
    (tmp_path / "in.json").write_text(json.dumps(report), encoding="utf-8")
    result = run_cli("report", "in.json", cwd=tmp_path)
    assert result.exit_code in (0, 1, 2), result.output
    assert "internal error" not in result.stderr and result.stderr.count("\n") <= 1
