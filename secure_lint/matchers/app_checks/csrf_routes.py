"""`csrf-route-unprotected`: a cookie-authenticated state-changing route registered without the
CSRF check the app gives its other state-changing routes.

An app that hands its CSRF check (its own `csrfProtection`, `verifyCsrfToken`, or a package's
`csrf()` instance) to routes one by one, or router by router, states which routes need it; a
POST/PUT/PATCH/DELETE route behind a sign-in guard (on the route or by `router.use(auth)`) in that
app, registered without the check while the app takes its users' credential from a cookie, is the
omission (`router.post('/transfer-money', ...)` in a router that `use`s `authMiddleware`, beside
`router.post('/transfer-money', csrfProtection, ...)` in its fixed twin). Not reported: the check
mounted on the whole app (the server file `use`s it), a router that `use`s it, a bearer-token API
(no auth cookie read or set), a SameSite=Lax/Strict auth cookie or an Origin check (csrf.py).
Where the app has no CSRF check at all, csrf.py reports the app once instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, app_of, at
from secure_lint.matchers.app_checks.csrf import ORIGIN_CHECK, auth_cookie_samesite, cookie_auth, csrf_check_on_routes
from secure_lint.matchers.app_checks.destructive import routes_of
from secure_lint.matchers.app_checks.guard_names import is_guard
from secure_lint.matchers.app_checks.open_write import OPEN_BY_DESIGN
from secure_lint.matchers.app_checks.servers import ANY_SERVER_APP
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_WRITE_VERBS = frozenset({"POST", "PUT", "PATCH", "DELETE", "DEL", "ALL"})
_CSRF_NAME = lazy_compile(r"""(?i)csrf|xsrf""")
# what a file mounts on its router or app: `router.use(authMiddleware)`, `app.use(csrfProtection)`
# (every argument: `router.use(authMiddleware, csrfProtection)`)
_USE = lazy_compile(r"""\b[\w$]+\s*\.\s*use\s*\((?P<arg>[^;]{0,300}?)\)\s*(?:;|$)""", re.M)


_STRING = lazy_compile(r"""'[^'\n]*'|"[^"\n]*"|`[^`]*`""")
# a router mounted, not a check: `csrfRouter`, `csrfDemo.routes()`, `csrfController`
_ROUTER = lazy_compile(
    r"""[\w$.]*(?:[Rr]outer|[Rr]outes|Controller)\b|[\w$]+\s*\.\s*(?:routes|allowedMethods|router)\s*\(\s*\)"""
)
def mounts_csrf_check(arguments: str) -> bool:
    """Whether the arguments of a `use(...)` mount a CSRF check (not a path, not a router named after CSRF)."""
    return _CSRF_NAME.search(_ROUTER.sub("", _STRING.sub("''", arguments))) is not None


def csrf_route_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """The guarded state-changing routes of a file that mounts no CSRF check on its router,
    registered without one."""
    text = source.text
    mounted = [m.group("arg") for m in _USE.finditer(text)]
    if any(mounts_csrf_check(arg) for arg in mounted):
        return
    router_guard = any(is_guard(arg) for arg in mounted)
    for route in routes_of(text):
        if route.verb not in _WRITE_VERBS or any(_CSRF_NAME.search(g) for g in route.guards):
            continue
        if OPEN_BY_DESIGN.search(route.path):
            continue  # signing in or up, recovery, callbacks: no signed-in user's request to forge
        if router_guard or any(is_guard(g) for g in route.guards):
            yield RawMatch(route.start, route.end)


def _mounted_app_wide(app: App) -> bool:
    """Whether a file that makes a server app mounts a CSRF check on it (every route has it)."""
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if ANY_SERVER_APP.search(text) and any(mounts_csrf_check(m.group("arg")) for m in _USE.finditer(text)):
            return True
    return False


def csrf_route_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    protected = csrf_check_on_routes(app)
    if protected is None or _mounted_app_wide(app):
        return None
    cookie = cookie_auth(app)
    if cookie is None or app.find("origin-check", ORIGIN_CHECK) or auth_cookie_samesite(app):
        return None
    return [
        cookie,
        f"the app's CSRF check is handed to routes one by one: {at(protected)}",
        "this state-changing route is behind a sign-in guard, and neither it nor its router has that check",
    ]
