"""`express-security-headers`: a Node server app (Express, Koa, NestJS, Fastify) that serves pages
to its users and sets no browser security headers (and, on Express, leaves X-Powered-By on).

Security headers protect documents a browser renders: framing (X-Frame-Options, CSP
frame-ancestors), script sources (CSP), MIME sniffing. So the check needs the app to serve pages
(static files holding HTML or built, rendered views, a Next.js handler) to someone with something to lose: a sign-in
(a session or auth cookie, a sign-in package, or the app's own check of the signed-in user or the
Authorization header). An app nobody signs in to gets no finding, even with state-changing routes:
a framed page can only make the clicks anyone may make by calling those routes directly (a helper
service inside a VM, a public tool). A JSON-only API, a health check, a public docs server get
no finding either. The headers may be set anywhere in the app: helmet (koa-helmet, @fastify/helmet)
imported in another file, or a middleware (an Express/Koa middleware, a Fastify hook) that sets
one of them on every response. Where one package makes several server apps (a web server beside
JSON services on their own ports), the pages must be served by the file that makes the reported
app: the web server's static folder says nothing of the services' responses.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, app_of, at, blocks_of, each_match, enclosing
from secure_lint.matchers.app_checks.csrf import cookie_auth
from secure_lint.matchers.app_checks.servers import ANY_SERVER_APP, FASTIFY_APP, KOA_APP, NEST_APP
from secure_lint.matchers.app_checks.static_pages import assets_only

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_HEADERS_PACKAGES = ("helmet", "lusca", "koa-helmet", "@fastify/helmet", "fastify-helmet")
_HEADER_SET = lazy_compile(
    r"""['"](?:Content-Security-Policy|X-Frame-Options|Strict-Transport-Security|X-Content-Type-Options)['"]""", re.I
)
_POWERED_BY_OFF = lazy_compile(
    r"""\.\s*(?:disable\s*\(\s*['"]x-powered-by['"]|set\s*\(\s*['"]x-powered-by['"]\s*,\s*false)""", re.I
)
# what serves a page a browser renders: static files, a view rendered, an HTML file sent, Next.js's handler
_SERVES_PAGES = lazy_compile(
    r"""(?:\bexpress\s*\.\s*static|\bserveStatic|\bexpressStaticGzip|\bkoaStatic|\bfastifyStatic)\s*\(|\bsendFile\s*\(|\.\s*render\s*\(\s*['"`]|\breply\s*\.\s*view\s*\(|@Render\s*\("""
    r"""|['"]view engine['"]|\bgetRequestHandler\s*\(|\buseStaticAssets\s*\(|\bServeStaticModule\b""",
)
_PAGE_PACKAGES = (
    "serve-static", "express-static-gzip", "koa-static", "@fastify/static", "fastify-static", "@nestjs/serve-static",
    "@koa/views", "koa-views", "@fastify/view", "point-of-view",
)
# how an app signs its users in, besides a cookie session
_AUTH_PACKAGES = (
    "passport", "express-basic-auth", "basic-auth", "jsonwebtoken", "express-jwt", "koa-jwt", "koa-passport",
    "@fastify/jwt", "@fastify/auth", "@fastify/basic-auth", "@nestjs/passport", "@nestjs/jwt", "express-openid-connect",
    "next-auth", "better-auth", "lucia",
)
_FASTIFY_ADAPTER = lazy_compile(r"""\bFastifyAdapter\b""")


def headers_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    text = repo.text(path) or ""
    framework = _framework(text)
    if app.uses(_HEADERS_PACKAGES):
        return None
    powered_by = framework in ("Express", "NestJS (Express)")
    if powered_by and app.find("powered-by", _POWERED_BY_OFF):
        return None
    found: bool = repo.once(f"app_checks:headers-middleware:{app.root}", lambda: _headers_in_middleware(app))
    if found:
        return None
    pages = app.uses(_PAGE_PACKAGES)
    served = app.find("serves-pages", _SERVES_PAGES)
    if pages is None and served is None:
        return None  # a JSON API: no document for the headers to protect
    servers: list[str] = repo.once(f"app_checks:server-files:{app.root}", lambda: _server_files(app))
    if len(servers) > 1 and not _SERVES_PAGES.search(text):
        return None  # one of several servers of the package, itself serving no page
    assets = _assets_only(app)
    if assets is not None:
        return None  # static scripts or images only (static_pages.py): no document either
    users = cookie_auth(app) or _signs_in(app) or _own_sign_in(app)
    if users is None:
        return None  # nothing to lose: no sign-in a framed page could act under
    facts = [
        f"{framework} app",
        f"serves pages: {pages or at(served) if served else pages}",
        users,
        "no helmet (koa-helmet, @fastify/helmet, lusca) in package.json or imported anywhere in the app",
        "no Content-Security-Policy / X-Frame-Options / Strict-Transport-Security / X-Content-Type-Options header set"
        " by a middleware or hook (one route's own header protects only that route)",
    ]
    if powered_by:
        facts.append("X-Powered-By left on (no app.disable('x-powered-by'))")
    return facts


