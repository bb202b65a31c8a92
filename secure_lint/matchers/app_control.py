"""Whole-app control rules: `match: {app_control: {check: <name>}}` names a check of the
catalogues (matchers/app_checks/, matchers/template_prints.py). In a file this matcher finds
where the control belongs (the file that makes the app, the route, the model, a template's
print); whether the control is missing across the app is decided after matching, from the
whole repository (scan/repo/controls.py), which drops the match or lists the facts it relied
on in the finding."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.matchers.base import FixField, RawMatch
from secure_lint.rules.validated import Validated

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers.app_checks import Check
    from secure_lint.matchers.required_text import Requirement


def _template_prints(name: str) -> Check:
    from secure_lint.matchers import template_prints  # noqa: PLC0415 (its regexes: only when a rule names its check)

    return template_prints.CHECKS[name]


def _template_renders(name: str) -> Check:
    from secure_lint.matchers import template_renders  # noqa: PLC0415 (its regexes: only when a rule names its check)

    return template_renders.CHECKS[name]


def _stored_html(name: str) -> Check:
    from secure_lint.matchers import stored_html  # noqa: PLC0415 (its regexes: only when a rule names its check)

    return stored_html.CHECKS[name]


def _app_check(name: str) -> Check:
    from secure_lint.matchers.app_checks import catalogue  # noqa: PLC0415 (a family's regexes: only when a rule names its check)

    return catalogue.check(name)


def _app_check_names() -> tuple[str, ...]:
    from secure_lint.matchers.app_checks.catalogue import BUILDERS  # noqa: PLC0415 (the names alone: no family imported)

    return tuple(BUILDERS)


# Which catalogue holds each check (test_app_controls checks this against the catalogues): a rule's
# check is built, its module's regexes compiled, when the rule first runs, and no other check's.
_TEMPLATE_HOMES: dict[str, Callable[[str], Check]] = {
    "nunjucks-print-autoescape-off": _template_prints,
    "handlebars-print-noescape": _template_prints,
    "template-raw-print-request": _template_renders,
    "template-raw-print-stored": _template_renders,
    "template-raw-print-unrendered": _template_renders,
    "jsx-raw-html-remote-stored": _stored_html,
}


def names() -> frozenset[str]:
    """The name of every check an app_control rule may name."""
    return frozenset((*_app_check_names(), *_TEMPLATE_HOMES))


@functools.cache
def check(name: str) -> Check:
    """The check of that name (KeyError: none): its catalogue's module is imported by the first
    call (a family of app_checks/, template_prints.py, template_renders.py, stored_html.py)."""
    home = _TEMPLATE_HOMES.get(name)
    if home is not None:
        return home(name)
    if name not in _app_check_names():
        raise KeyError(name)
    return _app_check(name)


def checks() -> dict[str, Check]:
    """Every check an app_control rule may name, by name (every catalogue imported)."""
    return {name: check(name) for name in sorted(names())}


@dataclass(frozen=True, kw_only=True)
class AppControlMatch(Validated):
    check: str  # a name in checks()


# The Matcher protocol (matchers/base.py): this module is the app_control matcher.
options_type = AppControlMatch
parsed = False
whole_file = False
fix_field: FixField | None = None


def prepare(options: AppControlMatch, languages: list[str]) -> AppControlMatch:
    known = names()
    if options.check not in known:
        raise ValueError(f"unknown app_control check {options.check!r}; known: {', '.join(sorted(known))}")
    return options


def required_text(options: AppControlMatch) -> Requirement:
    return ()  # the rule's keywords say what text a file needs


def find(options: AppControlMatch, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
    named = check(options.check)
    if any(needle in source.text for needle in named.needles):
        yield from named.anchors(source)
