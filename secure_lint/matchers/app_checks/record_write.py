"""`record-write-route-unguarded`: a route that updates or deletes one stored record, addressed by
its path parameter, with no authentication in front of it, in an app that authenticates elsewhere.

`router.put('/posts/:id', async (ctx) => { await post.update(body) })` on a router with no guard,
or a Next.js `app/api/notes/[id]/route.ts` whose `DELETE` deletes the note it names, lets anyone
change or delete anyone's record by its id. It is an omission and not an open API when the app
does authenticate: an Express/Koa app guards other routes (a guard argument, a guard mounted on a
router); a Next.js app signs users in or reads the signed-in user in other handlers.

What makes the route open: no guard argument, none mounted on its router or where the router is
mounted (followed through the files that mount it), no guarded route in its own file (the
same-file case is `write-route-unguarded-beside-guarded`'s), no Next.js middleware that checks a
session or token, and a handler that checks no user, session, token or role and refuses no
caller. Routes open by design (sign-in flow, recovery, verification, webhooks, public forms; see
`open_write.OPEN_BY_DESIGN`) and handlers registered only for development or tests are no finding.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, App, app_of, app_root, blocks_of, line_start, one_line
from secure_lint.matchers.app_checks.destructive import (
    _KOA_ROUTES,
    _NAMED,
    _SIGNS_IN,
    _body_of,
    _guard_mounted,
    _is_module,
    _open_from_mounts,
    _under_env_condition,
    bulk_operation,
    checks_caller,
    guarded_by_definition,
    routes_of,
)
from secure_lint.matchers.app_checks.guard_names import first_guard
from secure_lint.matchers.app_checks.open_write import _REFUSES, OPEN_BY_DESIGN, writes_stored_data
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.call_text import call_arguments

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_VERBS = frozenset({"PUT", "PATCH", "DELETE", "DEL"})
# a POST that acts on the record it names (`/posts/:id/delete`), not one that adds to it (`/posts/:id/comments`)
_POST_ON_RECORD = lazy_compile(r"""/:[\w$]+/?$|/:[\w$]+/(?:delete|remove|destroy|update|edit|archive)/?$""", re.I)
# a path parameter: `/posts/:id` (Express, Koa), a `[id]` folder (Next.js)
_PARAM = lazy_compile(r"""/:[\w$]+|/\[{1,2}(?:\.\.\.)?[\w$]+\]{1,2}(?=/|$)""")
# the handler reads the path parameter
_READS_PARAM = lazy_compile(r"""\b(?:req|request|ctx)\s*\.\s*params\b|\bparams\b""")
# a service or repository method named for the write of one record (`NoteService.updateNote(id, body)`)
_SERVICE_WRITE = lazy_compile(
    r"""\b(?P<call>[\w$]+\s*\.\s*(?:update|delete|remove|destroy|edit|patch|archive)[A-Z][\w$]*)\s*\(\s*[\w$]"""
)
# who calls, read in a Next.js handler or a helper: a session, the signed-in user, an auth client
_IDENTITY = lazy_compile(
    r"""(?i)\b[\w$]*(?:session|auth|currentuser|viewer|whoami|signedin|loggedin)[\w$]*\s*\(|\bsession\b|\bcookies\s*\("""
    r"""|\bgetUser\s*\(|\brequireUser\s*\("""
)
# a request header that says nothing of who calls
_PLAIN_HEADER = lazy_compile(
    r"""\b(?:req|request|ctx)\s*\.\s*(?:headers\s*\.\s*get\s*\(|get\s*\(|headers\s*\[)\s*"""
    r"""['"](?:user-agent|referer|referrer|x-forwarded-for|x-real-ip|content-type|content-length|accept[\w-]*|host|origin)['"]\s*[)\]]""",
    re.I,
)
# the app reads who is signed in: a session or auth library's call, a token verified, the Authorization
# header (a `session` alone may be a chat or search session, not a sign-in)
_AUTH_READ = lazy_compile(
    r"""(?<![\w$.])(?:getServerSession|unstable_getServerSession|getServerAuthSession|getSession|currentUser"""
    r"""|getCurrentUser|requireUser|requireAuth|requireSession|getAuth|validateRequest|verifyToken|verifyJwt|getToken)\s*\("""
    r"""|(?<![\w$.])auth\s*\(\s*\)|\bsession\s*\??\.\s*user\b"""
    r"""|\b[\w$]*auth[\w$]*(?:\s*\.\s*[\w$]+)?\s*\.\s*(?:getSession|getUser)\s*\("""
    r"""|\bjwt\s*\.\s*verify\s*\(|\b(?:req|request)\s*\.\s*headers\s*\.\s*get\s*\(\s*['"]authorization['"]""",
    re.I,
)
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")
# a Next.js route handler, exported as a plain function (a wrapped one, `withAuth(...)`, is guarded by it)
_NEXT_HANDLER = lazy_compile(
    r"""^export\s+(?:async\s+)?function\s+(?P<verb>PUT|PATCH|DELETE)\s*\("""
    r"""|^export\s+const\s+(?P<verb2>PUT|PATCH|DELETE)\s*=\s*(?:async\s*)?\(""",
    re.M,
)
_NEXT_ROUTE_FILE = lazy_compile(r"""(?:^|/)app/(?:.+/)?route\.(?:ts|js|mts|mjs)$""")
_NEXT_MIDDLEWARE = ("middleware.ts", "middleware.js", "src/middleware.ts", "src/middleware.js")
_MIDDLEWARE_AUTH = lazy_compile(r"""(?i)auth|session|token|cookie|clerk|jwt""")
# a guard mounted on a router or app of another file: `router.use(authMiddleware)`
_USE = lazy_compile(r"""\b[\w$]+\s*\.\s*use\s*\(""")


@dataclass(frozen=True)
class Handler:
    start: int  # the registration (or the exported function)
    end: int
    verb: str
    path: str  # the route's path (for Next.js, the file's route)
    code: str  # the handler's text
    named: str | None  # a handler given by reference (`controller.update`)


def _bare(code: str) -> str:
    return _STRING.sub("''", COMMENT.sub(lambda m: " " * len(m.group(0)), code))


def _checks_caller(code: str) -> bool:
    code = _PLAIN_HEADER.sub("''", code)  # logging the user agent checks nobody
    bare = _bare(code)
    return checks_caller(code) or _REFUSES.search(bare) is not None or _IDENTITY.search(bare) is not None


def record_write(code: str) -> str | None:
    """The write of one stored record the handler makes with its path parameter, or None."""
    if _READS_PARAM.search(_bare(code)) is None or bulk_operation(code) is not None:
        return None
    found = writes_stored_data(code)
    if found is not None:
        return found
    call = _SERVICE_WRITE.search(_bare(code))
    return one_line(call.group("call") + "(...)") if call else None


def _express_handlers(text: str) -> Iterator[Handler]:
    if any(first_guard(r.guards) for r in routes_of(text)):
        return  # a router that guards routes itself: write-route-unguarded-beside-guarded's case
    for route in routes_of(text):
        on_record = route.verb in _VERBS or (route.verb == "POST" and _POST_ON_RECORD.search(route.path))
        if not on_record or not _PARAM.search(route.path) or OPEN_BY_DESIGN.search(route.path):
            continue
        named = _NAMED.fullmatch(route.handler)
        yield Handler(
            route.start, route.end, route.verb, route.path, route.handler,
            re.sub(r"\s+", "", named.group("name")) if named else None,
        )


def next_route(path: str) -> str | None:
    """The route a Next.js App Router `route.ts` serves (`/api/notes/[id]`), or None."""
    if not _NEXT_ROUTE_FILE.search(path):
        return None
    inside = path.split("app/", 1)[1] if path.startswith("app/") else path.split("/app/", 1)[1]
    folders = [f for f in posixpath.dirname(inside).split("/") if f and not f.startswith("(")]
    return "/" + "/".join(folders)


def _close_paren(text: str, start: int) -> int:
    depth = 0
    for i in range(start, min(len(text), start + 2000)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return -1


def _next_handlers(path: str, text: str) -> Iterator[Handler]:
    route = next_route(path)
    if route is None or not _PARAM.search(route) or OPEN_BY_DESIGN.search(route):
        return
    blocks: list[tuple[int, int]] | None = None
    for match in _NEXT_HANDLER.finditer(text):
        close = _close_paren(text, match.end() - 1)
        brace = text.find("{", close) if close >= 0 else -1
        if brace < 0:
            continue
        blocks = blocks_of(text) if blocks is None else blocks
        body = next((b for b in blocks if b[0] == brace), None)
        if body is None:
            continue
        verb = match.group("verb") or match.group("verb2")
        yield Handler(match.start(), match.end(), verb, route, text[match.start() : body[1]], None)


def _handlers(path: str, text: str) -> Iterator[Handler]:
    yield from _express_handlers(text)
    yield from _next_handlers(path, text)


def _open_record_write(handler: Handler) -> str | None:
    if handler.named is not None or _checks_caller(handler.code):
        return None
    return record_write(handler.code)


def record_write_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    blocks: list[tuple[int, int]] | None = None
    for handler in _handlers(source.path, text):
        if handler.named is None and _open_record_write(handler) is None:
            continue
        blocks = blocks_of(text) if blocks is None else blocks
        if _under_env_condition(text, blocks, handler.start):
            continue
        yield RawMatch(handler.start, handler.end, metavars={"ROUTE": f"{handler.verb} {handler.path}"})


# -- the verdict -------------------------------------------------------------------------------


def _write_of(repo: Repository, path: str, text: str, handler: Handler) -> tuple[str, str] | None:
    """(the record write, where the handler is), the handler checking no caller."""
    if handler.named is None:
        found = _open_record_write(handler)
        return (found, path) if found else None
    body = _body_of(repo, path, text, handler.named)
    if body is None or _checks_caller(body[0]):
        return None
    found = record_write(body[0])
    return (found, f"{handler.named}() in {body[1]}") if found else None


def _guard_elsewhere(repo: Repository, app: App, path: str) -> str | None:
    """A guard the app's other files put in front of their routes: an argument or a `use`."""
    for other in app.scripts:
        if other == path:
            continue
        text = repo.text(other) or ""
        for route in routes_of(text):
            guard = first_guard(route.guards)
            if guard:
                line = text.count("\n", 0, route.start) + 1
                return f"other routes are guarded: {route.verb} {route.path} behind `{guard}` ({other}:{line})"
        used = _guard_used(repo, other, text)
        if used:
            return used
    return None


def _guard_used(repo: Repository, path: str, text: str) -> str | None:
    """A guard the file mounts on a router or app: `router.use(authMiddleware)` (a router mounted is none)."""
    for use in _USE.finditer(text):
        args = call_arguments(text, use.end())
        for arg, _, _ in args[1:] if args and args[0][0].lstrip()[:1] in "'\"`" else args:
            bare = _KOA_ROUTES.sub("", arg.strip())
            if not re.fullmatch(r"[\w$.]+(?:\s*\([^()]*\))?", bare) or re.search(r"(?i)router|routes$", bare):
                continue
            if first_guard([bare]) and not _is_module(repo, path, text, bare):
                line = text.count("\n", 0, use.start()) + 1
                mounted = one_line(text[use.start() : args[-1][2] + 1])
                return f"a guard is mounted elsewhere: `{mounted}` ({path}:{line})"
    return None


def _next_middleware(repo: Repository, path: str) -> str | None:
    root = app_root(repo, path)
    for name in _NEXT_MIDDLEWARE:
        candidate = posixpath.join(root, name) if root else name
        text = repo.text(candidate) if candidate in repo.paths else None
        if text and _MIDDLEWARE_AUTH.search(text):
            return candidate
    return None


def _next_signs_in(repo: Repository, app: App, path: str) -> str | None:
    """Where a Next.js app authenticates: another route handler reads who calls, or it signs users in."""
    for other in app.scripts:
        if other == path or next_route(other) is None:
            continue
        found = _AUTH_READ.search(COMMENT.sub("", repo.text(other) or ""))
        if found:
            return f"other route handlers read who calls: `{one_line(found.group(0))}` ({other})"
    place = app.find("signs-in", _SIGNS_IN)
    return f"the app signs users in: `{place[2]}` ({place[0]}:{place[1]})" if place else None


def record_write_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    handler = next((h for h in _handlers(path, text) if h.start >= offset), None)
    if handler is None:
        return None
    write = _write_of(repo, path, text, handler)
    if write is None:
        return None
    app = app_of(repo, path)
    facts = [
        f"{handler.verb} {handler.path} ({path}:{line}) writes the record its path parameter names: `{write[0]}`"
        + ("" if write[1] == path else f" ({write[1]})"),
        "no guard argument; the handler checks no user, session, token or role and refuses no caller",
    ]
    if next_route(path) is not None and handler.named is None and _NEXT_HANDLER.match(text, handler.start):
        if _next_middleware(repo, path) is not None:
            return None
        elsewhere = _next_signs_in(repo, app, path)
        if elsewhere is None:
            return None
        return [*facts, "no middleware.ts that checks a session or token in front of the app's routes", elsewhere]
    if _guard_mounted(repo, path, text, handler.start, handler.path):
        return None
    route = next((r for r in routes_of(text) if r.start == handler.start), None)
    if route is not None and guarded_by_definition(repo, path, text, route):
        return None
    mounted = _open_from_mounts(repo, path, handler.path)
    if mounted is None:
        return None
    elsewhere = _guard_elsewhere(repo, app, path)
    if elsewhere is None:
        return None  # an app that guards nothing: open by design, not this route's omission
    return [*facts, f"no guard mounted before it on its router or where the router is mounted ({mounted})", elsewhere]
