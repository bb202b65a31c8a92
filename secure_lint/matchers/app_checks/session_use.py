"""Whether an app keeps a sign-in in its server-side session (express-session, cookie-session, ...).
A session library mounted is a cookie, not yet a credential: the cookie carries authority only when
the repository shows the session holding who its bearer is. The facts that show it:

- passport's session support with a `passport.serializeUser(...)` (passport cannot store a user in
  the session without one: its `req.login` fails), or a `req.login(user)` / `req.logIn(user)` call;
- a session field that names an identity or a grant (`req.session.userId`, `.user`, `.account`,
  `.isAdmin`, `.role`, `.accessToken`, `.loggedIn`; Fastify's `request.session.get('user')`), or a
  session regenerated (a sign-in's fixation defence);
- a session field, whatever its name, set from a user or account record (`= user.id`, `= account`)
  or in a handler that checks a password (`bcrypt.compare`, a password hash compared);
- a session field read in a guard that refuses the request (`if (!req.session.sid) return
  res.status(401)`, a redirect to the login page);
- a library that signs users in through the session by itself (keycloak-connect, Okta's OIDC
  middleware), and the session forms this module cannot read the keys of (NestJS's `@Session()`,
  the session destructured from the request, a computed key): these count, as before.

Everything else an app keeps there holds no sign-in: the sign-in round trip (a return URL, OAuth
`state`, `nonce` or PKCE verifier kept between the redirect to a provider and its callback, which
the callback reads once), user-interface preferences (a log level, a page size, a theme), a cart, a
flash message, the name of the integration an OAuth hand-off is for. A forged or sniffed cookie of
such an app yields nothing a direct request does not."""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, at

# what the app keeps in its session: a value read or written (`req.session.userId`, Fastify's
# `request.session.get(`), the whole session replaced (cookie-session's `req.session = {...}`),
# NestJS's @Session(), passport's session (`passport.session()`, `req.login(`), the session taken
# from the request (`const { session } = req`)
SESSION_USED = lazy_compile(
    r"""\b(?:req|request|ctx|context|this\s*\.\s*req)\s*\.\s*session\s*(?:(?P<access>\?\.|\.|\[)|(?P<whole>(?==(?![=>]))))"""
    # passport reads the user back from the session only with its session strategy mounted
    r"""|(?P<passport>\bpassport\s*\.\s*(?:session\s*\(|authenticate\s*\(\s*['"]session['"]))"""
    r"""|\breq\s*\.\s*log[iI]n\s*\(|@Session\s*\("""
    r"""|\{[^{}]*\bsession\b[^{}]*\}\s*=\s*(?:req|request|ctx)\b""",
)
# the key a `req.session.<key>` / `req.session['<key>']` access names
_KEY = lazy_compile(r"""\s*(?:(?P<name>[\w$]+)|['"`](?P<quoted>[\w$-]+)['"`]\s*\])""")
# the key Fastify's `session.get('<key>')` / `session.set('<key>', ...)` names
_ACCESSOR_KEY = lazy_compile(r"""\s*\(\s*['"`](?P<key>[\w$-]+)['"`]""")
# keys of the sign-in round trip: where to return after it, the OAuth state, nonce or PKCE verifier
_ROUND_TRIP_KEY = lazy_compile(
    r"""^(?:\w*(?:redirect|return|callback)\w*|(?:oauth|oidc|auth)?_?(?:state|nonce)|\w*(?:code_?verifier|pkce)\w*"""
    r"""|next(?:_?url)?|referr?er)$""",
    re.I,
)
# keys that name who holds the session or what it may do (`userId`, `account`, `isAdmin`,
# `loggedIn`, `accessToken`, passport's own `passport.user`)
_IDENTITY_KEY = lazy_compile(
    r"""user|uid|account|auth|log(?:ged)?_?in|signed|admin|role|member|owner|principal|identity|token|email"""
    r"""|passport|grant|perm|credential|customer|profile|person|staff|tenant|jwt|bearer|verified""",
    re.I,
)
# a value that comes from a user or account record (`= user.id`, `= account`, `= rows[0]._id`), not
# a request parameter's id (`req.params.id` names a record shown, not who is asking)
_IDENTITY_VALUE = lazy_compile(
    r"""user|account|member|admin|profile|customer|owner|principal|identity"""
    r"""|(?<!params)(?<!query)(?<!body)\.\s*(?:id|_id|uid)\b""",
    re.I,
)
# a credential checked just before (the handler that signs in): a password, PIN or hash compared
_CREDENTIAL_CHECK = lazy_compile(
    r"""passw(?:or)?d|passcode|bcrypt|argon2|scrypt|pbkdf2|\b(?:compare|verify)\w*\s*\("""
    r"""|\bcheck\w*(?:pass|pin|credential|secret)\w*\s*\(""",
    re.I,
)
# a refusal right after a read: the session field guards the handler
_REFUSAL = lazy_compile(
    r"""\b40[13]\b|unauthori[sz]ed|forbidden|['"`/](?:log_?in|sign_?in|auth)\b|ensureLoggedIn""", re.I
)
_GUARD_HEAD = lazy_compile(r"""\bif\s*\(|!\s*$|\breturn\s*$""")
_CREDENTIAL_WINDOW = 1500  # characters before a write: the handler it sits in
_GUARD_WINDOW = 300  # characters after a read: the refusal of the guard it sits in
_ACCESSORS = ("get", "set")
_FIXATION_DEFENCE = "regenerate"
_SERIALIZER = lazy_compile(r"""\bpassport\s*\.\s*serializeUser\s*\(""")
# libraries that keep the signed-in user (or its tokens) in the app's session by themselves
_SIGN_IN_PACKAGES = ("keycloak-connect", "@okta/oidc-middleware", "connect-ensure-login")


