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


def secret_options(rules: Iterable[Rule]) -> tuple[SecretMatch, ...]:
    return tuple(r.match.options for r in rules if isinstance(r.match.options, SecretMatch))


def loose(pattern: str) -> str:
    """`pattern` without its negative look-behinds on characters."""
    return _LOOKBEHIND.sub("", pattern)


@functools.cache
def _bundled_by_keyword() -> tuple[tuple[SecretMatch, ...], tuple[tuple[str, SecretMatch], ...]]:
    """The bundled secret rules' options: those without keywords, and each keyword's."""
    rules = [r for r in load_rules() if isinstance(r.match.options, SecretMatch)]
    always = tuple(r.match.options for r in rules if not r.keywords)
    keyed = tuple((keyword.lower(), r.match.options) for r in rules if r.keywords for keyword in r.keywords)
    return always, keyed


def options_for(text: str) -> list[SecretMatch]:
    """The bundled secret rules whose keywords `text` holds, and those without keywords: as
    the engine picks a file's rules, a pattern is compiled and run only where it can match
    (all 240 loosened patterns cost ~0.5 s to compile, more than a staged scan)."""
    always, keyed = _bundled_by_keyword()
    lowered = text.lower()
    chosen = {id(options): options for options in always}
    for keyword, options in keyed:
        if keyword in lowered:
            chosen.setdefault(id(options), options)
    return list(chosen.values())


def secret_spans(text: str, options: Iterable[SecretMatch] | None = None) -> Iterator[tuple[int, int]]:
    """The span of every value a secret pattern (loosened: see `loose`) captures in `text`
    (`options`: default, the bundled rules whose keywords the text holds)."""
    for option in options_for(text) if options is None else options:
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
