"""NestJS admin routes guarded only by a sign-in guard: the NestJS half of the
`admin-route-login-only` check (matchers/app_checks/admin.py holds the Express/Koa half).

In NestJS the guards are decorators: `@UseGuards(JwtAuthGuard)` on the controller class or on
the route method. An admin controller (`@Controller('admin')`) or an admin route (`@Get('admin/
users')`) whose guards all check only that someone is signed in (`AuthGuard('jwt')`,
`JwtAuthGuard`), with no role or permission marker on the class or the method (`@Roles(...)`,
`RolesGuard`, `@HasPermission(...)`, `AdminGuard`, a CASL policy) and no role check in the
handler, lets any signed-in user in. Reported once per controller for an admin controller (one
class-level guard fixes every route), else once per admin route. A controller with no guard at
all is left alone: a global guard may cover it, which is another question.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile

_CONTROLLER = lazy_compile(r"""@Controller\s*\(\s*(?P<arg>[^)]*)\)""")
_CLASS = lazy_compile(r"""\bclass\s+[\w$]+[^{]*\{""")
_ROUTE = lazy_compile(r"""@(?:Get|Post|Put|Patch|Delete|All)\s*\(\s*(?P<arg>[^)]*)\)""")
_USE_GUARDS = lazy_compile(r"""@UseGuards\s*\((?P<guards>(?:[^()]|\([^()]*\))*)\)""")
_ADMIN_PATH = lazy_compile(r"""['"`][^'"`]*\badmin[^'"`]*['"`]""", re.I)
# a guard that checks only that the caller is signed in
_SIGN_IN_GUARD = lazy_compile(
    r"""^(?:AuthGuard\s*\(\s*(?:['"](?:jwt|local|session|bearer|cookie|api-?key)['"])?\s*\)|AuthGuard"""
    r"""|[\w$]*(?:Jwt|JWT|Auth|Authenticated|Session|LoggedIn|Login|Access|Token|Bearer|Clerk|Firebase)[\w$]*Guard)$"""
)
# a role or permission marker on the class or the method, or a role check in a guard's name
_ROLE_MARKER = lazy_compile(
    r"""@(?:Roles?|HasRoles?|HasPermissions?|Permissions?|RequirePermissions?|RequireRoles?|Admin|AdminOnly|IsAdmin"""
    r"""|CheckPolicies|CheckAbilit\w*|Policies|Scopes|RequireScopes?|Authorize)\s*\("""
    r"""|\b[\w$]*(?:Role|Roles|Permission|Permissions|Admin|Policies|Policy|Casl|Ability|Acl|Rbac|Scope|Staff)[\w$]*Guard\b"""
    r"""|SetMetadata\s*\(\s*['"](?:roles?|permissions?|admin)""",
)
_ROLE_CHECK = lazy_compile(
    r"""\brole|isAdmin|is_admin|\.admin\b|permission|hasRole|privilege|superuser|isStaff|is_staff|ForbiddenException""",
    re.I,
)


@dataclass(frozen=True)
class Route:
    start: int  # the route decorator (or the @Controller of an admin controller)
    end: int
    guards: list[str]
    where: str  # "controller" or "route"


def anchors(source: SourceFile) -> Iterator[RawMatch]:
    for route in admin_routes(source.text):
        yield RawMatch(route.start, route.end, metavars={"GUARD": ", ".join(route.guards)})


def admin_routes(text: str) -> Iterator[Route]:
    """The admin controllers and admin routes of a file whose guards only check a sign-in."""
    for controller in _CONTROLLER.finditer(text):
        klass = _CLASS.search(text, controller.end())
        if klass is None:
            continue
        head = text[_decorators_start(text, controller.start()) : klass.end()]  # the class's decorators
        body_end = closing(text, klass.end(), "{}") or len(text)
        methods = list(_methods(text, klass.end(), body_end))
        class_guards = _guards(head)
        if _ADMIN_PATH.search(controller.group("arg")):
            if _role_marked(head) or not class_guards and not any(g for _, _, g, _ in methods):
                continue
            if any(_login_only(class_guards + guards, decorators, body) for _, decorators, guards, body in methods):
                shown = class_guards or next(g for _, _, g, _ in methods if g)
                yield Route(controller.start(), controller.end(), shown, "controller")
            continue
        if _role_marked(head):
            continue
        for offset, decorators, guards, body in methods:
            route = _ROUTE.search(decorators)
            if route is None or not _ADMIN_PATH.search(route.group("arg")):
                continue
            if _login_only(class_guards + guards, decorators, body):
                yield Route(offset + route.start(), offset + route.end(), class_guards + guards, "route")


def _login_only(guards: list[str], decorators: str, body: str) -> bool:
    """Whether every guard only checks a sign-in, with no role marker and no role check in the handler."""
    signed_in = bool(guards) and all(_SIGN_IN_GUARD.match(g) for g in guards)
    return signed_in and not _role_marked(decorators) and _ROLE_CHECK.search(body) is None


def _role_marked(text: str) -> bool:
    return _ROLE_MARKER.search(text) is not None


def _guards(decorators: str) -> list[str]:
    found = []
    for use in _USE_GUARDS.finditer(decorators):
        found += [g.strip() for g in _split_arguments(use.group("guards")) if g.strip()]
    return found


def _split_arguments(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for c in text:
        depth += {"(": 1, ")": -1}.get(c, 0)
        if c == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(c)
    return [*parts, "".join(current)]


_DECORATED_METHOD = lazy_compile(
    r"""(?P<decorators>(?:[ \t]*@[\w$]+\s*(?:\((?:[^()]|\([^()]*\))*\))?\s*)+)"""
    r"""[ \t]*(?:(?:public|private|protected|static|async)\s+)*[\w$]+\s*\("""
)


def _methods(text: str, start: int, end: int) -> Iterator[tuple[int, str, list[str], str]]:
    """Each decorated method of a class body: where its decorators start, them, its own guards, its body."""
    for method in _DECORATED_METHOD.finditer(text, start, end):
        decorators = method.group("decorators")
        open_brace = text.find("{", method.end())
        body_end = (closing(text, open_brace + 1, "{}") or len(text)) if 0 <= open_brace < end else method.end()
        yield method.start(), decorators, _guards(decorators), text[open_brace:body_end]


_STATEMENT_END = lazy_compile(r""";|^\s*import\b[^\n]*$|^\}""", re.M)


def _decorators_start(text: str, controller: int) -> int:
    """Where the decorators stacked above `@Controller` begin (after the previous statement)."""
    ends = [m.end() for m in _STATEMENT_END.finditer(text, 0, controller)]
    return ends[-1] if ends else 0


def route_at(text: str, offset: int) -> Route | None:
    """The admin controller or route reported at `offset` (the verdict's way back to it)."""
    return next((r for r in admin_routes(text) if r.start <= offset < r.end), None)
