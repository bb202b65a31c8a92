"""`admin-route-login-only`: admin routes guarded only by a sign-in (the NestJS half: nest_admin.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import split_lines
from secure_lint.matchers import nest_admin
from secure_lint.matchers.app_checks.app import COMMENT, app_of, blocks_of, line_start, one_line
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.cross_file_routers import CROSS_FILE

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# admin routes guarded only by "signed in"
_ADMIN_ROUTE = lazy_compile(
    r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all|use)\s*\(\s*(?P<q>['"`])(?P<path>/[^'"`\n]*admin[^'"`\n]*)(?P=q)\s*,(?P<guards>[^()]{0,200}?)(?=(?:async\s+)?(?:function\b|\(\s*(?:req|ctx)\b|(?:req|ctx)\s*=>|\(\s*\{|[\w$.]+\s*\)))""",
    re.I,
)
_LOGIN_GUARD = lazy_compile(
    r"""^(?:isLoggedIn|isLoggedin|loggedIn|isAuthenticated|ensureAuthenticated|ensureLoggedIn|requireLogin|requireAuth|requireAuthentication|authenticated|checkAuth|checkLogin|auth|authenticate|authRequired|verifyToken|verifyJWT|isAuth|isUser|protect|mustBeLoggedIn|loginRequired|[\w$]+\.(?:isLoggedIn|isAuthenticated|authenticated|requireLogin|requireAuth|verifyToken|auth|authenticate))$"""
)
_ROLE_WORD = lazy_compile(
    r"""\brole|isAdmin|is_admin|\.admin\b|permission|authori[sz]|hasRole|\bcan\s*\(|\bacl\b|rbac|privilege|superuser|isStaff|is_staff""",
    re.I,
)


