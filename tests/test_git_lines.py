"""Finding lines are git's: a line ends at `\n` and at nothing else (a `\r\r\n` line end, a
form feed, U+2028 in a string are inside a line), in every output and in --diff-base."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from secure_lint.authoring.rule_tests import parse_annotations
from secure_lint.core.lines import line_start, split_lines
from secure_lint.core.source import SourceFile
from secure_lint.matchers.app_checks.app import line_start as app_line_start

# an Express app saved with `\r\r\n` line ends (an editor that wrote CRLF over CRLF)
APP = [
    "const express = require('express');",
    "const { exec } = require('child_process');",
    "const app = express();",
    "",
    "app.get('/ping', (req, res) => {",
    "  exec('ping -c 1 ' + req.query.host, (err, out) => res.send(out));",
    "});",
    "",
    "app.get('/health', (req, res) => {",
    "  exec('uptime', (err, out) => res.send(out));",
    "});",
]
EXEC_LINE = 6


@pytest.mark.parametrize("odd", ["\r", "\x0c", "\x0b", "\x1c", "\x85", "\u2028", "\u2029"])
def test_only_newline_ends_a_line(odd: str) -> None:
    text = f"a{odd}b\nc\r\nd"
    assert split_lines(text) == [f"a{odd}b", "c", "d"]
    assert line_start(text, 2) == text.index("c")
    assert app_line_start(text, 3) == text.index("d")
    source = SourceFile("src/a.js", text)
    assert source.position(text.index("c")) == (2, 1)
    assert source.position(text.index("b")) == (1, 3)
    assert source.line_text(1) == f"a{odd}b"


def test_rule_test_annotations_count_lines_as_git() -> None:
    text = "const s = 'a\u2028b';\r\r\n// ruleid: x.y\r\r\neval(input);\r\r\n"
    assert parse_annotations(text).lines["x.y"]["ruleid"] == {3}


def _git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True).stdout


def _repo(tmp_path: Path, ending: str) -> Path:
    root = tmp_path / "app"
    root.mkdir()
    _git(root, "init", "-q")
    _git(root, "config", "user.email", "dev@example.com")
    _git(root, "config", "user.name", "dev")
    (root / "app.js").write_bytes(ending.join(APP[:EXEC_LINE - 1] + ["  res.send('ok');"] + APP[EXEC_LINE:]).encode())
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "base")
    (root / "app.js").write_bytes((ending.join(APP) + ending).encode())
    return root


def _lines_of(run_cli, root: Path, *args: str) -> set[tuple[str, int]]:
    result = run_cli("scan", ".", "--format", "json", "--profile", "extended", *args, cwd=root)
    findings = json.loads(result.stdout)["findings"]
    return {(f["rule_id"], f["location"]["start_line"]) for f in findings if f["disposition"] == "reportable"}


@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r\r\n"])
def test_findings_are_on_the_line_git_shows(tmp_path: Path, run_cli, ending: str) -> None:
    root = _repo(tmp_path, ending)
    changed = _git(root, "diff", "-U0", "--", "app.js")
    assert f"@@ -{EXEC_LINE} +{EXEC_LINE} @@" in changed  # git's own numbering of the changed line
    found = _lines_of(run_cli, root)
    assert {line for rule, line in found if "exec" in rule} == {EXEC_LINE}
    in_diff = _lines_of(run_cli, root, "--diff-base", "HEAD")
    assert {line for rule, line in in_diff if "exec" in rule} == {EXEC_LINE}
