"""What the line around a secret-shaped value says about it, in files that do not ship.

Tests, fixtures and docs hold stand-ins for credentials: `secret: "whsec_6f9f...", // dummy
secret`, `FAKE_STRIPE_KEY = "sk_live_..."`. The value alone looks real; the line says it is
not. A value is a declared stand-in when the comment on its line, or the name it is assigned
to, calls it one (dummy, fake, mock, example, sample, placeholder, bogus, "not a real ...").
Only that comment and that name count: a URL on the same line (`https://api.example.com`) or
a test's title says nothing about the token next to it, and a real key leaked into a test
without such a note is still reported.
"""

from __future__ import annotations

import regex

from secure_lint.matchers.patterns import line_bounds

STAND_IN_WORDS = frozenset(
    {"dummy", "fake", "faked", "fakes", "mock", "mocked", "example", "sample", "placeholder", "bogus"}
)
STAND_IN_PHRASE = regex.compile(r"(?i)\bnot\s+(?:a\s+)?(?:real|valid|live)\b|\bmade[ -]up\b")
# a comment after the value, opened after a space or the value's closing quote/comma (not `https://`)
TRAILING_COMMENT = regex.compile(r"""(?:^|(?<=[\s,;)\]}"'`]))(?://|#|/\*|<!--)\s*(?P<note>.*)$""")
# the name the value is assigned to, right before it: `name = "`, `"name": '`, `name: `, `name => '`
ASSIGNED_NAME = regex.compile(r"""(?P<name>[A-Za-z_][\w.-]*)["']?\s*(?::=|=>|[:=])\s*["'`]?$""")
WORD = regex.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # camelCase, snake_case and kebab-case words


def _says_stand_in(text: str) -> bool:
    words = {w.lower() for w in WORD.findall(text)}
    return not STAND_IN_WORDS.isdisjoint(words) or STAND_IN_PHRASE.search(text) is not None


def declared_stand_in(text: str, start: int, end: int) -> bool:
    """True when the comment on the value's line, or the name it is assigned to, says the
    value is a stand-in (dummy, fake, example...)."""
    line_start, line_end = line_bounds(text, start, max(start, end - 1))
    comment = TRAILING_COMMENT.search(text[end:line_end])
    if comment is not None and _says_stand_in(comment.group("note")):
        return True
    assigned = ASSIGNED_NAME.search(text[line_start:start])
    return assigned is not None and _says_stand_in(assigned.group("name"))
