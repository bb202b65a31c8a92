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
    result = run_cli("scan", "--format", "json", cwd=root)
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
