"""What the code around a secret-shaped value says about it.

Everywhere: a comment that states the value is not a secret (`// This is not actually a
secret key, it's just a string that we XOR with...`), on the value's line or the line above.

In files that do not ship (tests, fixtures, docs, CI), two more:
- a declared stand-in: the comment on the value's line, or the name it is assigned to, calls it
  one (`secret: "whsec_6f9f...", // dummy secret`, `FAKE_STRIPE_KEY = ...`; dummy, fake, mock,
  example, sample, placeholder, bogus, "not a real ..."). Only that comment and that name
  count: a URL on the same line (`https://api.example.com`) or a test's title says nothing
  about the token next to it, and a real key leaked into a test without such a note is still
  reported;
- a credential of a service the same file runs on the local machine: `QSTASH_TOKEN` next to
  `QSTASH_URL: http://127.0.0.1:8080`, `OIDC_CLIENT_SECRET` next to `OIDC_ISSUER=http://localhost:9011`
  (the published defaults of a local dev server, a walkthrough's local identity provider).

And everywhere: a client key that is public by design, by the name it is assigned to or the
call it is passed to: a publishable, anon, site, write or search-only key, a `publicToken`, a
Sentry DSN, the project keys browser analytics send with every event (Segment, Amplitude,
Mixpanel...), the `apiKey` of a Firebase web config. Their providers document them as safe to
ship; the secrets beside them (`AMPLITUDE_SECRET_KEY`, `MIXPANEL_API_SECRET`, an Algolia admin
key) keep other names and are still reported.
"""

from __future__ import annotations

import regex

from secure_lint.matchers.lazy_regex import regex_on_first_use
from secure_lint.matchers.patterns import line_bounds