def session_sign_in(app: App) -> str | None:
    """Where the app keeps or reads a sign-in in its session (the first place found), or None."""
    library = app.imports(_SIGN_IN_PACKAGES)
    if library is not None:
        return library
    place = _kept(app)
    return at(place) if place is not None else None


def _kept(app: App) -> tuple[str, int, str] | None:
    """The first session use in the app's code that keeps or reads a sign-in."""

    def keeps_identity(text: str, match: re.Match[str]) -> bool:
        if match.group("passport") is not None:
            return app.find("passport-serializer", _SERIALIZER) is not None
        if match.group("whole") is not None:
            return _written_from_identity(text, match.start(), match.end())
        if match.group("access") is None:
            return True
        return _field_keeps_identity(text, match)

    return app.find("session-sign-in", SESSION_USED, keeps_identity)


def _field_keeps_identity(text: str, match: re.Match[str]) -> bool:
    """Whether the session field `match` reads or writes holds a sign-in: its key names one, or it is
    written from a user record or a password check, or read in a guard that refuses the request."""
    key = _KEY.match(text, match.end())
    name = key and (key.group("name") or key.group("quoted"))
    if not key or not name:
        return True  # a computed key: what it holds is unknown
    end = key.end()
    if name in _ACCESSORS:
        accessed = _ACCESSOR_KEY.match(text, end)
        if accessed is None:
            return True
        name, end = accessed.group("key"), accessed.end()
    if _ROUND_TRIP_KEY.match(name):
        return False
    if name == _FIXATION_DEFENCE or _IDENTITY_KEY.search(name):
        return True
    return _written_from_identity(text, match.start(), end) or _read_in_guard(text, match.start(), end)


def _written_from_identity(text: str, start: int, end: int) -> bool:
    """Whether a session write (`<field> = value`) takes its value from a user or account record or
    sits in a handler that checks a password."""
    assigned = re.match(r"""\s*=(?![=>])\s*(?P<value>[^;\n]{0,300})""", text[end : end + 320])
    if assigned is None:
        return False
    if _IDENTITY_VALUE.search(assigned.group("value")):
        return True
    return _CREDENTIAL_CHECK.search(text, max(0, start - _CREDENTIAL_WINDOW), start) is not None


def _read_in_guard(text: str, start: int, end: int) -> bool:
    """Whether a session field read sits in a condition whose outcome refuses the request."""
    head = text[text.rfind("\n", 0, start) + 1 : start]
    if _GUARD_HEAD.search(head) is None:
        return False
    return _REFUSAL.search(text, end, end + _GUARD_WINDOW) is not None
