"""`destructive-route-unauthenticated`: a route that wipes stored data in bulk with no
authentication in front of it, in an app that authenticates its other routes.

A handler that deletes every record (`User.deleteMany({})`, `collection.drop()`, `DELETE FROM
users` with no WHERE, `TRUNCATE`, `DROP TABLE`, `sequelize.sync({ force: true })`), itself or
through a function it calls (a reset or reseed helper of the same file or an imported module),
lets anyone who can reach it destroy the app's data. What makes it open: no guard argument on
the route; no guard mounted before it on its router, nor on the app or router that mounts it
(followed through the files that mount it); no sign-in, session, token or role check in the
handler; and no environment condition around it (a reset route registered only for tests).
What makes it matter: the app does sign users in elsewhere (a guarded route, a guard mounted, a
login route), so the route is not part of an app that is open by design. Reported once at the
route, with those facts.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, app_of, blocks_of, enclosing, line_start, one_line
from secure_lint.matchers.app_checks.guard_names import first_guard, is_guard
from secure_lint.matchers.app_checks.next_api import (
    NextHandler,
    app_authenticates,
    checks_auth,
    middleware_covering,
    next_handlers,
)
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.call_text import call_arguments
from secure_lint.matchers.cross_file_routers import CROSS_FILE

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# a route registered with its path: `router.get('/reset', ...)`, `router.route('/reset').get(...)`
_ROUTE = lazy_compile(
    r"""\b[\w$]+\s*\.\s*(?:(?P<verb>get|post|put|patch|delete|del|all)\s*\(\s*(?P<q>['"`])(?P<path>[^'"`\n]*)(?P=q)\s*,"""
    r"""|route\s*\(\s*(?P<q2>['"`])(?P<path2>[^'"`\n]*)(?P=q2)\s*\)\s*\.\s*(?P<verb2>get|post|put|patch|delete|all)\s*\()"""
)
# stored data deleted in bulk: every document or row, a whole table, collection or database
_BULK_CALL = lazy_compile(
    r"""\.\s*(?:deleteMany|remove)\s*\(\s*\{\s*\}\s*[,)]|\.\s*deleteMany\s*\(\s*\)"""
    r"""|\.\s*destroy\s*\(\s*\{[^{}]*\btruncate\s*:\s*true|\.\s*destroy\s*\(\s*\{\s*where\s*:\s*\{\s*\}"""
    r"""|\.\s*(?:dropDatabase|dropCollection)\s*\(|\.\s*(?:drop|truncate)\s*\(\s*\)"""
    r"""|\bsync\s*\(\s*\{[^{}]*\bforce\s*:\s*true"""
)
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")
_BULK_SQL = lazy_compile(
    r"""^\s*(?:TRUNCATE\s+(?:TABLE\s+)?[`"\[]?\w|DROP\s+(?:TABLE|DATABASE|SCHEMA|COLLECTION)\b"""
    r"""|DELETE\s+FROM\s+[`"\[]?[\w.]+[`"\]]?\s*;?\s*$)""",
    re.I,
)
# a check the handler makes itself: of the signed-in user, the session, a token, a role, a secret;
# or of the environment (a reset meant for development or tests)
_HANDLER_CHECK = lazy_compile(
    r"""\b(?:req|request|ctx)\s*\.\s*(?:user|session|auth|isAuthenticated|state\s*\.\s*user|headers)\b|authori[sz]"""
    r"""|token|\bverify\w*\s*\(|\brole|isAdmin|is_admin|permission|\bsecret\b|api_?key|NODE_ENV|\bis_?(?:prod|production|dev|development|test)\b""",
    re.I,
)
# a condition on the environment around a registration or a mount: only in development or tests
_ENV_CONDITION = lazy_compile(
    r"""\bif\s*\([^{}]*(?:NODE_ENV|process\s*\.\s*env|\benv\b|\bdev|\btest|e2e|cypress|playwright|debug)[^{}]*\)\s*$""",
    re.I,
)
_CALL = lazy_compile(r"""(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?)\s*\(""")
_NOT_CALLS = frozenset({
    "if", "for", "while", "switch", "catch", "function", "return", "await", "typeof", "require", "req", "res", "ctx",
    "reply", "request", "response", "next", "console", "JSON", "Math", "Object", "Array", "Promise", "String", "Number",
    "Date", "logger", "log", "setTimeout", "parseInt", "Boolean", "Error"})
_MAKES_APP = lazy_compile(r"""\bexpress\s*\(\s*\)|\bnew\s+Koa\s*\(|\bfastify\s*\(|\bFastify\s*\(""")
# `app.use(guard)`, and a guard chained onto a router as it is made (`Router().use(requireAuth)`)
_MOUNT = lazy_compile(r"""(?:\b[\w$]+|\bRouter\s*\(\s*\))\s*\.\s*(?:use|register)\s*\(""")
_KOA_ROUTES = lazy_compile(r"""\s*\.\s*(?:routes|middleware|allowedMethods)\s*\(\s*\)$""")
_LOGIN_PATH = lazy_compile(r"""/(?:log_?in|sign_?in|auth|authenticate)(?:$|/)""", re.I)
_SIGNS_IN = lazy_compile(
    r"""\bjwt\s*\.\s*sign\s*\(|\bpassport\s*\.\s*authenticate\s*\(|\breq\s*\.\s*session\s*\.\s*\w+\s*=(?!=)"""
    r"""|\bjwt\s*\.\s*verify\s*\(|\breq\s*\.\s*log[iI]n\s*\("""
)


@dataclass(frozen=True)
class Route:
    start: int
    end: int
    verb: str
    path: str
    guards: list[str]  # the arguments between the path and the handler
    handler: str  # the handler argument's text
    handler_start: int


def routes_of(text: str) -> Iterator[Route]:
    """The routes a file's text registers, in order (read once per text: each route check, and each
    route's siblings, asks again)."""
    return iter(_routes(text))


@lru_cache(maxsize=32)
def _routes(text: str) -> tuple[Route, ...]:
    return tuple(_registered(text))


def _registered(text: str) -> Iterator[Route]:
    for match in _ROUTE.finditer(text):
        args = call_arguments(text, match.end())
        if match.group("verb"):
            verb, path = match.group("verb"), match.group("path")
        else:
            verb, path = match.group("verb2"), match.group("path2")
        if not args or not path.startswith(("/", "*")):
            continue  # `client.get(`${base}/me`, ...)` calls a server, it registers no route
        handler, start, _ = args[-1]
        yield Route(match.start(), match.end(), verb.upper(), path, [a[0] for a in args[:-1]], handler, start)


def bulk_operation(code: str) -> str | None:
    """The first bulk deletion the code makes: an ORM or driver call, or SQL in a string."""
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), code)
    call = _BULK_CALL.search(bare)
    if call:
        line_start = bare.rfind("\n", 0, call.start()) + 1
        line_end = bare.find("\n", call.end())
        return one_line(bare[line_start : line_end if line_end >= 0 else len(bare)].strip())
    for string in _STRING.finditer(bare):
        sql = string.group(0)[1:-1]
        if _BULK_SQL.search(sql):
            return one_line(sql.strip())
    return None


_OBJECT_KEY = lazy_compile(r"""(?<![\w$.?])[\w$]+\s*:(?!:)""")


def checks_caller(code: str) -> bool:
    """Whether the handler checks who calls (the user, session, token, role) or the environment;
    words in strings and object keys (`role: 'admin'` in seed data) are no check."""
    return _HANDLER_CHECK.search(_OBJECT_KEY.sub(" ", _STRING.sub("''", code))) is not None


def _open_handler(route: Route) -> bool:
    """No guard argument and no check of the caller in the handler."""
    return first_guard(route.guards) is None and not checks_caller(route.handler)


_EXPORT_DEFAULT = lazy_compile(r"""\bexport\s+default\b""")


def _exported_guarded(repo: Repository, path: str, text: str, name: str) -> bool:
    """Whether the module imported whole as `name` exports by default one of its functions
    wrapped with a guard (`export default (req, res) => withProtection(deleteAllHandler,
    authMiddleware, adminMiddleware)(req, res)`, `export default compose(requireAdmin, reset)`)."""
    target = _resolve(repo, path, text, name)
    if target is None or target[1] is not None:
        return False
    module = repo.text(target[0]) or ""
    export = _EXPORT_DEFAULT.search(module)
    if export is None:
        return False
    defined, exported = _definitions(module), module[export.start():]
    for call in _CALL.finditer(exported):
        if call.group("name") in _NOT_CALLS:
            continue
        arguments = [one_line(argument.strip()) for argument, _, _ in call_arguments(exported, call.end())]
        if any(argument in defined for argument in arguments) and any(
            _IDENTIFIER.fullmatch(argument) and is_guard(argument) for argument in arguments
        ):
            return True
    return False


def _under_env_condition(text: str, blocks: list[tuple[int, int]], offset: int) -> bool:
    return any(_ENV_CONDITION.search(text[max(0, b[0] - 300) : b[0]]) for b in enclosing(blocks, offset))


def destructive_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    blocks: list[tuple[int, int]] | None = None
    for route in routes_of(text):
        if not _open_handler(route):
            continue
        named = _NAMED.fullmatch(route.handler) is not None
        if not named and bulk_operation(route.handler) is None and not _calls(route.handler):
            continue  # neither deletes itself nor calls anything that might
        blocks = blocks_of(text) if blocks is None else blocks
        if _under_env_condition(text, blocks, route.start):
            continue
        yield RawMatch(route.start, route.end, metavars={"ROUTE": f"{route.verb} {route.path}"})
    for handler in next_handlers(source.path, text):
        if checks_auth(handler) or (bulk_operation(handler.code) is None and not _calls(handler.code)):
            continue
        yield RawMatch(handler.start, handler.end, metavars={"ROUTE": _route_name(handler)})


def _route_name(handler: NextHandler) -> str:
    return handler.route if handler.verb == "ANY" else f"{handler.verb} {handler.route}"


_NAMED = lazy_compile(r"""\s*(?P<name>[\w$]+(?:\s*\.\s*[\w$]+)?)\s*""")


def _calls(code: str) -> list[str]:
    bare = _STRING.sub("''", COMMENT.sub("", code))
    names = []
    for match in _CALL.finditer(bare):
        name = re.sub(r"\s+", "", match.group("name"))
        if name.split(".")[0] not in _NOT_CALLS and name not in names:
            names.append(name)
    return names[:12]


# -- the verdict -------------------------------------------------------------------------------


# a function's definition, whatever its name (looked for at every offset): a declaration, an arrow or
# function assigned, a method; group 1 the header up to the body, group 2 the name
_DEFINED = (
    lazy_compile(r"""(?=(function\s*\*?\s*([\w$]+)\s*\())"""),
    # (TypeScript: a parameter's function type in the list, a return type before the arrow)
    lazy_compile(
        r"""(?=(\b([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\b|\((?:[^()]|\([^()]*\))*\)(?:\s*:\s*[^=;{()]+?)?\s*=>"""
        r"""|[\w$]+\s*=>)))"""
    ),
    lazy_compile(r"""(?=(^\s*(?:async\s+)?(?:static\s+)?([\w$]+)\s*\([^()]*\)\s*\{))""", re.M),
)


@lru_cache(maxsize=64)  # a file's handlers call many functions
def _definitions(text: str) -> dict[str, int]:
    """Where the header of each function the text defines ends (its first definition, the forms in
    the order of _DEFINED at one offset): one pass per form for every name, no pattern per name."""
    first: dict[str, tuple[int, int, int]] = {}
    for order, pattern in enumerate(_DEFINED):
        for match in pattern.finditer(text):
            name, start = match.group(2), match.start()
            if name not in first or (start, order) < first[name][:2]:
                first[name] = (start, order, start + len(match.group(1)))
    return {name: end for name, (_, _, end) in first.items()}


_IDENTIFIER = lazy_compile(r"[\w$]+")


def _function_body(text: str, name: str, blocks: list[tuple[int, int]] | None = None) -> str | None:
    """The body of the function `name` defined in the text (a declaration, an arrow or function
    assigned, a method), or None."""
    header_end = _definitions(text).get(name) if name in text else None
    if header_end is None:
        return None
    ordered = sorted(blocks_of(text)) if blocks is None else blocks
    first = bisect.bisect_left(ordered, header_end - 1, key=lambda block: block[0])
    if first == len(ordered):
        return None
    start, end = ordered[first]  # the first block after the header: the body (one block per `{`)
    return text[start:end]


def _resolve(repo: Repository, path: str, text: str, name: str) -> tuple[str, str | None] | None:
    return next((t for cross in CROSS_FILE if (t := cross.resolve(repo, path, text, name))), None)


def _blocks(repo: Repository, path: str) -> list[tuple[int, int]]:
    """The file's blocks in the order they open."""
    found: list[tuple[int, int]] = repo.once(
        f"destructive:blocks:{path}", lambda: sorted(blocks_of(repo.text(path) or ""))
    )
    return found


def _body_of(repo: Repository, path: str, text: str, name: str) -> tuple[str, str] | None:
    """The body of the function `name` names from `path`: defined in the file, or in a module of
    the repository it imports (its export, or the module itself when it is the function).
    (body, where it is)"""
    if "." not in name:
        local = _function_body(text, name, _blocks(repo, path))
        if local is not None:
            return local, path
    target = _resolve(repo, path, text, name)
    if target is None or target[0] == path:
        return None
    module = repo.text(target[0]) or ""
    body = _function_body(module, target[1] or name.split(".")[-1], _blocks(repo, target[0]))
    if body is None and target[1] is None:
        body = module  # the module itself is the function (`module.exports = initDatabase`)
    return (body, target[0]) if body is not None else None


def _called_bulk(repo: Repository, path: str, text: str, handler: str) -> tuple[str, str] | None:
    """A bulk deletion in a function the handler calls (one call away). (what, where)"""
    for name in _calls(handler):
        found = _body_of(repo, path, text, name)
        operation = bulk_operation(found[0]) if found else None
        if found and operation:
            return operation, f"{name}() in {found[1]}"
    return None


# a credential checked where the middleware is defined: `jwt.verify(`, `validateToken(`, `verifyIdToken(`,
# `passport.authenticate(`, `req.isAuthenticated()`, `getServerSession(`
_VERIFIES_CREDENTIAL = lazy_compile(
    r"""\b(?:jwt\s*\.\s*verify|(?:verify|validate|check)_?(?:id_?)?(?:token|jwt|session|auth\w*|credential\w*)"""
    r"""|passport\s*\.\s*authenticate|isAuthenticated|getServerSession|verifyIdToken)\s*\(""",
    re.I,
)
_CALLEE = lazy_compile(r"([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*(?:\(|$)")


def guarded_by_definition(repo: Repository, path: str, text: str, route: Route) -> bool:
    """Whether a middleware the route hands before its handler, whose name says nothing
    (`validateUser('Admin')`), checks a credential where it is defined (in the file or a module it
    imports): a guard by what it does."""
    for argument in route.guards:
        callee = _CALLEE.match(argument.strip())
        body = _body_of(repo, path, text, callee.group(1)) if callee else None
        if body is not None and _VERIFIES_CREDENTIAL.search(COMMENT.sub("", body[0])):
            return True
    return False


@dataclass(frozen=True)
class Mount:
    path: str  # the file that mounts
    offset: int
    prefix: str
    text: str
    target: str  # the router file mounted


def _guard_mounted(repo: Repository, path: str, text: str, before: int, route_path: str) -> str | None:
    """A guard the file mounts before `before` on a path above `route_path` (a middleware, not a
    router of the repository)."""
    for match in _MOUNT.finditer(text, 0, before):
        args = call_arguments(text, match.end())
        prefix = ""
        if args and args[0][0].lstrip()[:1] in "'\"`":
            prefix = args[0][0].strip()[1:-1]
            args = args[1:]
        if prefix and not route_path.startswith(prefix.rstrip("*").rstrip("/") or "/"):
            continue
        for arg, _, _ in args:
            bare = _KOA_ROUTES.sub("", arg.strip())
            if re.match(r"require\s*\(", bare) or _is_module(repo, path, text, bare):
                continue  # a router mounted, not a guard
            if re.search(r"""\bsession\s*\(|passport\s*\.\s*(?:session|initialize)\s*\(""", bare):
                continue
            if is_guard(bare):
                line = text.count("\n", 0, match.start()) + 1
                return f"`{one_line(text[match.start() : args[-1][2] + 1])}` ({path}:{line})"
    return None


def _is_module(repo: Repository, path: str, text: str, name: str) -> bool:
    if not re.fullmatch(r"[\w$]+", name):
        return False
    target = _resolve(repo, path, text, name)
    return target is not None and target[1] is None


def _mount_graph(repo: Repository, path: str) -> list[Mount]:
    """Every router of the repository the app's files mount: `app.use('/api', api)`,
    `app.use('/x', require('./routes/x'))`."""
    app = app_of(repo, path)

    def build() -> list[Mount]:
        found = []
        for other in app.scripts:
            text = repo.text(other) or ""
            if "use" not in text and "register" not in text:
                continue
            for match in _MOUNT.finditer(text):
                args = call_arguments(text, match.end())
                if not args:
                    continue
                prefix = args[0][0].strip()[1:-1] if args[0][0].lstrip()[:1] in "'\"`" else ""
                # a Koa router is mounted by its middleware: `app.use(router.routes())`
                last = _KOA_ROUTES.sub("", args[-1][0].strip())
                target = None
                inline = re.fullmatch(r"""require\s*\(\s*['"]([^'"]+)['"]\s*\)(?:\s*\.\s*[\w$]+)?""", last)
                if inline:
                    target = _resolve(repo, other, f"const __m = require('{inline.group(1)}')\n" + text, "__m")
                elif re.fullmatch(r"[\w$]+", last):
                    target = _resolve(repo, other, text, last)
                if target is not None and target[1] is None and target[0] != other:
                    found.append(Mount(other, match.start(), prefix, text, target[0]))
        return found

    graph: list[Mount] = repo.once(f"destructive:mounts:{app.root}", build)
    return graph


def _mounts_of(repo: Repository, path: str) -> list[Mount]:
    return [m for m in _mount_graph(repo, path) if m.target == path]


def _server_files(repo: Repository, path: str) -> set[str]:
    """The files of the server the route's file belongs to: the top of its mounts (the file that
    makes the app) and every router mounted from there. A second server of the package (a setup
    wizard started before the app is configured) is its own."""
    top, seen = path, {path}
    while True:
        above = [m.path for m in _mounts_of(repo, top) if m.path not in seen]
        if not above:
            break
        top = above[0]
        seen.add(top)
    files, pending = {top}, [top]
    graph = _mount_graph(repo, path)
    while pending:
        current = pending.pop()
        for mount in graph:
            if mount.path == current and mount.target not in files:
                files.add(mount.target)
                pending.append(mount.target)
    return files


def _open_from_mounts(repo: Repository, path: str, route_path: str, depth: int = 0) -> str | None:
    """How the route is reachable with no guard from where its router is mounted (None when a
    guard stands in front of it at every mount, or the router is mounted nowhere found)."""
    text = repo.text(path) or ""
    mounts = _mounts_of(repo, path) if depth <= 3 else []
    if not mounts:
        return f"registered on the app {path} makes" if _MAKES_APP.search(text) else None
    for mount in mounts:
        opened = _MOUNT.match(mount.text, mount.offset)
        args = call_arguments(mount.text, opened.end()) if opened else []
        middle = args[1:-1] if mount.prefix else args[:-1]
        if first_guard([a[0] for a in middle]):
            continue
        full = (mount.prefix.rstrip("/") + route_path) if mount.prefix else route_path
        if _guard_mounted(repo, mount.path, mount.text, mount.offset, full):
            continue
        if _under_env_condition(mount.text, _blocks(repo, mount.path), mount.offset):
            continue
        if _open_from_mounts(repo, mount.path, full, depth + 1) is not None:
            line = mount.text.count("\n", 0, mount.offset) + 1
            mounted = one_line(mount.text[mount.offset : args[-1][2] + 1] if args else "")
            return f"mounted with no guard: `{mounted}` ({mount.path}:{line})"
    return None


def _signs_in(repo: Repository, path: str) -> str | None:
    """Where the route's server authenticates: a route with a guard argument, a login route, a
    sign-in, in the files of the same server."""
    login = None
    files = sorted(_server_files(repo, path))
    for other in files:
        text = repo.text(other) or ""
        for route in routes_of(text):
            line = text.count("\n", 0, route.start) + 1
            guard = first_guard(route.guards)
            if guard:
                return f"other routes are guarded: {route.verb} {route.path} behind `{guard}` ({other}:{line})"
            if login is None and _LOGIN_PATH.search(route.path):
                login = f"the app has a login route: {route.verb} {route.path} ({other}:{line})"
    if login is not None:
        return login
    for other in files:
        text = repo.text(other) or ""
        found = _SIGNS_IN.search(text)
        if found:
            line = text.count("\n", 0, found.start()) + 1
            return f"the app signs users in: `{one_line(found.group(0))}` ({other}:{line})"
    return None


def _next_verdict(repo: Repository, path: str, text: str, handler: NextHandler) -> list[str] | None:
    """A Next.js API handler: open when nothing in it checks who calls, no middleware.ts covers its
    path and the app authenticates elsewhere."""
    if checks_auth(handler):
        return None
    found, where = bulk_operation(handler.code), f"in the handler ({path})"
    if found is None:
        called = _called_bulk(repo, path, text, handler.code)
        if called is None:
            return None
        found, where = called[0], f"by {called[1]}"
    if middleware_covering(repo, path, handler.route) is not None:
        return None
    elsewhere = app_authenticates(repo, app_of(repo, path), path)
    if elsewhere is None:
        return None  # an app with no authentication at all: open by design
    line = text.count("\n", 0, handler.start) + 1
    return [
        f"{_route_name(handler)} ({path}:{line}) is a Next.js API handler checking no session, token, cookie or role",
        f"it deletes stored data in bulk: `{found}` {where}",
        "no middleware.ts that checks a session or token covers its path",
        elsewhere,
    ]


def destructive_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    next_handler = next((h for h in next_handlers(path, text) if h.start >= offset), None)
    if next_handler is not None and text.count("\n", 0, next_handler.start) + 1 == line:
        return _next_verdict(repo, path, text, next_handler)
    route = next((r for r in routes_of(text) if r.start >= offset), None)
    if route is None or not _open_handler(route) or guarded_by_definition(repo, path, text, route):
        return None
    handler, where_path = route.handler, path
    named = _NAMED.fullmatch(handler)
    if named:  # a handler named by reference: its body, where it is defined
        name = re.sub(r"\s+", "", named.group("name"))
        body = _body_of(repo, path, text, name)
        if body is None or checks_caller(body[0]) or _exported_guarded(repo, path, text, name):
            return None
        handler, where_path = body
    found = bulk_operation(handler)
    where = f"in the handler ({where_path})"
    if found is None:
        called = _called_bulk(repo, where_path, repo.text(where_path) or "", handler)
        if called is None:
            return None
        found, where = called[0], f"by {called[1]}"
    if _guard_mounted(repo, path, text, route.start, route.path):
        return None
    mounted = _open_from_mounts(repo, path, route.path)
    if mounted is None:
        return None
    signs_in = _signs_in(repo, path)
    if signs_in is None:
        return None  # an app with no authentication at all: open by design, not this route's omission
    return [
        f"{route.verb} {route.path} ({path}:{line}) has no guard argument; the handler checks no user, session, token",
        f"it deletes stored data in bulk: `{found}` {where}",
        f"no guard mounted before it on its router or where the router is mounted ({mounted})",
        signs_in,
    ]
