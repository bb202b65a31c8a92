"""Whether a server app that sets a cookie signs its requests in from the Authorization header alone.

A bearer-token API may set a cookie whose name says `sess` (a device fingerprint) and read it back
from the raw Cookie header, while its guard reads only the Authorization header: a cross-site
request carries no credential. The cookie signs someone in when the guard reads it after all: a
parsed-cookie read (a passport-jwt cookie extractor beside the header one), the app copying it into
the Authorization header, a sign-in library's own cookie, or a raw Cookie header read in a function
that verifies a token or a session (an admin route that takes its JWT from the cookie).
"""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import MAX_HANDLER, App, blocks_of, each_match, enclosing

# the Authorization header read to sign a request in: `req.headers.authorization`,
# `headers['authorization']`, `req.get('Authorization')`, passport-jwt's header extractors
_AUTH_HEADER_READ = lazy_compile(
    r"""\bheaders\s*(?:\?\.|\.)\s*authorization\b|\bheaders\s*\[\s*['"]authorization['"]\s*\]"""
    r"""|\.\s*(?:get|header)\s*\(\s*['"]authorization['"]\s*\)|\bfromAuthHeader\w*\s*\(""",
    re.I,
)
_SIGN_IN_COOKIE_PACKAGES = (
    "next-auth", "@auth/core", "@auth/express", "iron-session", "lucia", "better-auth", "supertokens-node",
    "@supabase/ssr", "passport-cookie", "@hapi/cookie", "hapi-auth-cookie", "passport-jwt-cookiecombo",
)
# the Authorization header written by the app: a middleware that copies the auth cookie into it
# (`ctx.headers.authorization = parsedCookie.Authorization`), so the header guard signs the cookie in
_AUTH_HEADER_WRITE = lazy_compile(
    r"""\bheaders\s*(?:\.\s*authorization|\[\s*['"]authorization['"]\s*\])\s*=(?!=)""", re.I
)
# the request's parsed cookies read by property (`req.cookies[name]`, `ctx.cookies.get(`): a cookie
# extractor that may hand the sign-in to the same guard
_PARSED_COOKIES_READ = lazy_compile(r"""(?:\?\.|\.)\s*(?:cookies|signedCookies)\s*(?:\[|\.\s*get\s*\(|\?\.\s*\[)""")


def header_auth_only(app: App) -> bool:
    """Whether the app signs requests in from the Authorization header and reads no auth cookie:
    the cookie it sets (a fingerprint, a device id whose name says `sess`) is read only from the raw
    Cookie header, never by the guard nor copied into the Authorization header, so a cross-site
    request carries no credential (a bearer API)."""
    if app.imports(_SIGN_IN_COOKIE_PACKAGES) is not None:
        return False  # a library that keeps the sign-in in its own cookie and reads it itself
    return (
        app.find("auth-header-read", _AUTH_HEADER_READ) is not None
        and app.find("auth-header-write", _AUTH_HEADER_WRITE) is None
        and app.find("parsed-cookies-read", _PARSED_COOKIES_READ) is None
        and not _raw_cookie_verified(app)
    )


# the raw Cookie header read: `req.headers.cookie`, `headers['cookie']`, `req.get('cookie')`
_RAW_COOKIE_READ = lazy_compile(
    r"""\bheaders\s*(?:\?\.|\.)\s*cookie\b|\bheaders\s*\[\s*['"`]cookie['"`]\s*\]|\.\s*(?:get|header)\s*\(\s*['"`]cookie['"`]\s*\)""",
    re.I,
)
# a token or session verified: `jwt.verify(`, jose's `jwtVerify(`, `verifyToken(`, `verifySession(`
_VERIFIES = lazy_compile(
    r"""\b(?:jwt|jose|jsonwebtoken)\s*\.\s*verify\s*\(|\bjwtVerify\s*\(|\bverify(?:Token|Jwt|JWT|Session|Cookie)\w*\s*\(""",
)


def _raw_cookie_verified(app: App) -> bool:
    """Whether a function that reads the raw Cookie header also verifies a token or a session: it
    takes a credential from the cookie (a fingerprint read beside the header guard verifies nothing)."""
    for path, match in each_match(app, _RAW_COOKIE_READ):
        text = app.repo.text(path) or ""
        handler = [b for b in enclosing(blocks_of(text), match.start()) if b[1] - b[0] <= MAX_HANDLER]
        if handler and any(_of_cookie(text, v) for v in _VERIFIES.finditer(text, handler[-1][0], handler[-1][1])):
            return True
    return False


def _of_cookie(text: str, verify: re.Match[str]) -> bool:
    """Whether the verification's arguments are not the Authorization header: `verifyToken(
    req.headers.authorization, fingerprint)` checks the header's credential, the cookie only beside it."""
    close = text.find(")", verify.end())
    arguments = text[verify.end() : close if close >= 0 else verify.end() + 160]
    return re.search(r"authorization", arguments, re.I) is None