# a page rendered or sent (not a named script or image: `reply.sendFile("script.js")`), or a static
# server whose folder the check does not resolve (NestJS's)
_RENDERS = lazy_compile(
    r"""\bsendFile\s*\((?!\s*['"`][^'"`\n]*\.(?:m?js|css|json|map|png|jpe?g|gif|svg|ico|txt|wasm|woff2?)['"`])"""
    r"""|\.\s*render\s*\(\s*['"`]|\breply\s*\.\s*view\s*\(|@Render\s*\(|['"]view engine['"]"""
    r"""|\bgetRequestHandler\s*\(|\buseStaticAssets\s*\(|\bServeStaticModule\b""",
)
_VIEW_PACKAGES = ("@koa/views", "koa-views", "@fastify/view", "point-of-view", "@nestjs/serve-static")


def _assets_only(app: App) -> str | None:
    """The static folders, when the app renders no page and serves only folders without HTML."""
    if app.uses(_VIEW_PACKAGES) or app.find("renders-pages", _RENDERS):
        return None
    return assets_only(app)


def _server_files(app: App) -> list[str]:
    """The app's scripts that make a server app (servers.py's forms)."""
    return [path for path in app.scripts if ANY_SERVER_APP.search(app.repo.text(path) or "")]


def _framework(text: str) -> str:
    if NEST_APP.search(text):
        return "NestJS (Fastify)" if _FASTIFY_ADAPTER.search(text) else "NestJS (Express)"
    if KOA_APP.search(text):
        return "Koa"
    if FASTIFY_APP.search(text):
        return "Fastify"
    return "Express"


def _signs_in(app: App) -> str | None:
    used = app.uses(_AUTH_PACKAGES)
    return f"users sign in: {used}" if used else None


# the app's own sign-in: the signed-in user or session read (`req.user`, `req.session.userId`,
# `ctx.state.user`, `req.isAuthenticated()`), or the request's Authorization header read
_OWN_SIGN_IN = lazy_compile(
    r"""\b(?:req|request|ctx)\s*\.\s*(?:session\s*\.\s*[\w$]+|user\b|isAuthenticated\s*\()|\bctx\s*\.\s*state\s*\.\s*user\b"""
    # the request's Authorization header, not one an outgoing call sets (`fetch(url, { headers: { Authorization } })`)
    r"""|\b(?:req|request|ctx)\s*(?:\.\s*request\s*)?\.\s*(?:headers\s*(?:\?\.|\.)\s*authorization\b"""
    r"""|headers\s*\[\s*['"]authorization['"]\s*\]|(?:get|header)\s*\(\s*['"]authorization['"]\s*\))""",
    re.I,
)


def _own_sign_in(app: App) -> str | None:
    place = app.find("own-sign-in", _OWN_SIGN_IN)
    return f"users sign in: {at(place)}" if place else None


# a function that runs for every request: a middleware `(req, res, next)` or Koa's `(ctx, next)`,
# express.static's `setHeaders`, a Fastify hook on every request or response
_MIDDLEWARE_HEAD = lazy_compile(
    r"""(?:\(\s*[\w$]+\s*(?::[^,()]*)?,\s*(?:[\w$]+\s*(?::[^,()]*)?,\s*)?next\b[^()]*\)\s*(?::\s*[\w$<>\[\]]+\s*)?(?:=>)?"""
    r"""|\bsetHeaders\s*(?::\s*(?:function\b[^{]*|\([^()]*\)\s*=>|[\w$]+\s*=>)|\([^()]*\))"""
    r"""|\baddHook\s*\(\s*['"](?:onRequest|preHandler|onSend|preSerialization)['"]\s*,\s*(?:async\s+)?"""
    r"""(?:function\b[^{]*|\([^()]*\)\s*(?::[^=]*)?=>))\s*$"""
)


# a header whose name a helper returns, set in a middleware: `reply.header(frameHeader.name, frameHeader.value)`
_HEADER_BY_NAME = lazy_compile(r"""\.\s*(?:header|setHeader|set)\s*\(\s*[\w$]+\s*\.\s*name\s*,""")
_FUNCTION_NAMED = lazy_compile(
    r"""\bfunction\s+(?P<a>[\w$]+)\s*\(|\b(?P<b>[\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*(?::[^=]*)?=>)"""
)


def _headers_in_middleware(app: App) -> bool:
    """Whether a security header is set in a middleware or on every static response, itself or
    by a helper that names the header (`resolveFrameHeader()` returning `{ name: 'X-Frame-Options' }`)
    whose result a middleware sets."""
    helpers: set[str] = set()
    for path, match in each_match(app, _HEADER_SET):
        text = app.repo.text(path) or ""
        blocks = blocks_of(text)
        around = enclosing(blocks, match.start())
        if any(_MIDDLEWARE_HEAD.search(text[max(0, b[0] - 300) : b[0]]) for b in around):
            return True
        if around:
            head = list(_FUNCTION_NAMED.finditer(text, max(0, around[-1][0] - 300), around[-1][0]))
            if head:
                helpers.add(head[-1].group("a") or head[-1].group("b"))
    for path, match in each_match(app, _HEADER_BY_NAME):
        text = app.repo.text(path) or ""
        around = enclosing(blocks_of(text), match.start())
        in_middleware = any(_MIDDLEWARE_HEAD.search(text[max(0, b[0] - 300) : b[0]]) for b in around)
        if in_middleware and any(re.search(rf"""\b{re.escape(h)}\s*\(""", text) for h in helpers):
            return True
    return False
