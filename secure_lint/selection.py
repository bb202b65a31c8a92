"""--select / --ignore: choose rules by id, id prefix, pack or category."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from secure_lint.models import Severity
from secure_lint.rules import Rule


def _matches(rule: Rule, selector: str) -> bool:
    return (
        rule.id == selector
        or rule.id.startswith(selector + ".")
        or rule.pack == selector
        or rule.category == selector
        or rule.knowledge == selector
    )


def select_rules(rules: Iterable[Rule], select: Iterable[str] = (), ignore: Iterable[str] = ()) -> list[Rule]:
    """The default rules, or those --select names (opt-in rules run only when selected)."""
    select, ignore = list(select), list(ignore)

    def wanted(rule: Rule) -> bool:
        return any(_matches(rule, s) for s in select) if select else not rule.opt_in

    return [r for r in rules if wanted(r) and not any(_matches(r, s) for s in ignore)]


def unknown_selectors(rules: Iterable[Rule], selectors: Iterable[str]) -> list[str]:
    rules = list(rules)
    return [s for s in selectors if not any(_matches(r, s) for r in rules)]


def with_severities(rules: Iterable[Rule], overrides: Mapping[str, Severity]) -> list[Rule]:
    """Rules with the configured severities: each selector that matches a rule sets it, later ones win."""
    out = []
    for rule in rules:
        severity = rule.severity
        for selector, override in overrides.items():
            if _matches(rule, selector):
                severity = override
        out.append(rule if severity == rule.severity else replace(rule, severity=severity))
    return out
