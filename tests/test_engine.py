"""The engine on one file: identity, deduplication, redaction, partial parses, prefilter."""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import load_rule_file, parse_rule
from secure_lint.rules.model import Rule
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

RULES = load_rule_file(Path(__file__).parent / "data" / "basic-rules.yaml")
ALL = EngineOptions(stacks=frozenset({"common", "typescript"}))
SECRET = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"

CALC = """import { parse } from './parse';

export function calc(input: string) {
  return eval(input);
}
"""


def scan(path: str, text: str, rules=RULES, options: EngineOptions = ALL):
    return scan_source(SourceFile(path, text), RuleIndex(rules, options))


def test_identity_does_not_change_when_lines_move() -> None:
    before = scan("src/calc.ts", CALC).findings[0]
    moved = scan("src/calc.ts", "// a new header comment\n\n" + CALC).findings[0]
    assert moved.location.start_line == before.location.start_line + 2
    assert moved.instance_id == before.instance_id
    assert moved.evidence_hash == before.evidence_hash


def test_identity_differs_by_path_and_by_occurrence() -> None:
    twice = CALC + "export const again = (input: string) => eval(input);\n"
    first, second = scan("src/calc.ts", twice).findings
    assert first.instance_id != second.instance_id
    assert scan("src/other.ts", CALC).findings[0].instance_id != first.instance_id


def test_secret_is_redacted_in_evidence_snippet_and_message() -> None:
    finding = scan("src/config.ts", f"export const acmeToken = '{SECRET}';\n").findings[0]
    dumped = json.dumps(asdict(finding))
    assert SECRET not in dumped
    assert SECRET[5:] not in dumped
    assert finding.location.snippet == "export const acmeToken = 'acme[REDACTED]';"
    assert finding.evidence == "acme[REDACTED]"


def test_secret_is_redacted_in_other_rules_findings_on_the_same_line() -> None:
    rule = parse_rule(
        {
            "id": "test.injection.eval-any",
            "title": "t",
            "message": "eval of `$ARG`",
            "severity": "high",
            "confidence": "high",
            "category": "injection-risk",
            "languages": ["typescript"],
            "match": {"structural": {"rule": {"pattern": "eval($ARG)"}}},
        },
        "inline",
    )
    findings = scan("src/x.ts", f"eval('{SECRET}');\n", rules=[*RULES, rule]).findings
    assert {f.rule_id for f in findings} == {"test.secrets.token", "test.injection.eval-any"}
    for finding in findings:
        assert SECRET not in json.dumps(asdict(finding))


def test_keywords_skip_rules_before_parsing() -> None:
    result = scan("src/plain.ts", "export const add = (a: number, b: number) => a + b;\n")
    assert result.rules_run == 0
    assert "tree" not in SourceFile("x.ts", "").__dict__  # never parsed unless a rule needs it


def test_partially_parsed_files_are_matched_where_they_parse() -> None:
    broken = "export function calc(input) {\n  return eval(input);\n}\nconst = = ;\n"
    result = scan("src/broken.ts", broken)
    assert [f.location.start_line for f in result.findings] == [2]
    assert result.partially_parsed


def test_the_same_span_is_reported_once() -> None:
    duplicate = replace(RULES[1], id="test.secrets.token-copy", confidence="medium")
    findings = scan("src/config.ts", f"const t = '{SECRET}';\n", rules=[*RULES, duplicate]).findings
    assert [f.rule_id for f in findings] == ["test.secrets.token"]


def test_a_secret_value_repeated_in_a_file_is_one_finding_naming_its_other_lines() -> None:
    other = SECRET.replace("Zq8", "Mk3")
    lines = [f"fetch('https://api.acme.dev/v1/items?page={i}&token={SECRET}');" for i in range(8)]
    lines.append(f"fetch('https://api.acme.dev/v1/items?token={other}');")
    findings = scan("docs/setup.md.ts", "\n".join(lines) + "\n").findings
    assert [(f.location.start_line, f.rule_id) for f in findings] == [
        (1, "test.secrets.token"),
        (9, "test.secrets.token"),
    ]
    assert findings[0].message.endswith("(the same value at lines 2, 3, 4, 5, 6 and 2 more)")
    assert "the same value" not in findings[1].message
    # the first finding's identity is the one it had alone
    assert findings[0].instance_id == scan("docs/setup.md.ts", lines[0] + "\n").findings[0].instance_id


