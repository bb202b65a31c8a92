"""`write-route-unguarded-beside-guarded`: a route that writes stored data with no
authentication, on a router whose other write routes are all guarded.

A router that puts its guard (`auth`, `requireLogin`, `verifyToken`) on each route states, route
by route, that its writes need a signed-in caller; one write route registered without it, whose
handler checks no user, session, token or role either, is the omission a reviewer reports first
(`router.post('/provision', async (req, res) => { INSERT INTO services ... })` beside
`router.post('/device-config', auth, ...)`). What makes it an omission and not an open API:
at least one other write route of the same file carries a guard argument, and this is the only
unguarded write there (a router with two open writes is open by design). Routes open by design
are no finding: signing in, up or out, password recovery, verification and invitations, third
parties' callbacks and webhooks (they authenticate by signature), public telemetry, contact and
subscription forms. Nor is a handler that answers 401/403 itself, one registered only for
development or tests, a route behind a guard mounted on its router or where the router is mounted,
or a handler that writes nothing (SQL INSERT/UPDATE/DELETE, an ORM create/update/save/delete).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, blocks_of, line_start, one_line
from secure_lint.matchers.app_checks.destructive import (
    Route,
    _guard_mounted,
    _open_from_mounts,
    _open_handler,
    _under_env_condition,
    bulk_operation,
    routes_of,
)
from secure_lint.matchers.app_checks.guard_names import first_guard
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_WRITE_VERBS = frozenset({"POST", "PUT", "PATCH", "DELETE", "DEL"})
# routes open by design: the sign-in flow, recovery and verification, third-party callbacks, public forms
OPEN_BY_DESIGN = lazy_compile(
    r"""(?i)log_?in|log_?out|sign_?(?:in|up|out)|register|auth|session|token|refresh|forgot|reset|recover|verif"""
    r"""|confirm|activat|invit|accept|otp|2fa|mfa|magic|oauth|sso|saml|oidc|callback|webhook|hook|notify|ipn|stripe"""
    r"""|paypal|track|collect|event|analytic|telemetry|beacon|metric|report-?uri|csp|contact|feedback|subscri|newsletter"""
    r"""|health|ping|public|guest|anonymous|captcha|password"""
)
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")
_SQL_WRITE = lazy_compile(r"""^\s*(?:INSERT\s+INTO|UPDATE\s+[`"\[]?\w|DELETE\s+FROM|REPLACE\s+INTO)""", re.I)
_ORM_WRITE = lazy_compile(
    r"""\.\s*(?:create|bulkCreate|insert|insertOne|insertMany|update|updateOne|updateMany|upsert|save|destroy"""
    r"""|deleteOne|deleteMany|findByIdAndUpdate|findOneAndUpdate|findByIdAndDelete|findOneAndDelete|remove)\s*\("""
)
# a digest or cipher updated in memory (`createHash('sha256').update(body)`): no stored data
_DIGEST = lazy_compile(r"""(?i)(?:hash|hmac|cipher|digest|sign|verif)\w*(?:\([^()]*\))?\s*$""")
# the handler refuses some callers itself
_REFUSES = lazy_compile(r"""\bstatus\s*\(\s*40[13]\b|\bsendStatus\s*\(\s*40[13]\b|Unauthori[sz]ed|Forbidden""")


def writes_stored_data(code: str) -> str | None:
    """The first write of stored data the code makes: SQL in a string, or an ORM or driver call."""
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), code)
    for string in _STRING.finditer(bare):
        sql = string.group(0)[1:-1]
        if _SQL_WRITE.search(sql):
            return one_line(sql.strip())
    stripped = _STRING.sub(lambda m: "'" + " " * (len(m.group(0)) - 2) + "'", bare)  # offsets kept
    calls = (
        c for c in _ORM_WRITE.finditer(stripped)
        if not _DIGEST.search(stripped[max(0, c.start() - 80) : c.start()])
    )
    call = next(calls, None)
    if call:
        line_start = bare.rfind("\n", 0, call.start()) + 1
        line_end = bare.find("\n", call.end())
        return one_line(bare[line_start : line_end if line_end >= 0 else len(bare)].strip())
    return None


def _uncommented(route: Route) -> Route:
    """The route with its handler's comments blanked: a comment (`// no role check here`) checks nothing."""
    return dataclasses.replace(route, handler=COMMENT.sub(lambda m: " " * len(m.group(0)), route.handler))


def _open_write(route: Route) -> bool:
    route = _uncommented(route)
    return (
        route.verb in _WRITE_VERBS
        and OPEN_BY_DESIGN.search(route.path) is None
        and _open_handler(route)
        and _REFUSES.search(route.handler) is None
        and writes_stored_data(route.handler) is not None
        and bulk_operation(route.handler) is None  # a bulk deletion: destructive-route-unauthenticated's
    )


def _siblings(text: str, route: Route) -> tuple[list[Route], list[Route]]:
    """The file's other write routes, not open by design: (guarded by an argument, open)."""
    others = [
        r for r in routes_of(text)
        if r.start != route.start and r.verb in _WRITE_VERBS and OPEN_BY_DESIGN.search(r.path) is None
    ]
    guarded = [r for r in others if first_guard(r.guards)]
    # an unguarded one whose handler checks the caller or refuses some is guarded its own way
    unguarded = [_uncommented(r) for r in others if not first_guard(r.guards)]
    return guarded, [r for r in unguarded if _open_handler(r) and _REFUSES.search(r.handler) is None]


def open_write_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    blocks: list[tuple[int, int]] | None = None
    for route in routes_of(text):
        if not _open_write(route):
            continue
        guarded, unguarded = _siblings(text, route)
        if not guarded or unguarded:
            continue
        blocks = blocks_of(text) if blocks is None else blocks
        if _under_env_condition(text, blocks, route.start):
            continue
        yield RawMatch(route.start, route.end, metavars={"ROUTE": f"{route.verb} {route.path}"})


def open_write_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    route = next((r for r in routes_of(text) if r.start >= offset), None)
    if route is None or not _open_write(route):
        return None
    guarded, unguarded = _siblings(text, route)
    does = f"it writes stored data: `{writes_stored_data(route.handler)}`"
    return lone_open_route(repo, path, line, route, guarded, unguarded, does, "write")


def lone_open_route(
    repo: Repository,
    path: str,
    line: int,
    route: Route,
    guarded: list[Route],
    unguarded: list[Route],
    does: str,
    kind: str,
) -> list[str] | None:
    """The facts of a route left open on a router whose other routes of its `kind` are all guarded
    (`does`: what the route does), or None when it has open siblings, a guard mounted before it, or
    a guard at every place its router is mounted."""
    text = repo.text(path) or ""
    if not guarded or unguarded or _guard_mounted(repo, path, text, route.start, route.path):
        return None
    mounted = _open_from_mounts(repo, path, route.path)
    if mounted is None:
        return None
    sibling = guarded[0]
    sibling_line = text.count("\n", 0, sibling.start) + 1
    return [
        f"{route.verb} {route.path} ({path}:{line}) has no guard argument; the handler checks no user, session,"
        " token or role and refuses no caller",
        does,
        f"the router's other {kind} routes are guarded: {sibling.verb} {sibling.path} behind"
        f" `{first_guard(sibling.guards)}` ({path}:{sibling_line})"
        + (f" and {len(guarded) - 1} more" if len(guarded) > 1 else ""),
        f"no guard mounted before it on its router or where the router is mounted ({mounted})",
    ]
