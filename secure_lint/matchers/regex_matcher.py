"""Regex rules: a pattern, optional `not` patterns on the matched lines, a reported group."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.patterns import PatternOptions, check_options, group_span, kept_matches, raw_match
from secure_lint.matchers.patterns import fix_field as fix_field
from secure_lint.matchers.patterns import parsed as parsed
from secure_lint.matchers.patterns import required_text as required_text
from secure_lint.matchers.patterns import whole_file as whole_file

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile


@dataclass(frozen=True, kw_only=True)
class RegexMatch(PatternOptions):
    secret: int | str | None = None  # a group holding a secret value, redacted everywhere


# The Matcher protocol (matchers/base.py): this module is the regex matcher (the answers it
# shares with the secret matcher are imported from patterns.py).
options_type = RegexMatch


def prepare(options: RegexMatch, languages: list[str]) -> RegexMatch:
    check_options(options, options.secret)
    return options


def find(options: RegexMatch, replacement: str | None, source: SourceFile) -> Iterator[RawMatch]:
    for match, start, end in kept_matches(options, source.text):
        secret = group_span(match, options.secret) if options.secret is not None else None
        yield raw_match(match, (start, end), replacement, secret=secret)
