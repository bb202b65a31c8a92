"""File rules: the presence of a file (a committed `.env`, a private key file) is the finding."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers import RawMatch
from secure_lint.paths import spec as _spec

if TYPE_CHECKING:
    from secure_lint.rules import Rule
    from secure_lint.source import SourceFile


def validate(rule: Rule) -> None:
    options = rule.match.file
    assert options is not None
    if not options.names:
        raise ValueError("file rules need at least one name pattern")
    try:
        _spec(tuple(options.names))
        _spec(tuple(options.except_))
    except Exception as error:  # pathspec raises several types for bad patterns
        raise ValueError(f"invalid file pattern: {error}") from None


def matches_path(rule: Rule, path: str) -> bool:
    options = rule.match.file
    assert options is not None
    return _spec(tuple(options.names)).match_file(path) and not _spec(tuple(options.except_)).match_file(path)


def find(rule: Rule, source: SourceFile) -> Iterator[RawMatch]:
    if matches_path(rule, source.path):
        first_line_end = source.text.find("\n")
        yield RawMatch(0, len(source.text) if first_line_end == -1 else first_line_end)
