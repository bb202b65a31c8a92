"""A regex without its optional ends (matchers/search_core.py) occurs in a text exactly where the
whole regex does."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import regex

from secure_lint.matchers.pruned_config import _search_text
from secure_lint.matchers.search_core import search_core
from secure_lint.rules.loader import load_rules

ESCAPING = r"([\w.]*\.)?(encodeURIComponent|encodeURI|escape\w*|\w*escape|sanitize\w*|purify|quote)"
PASSWORD = r"""['"]?(?i:\w*(password|passwd|pwd|token)|pass|pin)['"]?"""


def test_the_optional_ends_and_those_of_each_branch_of_a_lone_group_are_left_out() -> None:
    assert search_core(ESCAPING) == "(encodeURIComponent|encodeURI|escape|escape|sanitize|purify|quote)"
    assert search_core(PASSWORD) == "(?i:(password|passwd|pwd|token)|pass|pin)"
    assert search_core(r"\(?\s*(window|self)(\s+as\s+[\w.]+)?\s*\)?") == "(window|self)"
    assert search_core(r"x{0,3}y{,2}z{1,}w?") == "z{1,}"  # least counts of zero; `{1,}` stays
    assert search_core(r"(this\.)?(\$\w*|jQuery)\.(after|before)") == r"(\$\w*|jQuery)\.(after|before)"
    assert search_core(r"[]a]?b|c*?d") == "b|d"  # a class opening with `]`; a lazy part


def test_what_the_reader_is_not_sure_of_stays_whole() -> None:
    for body in (
        r"(a)?\1b",  # a group referred to by number: dropping one renumbers the rest
        r"(?P<q>')?x(?P=q)",
        r"\w*+e",  # possessive: `\w*+e` finds no `e` after a word, `e` does
        r"((?i)x)?y",  # an inline global flag applies to the whole pattern
        r"a?|b",  # a branch that may match nothing: every text holds a match
        r"(a|b",  # brackets that do not balance
        r"[[:alpha:]]?x",  # a POSIX class
        r"\x41?b",  # an escape of more characters
    ):
        assert search_core(body) == body, body
    assert search_core(r"a{}b?") == "a{}"  # `{}` is two literal characters, no quantifier


def _regexes(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["regex"]] if isinstance(node.get("regex"), str) else []
        return own + [r for value in node.values() for r in _regexes(value)]
    if isinstance(node, list):
        return [r for value in node for r in _regexes(value)]
    return []


def _texts(pattern: str, generator: random.Random) -> list[str]:
    """Texts of the pattern's own words, punctuation and white space, shuffled."""
    pieces = [*regex.findall(r"[A-Za-z_$]+", pattern), *".()'\"`:?$ \n", "", "x"]
    return ["".join(generator.choice(pieces) for _ in range(generator.randint(0, 8))) for _ in range(150)]


def test_every_bundled_node_regex_occurs_where_its_core_does() -> None:
    """The file search of each node regex of the bundled rules (anchors at the node's edges and
    word edges dropped, as pruned_config reads it), against the same search of its core, on the
    Node and Next.js rule-test files and on texts made of the regex's own words."""
    tests = Path(__file__).resolve().parent.parent / "rules" / "tests"
    files = [f for pack in ("core", "web-next") for f in sorted((tests / pack).rglob("*.ts*"))][:120]
    texts = [f.read_text(encoding="utf-8", errors="replace") for f in files]
    generator = random.Random(29)
    changed = 0
    for pattern in sorted({p for rule in load_rules() for p in _regexes(rule.match.options.__dict__)}):
        flags, body = _search_text(pattern)
        body = regex.sub(r"\\[bB]", "", body)
        core = search_core(body)
        if core == body:
            continue
        try:
            whole = regex.compile(flags + body)
        except regex.error:
            continue
        changed += 1
        searched = regex.compile(flags + core)
        for text in texts + _texts(pattern, generator):
            assert (searched.search(text) is None) == (whole.search(text) is None), (pattern, text)
    assert changed > 50
