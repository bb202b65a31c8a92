"""Whole-app control rules: `match: {app_control: {check: <name>}}` names a check of the
catalogues (matchers/app_checks/, matchers/template_prints.py). In a file this matcher finds
where the control belongs (the file that makes the app, the route, the model, a template's
print); whether the control is missing across the app is decided after matching, from the
whole repository (scan/repo/controls.py), which drops the match or lists the facts it relied
on in the finding."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.matchers.base import FixField, RawMatch
from secure_lint.rules.validated import Validated

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers.app_checks import Check
    from secure_lint.matchers.required_text import Requirement


@functools.cache
def checks() -> dict[str, Check]:
    """Every check an app_control rule may name, by name: the catalogues load when a rule is
    validated or first runs (their 40 regexes cost 8 ms, paid by every scan at start-up before)."""
    from secure_lint.matchers import app_checks, template_prints, template_renders  # noqa: PLC0415 (their regexes: only when an app_control rule needs them)

    return {**app_checks.CHECKS, **template_prints.CHECKS, **template_renders.CHECKS}


@dataclass(frozen=True, kw_only=True)
class AppControlMatch(Validated):
    check: str  # a name in checks()


# The Matcher protocol (matchers/base.py): this module is the app_control matcher.
options_type = AppControlMatch
parsed = False
whole_file = False
fix_field: FixField | None = None


def prepare(options: AppControlMatch, languages: list[str]) -> AppControlMatch:
    known = checks()
    if options.check not in known:
        raise ValueError(f"unknown app_control check {options.check!r}; known: {', '.join(sorted(known))}")
    return options


def required_text(options: AppControlMatch) -> Requirement:
    return ()  # the rule's keywords say what text a file needs


def find(options: AppControlMatch, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
    check = checks()[options.check]
    if any(needle in source.text for needle in check.needles):
        yield from check.anchors(source)
