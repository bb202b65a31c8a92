"""Whether a server app reads a cookie back from its requests. A cookie the app sets and never reads
is a hand-off (after an OAuth callback, the token the page's script picks up and sends as a Bearer
header): no request is authenticated by it, so a cross-site request carries no credential and
HttpOnly would only break the page that must read it. A read may be the app's own (`req.cookies`,
`ctx.cookies.get(`, the Cookie header, Next.js's `cookies()`) or a library's that reads the cookie
by itself (a session middleware, a cookie parser, next-auth, a JWT middleware told a cookie name).
Anything that may read one counts: only an app that shows none is taken for a hand-off."""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App

# libraries that parse the request's cookies or keep the sign-in in a cookie they read themselves
_READING_PACKAGES = (
    "express-session", "cookie-session", "client-sessions", "koa-session", "@fastify/session",
    "@fastify/secure-session", "fastify-session", "@mgcrea/fastify-session", "cookie-parser", "@fastify/cookie",
    "fastify-cookie", "cookie", "cookies", "koa-cookie", "universal-cookie", "next-auth", "@auth/core",
    "@auth/express", "iron-session", "lucia", "better-auth", "supertokens-node", "@supabase/ssr",
    "passport-cookie", "@hapi/cookie", "hapi-auth-cookie", "@nestjsplus/cookies",
)
_READ = lazy_compile(
    # `req.cookies`, `request?.signedCookies`, `ctx.cookies.get(` (not `res.cookies.set(`: keep_read)
    r"""(?P<prop>(?:\?\.|\.)\s*(?:cookies|signedCookies)\b)"""
    # the Cookie header: `req.headers.cookie`, `headers['cookie']`, `request.headers.get('cookie')`
    r"""|\bheaders\s*(?:\?\.|\.)\s*cookie\b|\bheaders\s*\[\s*['"`]cookie['"`]\s*\]"""
    r"""|\.\s*(?:get|header|getHeader)\s*\(\s*['"`]cookie['"`]\s*\)"""
    # Next.js's cookies(), unless only to set or delete one
    r"""|\bcookies\s*\(\s*\)(?!\s*\)?\s*\.\s*(?:set|delete)\s*\()"""
    # parsers and readers: `cookie.parse(`, `parseCookies(`, h3's `getCookie(event, ...)`, Nuxt's `useCookie(`
    r"""|\bcookies?\s*\.\s*parse\s*\(|\b(?:parse|get|read|use)Cookies?\s*\(|@Cookies?\s*\("""
    # hapi's cookie state; a JWT middleware told to read a cookie (`@fastify/jwt`'s cookieName, koa-jwt's cookie)
    r"""|\brequest\s*\.\s*state\b|\bserver\s*\.\s*state\s*\(|\bcookieName\s*:|\bjwt\s*\(\s*\{[^}]{0,300}?\bcookie\s*:""",
    re.I,
)
_WRITER = lazy_compile(r"""\b(?:res|response|reply|nextResponse)\s*$""", re.I)
_WRITE_AFTER = lazy_compile(r"""\s*(?:\?\.|\.)\s*(?:set|delete|clear)\s*\(""")


def _keep_read(text: str, match: re.Match[str]) -> bool:
    """A `.cookies` that is read: not the response's cookies, not followed by a write."""
    if match.group("prop") is None:
        return True
    if _WRITER.search(text[max(0, match.start() - 40) : match.start()]):
        return False
    return _WRITE_AFTER.match(text, match.end()) is None


def cookie_read(app: App) -> str | None:
    """Where the app may read a cookie from a request (the first place found), or None."""
    found = app.imports(_READING_PACKAGES)
    if found is not None:
        return found
    place = app.find("cookie-read", _READ, _keep_read)
    return f"`{place[2]}` ({place[0]}:{place[1]})" if place else None
