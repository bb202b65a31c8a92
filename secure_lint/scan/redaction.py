"""The secret values in a piece of text, for masking what we print: every secret rule's
pattern runs over it (look-alikes included: masking too much is safe), whichever rule produced
the finding the text belongs to. A key on the line of an `eval` finding is masked in that
finding's snippet and message as it is in a secret finding's.

The patterns run without their negative look-behinds (the "no word character before the key"
boundaries): a key glued to a word (`"Bearer\\n<key>"`, `?a=1%26key%3D<key>`, `found x<key>`) is
masked although its pattern would not report it."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.patterns import PatternTimeout, compile_pattern, finditer, group_span
from secure_lint.matchers.secret import SecretMatch
from secure_lint.rules.loader import load_rules

if TYPE_CHECKING:
    from secure_lint.matchers.secret import SecretMatch
    from secure_lint.rules.loader import Rule

# a negative look-behind on characters: the boundary a pattern wants before a value
_LOOKBEHIND = lazy_compile(r"\(\?<!(?:\[(?:\\.|[^\]\\])*\]|\\[bBwWdDsS])\)")


def secret_options(rules: Iterable[Rule]) -> tuple[SecretMatch, ...]:
    return tuple(r.match.options for r in rules if isinstance(r.match.options, SecretMatch))


def loose(pattern: str) -> str:
    """`pattern` without its negative look-behinds on characters."""
    return _LOOKBEHIND.sub("", pattern)


@dataclass(frozen=True)
class Masking:
    """The secret rules whose patterns mask what a scan prints, by keyword: those without
    keywords run on every text, the others only on a text that holds one of theirs (as the
    engine picks a file's rules: all 240 loosened patterns cost ~0.5 s to compile, more than a
    staged scan)."""

    always: tuple[Rule, ...] = ()
    keyed: tuple[tuple[str, Rule], ...] = ()  # (lower-cased keyword, its rule)

    @classmethod
    def of(cls, rules: Iterable[Rule]) -> Masking:
        """The masking of the secret rules among `rules` (by their matcher's kind: a rule from the
        rule cache decodes its options when a text first needs them)."""
        secret = [r for r in rules if r.matcher_kind == "secret"]
        always = tuple(r for r in secret if not r.keywords)
        keyed = tuple((keyword.lower(), r) for r in secret if r.keywords for keyword in r.keywords)
        return cls(always, keyed)

    def options_for(self, text: str) -> list[SecretMatch]:
        """The rules whose keywords `text` holds, and those without keywords."""
        lowered = text.lower()
        chosen = {id(rule): rule for rule in self.always}
        for keyword, rule in self.keyed:
            if keyword in lowered:
                chosen.setdefault(id(rule), rule)
        return [rule.match.options for rule in chosen.values()]


@functools.cache
def bundled_masking() -> Masking:
    """The bundled secret rules' masking, for a caller that has not loaded the rules (a scan
    passes the masking of the rules it loaded: EngineOptions.masking, ScanResult.masking)."""
    return Masking.of(load_rules())


def options_for(text: str, masking: Masking | None = None) -> list[SecretMatch]:
    """The secret rules to mask `text` with (`masking`: default, the bundled rules')."""
    return (masking or bundled_masking()).options_for(text)


def secret_spans(
    text: str, options: Iterable[SecretMatch] | None = None, masking: Masking | None = None
) -> Iterator[tuple[int, int]]:
    """The span of every value a secret pattern (loosened: see `loose`) captures in `text`
    (`options`: default, the rules of `masking` whose keywords the text holds)."""
    for option in options_for(text, masking) if options is None else options:
        try:
            for match in finditer(compile_pattern(loose(option.pattern), tuple(option.flags)), text):
                start, end = group_span(match, option.group)
                if end > start:
                    yield start, end
        except PatternTimeout:
            continue  # a pattern that times out masks nothing here; the others still run


def secret_values(
    text: str, options: Iterable[SecretMatch] | None = None, masking: Masking | None = None
) -> list[str]:
    """The secret values in `text` (see `secret_spans`), longest first, each once."""
    found = {text[s:e] for s, e in secret_spans(text, options, masking)}
    return sorted(found, key=len, reverse=True)
