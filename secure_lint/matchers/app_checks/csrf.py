"""`express-csrf`: a cookie-authenticated app with state-changing routes and no CSRF defence."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, App, app_of, at, comment_spans, in_spans, one_line
from secure_lint.matchers.app_checks.body_parsers import form_body_parser, json_only_bodies
from secure_lint.matchers.app_checks.config_defaults import Default, bound_expression, declared_default, read_key
from secure_lint.matchers.app_checks.cookie_reads import cookie_read
from secure_lint.matchers.app_checks.cookie_scope import confined
from secure_lint.matchers.app_checks.header_auth import header_auth_only
from secure_lint.matchers.app_checks.request_proofs import request_proof
from secure_lint.matchers.app_checks.servers import ANY_SERVER_APP, KOA_APP
from secure_lint.matchers.app_checks.session_use import session_sign_in

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_ROUTER = r"""\b(?:app|router|[\w$]*Router|[\w$]*App|server|routes|api)"""  # not http/axios clients
_ROUTE = lazy_compile(
    _ROUTER + r"""\s*\.\s*(?P<verb>post|put|patch|delete|all)\s*\(\s*(?P<q>['"`])(?P<path>/[^'"`\n]*)(?P=q)"""
)
_DECORATED_ROUTE = lazy_compile(r"""@(?P<verb>Post|Put|Patch|Delete)\s*\(\s*(?:['"`](?P<path>[^'"`\n]*)['"`])?\s*\)""")
_ROUTE_ROUTE = lazy_compile(
    r"""\.\s*route\s*\(\s*['"`](?P<path>/[^'"`\n]*)['"`]\s*\)\s*[\s\S]{0,200}?\.\s*(?P<verb>post|put|patch|delete)\s*\("""
)
_SESSION_PACKAGES = (
    "express-session",
    "cookie-session",
    "client-sessions",
    "koa-session",
    "@fastify/session",
    "@fastify/secure-session",
    "fastify-session",
    "@mgcrea/fastify-session",
)
_SESSION_USE = lazy_compile(r"""\bsession\s*\(\s*\{""")
_AUTH_COOKIE = lazy_compile(
    r"""\bres\s*\.\s*cookie\s*\(\s*['"`](?P<name>[^'"`]*(?:sess|token|auth|jwt|user|login|sid)[^'"`]*)['"`]"""
    # Koa's ctx.cookies.set
    r"""|\bcookies\s*\.\s*set\s*\(\s*['"`][^'"`]*(?:sess|token|auth|jwt|user|login|sid)[^'"`]*['"`]"""
    r"""|\.\s*(?:setHeader|set|header)\s*\(\s*['"]Set-Cookie['"]\s*,\s*[`'"][^=`'"]*(?:sess|token|auth|jwt|user|login|sid)[^=`'"]*=""",
    re.I,
)
_CSRF_PACKAGES = (
    "csurf",
    "csrf-csrf",
    "lusca",
    "csrf",
    "tiny-csrf",
    "csrf-sync",
    "@dr.pogodin/csurf",
    "csrf-tokens",
    "@fastify/csrf-protection",
    "@fastify/csrf",
    "fastify-csrf",
    "host-validation",
    "koa-csrf",
    "@koa/csrf",
)
_ORIGIN_READ = (
    r"""(?:headers\s*(?:\.\s*(?:origin|referer)\b|\[\s*['"](?:origin|referer)['"]\s*\])"""
    r"""|\.\s*(?:get|header)\s*\(\s*['"](?:origin|referer)['"]\s*\))"""
)
# an Origin header compared with a value (not tested for presence and reflected into CORS
# headers), or Sec-Fetch-Site read
ORIGIN_CHECK = lazy_compile(
    rf"""{_ORIGIN_READ}\s*(?:!==|===|!=(?!=)|==(?!=))(?!\s*(?:undefined|null|void\s+0|''|"")(?![\w$]))"""
    rf"""|(?:!==|===|!=|==)\s*req\s*{_ORIGIN_READ}|['"]sec-fetch-site['"]""",
    re.I,
)
# Lax or Strict, literally or on either branch of a condition (`sameSite: isProduction ? 'strict' : 'lax'`),
# or on the branch a deployment takes when the other is for a local or preview run only (`sameSite:
# localOrigin || isVercelPreview ? 'none' : 'lax'`: a page on localhost talking to the API)
_SAMESITE_STRICT = lazy_compile(
    r"""\bsameSite\s*:\s*(?:['"](?:strict|lax)['"]|true"""
    r"""|[^,;{}?\n]{1,80}\?\s*['"](?:strict|lax)['"]\s*:\s*['"](?:strict|lax)['"]"""
    r"""|[^,;{}?\n]{0,80}\b(?:is)?(?:local|localhost|dev|development|preview|test)\w*[^,;{}?\n]{0,80}\?\s*['"]none['"]\s*:"""
    r"""\s*['"](?:strict|lax)['"])""",
    re.I,
)


_HTTP_ONLY = lazy_compile(r"\bhttpOnly\s*:\s*true\b")
# a cookie's SameSite given by a name or a read of a setting (`sameSite: cookieSameSite`,
# `sameSite: config.get('cookieSameSite')`, `{ sameSite }`), not a literal
_SAMESITE_SETTING = lazy_compile(
    r"""\bsameSite\s*:\s*(?P<value>[A-Za-z_$][\w$]*(?:\s*\.\s*[\w$]+)*(?:\s*\(\s*['"][^'"\n]{1,80}['"]\s*\))?)"""
    r"""|[{,]\s*(?P<shorthand>sameSite)\s*(?=[,}])"""
)


def auth_cookie_samesite(app: App) -> bool:
    """Whether a session or auth cookie is set SameSite=Lax/Strict (a CSRF token's own cookie is not)."""
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if any(_of_auth_cookie(app, text, match) for match in _SAMESITE_STRICT.finditer(text)):
            return True
    return False


def _of_auth_cookie(app: App, text: str, match: re.Match[str]) -> bool:
    """Whether the cookie option at `match` is a session or auth cookie's: by the words before it or
    by being httpOnly in the same options (scripts never read a session cookie, while a preference
    cookie is rarely httpOnly)."""
    before = COMMENT.sub("", text[max(0, match.start() - 400) : match.start()])
    if re.search(r"csrf|xsrf", before, re.I):
        return False
    if re.search(r"session|sess\b|sid\b|auth|token|jwt|login|user", before, re.I):
        return True
    options = text[text.rfind("{", 0, match.start()) + 1 : _object_end(text, match.end())]
    return _HTTP_ONLY.search(options) is not None or _options_of_auth_cookie(app, _helper_of(text, match.start()))


def configured_samesite(app: App) -> tuple[str, int, str, Default | None] | None:
    """A session or auth cookie whose SameSite is a setting read by key (`sameSite: cookieSameSite`
    after `const cookieSameSite = config.get('sessionCookieSameSite')`): (path, line, key, the
    default the app's settings table declares for it, if any); None when no such cookie."""
    for path in app.scripts:
        text = app.repo.text(path) or ""
        for match in _SAMESITE_SETTING.finditer(text):
            value = match.group("value") or match.group("shorthand")
            key = read_key(value)
            if key is None and re.fullmatch(r"[\w$]+", value):
                bound = bound_expression(text, value, match.start())
                key = read_key(bound) if bound is not None else None
            if key is not None and _of_auth_cookie(app, text, match):
                return path, text.count("\n", 0, match.start()) + 1, key, declared_default(app, key)
    return None


def _samesite_note(configured: tuple[str, int, str, Default | None]) -> str:
    path, line, key, default = configured
    declared = (
        f"declared default '{default.value}' ({default.path}:{default.line})"
        if default is not None
        else "no default declared in the app"
    )
    return f"{path}:{line}: the session cookie's SameSite is the setting `{key}` ({declared})"


def _lax_by_default(configured: tuple[str, int, str, Default | None] | None) -> bool:
    """Whether the cookie's SameSite setting defaults to Lax or Strict: an app left as shipped is defended."""
    default = configured[3] if configured is not None else None
    return default is not None and default.value.lower() in ("strict", "lax")


# a function declared before an options object: `function cookieOptions(req) {`, `export const
# getCookieOptions = (req: Request): CookieOptions => {`, `const opts = function () {`
_DECLARED = lazy_compile(
    r"""\bfunction\s+(?P<fn>[\w$]+)\s*\(|\b(?:const|let|var)\s+(?P<arrow>[\w$]+)\s*(?::[^=]+)?=\s*(?:async\s*)?"""
    r"""(?:\([^()]*\)|[\w$]+)\s*(?::[^=]+?)?=>|\b(?:const|let|var)\s+(?P<expr>[\w$]+)\s*=\s*(?:async\s+)?function\b"""
)


def _helper_of(text: str, at_offset: int) -> str | None:
    """The function the options object at `at_offset` is in: the last one declared in the 2,000
    characters before it (a cookie-options helper returns its object a few lines down)."""
    declared = list(_DECLARED.finditer(text, max(0, at_offset - 2000), at_offset))
    if not declared:
        return None
    last = declared[-1]
    return str(last["fn"] or last["arrow"] or last["expr"])


def _options_of_auth_cookie(app: App, helper: str | None) -> bool:
    """Whether the app sets a session or auth cookie with the options `helper(...)` returns
    (`res.cookie(req.cookieSessionName, hash, getCookieOptions(req))`): its SameSite is that cookie's."""
    if helper is None:
        return False
    sets = re.compile(
        r"""\bres\s*\.\s*cookie\s*\(\s*[^,()]*(?:sess|token|auth|jwt|sid)[^,()]*,[^;]{0,300}?\b"""
        + re.escape(helper)
        + r"""\s*\(""",
        re.I,
    )
    return any(sets.search(app.repo.text(path) or "") for path in app.scripts)


def _object_end(text: str, start: int) -> int:
    """Where the object literal holding `start` closes (its first `}` after it), or the text's end."""
    end = text.find("}", start)
    return len(text) if end < 0 else end


# an auth cookie the app reads (`req.cookies.token`, `req.cookies.metrics_token`,
# `request.cookies[AuthGuard.AUTH_HEADER]`, `ctx.cookies.get('session')`): a guard that takes the user from it
_AUTH_COOKIE_READ = lazy_compile(
    r"""\bcookies\s*(?:\.\s*(?:get\s*\(\s*['"`][^'"`]*|[\w$]*?)|\[\s*['"`]?[\w$.]*?)(?:sess|token|auth|jwt|sid)""",
    re.I,
)


def cookie_auth(app: App) -> str | None:
    """How the app keeps its users signed in by cookie, or None (a bearer-token API). A session
    package only listed in package.json, or mounted and never given a sign-in (never read or
    written, or only for the sign-in round trip: session_use.py), holds no sign-in;
    nor does an auth cookie the app reads only in a middleware confined to a path with no
    state-changing route (cookie_scope.py), nor one it never reads back (a token handed to the
    page's script, which sends it as a Bearer header: cookie_reads.py), nor one read only from the
    raw Cookie header by an app that signs requests in from the Authorization header."""
    used = app.imports(_SESSION_PACKAGES, bound=True)
    if used is not None:
        kept = session_sign_in(app)
        if kept is not None:
            return f"cookie session: {used}, used at {kept}"
    read, confined_reads = _auth_cookie_reads(app)
    cookie = app.find("auth-cookie", _AUTH_COOKIE)
    if cookie is None or (read is None and confined_reads):
        return read
    # read under another name, or by a library (passport-jwt's cookie extractor, a session middleware)
    if read is not None:
        return f"auth cookie set: {at(cookie)}"
    if cookie_read(app) is None or header_auth_only(app):
        return None
    return f"auth cookie set: {at(cookie)}"


def _registers_state_changing(text: str) -> bool:
    return any(pattern.search(text) for pattern in (_ROUTE, _ROUTE_ROUTE, _DECORATED_ROUTE))


def _auth_cookie_reads(app: App) -> tuple[str | None, int]:
    """The first auth cookie read that may authenticate a state-changing route, and how many
    reads were left out as confined to a path with no such route."""
    found: tuple[str | None, int] = app.repo.once(
        f"app_checks:csrf:cookie-reads:{app.root}", lambda: _scan_cookie_reads(app)
    )
    return found


def _scan_cookie_reads(app: App) -> tuple[str | None, int]:
    left_out = 0
    for path in app.scripts:
        text = app.repo.text(path) or ""
        spans: list[tuple[int, int]] | None = None
        for match in _AUTH_COOKIE_READ.finditer(text):
            spans = comment_spans(text) if spans is None else spans
            if in_spans(spans, match.start()):
                continue
            if confined(app, path, match.start(), _registers_state_changing):
                left_out += 1
                continue
            line = text.count("\n", 0, match.start()) + 1
            return f"auth cookie read: {at((path, line, one_line(match.group(0))))}", left_out
    return None, left_out


def state_changing(app: App) -> list[str]:
    found = (
        app.find_all(_ROUTE, limit=2) or app.find_all(_ROUTE_ROUTE, limit=2) or app.find_all(_DECORATED_ROUTE, limit=2)
    )
    return [f"state-changing route {at(place)}" for place in found]


# a server app that handles the signed-in user's cookie: mounts a session, parses cookies, sets one
_COOKIE_HANDLING = lazy_compile(
    r"""\b(?:session|cookieSession|expressSession|cookieParser)\s*\(|\bpassport\s*\.\s*session\s*\(|\.\s*cookies?\b""",
)


def _another_app_has_the_cookies(repo: Repository, app: App, path: str) -> bool:
    """Whether the package makes several server apps (a setup wizard beside the main app) and
    another one, not the one in `path`, is where the signed-in user's cookie is handled: the
    package's cookie and routes are that app's facts."""

    def cookie_apps() -> list[str]:
        makers = [p for p in app.scripts if ANY_SERVER_APP.search(app.repo.text(p) or "")]
        return [p for p in makers if _COOKIE_HANDLING.search(app.repo.text(p) or "")] if len(makers) > 1 else []

    handling: list[str] = repo.once(f"app_checks:cookie-apps:{app.root}", cookie_apps)
    return bool(handling) and path not in handling


# `server.listen(socketPath)`, `listen(server, { socket: sessionSocketPath })`, `{ path: ipcPath }`:
# a Unix socket or named pipe, which browsers cannot reach; a port (`listen(port)`, `{ port }`) they can
_SOCKET_LISTEN = lazy_compile(
    r"""\blisten\s*\(\s*(?:[^;]{0,120}?\{\s*(?:socket|path)\s*:|[\w$.]*(?:socket|sock|ipc|pipe)(?:path|file)\w*\s*[,)])""",
    re.I,
)
_PORT_LISTEN = lazy_compile(r"""\blisten\s*\(\s*(?:\d|[\w$.]*port\b|\{[^}]*\bport\b)""", re.I)


def _socket_only(text: str) -> bool:
    """Whether the file that makes the app listens only on a Unix socket path: no browser request,
    cross-site or not, reaches it."""
    return _SOCKET_LISTEN.search(text) is not None and _PORT_LISTEN.search(text) is None


# a CSRF check handed to a route or a router: `router.post('/x', csrfProtection, ...)`, `router.use(csrf())`
# (the app's own check, or a package's instance): the app has a defence, csrf_routes.py reports its gaps
_CSRF_ON_ROUTE = lazy_compile(
    r"""\.\s*(?:post|put|patch|delete|all)\s*\(\s*(?P<q>['"`])[^'"`\n]*(?P=q)\s*,[^;{]{0,200}?[\w$]*(?:csrf|xsrf)[\w$]*"""
    # a mounted check, not a router named after CSRF (`app.use(csrfRouter)`, `app.use(csrfDemo.routes())`)
    r"""|\.\s*use\s*\(\s*(?:['"`][^'"`\n]*['"`]\s*,\s*)?[\w$.]*(?:csrf|xsrf)[\w$]*(?![\w$])"""
    r"""(?<![Rr]outer)(?<![Rr]outes)(?<!Controller)(?!\s*\.\s*(?:routes|allowedMethods|router)\b)""",
    re.I,
)


def csrf_check_on_routes(app: App) -> tuple[str, int, str] | None:
    """Where the app hands a CSRF check to a route or a router (or mounts it), or None."""
    return app.find("csrf-on-route", _CSRF_ON_ROUTE)


def csrf_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    cookie = cookie_auth(app)
    routes = state_changing(app)
    if cookie is None or not routes or _another_app_has_the_cookies(repo, app, path):
        return None
    if _socket_only(repo.text(path) or ""):
        return None
    if app.uses(_CSRF_PACKAGES) or app.find("origin-check", ORIGIN_CHECK) or auth_cookie_samesite(app):
        return None
    configured = configured_samesite(app)
    if _lax_by_default(configured):
        return None
    if csrf_check_on_routes(app):
        return None  # the app's own check, handed to routes: csrf_routes.py reports the routes without it
    if request_proof(app):
        return None  # a hand-rolled check: a required custom header or the session's token
    server_text = repo.text(path) or ""
    if json_only_bodies(app, server_text):
        return None  # a forged form's body arrives empty (body_parsers.py)
    koa = KOA_APP.search(server_text) is not None
    middleware = "@koa/csrf, koa-csrf" if koa else "csurf, csrf-csrf, lusca, csrf-sync"
    absent = f"no CSRF middleware ({middleware}), Origin check or SameSite=Lax/Strict auth cookie"
    configured_note = [_samesite_note(configured)] if configured is not None else []
    form = form_body_parser(app)
    return [cookie, *routes, *configured_note, *([form] if form else []), absent]
