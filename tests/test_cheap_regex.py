"""Rewritten rule regexes match exactly what the originals match on ASCII text."""

from __future__ import annotations

import re

import pytest

from secure_lint.matchers.cheap_regex import anchored, rewrite
from secure_lint.rules.loader import load_rules

SAMPLES = [
    "password",
    "PASSWORD",
    "userPassword",
    "user_password = 1",
    "x.innerHTML = y",
    "createHash('MD5')",
    "createHash(\"sha256\")",
    "  SELECT * FROM users WHERE id = 1",
    "select name from t",
    "apiKey",
    "api_key",
    "API-KEY",
    "Token",
    "tokens",
    "a1_b2",
    "\t\n ",
    "foo.bar(baz)",
    "ab12 CD34",
    "",
]
PATTERNS = [
    r"\bfoo\b",
    r"^\w+$",
    r"\W",
    r"[\w.]+\(",
    r"[^\w\s]",
    r"\d{2}",
    r"\s+",
    r"(?i)password",
    r"(?i)^(api[_-]?key|token|secret)$",
    r"(?i:select)\s+\w+\s+from",
    r"^(?P<name>\w+)\.\w+\(",
    r"(?i)[a-c]+\d",
    r"(?i)create(Hash)?\(['\"](md5|sha1)['\"]\)",
    r"[A-Z][a-z]+",
    r"x{2,3}|y{1}",
    r"(?i)tokens?|secrets+|ke{2}y",
]


def python_equivalent(pattern: str) -> str:
    """Python's re has no `-u` flag; on ASCII text these mean the same."""
    return pattern.replace(r"(?-u:\b)", r"\b").replace(r"(?-u:\B)", r"\B").replace("(?i-u:", "(?i:")


@pytest.mark.parametrize("pattern", PATTERNS)
def test_rewrite_matches_the_same_ascii_text(pattern: str) -> None:
    original = re.compile(pattern)
    rewritten = re.compile(python_equivalent(rewrite(pattern)))
    for sample in SAMPLES:
        expected = original.search(sample)
        got = rewritten.search(sample)
        assert (expected and expected.group()) == (got and got.group()), (pattern, rewrite(pattern), sample)


ALTERNATIONS = [r"(?i)\b(select|insert|update|delete)\b", r"a|b|^c|d$", r"(?m:^x)|y|z|w"]


@pytest.mark.parametrize("pattern", [*PATTERNS, *ALTERNATIONS])
def test_an_anchored_pattern_matches_the_same_texts(pattern: str) -> None:
    """ast-grep asks whether a regex matches somewhere in a node's text: anchored, the same answer."""
    original, anchored_form = re.compile(pattern), re.compile(python_equivalent(anchored(rewrite(pattern))))
    for sample in [*SAMPLES, "x\nselect", "\nc", "d\n", "b\ny"]:
        assert bool(original.search(sample)) == bool(anchored_form.search(sample)), (pattern, sample)


def test_only_alternations_and_case_folding_are_anchored() -> None:
    assert anchored("(?i-u:token)|(?i-u:secret)") == "^(?s:.)*?(?:(?i-u:token)|(?i-u:secret))"
    assert anchored("a|b|c|d") == "^(?s:.)*?(?:a|b|c|d)"
    assert anchored("frameInfo") == "frameInfo"  # one literal: faster unanchored
    assert anchored("^(a|b|c|d)$") == "^(a|b|c|d)$"  # anchored already


def test_rewrite_removes_unicode_classes_and_case_folding() -> None:
    assert rewrite(r"(?i)\bapi_key\b") == r"(?-u:\b)(?i-u:api)_(?i-u:key)(?-u:\b)"
    assert rewrite(r"(?i)tokens?") == r"(?i-u:token)(?i-u:s)?"
    assert rewrite(r"[\w-]+") == r"[0-9A-Za-z_-]+"
    assert rewrite(r"(?P<KEY>\w+)") == r"(?P<KEY>[0-9A-Za-z_]+)"
    assert rewrite(r"\p{Lu}\x{41}") == r"\p{Lu}\x{41}"


def test_every_bundled_structural_rule_still_compiles_in_ast_grep() -> None:
    from secure_lint.matchers.structural import prepare

    for rule in load_rules(use_cache=False):
        if rule.match.kind == "structural":
            prepare(rule.match.options, rule.languages)
