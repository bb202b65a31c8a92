"""Redacting secrets in text that did not come from our own scan (other tools' reports,
hand-edited files, error messages): the secret rules whose keywords the text holds run over it
(scan/redaction.py: loosened, so a key glued to a word is masked too), and each secret value
found is masked the way scan output masks it."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import ahocorasick

from secure_lint.core.redact import redact
from secure_lint.rules.loader import load_rules
from secure_lint.scan.redaction import secret_options, secret_values

if TYPE_CHECKING:
    from secure_lint.rules.loader import Rule


@functools.cache
def _secret_rules() -> tuple[Rule, ...]:
    return tuple(r for r in load_rules() if r.match.kind == "secret")


@functools.cache
def _by_keyword() -> tuple[tuple[Rule, ...], dict[str, tuple[int, ...]], Any]:
    """The secret rules without keywords (run on every text), the positions of those each
    keyword lets run, and one Aho-Corasick automaton of every keyword (lowercase): as the
    engine picks a file's rules, a text's rules are found in one pass over it, not by running
    all 200 patterns on every message, snippet and evidence of a report."""
    rules = _secret_rules()
    positions: dict[str, list[int]] = {}
    for position, rule in enumerate(rules):
        for keyword in rule.keywords:
            positions.setdefault(keyword.lower(), []).append(position)
    automaton = ahocorasick.Automaton()
    for keyword in positions:
        automaton.add_word(keyword, keyword)
    if positions:
        automaton.make_automaton()
    unconditional = tuple(rule for rule in rules if not rule.keywords)
    return unconditional, {k: tuple(v) for k, v in positions.items()}, automaton if positions else None


def _rules_for(text: str) -> list[Rule]:
    unconditional, positions, automaton = _by_keyword()
    if automaton is None:
        return list(unconditional)
    rules = _secret_rules()
    fired = sorted({p for _, keyword in automaton.iter(text.lower()) for p in positions[keyword]})
    return [*unconditional, *(rules[p] for p in fired)]


@functools.lru_cache(maxsize=4096)  # a report repeats its titles and messages
def redact_secrets(text: str) -> str:
    """`text` with every value a secret rule's pattern captures masked (look-alikes too, and
    keys written after an escape or a URL-encoded byte)."""
    if not text:
        return text
    values = secret_values(text, secret_options(_rules_for(text)))
    return redact(text, values) if values else text
