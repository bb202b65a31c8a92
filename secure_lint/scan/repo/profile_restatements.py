"""Never the same finding twice across profiles: an extended rule's injection finding nested with
another rule's finding of the same weakness (a shared CWE) is left out, on one line or over several.

`--profile extended` adds rules that look wider than others (node.nosql.request-object-in-query
reports the call `User.find({ ... })` whose filter field node.nosql.request-value-as-filter-field
reports). Nested with a default rule's kept finding, the extended one repeats it; nested with
another extended rule's, the one that ranks first stands for both, as on one line (scan/engine.py
`rank`: the more confident, then the more severe). This runs after the whole-repository drops, so
an extended finding stays where the one it repeated was dropped (a package that validates its input
drops the filter-field finding, and the extended rule still reports the call). The engine leaves
nested findings over several lines, and a default and an extended rule's on one, to this step
(scan/engine.py `_restates`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.scan.engine import INJECTION, FileResult, rank
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding, Location
    from secure_lint.rules.loader import Rule
    from secure_lint.scan.cache.result_codec import Item


def extended_restatements_dropped(items: list[Item], rules: Iterable[Rule]) -> list[Item]:
    """The items without extended injection findings a kept default finding already states."""
    injection = injection_rules(rules)
    return each_file_result(items, lambda result: restatements_in_file(result, injection))


def injection_rules(rules: Iterable[Rule]) -> dict[str, Rule]:
    """{id: rule} of the injection rules that match code (a whole-app control restates nothing)."""
    return {rule.id: rule for rule in rules if rule.category == INJECTION and rule.match.kind != "app_control"}


def restatements_in_file(result: FileResult, injection: dict[str, Rule]) -> FileResult:
    """The file's result without its extended injection findings that another finding states."""
    candidates = [f for f in result.findings if f.rule_id in injection]
    if len(candidates) < 2:
        return result
    kept = [f for f in result.findings if not _restated(f, candidates, injection)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _restated(finding: Finding, others: list[Finding], injection: dict[str, Rule]) -> bool:
    """Whether an extended injection finding repeats a default rule's nested with it, or the
    nested finding of an extended rule that ranks before its own."""
    rule = injection.get(finding.rule_id)
    if rule is None or not rule.extended:
        return False
    cwes = set(rule.cwe)
    for other in others:
        other_rule = injection[other.rule_id]
        if other.rule_id == finding.rule_id or not cwes & set(other_rule.cwe):
            continue
        outranks = not other_rule.extended or rank(other_rule) < rank(rule)
        if outranks and _nested(finding.location, other.location):
            return True
    return False


def _nested(one: Location, other: Location) -> bool:
    """Whether either span holds the other."""
    a = ((one.start_line, one.start_column), (one.end_line, one.end_column))
    b = ((other.start_line, other.start_column), (other.end_line, other.end_column))
    return (a[0] <= b[0] and b[1] <= a[1]) or (b[0] <= a[0] and a[1] <= b[1])
