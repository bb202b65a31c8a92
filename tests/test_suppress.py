"""Inline suppressions in every comment syntax; malformed and unused ones are reported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import findings_of

from secure_lint.core.findings import Finding
from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import load_rule_file
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source
from secure_lint.scan.suppress import INVALID_SUPPRESSION, UNUSED_SUPPRESSION, SuppressionPolicy

RULES = load_rule_file(Path(__file__).parent / "data" / "basic-rules.yaml")
POLICY = SuppressionPolicy(
    known_ids=frozenset(r.id for r in RULES) | {UNUSED_SUPPRESSION.id, INVALID_SUPPRESSION.id},
    unused=UNUSED_SUPPRESSION,
    invalid=INVALID_SUPPRESSION,
)
OPTIONS = EngineOptions(stacks=frozenset({"common", "typescript"}), suppressions=POLICY)
SECRET = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"


def scan(path: str, text: str, options: EngineOptions = OPTIONS) -> list[Finding]:
    return scan_source(SourceFile(path, text), RuleIndex(RULES, options)).findings


def summary(findings: list[Finding]) -> list[tuple[int, str, str]]:
    return [(f.location.start_line, f.rule_id, f.disposition) for f in findings]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("src/calc.ts", "run(input);\neval(input); // secure-lint: ignore[test.injection.eval] -- sandboxed\n"),
        ("src/calc.ts", "run(input);\n// secure-lint: ignore[test.injection.eval] -- sandboxed\neval(input);\n"),
        ("src/calc.ts", "run(input);\n/* secure-lint: ignore[test.injection.eval] -- sandboxed */\neval(input);\n"),
        ("src/calc.ts", "run(input);\neval(input); /* secure-lint: ignore[test.injection.eval] -- sandboxed */\n"),
        (
            "src/View.tsx",
            "const v = (\n  <div>\n    {/* secure-lint: ignore[test.injection.eval] -- sandboxed */}\n"
            "    {eval(input)}\n  </div>\n);\n",
        ),
        ("src/View.jsx", "x();\n<b>{eval(input)}</b>; {/* secure-lint: ignore[test.injection.eval] -- sandboxed */}\n"),
    ],
    ids=["trailing-line", "line-before", "block-before", "block-trailing", "jsx-before", "jsx-trailing"],
)
def test_code_suppressions_in_each_comment_syntax(path: str, text: str) -> None:
    findings = scan(path, text)
    assert [(f.rule_id, f.disposition, f.disposition_reason) for f in findings] == [
        ("test.injection.eval", "suppressed", "sandboxed")
    ]


@pytest.mark.parametrize(
    ("path", "text", "line"),
    [
        ("config/app.yaml", "# secure-lint: ignore[test.secrets.token] -- revoked demo key\ntoken: {s}\n", 2),
        (".env", "API=1\nTOKEN={s}  # secure-lint: ignore[test.secrets.token] -- revoked demo key\n", 2),
        ("Dockerfile", "FROM node:20\n# secure-lint: ignore[test.secrets.token] -- revoked demo key\nENV T={s}\n", 3),
        (
            "ios/App/Info.plist",
            "<dict>\n  <!-- secure-lint: ignore[test.secrets.token] -- revoked demo key -->\n"
            "  <string>{s}</string>\n</dict>\n",
            3,
        ),
        (
            "res/values.xml",
            "<r>\n<s>{s}</s> <!-- secure-lint: ignore[test.secrets.token] -- revoked demo key -->\n</r>\n",
            2,
        ),
    ],
    ids=["yaml", "dotenv", "dockerfile", "plist", "xml"],
)
def test_config_file_suppressions(path: str, text: str, line: int) -> None:
    findings = [f for f in scan(path, text.replace("{s}", SECRET)) if f.rule_id != "test.secrets.env-file"]
    assert [(f.location.start_line, f.rule_id, f.disposition, f.disposition_reason) for f in findings] == [
        (line, "test.secrets.token", "suppressed", "revoked demo key")
    ]


def test_several_ids_in_one_comment_and_stacked_comments() -> None:
    other = SECRET.replace("Zq8", "Mk3")
    text = (
        "// secure-lint: ignore[test.injection.eval] -- sandboxed\n"
        "// secure-lint: ignore[test.secrets.token] -- revoked\n"
        f"eval(input + '{SECRET}');\n"
        # another value: a repeated one is named by the first finding of its value (scan/engine.py)
        f"eval(input + '{other}'); // secure-lint: ignore[test.injection.eval, test.secrets.token] -- both fine\n"
    )
    assert summary(scan("src/a.ts", text)) == [
        (3, "test.injection.eval", "suppressed"),
        (3, "test.secrets.token", "suppressed"),
        (4, "test.injection.eval", "suppressed"),
        (4, "test.secrets.token", "suppressed"),
    ]


def test_a_suppression_covers_only_its_line_or_the_next() -> None:
    text = "// secure-lint: ignore[test.injection.eval] -- sandboxed\n\neval(input);\neval(other);\n"
    assert summary(scan("src/a.ts", text)) == [
        (1, "secure-lint.unused-suppression", "reportable"),
        (3, "test.injection.eval", "reportable"),
        (4, "test.injection.eval", "reportable"),
    ]


def test_ignore_file_at_the_top_covers_the_whole_file() -> None:
    text = (
        "#!/usr/bin/env node\n"
        "/**\n"
        " * Replays recorded sessions in the sandboxed test harness.\n"
        " * secure-lint: ignore-file[test.injection.eval] -- runs only in the sandbox VM\n"
        " */\n" + "eval(input);\n" * 3
    )
    findings = scan("bin/replay.js", text)
    assert summary(findings) == [(6, "test.injection.eval", "suppressed")] + [
        (line, "test.injection.eval", "suppressed") for line in (7, 8)
    ]
    assert findings[0].disposition_reason == "runs only in the sandbox VM"


def test_ignore_file_below_the_head_is_rejected() -> None:
    text = "x();\n" * 12 + "// secure-lint: ignore-file[test.injection.eval] -- too late\neval(input);\n"
    findings = scan("src/a.ts", text)
    assert summary(findings) == [
        (13, "secure-lint.invalid-suppression", "reportable"),
        (14, "test.injection.eval", "reportable"),
    ]
    assert findings[0].message == "`ignore-file` must be in the first 10 lines of the file"


@pytest.mark.parametrize(
    ("comment", "message"),
    [
        (
            "// secure-lint: ignore",
            "suppression without a rule id is not allowed; write `secure-lint: ignore[rule-id] -- reason`",
        ),
        (
            "// secure-lint: ignore[] -- fine",
            "suppression without a rule id is not allowed; write `secure-lint: ignore[rule-id] -- reason`",
        ),
        (
            "// secure-lint: ignore[all] -- fine",
            "'all' is not a rule id; write `secure-lint: ignore[rule-id] -- reason`",
        ),
        (
            "// secure-lint: ignore[test.injection.eval] because sandboxed",
            "put the reason after `--`: `secure-lint: ignore[rule-id] -- reason`",
        ),
    ],
)
def test_a_suppression_without_rule_ids_is_rejected_and_suppresses_nothing(comment: str, message: str) -> None:
    findings = scan("src/a.ts", f"{comment}\neval(input);\n")
    assert summary(findings) == [
        (1, "secure-lint.invalid-suppression", "reportable"),
        (2, "test.injection.eval", "reportable"),
    ]
    assert findings[0].message == message
    assert findings[0].location.start_column == 4


def test_unused_and_unknown_ids_are_reported_but_not_rules_that_did_not_run() -> None:
    text = (
        "eval(input); // secure-lint: ignore[test.injection.eval, test.secrets.token, test.injection.evl] -- x\n"
        "run(); // secure-lint: ignore[test.config.debug] -- json rule, never runs on .ts\n"
    )
    findings = scan("src/a.ts", text)
    assert [(f.location.start_line, f.rule_id, f.message) for f in findings] == [
        (1, "test.injection.eval", "`eval` runs `input`"),
        (1, "secure-lint.unused-suppression", "unused suppression: no `test.secrets.token` finding on line 1"),
        (1, "secure-lint.unused-suppression", "suppression names an unknown rule `test.injection.evl`"),
    ]
    assert findings[0].disposition == "suppressed"


def test_unused_suppressions_are_not_reported_for_rules_off_in_this_file() -> None:
    text = "eval(input); // secure-lint: ignore[test.injection.eval] -- x\n"
    # code rules do not run in tests, so the suppression is not "unused" there
    assert scan("src/__tests__/a.test.ts", text) == []


def test_without_a_policy_suppressions_apply_and_nothing_else_is_reported() -> None:
    plain = EngineOptions(stacks=frozenset({"common", "typescript"}))
    text = "// secure-lint: ignore\neval(input); // secure-lint: ignore[test.secrets.token] -- unused\n"
    assert summary(scan("src/a.ts", text, plain)) == [(2, "test.injection.eval", "reportable")]


def test_a_marker_outside_a_comment_is_not_a_suppression() -> None:
    text = 'const help = "secure-lint: ignore[test.injection.eval]"; eval(input);\n'
    assert summary(scan("src/a.ts", text)) == [(1, "test.injection.eval", "reportable")]


@pytest.mark.parametrize(
    "text",
    [
        'const note = "// secure-lint: ignore[test.injection.eval] -- x"; eval(input);\n',
        "const note = '/* secure-lint: ignore[test.injection.eval] -- x */'; eval(input);\n",
        "const doc = `\n// secure-lint: ignore[test.injection.eval] -- x\n`;\neval(input);\n",
        "const doc = `\nsecure-lint: ignore-file[test.injection.eval] -- x\n`;\neval(input);\n",
        'const re = /\\/\\/ secure-lint: ignore[test.injection.eval] -- x/; eval(input);\n',
    ],
)
def test_a_directive_in_a_string_literal_does_not_suppress(text: str) -> None:
    """Issue 25 #20: only a comment suppresses (the syntax tree says what a comment is)."""
    found = [(rule, disposition) for _, rule, disposition in summary(scan("src/a.ts", text))]
    assert found == [("test.injection.eval", "reportable")]


