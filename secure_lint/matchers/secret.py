"""Secret rules: a pattern whose group is the secret value, gated by entropy and allowlists.

What is not a secret, whatever the rule: placeholders (`xxx`, `example`, `changeme`,
`your_api_key`, `<TOKEN>`, `${VAR}`, `process.env.X`, `test_Password123`), values made of a
few repeated characters or of a run of sequential ones (`1234567890abcdef...`), and the
example keys providers publish in their documentation, and a value a comment states is not a
secret. In files that do not ship (tests, fixtures, docs), a value its own line calls a
stand-in (`// dummy secret`, `FAKE_KEY = ...`) or a credential of a service the file runs on
localhost is not one either (see secret_context.py), and rules with a `docs_entropy` also need
that entropy and `docs_min_length` characters.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

import regex

from secure_lint.core.path_classes import is_shipped
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.glued import glued_view, to_text
from secure_lint.matchers.patterns import (
    PatternOptions,
    check_options,
    check_pattern,
    compile_pattern,
    finditer,
    group_span,
    kept_matches,
    raw_match,
)
from secure_lint.matchers.patterns import fix_field as fix_field
from secure_lint.matchers.patterns import parsed as parsed
from secure_lint.matchers.patterns import required_text as required_text
from secure_lint.matchers.patterns import whole_file as whole_file
from secure_lint.matchers.secret_checks import CHECKS, SecretCheck
from secure_lint.matchers.secret_context import (
    declared_stand_in,
    local_service_credential,
    not_secret_note,
    stated_not_secret,
)

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile


@dataclass(frozen=True, kw_only=True)
class SecretMatch(PatternOptions):
    """The reported `group` is the secret value."""

    entropy: float | None = None  # Shannon entropy (bits/char) the value must reach
    allow: list[str] = field(default_factory=list)  # regexes: a value matching one is not a secret
    check: SecretCheck | None = None  # a decoding or checksum the value must pass (matchers/secret_checks.py)
    # the stricter bar in documentation and other files that do not ship: entropy and length to reach
    docs_entropy: float | None = None
    docs_min_length: int = 16


# The Matcher protocol (matchers/base.py): this module is the secret matcher (the answers it
# shares with the regex matcher are imported from patterns.py).
options_type = SecretMatch


PLACEHOLDER = regex.compile(
    r"""(?ix)
    (?-i:x{4,}|X{4,})|\*{3,}|\.{3}|0{8,}|1234567|abcdef(?:gh)?ij
    |<[^>]*>|\$\{|\{\{|%\(|%s\b
    |process\.env|import\.meta\.env|env\(|getenv|secrets\.
    |^test[_-]|[_-]here$
    """
)
# Words that mark a stand-in: they count as a whole token of the value, or inside a token that
# reads as words (`yourApiKey`, `FAKEKEY123`), never inside a random run (`...7yourQ2...`: 67 of
# 200,000 random live-format Stripe keys were dropped as placeholders for holding `your` or `fake`).
PLACEHOLDER_WORD = regex.compile(
    r"""(?ix)
    example|sample|placeholder|changeme|change[_-]?me|dummy|fake|redacted|insert|replace|qwerty
    |your|my[_-]?(?:api[_-]?)?(?:key|secret|token|password)|p[a@]ss?w[o0]rd
    """
)
TOKEN = regex.compile(r"[A-Za-z0-9@]+")
LETTERS = regex.compile(r"[A-Za-z@]+")
READS_AS_WORDS = regex.compile(r"[A-Za-z@]+[0-9]{0,6}")
HEX = regex.compile(r"[0-9a-f]+|[0-9A-F]+")
TYPED_WORDS = regex.compile(r"[a-z]{2,}(?:[-_.][a-z]{2,})*[-_.]?[0-9]{0,6}")
SEQUENTIAL_RUN = 6  # an ascending run this long (abcdef, 345678) is typed, not random

# Example credentials published in provider documentation (not secrets anywhere).
PUBLISHED_EXAMPLES = frozenset(
    {
        "AKIAIOSFODNN7EXAMPLE",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        "pk_test_TYooMQauvdEDq54NiTphI7jx",
        "xoxb-not-a-real-token-this-will-not-work",
        "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe",  # Google Maps Platform documentation
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a",  # GitHub documentation
        # jwt.io's sample token
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
        ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    }
)


def shannon_entropy(value: str) -> float:
    """Bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)
    size = len(value)
    return -sum(n / size * math.log2(n / size) for n in counts.values())


def entropy_bar(value: str, wanted: float) -> float:
    """The entropy a value must reach: random digits or hex carry fewer bits per character
    than mixed text, so the bar is lower for them (log2 10 = 3.3, log2 16 = 4 at best)."""
    if value.isdigit():
        return min(wanted, 2.0)
    if HEX.fullmatch(value):
        return min(wanted, 3.0)
    return wanted


def is_placeholder(value: str) -> bool:
    if value in PUBLISHED_EXAMPLES or len(set(value)) <= 2 or is_typed_fake(value):
        return True
    if PLACEHOLDER.search(value) is not None:
        return True
    for word in PLACEHOLDER_WORD.finditer(value):
        if "_" in word.group() or "-" in word.group():  # `my_api_key`, `change-me`: words already
            return True
        token, letters = (_around(pattern, value, word.start()) for pattern in (TOKEN, LETTERS))
        # a token that reads as words (`yourApiKey`, `FAKEKEY123`), or the word between digits or
        # separators (`This~Is4FAkE.53cREt`)
        spelled = word.group().lower()
        if READS_AS_WORDS.fullmatch(token) or spelled in (token.lower(), letters.lower()):
            return True
    return False


def _around(pattern: Any, value: str, position: int) -> str:
    """The run of `pattern` in `value` that holds `position`."""
    return next((m.group() for m in pattern.finditer(value) if m.start() <= position < m.end()), "")


def is_typed_fake(value: str) -> bool:
    """Sequential or repeated characters: `1234567890abcdef`, `abcdefghijkl`, `a1a1a1a1a1a1`."""
    body = value.rsplit("_", 1)[-1] if len(value.rsplit("_", 1)[-1]) >= 12 else value
    if len(body) >= 12 and len(set(body)) <= 4:
        return True
    run = 1
    for previous, current in zip(body, body[1:], strict=False):
        run = run + 1 if ord(current) - ord(previous) == 1 else 1
        if run >= SEQUENTIAL_RUN:
            return True
    return False


def _passes_docs_bar(options: SecretMatch, value: str) -> bool:
    """In documentation a value must look generated: long, dense, and mixing character classes
    (documented defaults such as `devservice123` mix two), or be a long hex key."""
    if options.docs_entropy is None:
        return True
    if len(value) < options.docs_min_length or shannon_entropy(value) < entropy_bar(value, options.docs_entropy):
        return False
    if TYPED_WORDS.fullmatch(value):  # devrustfs-service123: words and a number someone typed
        return False
    return _character_classes(value) >= 3 or (len(value) >= 32 and HEX.fullmatch(value) is not None)


def _context_says_not_secret(text: str, start: int, end: int, shipped: bool) -> bool:
    """A comment says the value is not a secret; or, where the code does not ship, the value is
    a declared stand-in or a credential of a service the file runs locally."""
    if stated_not_secret(text, start, end):
        return True
    return not shipped and (declared_stand_in(text, start, end) or local_service_credential(text, start, end))


def _character_classes(value: str) -> int:
    return sum(
        any(test(c) for c in value) for test in (str.islower, str.isupper, str.isdigit, lambda c: not c.isalnum())
    )


def prepare(options: SecretMatch, languages: list[str]) -> SecretMatch:
    check_options(options)
    for pattern in options.allow:
        check_pattern(pattern, (), "allow")
    return options


def redaction_spans(options: SecretMatch, source: SourceFile) -> Iterator[tuple[int, int]]:
    """Every value the rule's pattern captures, look-alikes included (wrong checksum, low
    entropy, placeholder): for masking text from elsewhere, where masking too much is safe."""
    for match in finditer(compile_pattern(options.pattern, tuple(options.flags)), source.text):
        yield group_span(match, options.group)


def _candidates(options: SecretMatch, text: str) -> Iterator[tuple[Any, int, int]]:
    """The pattern's kept matches, then those found only once escapes and URL-encoded bytes
    glued to a key are read as boundaries (glued.py; their match object is None)."""
    spans = []
    for match, start, end in kept_matches(options, text):
        spans.append((start, end))
        yield match, start, end
    glued = glued_view(text)
    if glued is None:
        return
    view, offsets = glued
    for _, view_start, view_end in kept_matches(options, view):
        start = to_text(offsets, view_start)
        end = start + view_end - view_start
        if text[start:end] == view[view_start:view_end] and not any(start < e and s < end for s, e in spans):
            yield None, start, end


def find(options: SecretMatch, replacement: str | None, source: SourceFile) -> Iterator[RawMatch]:
    shipped: bool | None = None
    for match, start, end in _candidates(options, source.text):
        # the allow list is compiled only once a candidate exists: most files have none
        allow = [compile_pattern(p) for p in options.allow]
        value = source.text[start:end]
        if is_placeholder(value) or any(p.search(value) for p in allow):
            continue
        if options.entropy is not None and shannon_entropy(value) < entropy_bar(value, options.entropy):
            continue
        verdict = CHECKS[options.check](value) if options.check is not None else None
        if verdict is False:
            continue
        if shipped is None:
            shipped = is_shipped(source.path)
        if not shipped and not _passes_docs_bar(options, value):
            continue
        # in shipped code a comment saying "not a secret" does not drop the value: the finding is
        # recorded as suppressed, the comment its reason (a pull request author writes comments)
        note = not_secret_note(source.text, start, end) if shipped else None
        if note is None and _context_says_not_secret(source.text, start, end, shipped):
            continue
        # a verified checksum lifts the finding
        confidence: Literal["high"] | None = "high" if verdict else None
        if match is None:  # glued to an escape: no fix (the match was made on a blanked view)
            raw = RawMatch(start, end, secret=(start, end), confidence=confidence)
        else:
            raw = raw_match(match, (start, end), replacement, secret=(start, end), confidence=confidence)
        yield raw if note is None else replace(raw, stated=note)
