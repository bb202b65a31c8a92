"""The keyword prefilter: every rule keyword present in a file is found, overlapping or nested."""

from __future__ import annotations

from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import parse_rule
from secure_lint.scan.engine import EngineOptions, RuleIndex


def _rule(rule_id: str, keywords: list[str]) -> dict[str, object]:
    return {
        "id": rule_id,
        "title": "t",
        "message": "m",
        "severity": "high",
        "confidence": "high",
        "category": "secrets",
        "languages": ["any"],
        "keywords": keywords,
        "match": {"secret": {"pattern": "(x)", "group": 1}},
    }


def _index(*rules: dict[str, object]) -> RuleIndex:
    return RuleIndex([parse_rule(r, "rules.yaml") for r in rules], EngineOptions())


def test_nested_overlapping_and_case_folded_keywords_are_all_found() -> None:
    index = _index(
        _rule("test.a", ["sk-", "sk-ant-"]),
        _rule("test.b", ["ant-api", "API-"]),
        _rule("test.c", ["glsa_", "hooks.slack.com"]),
    )
    source = SourceFile("config.ts", "const KEY = 'SK-ANT-API-03abc';\n")
    assert index.keywords_in(source) == {"sk-", "sk-ant-", "ant-api", "api-"}


def test_a_file_without_keywords_and_an_index_without_keywords() -> None:
    assert _index(_rule("test.a", ["glsa_"])).keywords_in(SourceFile("a.ts", "export {};\n")) == frozenset()
    assert _index(_rule("test.a", [])).keywords_in(SourceFile("a.ts", "glsa_\n")) == frozenset()
