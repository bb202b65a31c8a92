"""`admin-route-unguarded`: an admin route registered with no guard at all, in a router whose other
routes each name their guard.

A route with no guard argument may still be guarded: by a middleware the router mounts before it
(`router.use(requireAuth)`), by the mount of the whole router behind a guard in another file, or
by a check in the handler. What makes its absence telling is the router's own convention: when
the file guards its routes one by one (`app.post('/api/transfer', authMiddleware, ...)`), nothing
mounted around the router stands in for those guards, and an admin route without one is open to
anyone. So the check needs: another route of the file with a sign-in or role guard argument; no
guard-like middleware mounted in the file before the route; no sign-in, token or role check in the
handler; and (the verdict) the router not mounted behind a role guard elsewhere. A file that guards
no route itself is held to the app's convention instead: another router file hands its routes a
role guard (`router.get('/admin/users', requireAdmin, ...)`), so the app guards admin routes where
they are registered, and this one has none.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, app_of, at, line_start, one_line
from secure_lint.matchers.app_checks.destructive import _body_of
from secure_lint.matchers.app_checks.guard_names import is_guard
from secure_lint.matchers.app_checks.next_api import (
    NextHandler,
    app_authenticates,
    checks_auth,
    checks_auth_in,
    middleware_covering,
    next_handlers,
)
from secure_lint.matchers.app_checks.user_admin import administers_accounts
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.call_text import call_arguments
from secure_lint.matchers.cross_file_routers import CROSS_FILE

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_VERBS = r"""(?:get|post|put|patch|delete|all)"""
# a route whose path has an admin segment (`/admin`, `/api/admin/users`, `/admin-stats`), with the
# handler as its only argument after the path: an inline function or a handler named by reference
_OPEN_ADMIN_ROUTE = lazy_compile(
    rf"""\b[\w$]+\s*\.\s*{_VERBS}\s*\(\s*(?P<q>['"`])(?P<path>(?:/[^'"`\n]*)?/admins?(?:[/_-][^'"`\n]*)?)(?P=q)\s*,\s*"""
    r"""(?=(?:async\s+)?function\b|(?:async\s*)?\(\s*(?:req|ctx|request)\b[^()]*\)\s*=>|(?:async\s+)?(?:req|ctx|request)\s*=>"""
    r"""|[\w$.]+\s*\)\s*;?)""",
    re.I,
)
# a middleware argument between a route's path and its handler (guard_names judges it)
_ROUTE_MIDDLEWARE = lazy_compile(
    rf"""\b[\w$]+\s*\.\s*{_VERBS}\s*\(\s*['"`][^'"`\n]*['"`]\s*,\s*(?P<guard>[\w$.]+)(?P<call>\s*\([^()]*\))?\s*,""",
    re.I,
)
# a middleware mounted for the routes after it: `app.use(requireAuth)`, `fastify.addHook('onRequest', ...)`
_MOUNT = lazy_compile(r"""\b[\w$]+\s*\.\s*(?:use|addHook)\s*\(""")
# a check the handler makes itself: of the signed-in user, a token, a role
_HANDLER_CHECK = lazy_compile(
    r"""\b(?:req|request|ctx)\s*\.\s*(?:user(?:_?id)?|session|auth|isAuthenticated|state\s*\.\s*user)\b|authori[sz]|token"""
    r"""|\bverify\w*\s*\("""
    r"""|\brole|isAdmin|is_admin|permission|\bsecret\b|api_?key""",
    re.I,
)
_STRING = lazy_compile(r"""'[^'\n]*'|"[^"\n]*"|`[^`]*`""")
_SIGN_IN_PATH = lazy_compile(r"""(?i)log_?in|sign_?(?:in|up)|register|forgot|reset|recover|verif|callback""")
_NEXT_ROUTE = lazy_compile(rf"""\b[\w$]+\s*\.\s*(?:{_VERBS}|use)\s*\(\s*['"`]/""")


# a role guard handed to a route or mounted on a router: `requireAdmin`, `isAdmin`, `adminOnly`,
# `requireRole('admin')`, `checkRole(...)`, `authorize('admin')`
_ROLE_GUARD = lazy_compile(
    rf"""\b[\w$]+\s*\.\s*(?:{_VERBS}|use)\s*\((?:\s*['"`][^'"`\n]*['"`]\s*,)?[^;{{]{{0,200}}?"""
    r"""\b(?P<guard>(?:require|ensure|is|check|has|only|must)_?(?:Admin|Role|SuperUser|Staff)\w*|admin_?Only\w*"""
    r"""|authori[sz]e\s*\(\s*['"`]admin)""",
    re.I,
)


def unguarded_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """Admin routes with no guard argument, none mounted before them and no check in the handler.
    In a file that guards no route itself the verdict asks the app for a role guard used elsewhere."""
    text = COMMENT.sub(lambda m: " " * len(m.group(0)), source.text)
    guarded = _guarded_route(text)
    for route in _OPEN_ADMIN_ROUTE.finditer(text):
        if _SIGN_IN_PATH.search(route.group("path")):
            continue  # the administrators' own sign-in is open to anyone by design
        if _guard_mounted(text, route.start()):
            continue  # a middleware mounted before it may guard it
        following = _NEXT_ROUTE.search(text, route.end())
        handler = text[route.end() : following.start() if following else min(len(text), route.end() + 1500)]
        if _HANDLER_CHECK.search(_STRING.sub("''", handler)):  # a `role` column in a query is no check
            continue
        if _guard_called(handler):
            continue
        guard = guarded.group("guard") if guarded else "role guards on its other routers"
        yield RawMatch(route.start(), route.end(), metavars={"GUARD": guard})
    for next_handler in next_handlers(source.path, source.text):
        if _admin_operation(next_handler) is not None and not checks_auth(next_handler):
            yield RawMatch(
                next_handler.start, next_handler.end, metavars={"GUARD": "its other API handlers or its login"}
            )


# a statement that calls a check by its name: `await Authentication.checkUserId(req.userId);`, `requireAdmin(req);`
_CALL_STATEMENT = lazy_compile(r"""(?:^|[;{])\s*(?:await\s+)?(?P<callee>[\w$]+(?:\s*\.\s*[\w$]+)*)\s*\(""")


def _guard_called(handler: str) -> bool:
    """Whether the handler calls, as a statement of its own, a function named as a sign-in or
    role guard (guard_names.py): it throws or answers for a caller who may not pass."""
    return any(is_guard(call.group("callee")) for call in _CALL_STATEMENT.finditer(handler))


_ADMIN_SEGMENT = lazy_compile(r"""(?i)/admins?(?:[/_-]|$)""")


def _admin_operation(handler: NextHandler) -> str | None:
    """Why a Next.js API handler is an administrator's: its path, or what it does to accounts."""
    if _SIGN_IN_PATH.search(handler.route):
        return None
    if _ADMIN_SEGMENT.search(handler.route):
        return f"its path is an admin path ({handler.route})"
    done = administers_accounts(handler.code)
    return f"it administers user accounts: `{done}`" if done else None


def _next_verdict(repo: Repository, path: str, text: str, handler: NextHandler) -> list[str] | None:
    operation = _admin_operation(handler)
    if operation is None or checks_auth(handler) or middleware_covering(repo, path, handler.route) is not None:
        return None
    if _checked_by_callee(repo, path, text, handler):
        return None
    elsewhere = app_authenticates(repo, app_of(repo, path), path)
    if elsewhere is None:
        return None  # an app that authenticates nobody: open by design
    line = text.count("\n", 0, handler.start) + 1
    name = handler.route if handler.verb == "ANY" else f"{handler.verb} {handler.route}"
    return [
        f"{name} ({path}:{line}) is a Next.js API handler for administrators: {operation}",
        "the handler checks no session, token, cookie or role, and its export goes through no guard",
        "no middleware.ts that checks a session or token covers its path",
        elsewhere,
    ]


# the request, or the handler's work as a callback, handed to a function: `return handleAdminRead(req, () =>
# listRefunds())`, `return adminHandler(async () => { ... })`
_REQUEST_HANDED = lazy_compile(
    r"""\b(?P<callee>[\w$]+)\s*\(\s*(?:req\b|request\b|async\s*(?:\(|function\b)|\(\s*\)\s*=>|function\s*\()"""
)


def _checked_by_callee(repo: Repository, path: str, text: str, handler: NextHandler) -> bool:
    """Whether the handler hands the request to a function of the app (in its file or one it
    imports) whose body checks who calls: an app's own wrapper that authorizes, then runs the work."""
    for call in _REQUEST_HANDED.finditer(handler.before + handler.code):
        body = _body_of(repo, path, text, call.group("callee"))
        if body is not None and checks_auth_in(body[0]):
            return True
    return False


def _guarded_route(text: str) -> re.Match[str] | None:
    """The first route of the file handed a sign-in or role guard as an argument."""
    routes = _ROUTE_MIDDLEWARE.finditer(text)
    return next((m for m in routes if is_guard(m.group("guard") + (m.group("call") or ""))), None)


def _guard_mounted(text: str, before: int) -> bool:
    """Whether the file mounts a guard before offset `before` (a session or passport.session()
    mounted is no guard: it only reads who is signed in)."""
    for mount in _MOUNT.finditer(text, 0, before):
        arguments = [a for a, _, _ in call_arguments(text, mount.end())]
        if arguments and arguments[0].lstrip()[:1] in "'\"`":
            arguments = arguments[1:]  # the mount path, or the hook's name
        if any(is_guard(a) for a in arguments):
            return True
    return False


def _role_guard_elsewhere(repo: Repository, path: str) -> tuple[str, int, str] | None:
    """Where another router file of the app hands a route or a router a role guard, or None: the
    app's convention is to guard admin routes where they are registered, not where they are mounted."""
    app = app_of(repo, path)
    for other in app.scripts:
        if other == path:
            continue
        text = COMMENT.sub(lambda m: " " * len(m.group(0)), repo.text(other) or "")
        found = _ROLE_GUARD.search(text)
        if found is not None:
            return other, text.count("\n", 0, found.start()) + 1, one_line(found.group(0))
    return None


def unguarded_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    handler = next((h for h in next_handlers(path, text) if text.count("\n", 0, h.start) + 1 == line), None)
    if handler is not None:
        return _next_verdict(repo, path, text, handler)
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    offset = line_start(text, line)
    route = _OPEN_ADMIN_ROUTE.search(bare, offset)
    if route is None or any(path in cross.privileged_files(repo) for cross in CROSS_FILE):
        return None  # the router is mounted behind a role guard in another file
    guarded = _guarded_route(bare)
    if guarded is not None:
        guarded_line = bare.count("\n", 0, guarded.start()) + 1
        convention = (
            f"the file guards its other routes one by one: `{one_line(guarded.group(0))}` ({path}:{guarded_line})"
        )
    else:
        role = _role_guard_elsewhere(repo, path)
        if role is None:
            return None  # the file guards no route and the app hands out no role guard: a guard may be mounted
        convention = f"the app hands its admin routes a role guard route by route: {at(role)}"
    return [
        f"admin route `{one_line(route.group(0))}` ({path}:{line}) has no guard argument",
        convention,
        "no sign-in or role middleware mounted before it in the file, nor a role guard where the router is mounted",
        "no sign-in, token or role check in the handler",
    ]
