"""Whether an app gives the browser a credential it attaches to a request by itself (ambient): a
cookie session or auth cookie (its own or a session library's: next-auth, iron-session, lucia),
any cookie the app parses, HTTP Basic auth. A cross-origin request
carries such a credential when CORS allows credentials; a bearer token kept by the page's script
(the Authorization header, a `?token=` parameter) it never carries."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import app_of
from secure_lint.matchers.app_checks.csrf import cookie_auth

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_COOKIE_PARSERS = ("cookie-parser", "@fastify/cookie", "fastify-cookie", "cookie", "cookies", "koa-cookie")
# libraries that keep the sign-in in a cookie they set and read themselves
_COOKIE_SESSIONS = (
    "next-auth", "@auth/core", "@auth/express", "iron-session", "lucia", "better-auth", "supertokens-node",
    "@supabase/ssr", "@fastify/secure-session",
)
_BASIC_AUTH = (
    "express-basic-auth", "basic-auth", "http-auth", "passport-http", "@fastify/basic-auth", "koa-basic-auth"
)
# a cookie the app reads or sets, whatever its name: `req.cookies.x`, `ctx.cookies.get(`, `res.cookie(`,
# `reply.setCookie(`, a Set-Cookie header, Next.js's `cookies()`
_COOKIE_USE = lazy_compile(
    r"""\b(?:req|request|ctx)\s*\.\s*(?:cookies|signedCookies)\b|\bcookies\s*\.\s*(?:get|set)\s*\("""
    r"""|\b(?:res|response|reply)\s*\.\s*(?:cookie|setCookie)\s*\(|['"]Set-Cookie['"]|\bcookies\s*\(\s*\)""",
    re.I,
)


def ambient_credential(repo: Repository, path: str) -> str | None:
    """What the app of `path` gives the browser to attach by itself (the first fact found), or None."""
    app = app_of(repo, path)
    found = cookie_auth(app) or next(
        (place for packages in (_COOKIE_SESSIONS, _COOKIE_PARSERS, _BASIC_AUTH) if (place := app.imports(packages))),
        None,
    )
    if found is not None:
        return found
    used = app.find("cookie-use", _COOKIE_USE)
    return f"cookie used at {used[0]}:{used[1]}" if used is not None else None
