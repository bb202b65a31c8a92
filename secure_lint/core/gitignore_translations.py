"""Gitignore patterns as pathspec's GitIgnoreSpec translates them into regular expressions,
without importing pathspec when the translation is known.

The rule cache keeps the translations of the rules' path filters and of path_classes' own
pattern sets (`kept`) and gives them back when it is read (`adopt`): a scan that meets no other
pattern (a staged scan without `exclude`/`non-shipped` globs) never imports pathspec, ~10 ms of
its start-up. What is kept is pathspec's, as installed: the rule cache's key names pathspec's
translating code (`translator_files`), so another version of it makes another entry.

A kept translation is taken only for a plain pattern (`PLAIN`: no negation, comment, escape or
range), one pathspec never refuses: a forged entry cannot pass a pattern that pathspec, reading
a negation beside it, would then refuse mid-scan. `forget_adopted` drops what an entry gave when
the entry is refused, or when a kept regex does not compile.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    import pathspec

# (regex, include) as pathspec's pattern_to_regex gives it: include None for a blank line or a
# comment, False for a negation
Translation = tuple[str | None, bool | None]

# words, globs, slashes and a few punctuation marks; a class of single characters (`[Tt]`, `[-_.]`)
PLAIN = lazy_compile(r"(?:[\w.*?/@+~$,=(){} -]|\[-?[\w.]+\])+")

_known: dict[str, Translation] = {}
_adopted: set[str] = set()


def translate(pattern: str) -> Translation:
    """pathspec's translation of one gitignore pattern; ValueError when pathspec refuses it."""
    known = _known.get(pattern)
    if known is None:
        regex, include = pattern_class().pattern_to_regex(pattern)
        known = _known[pattern] = (regex if isinstance(regex, str) else None, include)
    return known


@cache
def pattern_class() -> type[pathspec.RegexPattern]:
    """The pattern class GitIgnoreSpec reads lines with (pathspec 0.12 and 1.x name it apart)."""
    import pathspec  # noqa: PLC0415 (only for a pattern no cache entry translated)

    return type(pathspec.GitIgnoreSpec.from_lines(("*",)).patterns[0])


def kept(patterns: Iterable[str]) -> dict[str, str]:
    """The translations of the patterns that include paths, for a cache entry: pattern -> regex."""
    table = {}
    for pattern in sorted(set(patterns)):
        try:
            regex, include = translate(pattern)
        except ValueError:
            continue
        if include is True and regex is not None and _plain(pattern):
            table[pattern] = regex
    return table


def adopt(table: Any) -> None:
    """Take the translations of a cache entry (`kept`'s form); ValueError, and nothing taken,
    unless it is a mapping of strings to strings of patterns that include paths."""
    if not isinstance(table, dict):
        raise ValueError("not a table of gitignore translations")
    for pattern, regex in table.items():
        if not (isinstance(pattern, str) and isinstance(regex, str) and _plain(pattern)):
            raise ValueError("not a gitignore translation")
    for pattern, regex in table.items():
        if pattern not in _known:
            _known[pattern] = (regex, True)
            _adopted.add(pattern)


def forget_adopted() -> bool:
    """Drop what `adopt` took (its entry was refused, or a regex it gave does not compile):
    pathspec translates those patterns again. Whether there was anything to drop."""
    dropped = bool(_adopted)
    for pattern in _adopted:
        _known.pop(pattern, None)
    _adopted.clear()
    return dropped


def _plain(pattern: str) -> bool:
    return PLAIN.fullmatch(pattern) is not None


def translator_files() -> list[Path]:
    """pathspec's code that translates patterns (its pattern classes and its version), found
    without importing it; none when it cannot be found."""
    found = importlib.util.find_spec("pathspec")
    if found is None or not found.submodule_search_locations:
        return []
    package = Path(next(iter(found.submodule_search_locations)))
    return [package / "_version.py", *sorted((package / "patterns").rglob("*.py"))]