STAND_IN_WORDS = frozenset(
    {"dummy", "fake", "faked", "fakes", "mock", "mocked", "example", "sample", "placeholder", "bogus"}
)
STAND_IN_PHRASE = regex_on_first_use(r"(?i)\bnot\s+(?:a\s+)?(?:real|valid|live)\b|\bmade[ -]up\b")
NOT_A_SECRET = regex_on_first_use(
    r"(?i)\bnot\s+(?:actually\s+|really\s+)?(?:a\s+|an\s+)?(?:secret|credential|sensitive|confidential)\b"
    # "this says secret, but it's not": the name says secret, the comment denies it
    r"|\b(?:secret|credential)\b[^\n]{0,30}?\bbut\s+(?:it\s+is|it'?s)\s+not\b(?=\s*(?:$|[.,;:!)]|and\b|--))"
)
# a comment after the value, opened after a space or the value's closing quote/comma (not `https://`)
TRAILING_COMMENT = regex_on_first_use(r"""(?:^|(?<=[\s,;)\]}"'`]))(?://|#|/\*|<!--)\s*(?P<note>.*)$""")
COMMENT_LINE = regex_on_first_use(r"^\s*(?://|#|/?\*|<!--)\s*(?P<note>.*)$")
# the name the value is assigned to, right before it: `name = "`, `"name": '`, `name: `, `name => '`
ASSIGNED_NAME = regex_on_first_use(r"""(?P<name>[A-Za-z_][\w.-]*)["']?\s*(?::=|=>|[:=])\s*["'`]?$""")
# how far before a value its name, or the call it is passed to, is looked for: a bound that keeps
# each search linear on a line of megabytes (minified code, a generated data file)
NAME_WINDOW = 256
WORD = regex_on_first_use(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # camelCase, snake_case and kebab-case words
LOOPBACK = r"(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\]|host\.docker\.internal)"
ADDRESS_NAME = r"(?i:[\w]*(?:URL|URI|HOST|ISSUER|ENDPOINT|SERVER|ADDR|ADDRESS)[\w]*)"


def _says_stand_in(text: str) -> bool:
    words = {w.lower() for w in WORD().findall(text)}
    return not STAND_IN_WORDS.isdisjoint(words) or STAND_IN_PHRASE().search(text) is not None


def _trailing_note(text: str, end: int, line_end: int) -> str:
    comment = TRAILING_COMMENT().search(text[end:line_end])
    return comment.group("note") if comment is not None else ""


def _text_before(text: str, line_start: int, start: int) -> str:
    return text[max(line_start, start - NAME_WINDOW) : start]


def _assigned_name(text: str, line_start: int, start: int) -> str:
    assigned = ASSIGNED_NAME().search(_text_before(text, line_start, start))
    return assigned.group("name") if assigned is not None else ""


def stated_not_secret(text: str, start: int, end: int) -> bool:
    """True when a comment on the value's line, or a comment line right above it, says the
    value is not a secret."""
    return not_secret_note(text, start, end) is not None


def not_secret_note(text: str, start: int, end: int) -> str | None:
    """The comment on the value's line, or the comment line right above it, that says the
    value is not a secret (shipped code records it as the reason of a suppression)."""
    line_start, line_end = line_bounds(text, start, max(start, end - 1))
    note = _trailing_note(text, end, line_end)
    if NOT_A_SECRET().search(note):
        return note.strip()
    if line_start == 0:
        return None
    above_start, above_end = line_bounds(text, line_start - 1, line_start - 1)
    above = COMMENT_LINE().match(text[above_start:above_end])
    return above.group("note").strip() if above is not None and NOT_A_SECRET().search(above.group("note")) else None


def declared_stand_in(text: str, start: int, end: int) -> bool:
    """True when the comment on the value's line, or the name it is assigned to, says the
    value is a stand-in (dummy, fake, example...)."""
    line_start, line_end = line_bounds(text, start, max(start, end - 1))
    if _says_stand_in(_trailing_note(text, end, line_end)):
        return True
    return _says_stand_in(_assigned_name(text, line_start, start))


def local_service_credential(text: str, start: int, end: int) -> bool:
    """True when the value is assigned to `PREFIX_...` and the same file points a `PREFIX_...URL`
    (HOST, ISSUER, ENDPOINT...) at the local machine."""
    line_start, _ = line_bounds(text, start, start)
    name = _assigned_name(text, line_start, start).lstrip(".")
    prefix = name.split("_", 1)[0] if "_" in name else ""
    if len(prefix) < 3:
        return False
    address = regex.compile(
        rf"""(?<![\w]){regex.escape(prefix)}_{ADDRESS_NAME}["']?\s*[:=]\s*["']?"""
        rf"""(?:[a-z][a-z0-9+.-]*://)?(?:[^@\s/"']*@)?{LOOPBACK}(?![\w.-])"""
    )
    return address.search(text) is not None


# names of client keys published by design (in any case and separator style)
PUBLIC_KEY_NAME = regex_on_first_use(
    r"""(?ix)(?<![a-z])(?:
        (?:public|publishable|anon|site|write|browser|client[_.-]?side)[_.-]?(?:api[_.-]?)?(?:key|token)
        |search[_.-]?(?:only[_.-]?)?(?:api[_.-]?)?key
        |dsn
        |(?:amplitude|mixpanel|segment|heap|posthog|rudder(?:stack)?|fullstory|hotjar|plausible)
         [_.-]?(?:browser[_.-]?|project[_.-]?|web[_.-]?)?(?:api[_.-]?key|key|token|write[_.-]?key)
    )$"""
)
CAMEL_HUMP = regex_on_first_use(r"(?<=[a-z0-9])(?=[A-Z])")
# calls that take a public key as their first argument
PUBLIC_KEY_CALL = regex_on_first_use(
    r"""(?i)(?:\b(?:analytics|amplitude|mixpanel|posthog|heap|segment)\.(?:load|init)|\bloadStripe|\binitAmplitude)\(\s*["'`]$"""
)
# a Firebase web app's config: the apiKey next to the app's other public identifiers
FIREBASE_WEB_CONFIG = regex_on_first_use(r"\b(?:authDomain|messagingSenderId|storageBucket)\b")


def public_by_design(text: str, start: int, end: int) -> bool:
    """True when the value is a client key its provider publishes by design, by the name it is
    assigned to, the call it is passed to, or (Firebase) the web config it is part of."""
    line_start, _ = line_bounds(text, start, start)
    before = _text_before(text, line_start, start)
    name = _assigned_name(text, line_start, start).rsplit(".", 1)[-1]
    if name and PUBLIC_KEY_NAME().search(CAMEL_HUMP().sub("_", name)):  # recaptchaSiteKey: recaptcha_Site_Key
        return True
    if PUBLIC_KEY_CALL().search(before):
        return True
    if name.lower() in ("apikey", "api_key") and text.startswith("AIza", start):
        window = text[max(0, line_start - 400) : start + 600]
        return FIREBASE_WEB_CONFIG().search(window) is not None
    return False
