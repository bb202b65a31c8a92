"""Regex rules: a pattern, optional `not` patterns on the matched lines, a reported group."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers import RawMatch
from secure_lint.matchers.patterns import (
    check_groups,
    check_pattern,
    compile_pattern,
    excluded_by,
    finditer,
    group_span,
)

if TYPE_CHECKING:
    from secure_lint.rules import Rule
    from secure_lint.source import SourceFile


def validate(rule: Rule) -> None:
    options = rule.match.regex
    assert options is not None
    compiled = check_pattern(options.pattern, tuple(options.flags))
    for pattern in options.not_:
        check_pattern(pattern, tuple(options.flags), "not")
    check_groups(compiled, options.group, options.secret)


def find(rule: Rule, source: SourceFile) -> Iterator[RawMatch]:
    options = rule.match.regex
    assert options is not None
    flags = tuple(options.flags)
    compiled = compile_pattern(options.pattern, flags)
    for match in finditer(compiled, source.text):
        nots = [compile_pattern(p, flags) for p in options.not_]  # compiled once, on the first match
        start, end = group_span(match, options.group)
        if excluded_by(nots, source.text, start, end):
            continue
        fix = match.expand(rule.fix.replacement) if rule.fix and rule.fix.replacement is not None else None
        secret = group_span(match, options.secret) if options.secret is not None else None
        metavars = dict(match.groupdict(default=""))
        yield RawMatch(start, end, metavars, secret=secret, fix=fix, fix_span=match.span())