def test_a_directive_on_a_line_split_by_a_lone_cr_suppresses_nothing() -> None:
    """Issue 25 #20: with CR-only line ends a late ignore-file was accepted. Lines are git's
    (a lone CR breaks none), so such a file is one line: a directive on it is invalid, since the
    code a reader sees on other lines would share its line."""
    text = "x();\r" * 12 + "// secure-lint: ignore-file[test.injection.eval] -- too late\reval(input);\r"
    assert summary(scan("src/a.ts", text)) == [
        (1, "secure-lint.invalid-suppression", "reportable"),
        (1, "test.injection.eval", "reportable"),
    ]
    text = "x();\r// secure-lint: ignore[test.injection.eval] -- sandboxed\reval(input);\reval(other);\r\n"
    assert summary(scan("src/a.ts", text)) == [
        (1, "secure-lint.invalid-suppression", "reportable"),
        (1, "test.injection.eval", "reportable"),
        (1, "test.injection.eval", "reportable"),
    ]


def test_cr_cr_lf_line_ends_count_as_git_counts_them() -> None:
    """A `\\r\\r\\n` file: the comment covers the next line as git numbers it."""
    text = "x();\r\r\n// secure-lint: ignore[test.injection.eval] -- sandboxed\r\r\neval(input);\r\r\neval(b);\r\r\n"
    assert summary(scan("src/a.ts", text)) == [
        (3, "test.injection.eval", "suppressed"),
        (4, "test.injection.eval", "reportable"),
    ]


