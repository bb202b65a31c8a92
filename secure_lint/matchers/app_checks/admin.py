"""`admin-route-login-only`: admin routes guarded only by a sign-in (the NestJS half: nest_admin.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers import nest_admin
from secure_lint.matchers.app_checks.app import COMMENT, app_of, blocks_of, one_line
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# admin routes guarded only by "signed in"
_ADMIN_ROUTE = re.compile(
    r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all|use)\s*\(\s*(?P<q>['"`])(?P<path>/[^'"`\n]*admin[^'"`\n]*)(?P=q)\s*,(?P<guards>[^()]{0,200}?)(?=(?:async\s+)?(?:function\b|\(\s*(?:req|ctx)\b|(?:req|ctx)\s*=>|\(\s*\{|[\w$.]+\s*\)))""",
    re.I,
)
_LOGIN_GUARD = re.compile(
    r"""^(?:isLoggedIn|isLoggedin|loggedIn|isAuthenticated|ensureAuthenticated|ensureLoggedIn|requireLogin|requireAuth|requireAuthentication|authenticated|checkAuth|checkLogin|auth|authenticate|authRequired|verifyToken|verifyJWT|isAuth|isUser|protect|mustBeLoggedIn|loginRequired|[\w$]+\.(?:isLoggedIn|isAuthenticated|authenticated|requireLogin|requireAuth|verifyToken|auth|authenticate))$"""
)
_ROLE_WORD = re.compile(
    r"""\brole|isAdmin|is_admin|\.admin\b|permission|authori[sz]|hasRole|\bcan\s*\(|\bacl\b|rbac|privilege|superuser|isStaff|is_staff""",
    re.I,
)


def admin_anchors(source: SourceFile) -> Iterator[RawMatch]:
    if "@Controller" in source.text:
        yield from nest_admin.anchors(source)
    for match in _ADMIN_ROUTE.finditer(source.text):
        guards = [g.strip() for g in match.group("guards").split(",") if g.strip()]
        if not guards or not all(_LOGIN_GUARD.match(g) for g in guards):
            continue
        body_end = min(len(source.text), match.end() + 1500)
        # a handler named by reference (`routes.admin)`) is looked up by the verdict, not read as a role check
        reference = _HANDLER_REFERENCE.match(source.text, match.end())
        body = source.text[reference.end() if reference else match.end() : body_end]
        close = _next_route(body)
        if _ROLE_WORD.search(COMMENT.sub("", body[:close])):
            continue
        yield RawMatch(match.start(), match.end(), metavars={"GUARD": ", ".join(guards)})


_HANDLER_REFERENCE = re.compile(r"""\s*[\w$.]+\s*\)""")


def _next_route(body: str) -> int:
    found = re.search(r"""\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|all|use)\s*\(\s*['"`]/""", body)
    return found.start() if found else len(body)


def admin_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    lines = text.splitlines()
    route = lines[line - 1] if 0 < line <= len(lines) else ""
    if "@" in route:
        return _nest_admin_verdict(repo, path, line, text)
    match = _ADMIN_ROUTE.search(text[sum(len(x) + 1 for x in lines[: line - 1]) :])
    if match is None:
        return None
    app = app_of(repo, path)
    handler = _HANDLER_REFERENCE.match(text, sum(len(x) + 1 for x in lines[: line - 1]) + match.end())
    named = [handler.group(0).strip(" \t\n)")] if handler else []
    for guard in [*(g.strip() for g in match.group("guards").split(",") if g.strip()), *named]:
        name = guard.split(".")[-1]
        definition = app.find(f"guard-def:{name}", re.compile(
            rf"""(?:function\s+{re.escape(name)}\s*\(|\b{re.escape(name)}\s*[:=]\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>))"""
        ))
        if definition is not None and _guard_checks_role(repo, definition):
            return None
    return [
        f"admin route {one_line(route.strip())} ({path}:{line})",
        f"guarded only by {', '.join(g.strip() for g in match.group('guards').split(',') if g.strip())} (sign-in)",
        "no role, permission or admin check in the guards' definitions or the handler",
    ]


def _nest_admin_verdict(repo: Repository, path: str, line: int, text: str) -> list[str] | None:
    offset = sum(len(x) + 1 for x in text.splitlines()[: line - 1])
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
    offset = sum(len(x) + 1 for x in text.splitlines()[: definition[1] - 1])
    after = [b for b in blocks_of(text) if b[0] >= offset]
    if not after:
        return False
    start = min(b[0] for b in after)
    end = max(b[1] for b in after if b[0] == start)
    return bool(re.search(r"""\brole|isAdmin|is_admin|\.admin\b|permission|staff""", text[start:end], re.I))
