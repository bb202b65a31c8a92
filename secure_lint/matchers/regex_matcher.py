"""Regex rules: a pattern, optional `not` patterns on the matched lines, a reported group."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from secure_lint.matchers.base import FixField, RawMatch
from secure_lint.matchers.patterns import (
    RegexFlag,
    check_groups,
    check_pattern,
    compile_pattern,
    excluded_by,
    finditer,
    group_span,
)
from secure_lint.validated import Validated

if TYPE_CHECKING:
    from secure_lint.matchers.required_text import Requirement
    from secure_lint.source import SourceFile


@dataclass(frozen=True, kw_only=True)
class RegexMatch(Validated):
    pattern: str
    flags: list[RegexFlag] = field(default_factory=list)
    not_: list[str] = field(default_factory=list)  # drop a match whose line matches one
    group: int | str = 0  # the part of the match that is reported
    secret: int | str | None = None  # a group holding a secret value, redacted everywhere


# The Matcher protocol (matchers/base.py): this module is the regex matcher.
options_type = RegexMatch
parsed = False
whole_file = False
fix_field: FixField | None = "replacement"


def prepare(options: RegexMatch, languages: list[str]) -> RegexMatch:
    compiled = check_pattern(options.pattern, tuple(options.flags))
    for pattern in options.not_:
        check_pattern(pattern, tuple(options.flags), "not")
    check_groups(compiled, options.group, options.secret)
    return options


def required_text(options: RegexMatch) -> Requirement:
    return ()  # its own keywords and prefilter say what text it needs


def find(options: RegexMatch, replacement: str | None, source: SourceFile) -> Iterator[RawMatch]:
    flags = tuple(options.flags)
    compiled = compile_pattern(options.pattern, flags)
    for match in finditer(compiled, source.text):
        nots = [compile_pattern(p, flags) for p in options.not_]  # compiled once, on the first match
        start, end = group_span(match, options.group)
        if excluded_by(nots, source.text, start, end):
            continue
        fix = match.expand(replacement) if replacement is not None else None
        secret = group_span(match, options.secret) if options.secret is not None else None
        metavars = dict(match.groupdict(default=""))
        yield RawMatch(start, end, metavars, secret=secret, fix=fix, fix_span=match.span())
