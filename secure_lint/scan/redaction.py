"""The secret values in a piece of text, for masking what we print: every secret rule's
pattern runs over it (look-alikes included: masking too much is safe), whichever rule produced
the finding the text belongs to. A key on the line of an `eval` finding is masked in that
finding's snippet and message as it is in a secret finding's.

The patterns also run over a view of the text where an escape (`\\n`, `\\t`, `\\u0041`) or a
URL-encoded byte (`%20`, `%3D`) is blank: a key written after one (`"Bearer\\n<key>"`,
`?a=1%26key%3D<key>`) is masked although its pattern wants no word character before it."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from secure_lint.core.source import SourceFile
from secure_lint.matchers.patterns import PatternTimeout

if TYPE_CHECKING:
    from secure_lint.matchers.secret import SecretMatch
    from secure_lint.rules.loader import Rule

# an escape in a string literal, or a URL-encoded byte: the view blanks it, keeping offsets
_ESCAPE = re.compile(r"\\(?:u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|[nrtbfv0\\/'\"`])|%[0-9A-Fa-f]{2}")


@functools.cache
def bundled_secret_options() -> tuple[SecretMatch, ...]:
    """The options of every bundled secret rule (loaded once per process)."""
    from secure_lint.rules.loader import load_rules  # noqa: PLC0415

    return secret_options(load_rules())


def secret_options(rules: Iterable[Rule]) -> tuple[SecretMatch, ...]:
    from secure_lint.matchers.secret import SecretMatch  # noqa: PLC0415

    return tuple(r.match.options for r in rules if isinstance(r.match.options, SecretMatch))


def blank_escapes(text: str) -> str:
    """`text` with each escape and URL-encoded byte replaced by as many spaces (same offsets)."""
    return _ESCAPE.sub(lambda m: " " * len(m.group()), text) if ("\\" in text or "%" in text) else text


def secret_spans(text: str, options: Iterable[SecretMatch] | None = None) -> Iterator[tuple[int, int]]:
    """The span of every value a secret pattern captures in `text` or in its blanked view."""
    from secure_lint.matchers.secret import redaction_spans  # noqa: PLC0415

    views = {text, blank_escapes(text)}
    for view in views:
        source = SourceFile("redact.txt", view)
        for option in bundled_secret_options() if options is None else options:
            try:
                for start, end in redaction_spans(option, source):
                    if end > start:
                        yield start, end
            except PatternTimeout:
                continue  # a pattern that times out masks nothing here; the others still run


def secret_values(text: str, options: Iterable[SecretMatch] | None = None) -> list[str]:
    """The secret values in `text` (see `secret_spans`), longest first, each once."""
    found = {text[s:e] for s, e in secret_spans(text, options)}
    return sorted(found, key=len, reverse=True)
