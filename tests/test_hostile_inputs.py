"""Issue 25: inputs a pull request author controls (ignore files, the configuration, the paths
it names) are a usage error of one line (exit 2), never an internal error, and never make the
scan read outside the repository or without bound."""

from __future__ import annotations

import json

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