def test_one_password_under_two_names_is_two_findings() -> None:
    rule = parse_rule(
        {
            "id": "secrets.weak-password",
            "title": "t",
            "message": "m",
            "severity": "high",
            "confidence": "high",
            "category": "secrets",
            "languages": ["yaml"],
            "match": {"secret": {"pattern": r"_PASSWORD=(?P<V>\S+)", "group": "V", "entropy": 0}},
        },
        "inline",
    )
    text = "services:\n  api:\n    environment:\n      - ADMIN_PASSWORD=Hunter2Rocks\n  db:\n    environment:\n"
    text += "      - POSTGRES_PASSWORD=Hunter2Rocks\n"
    findings = scan("docker-compose.yml", text, rules=[rule]).findings
    assert [f.location.start_line for f in findings] == [4, 7]


def test_placeholders_and_low_entropy_values_are_not_secrets() -> None:
    text = "const a = 'acme_xxxxxxxxxxxxxxxxxxxxxxxx';\nconst b = 'acme_YOUR_TOKEN_HERE_1234567';\n"
    assert scan("src/config.ts", text).findings == []


def test_stack_gating_and_non_shipped_scope() -> None:
    swift_only = EngineOptions(stacks=frozenset({"common", "swift"}))
    assert scan("src/calc.ts", CALC, options=swift_only).findings == []
    assert scan("src/calc.test.ts", CALC).findings == []
    assert len(scan("src/calc.test.ts", CALC, options=EngineOptions(ALL.stacks, include_tests=True)).findings) == 1


def test_a_catastrophic_regex_times_out_instead_of_hanging(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("secure_lint.matchers.patterns.SEARCH_TIMEOUT_S", 0.2)
    rule = parse_rule(
        {
            "id": "test.redos.rule",
            "title": "t",
            "message": "m",
            "severity": "low",
            "confidence": "low",
            "category": "configuration",
            "languages": ["text"],
            "match": {"regex": {"pattern": "(a|aa)+$"}},
        },
        "inline",
    )
    result = scan("notes.txt", "a" * 40 + "!", rules=[rule])
    assert result.findings == []
    assert result.rules_timed_out == ["test.redos.rule"]


def test_every_line_of_a_multi_line_secret_is_masked_in_snippets() -> None:
    rule = parse_rule(
        {
            "id": "test.secrets.pem",
            "title": "t",
            "message": "private key",
            "severity": "critical",
            "confidence": "high",
            "category": "secrets",
            "languages": ["any"],
            "match": {
                "secret": {
                    "pattern": r"-----BEGIN PRIVATE KEY-----\n(?P<BODY>(?:[A-Za-z0-9+/=]{20,}\n){2})",
                    "group": "BODY",
                }
            },
        },
        "inline",
    )
    body = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "BKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj"]
    text = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----\n"
    finding = scan("keys/server.pem", text, rules=[rule]).findings[0]
    assert finding.location.snippet == "MIIE[REDACTED]"
    assert body[0] not in json.dumps(asdict(finding)) and body[1] not in json.dumps(asdict(finding))


