"""File rules: the presence of a file (a committed `.env`, a private key file) is the finding."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from secure_lint.core.path_classes import spec as _spec
from secure_lint.matchers.base import FixField, RawMatch
from secure_lint.rules.validated import Validated

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers.required_text import Requirement


@dataclass(frozen=True, kw_only=True)
class FileMatch(Validated):
    names: list[str]  # gitignore-style patterns on the root-relative path
    except_: list[str] = field(default_factory=list)


# The Matcher protocol (matchers/base.py): this module is the file matcher.
options_type = FileMatch
parsed = False
whole_file = True
fix_field: FixField | None = None


def prepare(options: FileMatch, languages: list[str]) -> FileMatch:
    if not options.names:
        raise ValueError("file rules need at least one name pattern")
    try:
        _spec(tuple(options.names))
        _spec(tuple(options.except_))
    except Exception as error:  # pathspec raises several types for bad patterns
        raise ValueError(f"invalid file pattern: {error}") from None
    return options


def matches_path(options: FileMatch, path: str) -> bool:
    return _spec(tuple(options.names)).match_file(path) and not _spec(tuple(options.except_)).match_file(path)


def required_text(options: FileMatch) -> Requirement:
    return ()  # its own keywords and prefilter say what text it needs


def find(options: FileMatch, fix: str | None, source: SourceFile) -> Iterator[RawMatch]:
    if matches_path(options, source.path):
        first_line_end = source.text.find("\n")
        yield RawMatch(0, len(source.text) if first_line_end == -1 else first_line_end)
