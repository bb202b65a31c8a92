"""`admin-route-unguarded`: an admin route registered with no guard at all, in a router whose other
routes each name their guard.

A route with no guard argument may still be guarded: by a middleware the router mounts before it
(`router.use(requireAuth)`), by the mount of the whole router behind a guard in another file, or
by a check in the handler. What makes its absence telling is the router's own convention: when
the file guards its routes one by one (`app.post('/api/transfer', authMiddleware, ...)`), nothing
mounted around the router stands in for those guards, and an admin route without one is open to
anyone. So the check needs: another route of the file with a sign-in or role guard argument; no
guard-like middleware mounted in the file before the route; no sign-in, token or role check in the
handler; and (the verdict) the router not mounted behind a role guard elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers.app_checks.app import COMMENT, line_start, one_line
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.cross_file_routers import CROSS_FILE

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_VERBS = r"""(?:get|post|put|patch|delete|all)"""
# a route whose path has an admin segment (`/admin`, `/api/admin/users`, `/admin-stats`), with the
# handler as its only argument after the path: an inline function or a handler named by reference
_OPEN_ADMIN_ROUTE = re.compile(
    rf"""\b[\w$]+\s*\.\s*{_VERBS}\s*\(\s*(?P<q>['"`])(?P<path>(?:/[^'"`\n]*)?/admins?(?:[/_-][^'"`\n]*)?)(?P=q)\s*,\s*"""
    r"""(?=(?:async\s+)?function\b|(?:async\s*)?\(\s*(?:req|ctx|request)\b[^()]*\)\s*=>|(?:async\s+)?(?:req|ctx|request)\s*=>"""
    r"""|[\w$.]+\s*\)\s*;?)""",
    re.I,
)
# a guard argument between a route's path and its handler, by what guards are called
_GUARD_WORDS = (
    r"""auth|log(?:ged)?_?in|guard|protect|verify|token|jwt|passport|session|require|ensure|admin|role|permission"""
    r"""|restrict|allow|only"""
)
_GUARDED_ROUTE = re.compile(
    rf"""\b[\w$]+\s*\.\s*{_VERBS}\s*\(\s*['"`][^'"`\n]*['"`]\s*,\s*(?P<guard>[\w$.]*(?:{_GUARD_WORDS})[\w$.]*)"""
    r"""\s*(?:\([^()]*\))?\s*,""",
    re.I,
)
# a middleware mounted for the routes after it that signs in or checks a role
# (a session or passport.session() mounted is no guard: it only reads who is signed in)
_GUARD_MOUNT = re.compile(
    r"""\b[\w$]+\s*\.\s*(?:use|addHook)\s*\(\s*(?:['"`][^'"`\n]*['"`]\s*,\s*)?[^;\n]{0,120}?"""
    r"""(?:auth|log(?:ged)?_?in|guard|protect|verify|jwt|require|ensure|admin|role|permission|restrict)""",
    re.I,
)
# a check the handler makes itself: of the signed-in user, a token, a role
_HANDLER_CHECK = re.compile(
    r"""\b(?:req|request|ctx)\s*\.\s*(?:user|session|auth|isAuthenticated|state\s*\.\s*user)\b|authori[sz]|token|\bverify\w*\s*\("""
    r"""|\brole|isAdmin|is_admin|permission|\bsecret\b|api_?key""",
    re.I,
)
_STRING = re.compile(r"""'[^'\n]*'|"[^"\n]*"|`[^`]*`""")
_NEXT_ROUTE = re.compile(rf"""\b[\w$]+\s*\.\s*(?:{_VERBS}|use)\s*\(\s*['"`]/""")


def unguarded_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = COMMENT.sub(lambda m: " " * len(m.group(0)), source.text)
    guarded = _GUARDED_ROUTE.search(text)
    if guarded is None:
        return  # the file guards no route itself: a guard may sit where the router is mounted
    for route in _OPEN_ADMIN_ROUTE.finditer(text):
        if _GUARD_MOUNT.search(text, 0, route.start()):
            continue  # a middleware mounted before it may guard it
        following = _NEXT_ROUTE.search(text, route.end())
        handler = text[route.end() : following.start() if following else min(len(text), route.end() + 1500)]
        if _HANDLER_CHECK.search(_STRING.sub("''", handler)):  # a `role` column in a query is no check
            continue
        yield RawMatch(route.start(), route.end(), metavars={"GUARD": guarded.group("guard")})


def unguarded_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    offset = line_start(text, line)
    route = _OPEN_ADMIN_ROUTE.search(bare, offset)
    guarded = _GUARDED_ROUTE.search(bare)
    if route is None or guarded is None:
        return None
    if any(path in cross.privileged_files(repo) for cross in CROSS_FILE):
        return None  # the router is mounted behind a role guard in another file
    guarded_line = bare.count("\n", 0, guarded.start()) + 1
    return [
        f"admin route `{one_line(route.group(0))}` ({path}:{line}) has no guard argument",
        f"the file guards its other routes one by one: `{one_line(guarded.group(0))}` ({path}:{guarded_line})",
        "no sign-in or role middleware mounted before it in the file, nor a role guard where the router is mounted",
        "no sign-in, token or role check in the handler",
    ]
