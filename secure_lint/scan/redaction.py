"""The secret values in a piece of text, for masking what we print: every secret rule's
pattern runs over it (look-alikes included: masking too much is safe), whichever rule produced
the finding the text belongs to. A key on the line of an `eval` finding is masked in that
finding's snippet and message as it is in a secret finding's.

The patterns run without their negative look-behinds (the "no word character before the key"
boundaries): a key glued to a word (`"Bearer\\n<key>"`, `?a=1%26key%3D<key>`, `found x<key>`) is
masked although its pattern would not report it."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers.patterns import PatternTimeout, compile_pattern, finditer, group_span
from secure_lint.matchers.secret import SecretMatch
from secure_lint.rules.loader import load_rules

if TYPE_CHECKING:
    from secure_lint.matchers.secret import SecretMatch
    from secure_lint.rules.loader import Rule

# a negative look-behind on characters: the boundary a pattern wants before a value
_LOOKBEHIND = re.compile(r"\(\?<!(?:\[(?:\\.|[^\]\\])*\]|\\[bBwWdDsS])\)")


@functools.cache
def bundled_secret_options() -> tuple[SecretMatch, ...]:
    """The options of every bundled secret rule (loaded once per process)."""
    return secret_options(load_rules())


def secret_options(rules: Iterable[Rule]) -> tuple[SecretMatch, ...]:
    return tuple(r.match.options for r in rules if isinstance(r.match.options, SecretMatch))


def loose(pattern: str) -> str:
    """`pattern` without its negative look-behinds on characters."""
    return _LOOKBEHIND.sub("", pattern)


def secret_spans(text: str, options: Iterable[SecretMatch] | None = None) -> Iterator[tuple[int, int]]:
    """The span of every value a secret pattern (loosened: see `loose`) captures in `text`."""
    for option in bundled_secret_options() if options is None else options:
        try:
            for match in finditer(compile_pattern(loose(option.pattern), tuple(option.flags)), text):
                start, end = group_span(match, option.group)
                if end > start:
                    yield start, end
        except PatternTimeout:
            continue  # a pattern that times out masks nothing here; the others still run


def secret_values(text: str, options: Iterable[SecretMatch] | None = None) -> list[str]:
    """The secret values in `text` (see `secret_spans`), longest first, each once."""
    found = {text[s:e] for s, e in secret_spans(text, options)}
    return sorted(found, key=len, reverse=True)
