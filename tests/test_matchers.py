"""The matcher registry: a matcher kind is one module plus one line in MATCHERS.

Matchers own their options; the rule model and the matchers do not import each other (the
loader, rules.py, puts them together); the engine dispatches through the registry.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from secure_lint.core.source import SourceFile
from secure_lint.matchers import MATCHERS, RawMatch
from secure_lint.matchers.regex_matcher import RegexMatch
from secure_lint.rules.loader import RuleError, parse_rule
from secure_lint.rules.validated import Validated
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source
from secure_lint.scan.suppress import INVALID_SUPPRESSION, UNUSED_SUPPRESSION

PACKAGE = Path(__file__).resolve().parent.parent / "secure_lint"


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_matchers_and_the_rule_model_do_not_import_each_other() -> None:
    for module in sorted((PACKAGE / "matchers").glob("*.py")):
        imported = _imports(module)
        assert not imported & {"secure_lint.rules.loader", "secure_lint.rules.model"}, module.name
    assert not any(name.startswith("secure_lint.matchers") for name in _imports(PACKAGE / "rules" / "model.py"))


def test_the_engine_never_branches_on_a_kind_name() -> None:
    engine = (PACKAGE / "scan" / "engine.py").read_text(encoding="utf-8")
    assert not re.search(r"""["'](structural|regex|secret|file|taint)["']""", engine)


@dataclass(frozen=True, kw_only=True)
class WordMatch(Validated):
    word: str


class WordMatcher:
    """A matcher kind written for this test: every occurrence of one word."""

    options_type = WordMatch
    parsed = False
    whole_file = False
    fix_field = None

    @staticmethod
    def prepare(options: WordMatch, languages: list[str]) -> WordMatch:
        if not options.word.isalpha():
            raise ValueError("word: letters only")
        return options

    @staticmethod
    def required_text(options: WordMatch) -> tuple[frozenset[tuple[str, bool]], ...]:
        return (frozenset({(options.word, False)}),)  # no match without the word

    @staticmethod
    def find(options: WordMatch, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
        for match in re.finditer(rf"\b{options.word}\b", source.text):
            yield RawMatch(match.start(), match.end())


def _word_rule(word: str) -> dict[str, object]:
    return {
        "id": "acme.review.fixme",
        "title": "FIXME left in shipped code",
        "message": "a FIXME is left here",
        "severity": "info",
        "confidence": "high",
        "category": "configuration",
        "languages": ["typescript"],
        "match": {"word": {"word": word}},
    }


def test_a_new_matcher_kind_needs_only_its_module_and_a_registry_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(MATCHERS, "word", WordMatcher())
    rule = parse_rule(_word_rule("FIXME"), "acme.yaml")
    assert rule.match.kind == "word" and rule.match.options == WordMatch(word="FIXME")
    source = SourceFile("src/pay.ts", "export const pay = 1;\n// FIXME: round the amount\n")
    findings = scan_source(source, RuleIndex([rule], EngineOptions())).findings
    assert [(f.rule_id, f.location.start_line, f.location.start_column) for f in findings] == [
        ("acme.review.fixme", 2, 4)
    ]
    with pytest.raises(RuleError, match=r"^acme.yaml: rule acme.review.fixme: word: letters only$"):
        parse_rule(_word_rule("FIX ME"), "acme.yaml")
    with pytest.raises(RuleError, match=r"^acme.yaml: rule acme.review.fixme: match.word.colour: unknown key$"):
        parse_rule({**_word_rule("FIXME"), "match": {"word": {"word": "FIXME", "colour": "red"}}}, "acme.yaml")


def test_an_unknown_matcher_kind_names_the_known_ones() -> None:
    with pytest.raises(RuleError, match=r"match: unknown matcher 'word' \(known: structural, regex, secret, file"):
        parse_rule(_word_rule("FIXME"), "acme.yaml")


def test_the_suppression_checks_are_rules_with_a_real_match() -> None:
    for rule in (UNUSED_SUPPRESSION, INVALID_SUPPRESSION):
        assert rule.match.kind == "regex"
        assert isinstance(rule.match.options, RegexMatch)