# Fastify: the guards are the route's hooks (`{ preHandler: [fastify.authenticate] }`)
_FASTIFY_ADMIN_ROUTE = lazy_compile(
    r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all)\s*\(\s*(?P<q>['"`])(?P<path>/[^'"`\n]*admin[^'"`\n]*)(?P=q)\s*,"""
    r"""\s*\{(?P<options>[^{}]{0,300})\}\s*,""",
    re.I,
)
_FASTIFY_HOOKS = lazy_compile(
    r"""\b(?:preHandler|onRequest|preValidation)\s*:\s*(?:\[(?P<list>[^\[\]]*)\]|(?P<one>[\w$.]+))"""
)


@dataclass(frozen=True)
class Route:
    """An admin route registered with guard arguments (Express, Koa) or hooks (Fastify)."""

    start: int
    end: int  # where the handler argument starts
    guards: tuple[str, ...]


def _admin_routes_of(text: str) -> Iterator[Route]:
    for match in _ADMIN_ROUTE.finditer(text):
        yield Route(match.start(), match.end(), tuple(g.strip() for g in match.group("guards").split(",") if g.strip()))
    for match in _FASTIFY_ADMIN_ROUTE.finditer(text):
        hooks = [h.group("list") or h.group("one") or "" for h in _FASTIFY_HOOKS.finditer(match.group("options"))]
        guards = tuple(g.strip() for hook in hooks for g in hook.split(",") if g.strip())
        yield Route(match.start(), match.end(), guards)


def admin_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if "@Controller" in source.text:
        yield from nest_admin.anchors(source)
    for route in _admin_routes_of(source.text):
        if not route.guards or not all(_LOGIN_GUARD.match(g) for g in route.guards):
            continue
        body_end = min(len(source.text), route.end + 1500)
        # a handler named by reference (`routes.admin)`) is looked up by the verdict, not read as a role check
        reference = _HANDLER_REFERENCE.match(source.text, route.end)
        body = source.text[reference.end() if reference else route.end : body_end]
        close = _next_route(body)
        if _ROLE_WORD.search(COMMENT.sub("", body[:close])):
            continue
        yield RawMatch(route.start, route.end, metavars={"GUARD": ", ".join(route.guards)})


_HANDLER_REFERENCE = lazy_compile(r"""\s*[\w$.]+\s*\)""")


def _next_route(body: str) -> int:
    found = re.search(r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all|use)\s*\(\s*['"`]/""", body)
    return found.start() if found else len(body)


# a middleware mounted on the router or the app for every route after it: `router.use(requireAdmin)`,
# `app.use('/admin', hasRole('admin'))`
_MOUNT = lazy_compile(
    r"""\b[\w$]+\s*\.\s*(?:use|addHook)\s*\(\s*(?:(?P<q>['"`])(?P<path>[^'"`\n]*)(?P=q)\s*,\s*)?(?P<middleware>[^;]{0,200}?)\)\s*;?\s*$""",
    re.M,
)
# a guard that checks a role or a permission, not only that someone is signed in
_ROLE_GUARD = lazy_compile(
    r"""admin|permission|\brole|hasRole|requireRole|isStaff|superuser|privilege|\bacl\b|rbac|authori[sz]e""", re.I
)


_STRING = lazy_compile(r"""'[^'\n]*'|"[^"\n]*"|`[^`]*`""")


def _role_mounted(repo: Repository, path: str, text: str, offset: int, route_path: str) -> str | None:
    """Where a role check is mounted in front of the route: a role-checking middleware the file
    mounts before it on the route's path, or the mount of this router, in another file, behind a
    role guard (scan/repo/admin_routes.py)."""
    for mount in _MOUNT.finditer(text, 0, offset):
        mounted = mount.group("path") or ""
        if mounted and not route_path.startswith(mounted.rstrip("*").rstrip("/") or "/"):
            continue
        if mount.group("middleware").lstrip()[:1] in "'\"`":
            continue
        if _ROLE_GUARD.search(_STRING.sub("''", mount.group("middleware"))):
            return f"`{one_line(mount.group(0))}` ({path}:{text.count(chr(10), 0, mount.start()) + 1})"
    if any(path in cross.privileged_files(repo) for cross in CROSS_FILE):
        return "this router is mounted behind a role guard in another file"
    return None


def _router_checks_role(repo: Repository, path: str, text: str, handler: str) -> str | None:
    """Where the router a mount hands its requests to (`app.use('/admin', isLoggedIn, adminRouter)`)
    mounts a role check of its own, in front of all its routes (`router.use(requireAdmin)`)."""
    target = next((found for cross in CROSS_FILE if (found := cross.resolve(repo, path, text, handler))), None)
    if target is None or target[1] is not None:
        return None
    router = repo.text(target[0]) or ""
    for mount in _MOUNT.finditer(router):
        if mount.group("middleware").lstrip()[:1] in "'\"`":
            continue
        if _ROLE_GUARD.search(_STRING.sub("''", mount.group("middleware"))):
            return f"`{one_line(mount.group(0))}` ({target[0]}:{router.count(chr(10), 0, mount.start()) + 1})"
    return None


def admin_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    lines = split_lines(text)
    route_line = lines[line - 1] if 0 < line <= len(lines) else ""
    if "@" in route_line:
        return _nest_admin_verdict(repo, path, line, text)
    offset = line_start(text, line)
    found = [r for r in _admin_routes_of(text) if r.start >= offset]
    if not found:
        return None
    route = min(found, key=lambda r: r.start)
    route_path = re.search(r"""['"`](/[^'"`\n]*)['"`]""", text[route.start : route.end])
    if _role_mounted(repo, path, text, route.start, route_path.group(1) if route_path else "/"):
        return None
    app = app_of(repo, path)
    handler = _HANDLER_REFERENCE.match(text, route.end)
    named = [handler.group(0).strip(" \t\n)")] if handler else []
    if named and _router_checks_role(repo, path, text, named[0]):
        return None
    for guard in [*route.guards, *named]:
        name = guard.split(".")[-1]
        definition = app.find(f"guard-def:{name}", re.compile(
            rf"""(?:function\s+{re.escape(name)}\s*\(|\b{re.escape(name)}\s*[:=]\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>))"""
        ))
        if definition is not None and _guard_checks_role(repo, definition):
            return None
    return [
        f"admin route {one_line(route_line.strip())} ({path}:{line})",
        f"guarded only by {', '.join(route.guards)} (sign-in)",
        "no role, permission or admin check in the guards' definitions or the handler",
        "no role-checking middleware mounted on the router before it, here or where the router is mounted",
    ]


def _nest_admin_verdict(repo: Repository, path: str, line: int, text: str) -> list[str] | None:
    offset = line_start(text, line)
    route = nest_admin.route_at(text, text.find("@", offset))
    if route is None:
        return None
    app = app_of(repo, path)
    for guard in route.guards:
        name = re.match(r"[\w$]+", guard)
        if name is None or name.group(0) == "AuthGuard":
            continue  # @nestjs/passport's AuthGuard('jwt'): a sign-in, by its definition
        definition = app.find(f"nest-guard:{name.group(0)}", re.compile(rf"""\bclass\s+{re.escape(name.group(0))}\b"""))
        if definition is not None and _guard_checks_role(repo, definition):
            return None
    kind = "admin controller" if route.where == "controller" else "admin route"
    return [
        f"{kind} {one_line(text[route.start : route.end])} ({path}:{line})",
        f"guarded only by @UseGuards({', '.join(route.guards)}), which checks a sign-in",
        "no @Roles / permission decorator or role guard on the class or the route, no role check in the handler"
        " nor in the guards' definitions",
    ]


def _guard_checks_role(repo: Repository, definition: tuple[str, int, str]) -> bool:
    """Whether the guard's body (the first block after its definition) checks a role."""
    text = repo.text(definition[0]) or ""
    offset = line_start(text, definition[1])
    after = [b for b in blocks_of(text) if b[0] >= offset]
    if not after:
        return False
    start = min(b[0] for b in after)
    end = max(b[1] for b in after if b[0] == start)
    return bool(re.search(r"""\brole|isAdmin|is_admin|\.admin\b|permission|staff""", text[start:end], re.I))
