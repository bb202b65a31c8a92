"""No secret value found by a bundled secret rule appears in any output format.

The secret rule tests (rules/tests/secrets) hold a true positive of every secret rule; each
format's report of a scan of them must show at most a secret's four-character prefix.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from secure_lint.authoring import rule_tests
from secure_lint.authoring.rule_tests import TEST_OPTIONS
from secure_lint.cli.app import main
from secure_lint.core.source import SourceFile
from secure_lint.matchers.secret import shannon_entropy
from secure_lint.rules.loader import Rule, load_rules
from secure_lint.scan.engine import RuleIndex, find

SECRET_TESTS = Path(__file__).resolve().parent.parent / "rules" / "tests" / "secrets"
FORMATS = ("text", "json", "sarif", "markdown", "html", "github")


def _secret_values() -> dict[str, set[str]]:
    """Per secret rule, the values it reports in the rule tests (as the engine found them)."""
    rules = [r for r in load_rules() if r.match.kind == "secret"]
    index = RuleIndex(rules, TEST_OPTIONS)
    values: dict[str, set[str]] = {}
    for path in rule_tests.test_files(SECRET_TESTS):
        source = SourceFile(path.relative_to(SECRET_TESTS).as_posix(), path.read_text(encoding="utf-8"))
        for rule in index.applicable(source):
            for raw in _find(rule, source):
                values.setdefault(rule.id, set()).add(raw)
    return values


def _find(rule: Rule, source: SourceFile) -> list[str]:
    return [source.text[raw.secret[0] : raw.secret[1]] for raw in find(rule, source) if raw.secret]


def _visible_parts(secret: str) -> list[str]:
    """The parts of a secret that must not be printed: all but the 4-character prefix, line by
    line for multi-line secrets (key blocks, also in one string with `\\n` escapes), leaving out
    low-entropy lines (`-----END ...`)."""
    parts = [line.strip() for line in re.split(r"\r?\n|\\r?\\n", secret[4:])]
    return [p for p in parts if len(p) >= 8 and (shannon_entropy(p) >= 3.0 or p.isdigit())]


@pytest.fixture(scope="module")
def secrets_by_rule() -> dict[str, set[str]]:
    return _secret_values()


def test_every_secret_rule_has_a_true_positive_in_its_tests(secrets_by_rule: dict[str, set[str]]) -> None:
    secret_rules = {r.id for r in load_rules() if r.match.kind == "secret" and r.id.startswith("secrets.")}
    assert secret_rules - set(secrets_by_rule) == set()


@pytest.mark.parametrize("fmt", FORMATS)
def test_no_secret_value_in_any_format(fmt: str, secrets_by_rule: dict[str, set[str]]) -> None:
    args = ["scan", "--root", str(SECRET_TESTS), str(SECRET_TESTS), "--format", fmt, "--include-tests"]
    result = CliRunner().invoke(main, [*args, "--stack", "common", "--stack", "typescript", "--stack", "nextjs"])
    assert result.exit_code == 1, result.output
    if fmt in ("text", "json", "sarif", "html"):  # the formats that print evidence or snippets
        assert "[REDACTED]" in result.stdout
    leaked = {
        rule_id: part
        for rule_id, values in secrets_by_rule.items()
        for value in values
        for part in _visible_parts(value)
        if part in result.stdout
    }
    assert leaked == {}


LIVE_STRIPE = "sk_live_51HqLyjWDarjtT1zdp7dcXz0aQ7f9sTnWm2vYbKcRxQe4J8hLu"


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_key_on_the_line_of_another_finding_is_masked(fmt: str, tree, run_cli) -> None:
    """Issue 25 #15: no secret finding for the key (an escape before it), but the eval finding on
    its line shows the line: the snippet, message and evidence are masked by every secret pattern."""
    root = tree(
        {
            "package.json": '{"name": "x", "dependencies": {"express": "4.19.2"}}\n',
            "src/calc.js": (
                "const express = require('express');\n"
                "const app = express();\n"
                f'app.get("/", (req, res) => res.send(eval(req.query.x + "\\n{LIVE_STRIPE}")));\n'
                f"export const token = process.env.T || eval(`{LIVE_STRIPE}` + req.body);\n"
            ),
        }
    )
    result = run_cli("scan", "--format", fmt, "-v", cwd=root)
    assert result.exit_code == 1, result.output
    assert LIVE_STRIPE[4:] not in result.stdout + result.stderr
    if fmt in ("text", "json", "sarif", "html"):
        assert "sk_l[REDACTED]" in result.stdout


def test_a_scan_masks_with_the_secret_rules_it_loaded(tree, run_cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """Snippets and paths are masked by every bundled secret rule, whatever the selection (here
    none of them runs), with the rules the scan loaded: the bundled rules are not loaded again."""
    from secure_lint.scan import redaction

    def loaded_again() -> None:
        raise AssertionError("the bundled rules were loaded again to mask")

    redaction.bundled_masking.cache_clear()
    monkeypatch.setattr(redaction, "load_rules", loaded_again)
    root = tree(
        {
            "src/calc.js": f"export const run = (req) => eval(`{LIVE_STRIPE}` + req.body);\n",
            f"docs/{LIVE_STRIPE}/x.bin": "\x00\x01",
        }
    )
    result = run_cli("scan", "--profile", "extended", "--ignore", "secrets", "--format", "json", "-v", cwd=root)
    assert result.exit_code == 1, result.output
    assert LIVE_STRIPE[4:] not in result.stdout + result.stderr
    assert "sk_l[REDACTED]" in result.stdout
    redaction.bundled_masking.cache_clear()


def test_code_next_to_a_password_name_is_not_masked(tree, run_cli) -> None:
    """Masking stays on values: a hash call assigned to `password` is code, and printed."""
    root = tree({"src/user.js": "export const set = (user, pw) => { user.password = eval(pw).toString(); };\n"})
    result = run_cli("scan", "--format", "json", "--profile", "audit", cwd=root)  # a review item
    assert "eval(pw).toString();" in result.stdout


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_key_in_a_file_name_is_a_finding_and_masked(fmt: str, tree, run_cli) -> None:
    """Issue 25 #16: a file named after a key raises a finding, and no format prints the key."""
    root = tree({f"src/{LIVE_STRIPE}.js": "export const a = 1;\n", f"docs/{LIVE_STRIPE}/x.bin": "\x00\x01"})
    result = run_cli("scan", "--format", fmt, "-v", cwd=root)
    assert result.exit_code == 1, result.output
    assert LIVE_STRIPE[4:] not in result.stdout + result.stderr
    if fmt == "json":
        (finding,) = json.loads(result.stdout)["findings"]
        assert (finding["rule_id"], finding["location"]["start_line"]) == ("secrets.stripe-secret-key", 1)


