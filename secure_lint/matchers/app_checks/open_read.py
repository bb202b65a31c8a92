"""`record-read-route-unguarded-beside-guarded`: a route that answers one stored record, looked up by
the id in its path, with no authentication, on a router whose other such routes are all guarded.

A router that puts its guard on every route reading a record by id (`router.get('/notes/:id',
authenticate, ...)`) says those records are private; one more record route registered without it
(`router.get('/api/notes/:id', ...)`), whose handler checks no user, session, token or role, hands
any record to anyone who counts ids. What makes it an omission and not a public read: at least one
other route of the file reads a record by a path id behind a guard argument, and this is the only
unguarded one (a router with two open record reads publishes them by design). Routes open by design
(the sign-in flow, callbacks, public pages: `open_write.OPEN_BY_DESIGN`), handlers that answer
401/403 themselves, routes registered only for development, and routes behind a guard mounted on
their router or where the router is mounted are no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, blocks_of, line_start, one_line
from secure_lint.matchers.app_checks.destructive import Route, _open_handler, _under_env_condition, routes_of
from secure_lint.matchers.app_checks.guard_names import first_guard
from secure_lint.matchers.app_checks.open_write import _REFUSES, OPEN_BY_DESIGN, _uncommented, lone_open_route
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_PATH_ID = lazy_compile(r""":\w+""")
# the path's id read in the handler (`req.params.id`, `const { id } = req.params`, `ctx.params.id`)
_PARAMS = lazy_compile(r"""\b(?:req|request|ctx)\s*\.\s*params\b""")
# one record read: SQL that selects from a table, or an ORM/driver lookup
_SQL_READ = lazy_compile(r"""['"`]\s*SELECT\s[^'"`]*?\bFROM\s""", re.I)
_ORM_READ = lazy_compile(
    r"""\.\s*(?:findById|findByPk|findOne|findUnique|findUniqueOrThrow|findFirst|findOneBy|findOneOrFail)\s*\("""
)


def reads_record(code: str) -> str | None:
    """The first read of a stored record by the route's path id the code makes."""
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), code)
    if _PARAMS.search(bare) is None:
        return None
    found = _SQL_READ.search(bare) or _ORM_READ.search(bare)
    if found is None:
        return None
    start = bare.rfind("\n", 0, found.start()) + 1
    end = bare.find("\n", found.end())
    return one_line(bare[start : end if end >= 0 else len(bare)].strip())


def _record_read(route: Route) -> bool:
    return route.verb == "GET" and _PATH_ID.search(route.path) is not None and OPEN_BY_DESIGN.search(route.path) is None


def _open_read(route: Route) -> bool:
    route = _uncommented(route)
    return (
        _record_read(route)
        and _open_handler(route)
        and _REFUSES.search(route.handler) is None
        and reads_record(route.handler) is not None
    )


def _siblings(text: str, route: Route) -> tuple[list[Route], list[Route]]:
    """The file's other routes that read a record by a path id: (guarded by an argument, open)."""
    others = [r for r in routes_of(text) if r.start != route.start and _record_read(r) and reads_record(r.handler)]
    guarded = [r for r in others if first_guard(r.guards)]
    return guarded, [r for r in others if _open_read(r)]


def open_read_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    blocks: list[tuple[int, int]] | None = None
    for route in routes_of(text):
        if not _open_read(route):
            continue
        guarded, unguarded = _siblings(text, route)
        if not guarded or unguarded:
            continue
        blocks = blocks_of(text) if blocks is None else blocks
        if not _under_env_condition(text, blocks, route.start):
            yield RawMatch(route.start, route.end, metavars={"ROUTE": f"{route.verb} {route.path}"})


def open_read_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    route = next((r for r in routes_of(text) if r.start >= offset), None)
    if route is None or not _open_read(route):
        return None
    guarded, unguarded = _siblings(text, route)
    does = f"it answers a stored record by the path's id: `{reads_record(route.handler)}`"
    return lone_open_route(repo, path, line, route, guarded, unguarded, does, "record")