def test_secrets_on_a_suppression_line_stay_redacted() -> None:
    text = f"const t = '{SECRET}'; // secure-lint: ignore[test.injection.eval] -- x\n"
    (token, unused) = scan("src/a.ts", text)
    assert unused.rule_id == "secure-lint.unused-suppression"
    assert SECRET not in unused.location.snippet and SECRET not in unused.evidence
    assert token.rule_id == "test.secrets.token"


def test_unused_suppression_identity_does_not_depend_on_lines() -> None:
    text = "run(); // secure-lint: ignore[test.injection.eval] -- x\n"
    first = scan("src/a.ts", text)[0]
    moved = scan("src/a.ts", "\n\n" + text)[0]
    assert (first.location.start_line, moved.location.start_line) == (1, 3)
    assert first.instance_id == moved.instance_id


# through the command line ----------------------------------------------------------------

CLI_RULES = str(Path(__file__).parent / "data" / "basic-rules.yaml")
APP = {
    "package.json": '{"name": "web"}\n',
    "src/calc.ts": "export const calc = (s: string) => eval(s); // secure-lint: ignore[test.injection.eval] -- VM\n",
    "src/keys.ts": f"export const key = '{SECRET}';\n",
    "src/old.ts": "run(); // secure-lint: ignore[test.injection.eval] -- no longer needed\n",
}


def cli_scan(run_cli, root, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--rules", CLI_RULES, *args, cwd=root)


def test_suppressed_findings_stay_in_json_and_leave_text_and_sarif(tree, run_cli) -> None:
    root = tree(APP)
    data = json.loads(cli_scan(run_cli, root, "--format", "json").stdout)
    assert [(f["location"]["path"], f["rule_id"], f["disposition"]) for f in data["findings"]] == [
        ("src/calc.ts", "test.injection.eval", "suppressed"),
        ("src/keys.ts", "test.secrets.token", "reportable"),
        ("src/old.ts", "secure-lint.unused-suppression", "reportable"),
    ]
    text = cli_scan(run_cli, root).stdout
    assert "src/calc.ts" not in text
    assert "src/old.ts:1:11: low secure-lint.unused-suppression unused suppression: no `test.injection.eval`" in text
    assert "= correct the `secure-lint: ignore[...]` comment, or remove it" in text

    def sarif_rules(*args: str) -> list[str]:
        log = json.loads(cli_scan(run_cli, root, "--format", "sarif", *args).stdout)
        return [r["ruleId"] for r in log["runs"][0]["results"]]

    assert "test.injection.eval" not in sarif_rules()
    assert "test.injection.eval" in sarif_rules("--sarif-include-suppressed")
    cli_scan(run_cli, root, "--sarif-output", "all.sarif", "--sarif-include-suppressed")
    uploaded = json.loads((root / "all.sarif").read_text())["runs"][0]["results"]
    assert [r["properties"]["disposition"] for r in uploaded if r["ruleId"] == "test.injection.eval"] == [
        "suppressed"
    ]


def test_unused_suppressions_follow_rule_selection_and_severity_overrides(tree, run_cli) -> None:
    root = tree(APP)
    secrets_only = cli_scan(run_cli, root, "--select", "secrets", "--format", "json")
    assert [f[2] for f in findings_of(secrets_only)] == ["test.secrets.token"]
    ignored = cli_scan(run_cli, root, "--ignore", "secure-lint.unused-suppression", "--fail-on", "low")
    assert "unused" not in ignored.stdout
    (root / ".secure-lint.yaml").write_text("severity: {secure-lint.unused-suppression: info}\nignore: [secrets]\n")
    assert cli_scan(run_cli, root).exit_code == 0  # info never fails a run
