"""Matchers find a rule's matches in one file. One module per matcher, one line each in MATCHERS.

Each matcher module provides:
- `validate(rule)`: raise ValueError with a short reason when the rule's options are unusable;
- `find(rule, source)`: yield `RawMatch`es in the file.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from secure_lint.models import Confidence
    from secure_lint.rules import Rule
    from secure_lint.source import SourceFile


@dataclass(frozen=True)
class RawMatch:
    start: int  # character offsets into the file text
    end: int
    metavars: dict[str, str] = field(default_factory=dict)
    secret: tuple[int, int] | None = None  # span of a secret value to redact everywhere
    fix: str | None = None  # replacement text when the rule has a fix
    fix_span: tuple[int, int] | None = None  # what the fix replaces; default [start, end)
    confidence: Confidence | None = None  # overrides the rule's, e.g. once a checksum is verified


def _module(kind: str) -> ModuleType:
    import importlib  # noqa: PLC0415

    return importlib.import_module(f"secure_lint.matchers.{MATCHERS[kind]}")


MATCHERS: dict[str, str] = {
    "structural": "structural",
    "regex": "regex_matcher",
    "secret": "secret",
    "file": "file_presence",
    "taint": "taint",
}
# Matchers that read the parse tree: they run only on files ast-grep parses.
PARSED: frozenset[str] = frozenset({"structural", "taint"})


def validate_rule(rule: Rule) -> None:
    if rule.prefilter is not None:
        from secure_lint.matchers.patterns import check_pattern  # noqa: PLC0415

        check_pattern(rule.prefilter, (), "prefilter")
    _module(rule.match.kind).validate(rule)


def find(rule: Rule, source: SourceFile) -> Iterator[RawMatch]:
    return _module(rule.match.kind).find(rule, source)
