"""Checking a rule against its own inline examples: the vulnerable ones must match, the safe ones not.

ast-grep silently matches nothing for a malformed pattern; the examples catch that.
"""

from __future__ import annotations

from secure_lint.core.models import STACKS
from secure_lint.core.source import SourceFile
from secure_lint.rules.loader import Rule
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source

ALL_STACKS = EngineOptions(stacks=frozenset(STACKS), include_tests=True)


def rule_hits(rule: Rule, path: str, code: str) -> int:
    index = RuleIndex([rule], ALL_STACKS)
    return len(scan_source(SourceFile(path, code), index).findings)


def check_examples(rule: Rule, require: bool = True) -> list[str]:
    """Problems with the rule's examples, one line each, naming the rule."""
    problems = []
    examples = rule.examples
    if require and (not examples.vulnerable or not examples.safe):
        problems.append(f"{rule.id}: needs at least one vulnerable and one safe example")
    for number, example in enumerate(examples.vulnerable, 1):
        if not rule_hits(rule, rule.example_path(example), example.code):
            problems.append(f"{rule.id}: vulnerable example {number} is not matched")
    for number, example in enumerate(examples.safe, 1):
        if rule_hits(rule, rule.example_path(example), example.code):
            problems.append(f"{rule.id}: safe example {number} is matched")
    return problems
