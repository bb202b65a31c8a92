"""--select / --ignore: choose rules by id, id prefix, pack or category.

A name that is a pack means that pack, not every rule of the category with that name; and
`secrets` means the secret rules: the secrets pack and every rule with a `secret` matcher
(yours too), not insecure-storage rules whose category is secrets.

The profile chooses among the rules first: `default` leaves out the rules of the extended
profile (audit prompts, and rules whose measured precision is below the default's bar) unless
their id or an id prefix is selected, since a pack or category does not turn them on;
`extended` runs them like any other. A pack's name is a group even where it is also the start
of its rules' ids (`secrets` and `secrets.*`, the pre-commit hook's `--select secrets`): the
profile applies inside the pack, and naming one of its rules by id still runs that rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from secure_lint.core.models import Profile, Severity
from secure_lint.rules.loader import Rule


def _names(rule: Rule, selector: str) -> bool:
    """The selector is the rule's id, an id prefix or its knowledge item."""
    return rule.id == selector or rule.id.startswith(selector + ".") or rule.knowledge == selector


SECRETS = "secrets"


def _names_one(rule: Rule, selector: str, packs: frozenset[str]) -> bool:
    """The selector names the rule itself, or a part of the id space that is not a pack (a pack
    is a group, its profile applies: `secrets` is the pack, `secrets.aws` a part of it)."""
    return rule.id == selector or (selector not in packs and selector != SECRETS and _names(rule, selector))


def _matches(rule: Rule, selector: str, packs: frozenset[str] = frozenset()) -> bool:
    if _names(rule, selector) or rule.pack == selector:
        return True
    if selector == SECRETS:
        return rule.finds_secrets
    return selector not in packs and rule.category == selector


def select_rules(
    rules: Iterable[Rule], select: Iterable[str] = (), ignore: Iterable[str] = (), profile: Profile = "default"
) -> list[Rule]:
    """The profile's rules, or those --select names (a rule of a later profile than the scan's runs
    only when its id or an id prefix is selected)."""
    rules, select, ignore = list(rules), list(select), list(ignore)
    packs = frozenset(r.pack for r in rules)

    def wanted(rule: Rule) -> bool:
        if not rule.runs_in(profile):
            return any(_names_one(rule, s, packs) for s in select)
        return any(_matches(rule, s, packs) for s in select) if select else True

    return [r for r in rules if wanted(r) and not any(_matches(r, s, packs) for s in ignore)]


def unknown_selectors(rules: Iterable[Rule], selectors: Iterable[str]) -> list[str]:
    rules = list(rules)
    return [s for s in selectors if not any(_matches(r, s) for r in rules)]


def with_severities(rules: Iterable[Rule], overrides: Mapping[str, Severity]) -> list[Rule]:
    """Rules with the configured severities: each selector that matches a rule sets it, later ones win."""
    rules = list(rules)
    packs = frozenset(r.pack for r in rules)
    out = []
    for rule in rules:
        severity = rule.severity
        for selector, override in overrides.items():
            if _matches(rule, selector, packs):
                severity = override
        out.append(rule if severity == rule.severity else replace(rule, severity=severity))
    return out
