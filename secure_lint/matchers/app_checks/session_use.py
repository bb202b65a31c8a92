"""Whether an app keeps a sign-in in its server-side session (express-session, cookie-session, ...).
A session library mounted is a cookie, not yet a credential: the cookie carries an identity only
when the app puts one in the session (`req.session.userId = user.id`, passport's session support,
`req.login(user)`) or reads one back from it. Two uses keep none:

- the sign-in round trip: the return URL, OAuth `state`, `nonce` or PKCE verifier kept between the
  redirect to a provider and its callback (`req.session.redirect_url = req.query.redirect_url`),
  which the callback reads once to finish a sign-in that hands its token to the page;
- passport's `passport.session()` with no `passport.serializeUser(...)` anywhere in the app:
  passport cannot store a user in the session without a serializer (its `req.login` fails with
  "Failed to serialize user into session"), so every strategy authenticates per request
  (`{ session: false }`, a bearer header) and the session holds no user.

A library that signs users in through the session (keycloak-connect, Okta's OIDC middleware) keeps
one without the app's code naming it. Anything else the app reads or writes in its session (a flash
message, `@Session()`, the session taken from the request) counts as a sign-in: only an app that
shows none is taken for one without."""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, at

# what the app keeps in its session: a value read or written (`req.session.userId`, Fastify's
# `request.session.get(`), NestJS's @Session(), passport's session (`passport.session()`,
# `req.login(`), a flash message, the session taken from the request (`const { session } = req`)
SESSION_USED = lazy_compile(
    r"""\b(?:req|request|ctx|context|this\s*\.\s*req)\s*\.\s*session\s*(?P<access>\?\.|\.|\[)"""
    # passport reads the user back from the session only with its session strategy mounted
    r"""|(?P<passport>\bpassport\s*\.\s*(?:session\s*\(|authenticate\s*\(\s*['"]session['"]))"""
    r"""|\breq\s*\.\s*log[iI]n\s*\(|@Session\s*\("""
    r"""|\{[^{}]*\bsession\b[^{}]*\}\s*=\s*(?:req|request|ctx)\b|\bflash\s*\(""",
)
# the key a `req.session.<key>` / `req.session['<key>']` access names
_KEY = lazy_compile(r"""\s*(?:(?P<name>[\w$]+)|['"`](?P<quoted>[\w$-]+)['"`]\s*\])""")
# keys of the sign-in round trip: where to return after it, the OAuth state, nonce or PKCE verifier
_ROUND_TRIP_KEY = lazy_compile(
    r"""^(?:\w*(?:redirect|return|callback)\w*|(?:oauth|oidc|auth)?_?(?:state|nonce)|\w*(?:code_?verifier|pkce)\w*"""
    r"""|next(?:_?url)?|referr?er)$""",
    re.I,
)
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
        if match.group("access") is None:
            return True
        key = _KEY.match(text, match.end())
        name = key and (key.group("name") or key.group("quoted"))
        return not name or _ROUND_TRIP_KEY.match(name) is None

    return app.find("session-sign-in", SESSION_USED, keeps_identity)