@pytest.mark.parametrize(
    "config", [f"select: [{LIVE_STRIPE}]\n", f"{LIVE_STRIPE}: 1\n", f"ignore: [x{LIVE_STRIPE}]\n"]
)
def test_a_config_error_does_not_echo_a_key(config: str, tree, run_cli) -> None:
    root = tree({".secure-lint.yaml": config, "a.js": "export const a = 1;\n"})
    result = run_cli("scan", cwd=root)
    assert result.exit_code == 2
    assert "[REDACTED]" in result.stderr
    assert LIVE_STRIPE[4:] not in result.output


@pytest.mark.parametrize("fmt", FORMATS)
def test_weak_passwords_and_keyed_values_are_redacted_in_every_format(
    fmt: str, secrets_by_rule: dict[str, set[str]]
) -> None:
    """Guessable passwords are short and low in entropy (the check above leaves such parts
    out), and keyed provider values are known only by their key: none may appear whole."""
    keyed = (
        "secrets.weak-password",
        "secrets.heroku-api-key",
        "secrets.sendbird-api-token",
        "secrets.telegram-bot-token",
    )
    values = {v for rule_id in keyed for v in secrets_by_rule.get(rule_id, set())}
    assert {"Admin_123", "letmein", "Summer2024", "95e086a9-5b97-4e74-8b98-6614d29923a9"} <= values
    args = ["scan", "--root", str(SECRET_TESTS), str(SECRET_TESTS), "--format", fmt, "--include-tests"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1, result.output
    assert {v for v in values if v in result.stdout} == set()