def test_structural_and_regex_rules_can_mark_a_secret_for_redaction() -> None:
    structural = parse_rule(
        {
            "id": "test.secrets.jwt-literal",
            "title": "t",
            "message": "JWT signed with a literal secret",
            "severity": "high",
            "confidence": "high",
            "category": "secrets",
            "languages": ["typescript"],
            "match": {"structural": {"rule": {"pattern": "jwt.sign($P, $KEY)"}, "secret": "KEY"}},
        },
        "inline",
    )
    regex_rule = parse_rule(
        {
            "id": "test.secrets.dsn",
            "title": "t",
            "message": "password in a DSN",
            "severity": "high",
            "confidence": "high",
            "category": "secrets",
            "languages": ["typescript"],
            "match": {"regex": {"pattern": r"postgres://\w+:(?P<PW>[^@\s]+)@", "secret": "PW"}},
        },
        "inline",
    )
    text = "const t = jwt.sign(claims, 'Zq8Xw2Lp4Vt7Rn1Cy6Bh5');\nconst u = 'postgres://app:Hunter2Hunter2@db/app';\n"
    findings = scan("src/auth.ts", text, rules=[structural, regex_rule]).findings
    assert [f.rule_id for f in findings] == ["test.secrets.jwt-literal", "test.secrets.dsn"]
    assert findings[0].location.snippet == "const t = jwt.sign(claims, 'Zq8X[REDACTED]');"
    assert findings[1].location.snippet == "const u = 'postgres://app:[REDACTED]@db/app';"
    for finding in findings:
        assert "Zq8Xw2Lp4Vt7Rn1Cy6Bh5" not in json.dumps(asdict(finding))
        assert "Hunter2Hunter2" not in json.dumps(asdict(finding))


def test_fix_templates_can_use_transformed_metavariables_and_focus_stays_on_the_location() -> None:
    rule = parse_rule(
        {
            "id": "test.transport.http-fetch",
            "title": "t",
            "message": "cleartext request to `$URL`",
            "severity": "medium",
            "confidence": "high",
            "category": "configuration",
            "languages": ["typescript"],
            "match": {
                "structural": {
                    "rule": {"pattern": "fetch($URL)"},
                    "constraints": {"URL": {"regex": "^['\"]http://"}},
                    "transform": {"SECURE": {"replace": {"source": "$URL", "replace": "http://", "by": "https://"}}},
                    "focus": "URL",
                }
            },
            "fix": {"template": "fetch($SECURE)", "safety": "unsafe"},
        },
        "inline",
    )
    text = "const res = await fetch('http://api.acme.dev/v1');\n"
    finding = scan("src/api.ts", text, rules=[rule]).findings[0]
    url = text.index("'http")
    assert (finding.location.start_column, finding.location.end_column) == (url + 1, text.index(")") + 1)
    assert finding.fix is not None
    assert (finding.fix.start, finding.fix.end) == (text.index("fetch"), text.index(")") + 1)
    assert finding.fix.replacement == "fetch('https://api.acme.dev/v1')"


def test_two_rules_reporting_one_weakness_on_one_line_give_one_finding() -> None:
    def sql_rule(rule_id: str, pattern: str, confidence: str) -> Rule:
        return parse_rule(
            {
                "id": rule_id,
                "title": "t",
                "message": "SQL built from request data",
                "severity": "high",
                "confidence": confidence,
                "category": "injection-risk",
                "cwe": ["CWE-89"],
                "languages": ["typescript"],
                "match": {"structural": {"rule": {"pattern": pattern}}},
            },
            "inline",
        )

    call = sql_rule("test.sql.query-call", "db.run($SQL)", "high")
    template = sql_rule("test.sql.template", "`DELETE FROM notes WHERE id = ${$ID}`", "medium")
    one_line = "db.run(`DELETE FROM notes WHERE id = ${req.params.id}`);\n"
    assert [f.rule_id for f in scan("src/notes.ts", one_line, rules=[call, template]).findings] == [
        "test.sql.query-call"
    ]
    # the SQL held in a variable first: two places, two findings a reader follows separately
    two_lines = "const sql = `DELETE FROM notes WHERE id = ${req.params.id}`;\ndb.run(sql);\n"
    other = sql_rule("test.sql.query-var", "db.run(sql)", "high")
    assert sorted(f.rule_id for f in scan("src/notes.ts", two_lines, rules=[other, template]).findings) == [
        "test.sql.query-var",
        "test.sql.template",
    ]
