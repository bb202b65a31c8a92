"""Never the same finding twice across profiles: an extended rule's injection finding nested with a
default rule's finding of the same weakness (a shared CWE) is left out, on one line or over several.

`--profile extended` adds rules that look wider than the default ones (node.nosql.request-object-in-query
reports the call `User.find({ ... })` whose filter field node.nosql.request-value-as-filter-field reports);
where the default rule's finding is kept, the extended one repeats it. This runs after the
whole-repository drops, so the extended finding stays where the default one was dropped (a package
that validates its input drops the filter-field finding, and the extended rule still reports the call).
The engine leaves such pairs to this step (scan/engine.py `_restates`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.scan.engine import INJECTION, FileResult
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
    """The file's result without its extended injection findings nested with a default one's."""
    defaults = [f for f in result.findings if f.rule_id in injection and not injection[f.rule_id].extended]
    if not defaults:
        return result
    kept = [f for f in result.findings if not _restated(f, defaults, injection)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _restated(finding: Finding, defaults: list[Finding], injection: dict[str, Rule]) -> bool:
    rule = injection.get(finding.rule_id)
    if rule is None or not rule.extended:
        return False
    cwes = set(rule.cwe)
    return any(
        cwes & set(injection[other.rule_id].cwe) and _nested(finding.location, other.location) for other in defaults
    )


def _nested(one: Location, other: Location) -> bool:
    """Whether either span holds the other."""
    a = ((one.start_line, one.start_column), (one.end_line, one.end_column))
    b = ((other.start_line, other.start_column), (other.end_line, other.end_column))
    return (a[0] <= b[0] and b[1] <= a[1]) or (b[0] <= a[0] and a[1] <= b[1])
