"""Next.js API handlers as routes, for the route checks that know Express routers (destructive,
admin-route-unguarded).

Two forms: a pages-router API route (`pages/api/users.ts`, its default-exported handler, one
route per `req.method` branch when it branches on the method) and an App Router route handler
(`app/api/users/route.ts`, its exported `GET`/`POST`/`DELETE` functions). What guards one, since
Next.js has no guard arguments: a check inside the handler (a session or token read, a
`getServerSession`/`auth()`/`getToken` call, a cookie or header checked, a refusal with 401/403),
an export wrapped in a guard (`export default withAuth(handler)`), or a `middleware.ts` that
checks a session or token and whose matcher covers the route's path. Whether the app
authenticates at all: another API handler reads who calls, a login route, or a sign-in.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, App, app_root, blocks_of, one_line
from secure_lint.matchers.app_checks.guard_names import is_guard
from secure_lint.matchers.branch_search import BranchSearch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_PAGES_API = lazy_compile(r"""(?:^|/)pages/api/(?P<rest>(?:[^/]+/)*[^/_][^/]*)\.(?:ts|js|mts|mjs|tsx|jsx)$""")
_APP_ROUTE = lazy_compile(r"""(?:^|/)app/(?P<rest>(?:.+/)?)route\.(?:ts|js|mts|mjs)$""")
# each match ends where the function's parameters start
_APP_HANDLER = lazy_compile(
    r"""^export\s+(?:async\s+)?function\s+(?P<verb>GET|POST|PUT|PATCH|DELETE)\s*(?=\()"""
    r"""|^export\s+const\s+(?P<verb2>GET|POST|PUT|PATCH|DELETE)\s*(?::\s*[\w$.<>]+\s*)?=\s*"""
    r"""(?:(?P<wrap>[\w$.]+)\s*\(\s*)?(?:async\s*)?(?:function\s*[\w$]*\s*)?(?=\()""",
    re.M,
)
_DEFAULT_FUNCTION = lazy_compile(
    r"""^export\s+default\s+(?:(?P<wrap>(?!async\b|function\b)[\w$.]+)\s*\(\s*)?(?:async\s*)?"""
    r"""(?:function\s*[\w$]*\s*)?(?=\()""",
    re.M,
)
_DEFAULT_NAME = lazy_compile(
    r"""^export\s+default\s+(?:(?P<wrap>[\w$.]+)\s*\(\s*)?(?P<name>[\w$]+)\s*(?:[,)]|;?\s*$)""", re.M
)
_METHOD_BRANCH = lazy_compile(
    r"""\bif\s*\(\s*(?:req|request)\s*\.\s*method\s*===?\s*['"](?P<verb>GET|POST|PUT|PATCH|DELETE)['"]\s*\)\s*\{"""
    r"""|\bcase\s+['"](?P<verb2>GET|POST|PUT|PATCH|DELETE)['"]\s*:"""
)
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")
# a check of who calls inside a handler: a session or token read, the signed-in user, an auth
# library's call, a cookie or the Authorization header, a role, a refusal, the session handed on to
# a call (`AdminService.createInventories(props, session)`); a `sessionId` taken from
# the body and never looked up is none, and so is a session or token made (`generateSessionId()`);
# searched branch by branch (branch_search.py: tried whole, it took most of a Next.js app's route checks)
_AUTH_CHECK = BranchSearch(
    r"""(?i)\b(?:req|request)\s*\.\s*(?:user|session|auth|cookies|isAuthenticated)\b"""
    r"""|\b(?:req|request)\s*\.\s*headers\s*\.\s*(?:authorization|cookie)\b"""
    r"""|\b(?!(?:generate|create|new|make|issue|sign|start|destroy|delete|clear|save|store)[A-Z_])"""
    r"""[\w$]*(?:session|auth|currentuser|viewer|whoami|signedin|loggedin|token)[\w$]*\s*\("""
    r"""|\bcookies\s*\(|\bheaders\s*\(\s*\)|\bgetUser\s*\(|\brequireUser\s*\(|\bsession\s*\??\.\s*user\b"""
    r"""|\bjwt\s*\.\s*verify\s*\(|\bverify\w*\s*\(|\bauthori[sz]|\bisAdmin\b|\brole\b|\bpermission"""
    r"""|\b(?:require|ensure|assert|check|must|validate|verify)_?(?:is_?|has_?)?(?:admin|role|superuser|staff|owner)\w*\s*\("""
    r"""|[(,]\s*session\s*[,)]"""  # the caller's session handed to a function that checks it (a service's own gate)
    r"""|\bstatus\s*\(\s*40[13]\b|\bstatus\s*:\s*40[13]\b|Unauthori[sz]ed|Forbidden|api_?key|\bsecret\b"""
    r"""|\b(?:sessions?|tokens?|users?)\s*(?:\.\s*(?:get|has|find\w*)\s*\(|\[)\s*[\w$.]*(?:session|token)\w*""",
)

# checked in the raw text (strings are blanked for _AUTH_CHECK): the Authorization or Cookie header
# read, a session or token looked up in the database
_RAW_AUTH_CHECK = BranchSearch(
    r"""(?i)\bheaders\s*(?:\.\s*get\s*\(|\[)\s*['"](?:authorization|cookie|x-api-key|x-auth[\w-]*)['"]"""
    r"""|\bFROM\s+[`"\[]?(?:\w+_)?(?:sessions?|tokens?)\b[^'"`]*\bWHERE\b"""
)
# the file Next.js runs before routing (`proxy` from Next.js 16 on), beside the app/ or pages/ folder
# it serves: the project's root, or src/ when the routes are there (a root file is then not loaded)
_MIDDLEWARES = ("middleware.ts", "middleware.js", "proxy.ts", "proxy.js")
_MIDDLEWARE_AUTH = lazy_compile(r"""(?i)auth|session|token|cookie|clerk|jwt""")
_MATCHER = lazy_compile(r"""\bmatcher\s*:\s*(?P<value>\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`]*`)""")
_LOGIN_ROUTE = lazy_compile(r"""(?i)/(?:log_?in|sign_?in|auth|authenticate|session)(?:$|/)""")
_SIGNS_IN = lazy_compile(
    r"""\bjwt\s*\.\s*sign\s*\(|\bNextAuth\s*\(|\bsignIn\s*\(|\bcookies\s*\(\s*\)\s*\.\s*set\s*\(\s*['"][\w-]*(?:session|token|auth)"""
)


@dataclass(frozen=True)
class NextHandler:
    start: int  # where the route is reported: the method branch, the exported function
    end: int
    verb: str  # GET, POST, ... or ANY (a handler that does not branch on the method)
    route: str  # `/api/users`
    code: str  # the branch's text (the whole handler's when it does not branch)
    before: str  # the handler's text before the branch: a check there guards the branch too
    wrapper: str | None  # the call the export goes through (`withAuth`), if any


def is_pages_api_route(path: str) -> bool:
    """Whether the file is a pages-router API route (`pages/api/users/[id].ts`)."""
    return _PAGES_API.search(path) is not None


def route_of(path: str) -> str | None:
    """The route a pages-router API file or an App Router `route.ts` serves, or None."""
    pages = _PAGES_API.search(path)
    if pages:
        rest = re.sub(r"(?:^|/)index$", "", pages.group("rest"))
        return "/api" + (f"/{rest}" if rest else "")
    app = _APP_ROUTE.search(path)
    if app:
        folders = [f for f in app.group("rest").split("/") if f and not f.startswith(("(", "@"))]
        return "/" + "/".join(folders)
    return None


def next_handlers(path: str, text: str) -> Iterator[NextHandler]:
    route = route_of(path)
    if route is None:
        return
    blocks = blocks_of(text)
    if _PAGES_API.search(path):
        yield from _pages_handlers(text, route, blocks)
    else:
        yield from _app_handlers(text, route, blocks)


_AFTER_PARAMETERS = lazy_compile(r"""\s*(?::\s*[^{};=]+?)?\s*(?:=>\s*)?\{""")


def _function_block(text: str, offset: int, blocks: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The body of the function whose parameters open at the first `(` from `offset`."""
    opened = text.find("(", offset)
    if opened < 0:
        return None
    depth = 0
    for index in range(opened, min(len(text), opened + 2000)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            brace = _AFTER_PARAMETERS.match(text, index + 1)
            if brace is None:
                return None
            return next((b for b in blocks if b[0] == brace.end() - 1), None)
    return None


def _pages_handlers(text: str, route: str, blocks: list[tuple[int, int]]) -> Iterator[NextHandler]:
    found = _DEFAULT_FUNCTION.search(text)
    wrapper = found.group("wrap") if found else None
    body = _function_block(text, found.end(), blocks) if found else None
    anchor = found
    if found is None:
        named = _DEFAULT_NAME.search(text)
        if named is None:
            return
        wrapper = named.group("wrap")
        definition = re.search(
            rf"""(?:function\s+{re.escape(named.group("name"))}\s*\(|\b(?:const|let|var)\s+{re.escape(named.group("name"))}"""
            rf"""\s*(?::\s*[\w$.<>, ]+)?=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*(?::\s*[^=]+)?=>))""",
            text,
        )
        if definition is None:
            return
        body, anchor = _function_block(text, definition.start(), blocks), definition
    if body is None or anchor is None:
        return
    code = text[body[0] : body[1]]
    branches = list(_METHOD_BRANCH.finditer(code))
    if not branches:
        yield NextHandler(anchor.start(), anchor.end(), "ANY", route, code, "", wrapper)
        return
    for index, branch in enumerate(branches):
        start = body[0] + branch.start()
        if branch.group("verb"):
            block = next((b for b in blocks if b[0] == body[0] + branch.end() - 1), None)
            end = block[1] if block else start
        else:
            end = body[0] + (branches[index + 1].start() if index + 1 < len(branches) else len(code))
        verb = branch.group("verb") or branch.group("verb2")
        yield NextHandler(start, body[0] + branch.end(), verb, route, text[start:end], text[body[0] : start], wrapper)


def _app_handlers(text: str, route: str, blocks: list[tuple[int, int]]) -> Iterator[NextHandler]:
    for match in _APP_HANDLER.finditer(text):
        body = _function_block(text, match.end(), blocks)
        if body is None:
            continue
        verb = match.group("verb") or match.group("verb2")
        yield NextHandler(match.start(), match.end(), verb, route, text[body[0] : body[1]], "", match.group("wrap"))


def _bare(code: str) -> str:
    return _STRING.sub("''", COMMENT.sub(lambda m: " " * len(m.group(0)), code))


def checks_auth(handler: NextHandler) -> bool:
    """Whether the handler checks who calls, before its method branch or in it, or its export goes
    through a guard (`withAuth(handler)`)."""
    if handler.wrapper is not None and is_guard(handler.wrapper):
        return True
    return checks_auth_in(handler.before + handler.code)


@lru_cache(maxsize=512)  # a route check and the whole-app step ask of the same handler
def checks_auth_in(code: str) -> bool:
    """Whether the code checks who calls: a session, a token, a cookie or a role read."""
    return _RAW_AUTH_CHECK.occurs(code) or _AUTH_CHECK.occurs(_bare(code))


def middleware_covering(repo: Repository, path: str, route: str) -> str | None:
    """The app's `middleware.ts` that checks a session or token and whose matcher covers `route`."""
    root = app_root(repo, path)
    routes_in_src = path.startswith(posixpath.join(root, "src/") if root else "src/")
    for name in _MIDDLEWARES:
        candidate = posixpath.join(root, "src" if routes_in_src else "", name)
        text = repo.text(candidate) if candidate in repo.paths else None
        if not text or not _MIDDLEWARE_AUTH.search(COMMENT.sub("", text)):
            continue
        matcher = _MATCHER.search(text)
        if matcher is None or any(_covers(pattern, route) for pattern in _matcher_paths(matcher.group("value"))):
            return candidate
    return None


def _matcher_paths(value: str) -> list[str]:
    return [m.group(0)[1:-1] for m in _STRING.finditer(value)]


def _covers(pattern: str, route: str) -> bool:
    """Whether a middleware matcher (path-to-regexp: `/api/:path*`, or a regex `/((?!_next).*)`)
    matches `route`; a matcher it cannot read is taken to cover it."""
    converted = re.sub(r":[\w$]+\*", "(?:/.*)?", pattern.replace("/:", ":"))
    converted = re.sub(r":[\w$]+\+", "/.+", converted)
    converted = re.sub(r":[\w$]+\?", "(?:/[^/]+)?", converted)
    converted = re.sub(r":[\w$]+", "/[^/]+", converted)
    try:
        return re.fullmatch(converted, route) is not None or re.fullmatch(converted, route + "/") is not None
    except re.error:
        return True


def app_authenticates(repo: Repository, app: App, path: str) -> str | None:
    """Where a Next.js app authenticates besides this handler: another API handler checks who
    calls, a login route, or a sign-in."""
    login = None
    for other in app.scripts:
        if other == path or route_of(other) is None:
            continue
        route = route_of(other) or ""
        if _LOGIN_ROUTE.search(route):
            login = login or f"the app has a login route: {route} ({other})"
            continue
        text = repo.text(other) or ""
        for handler in next_handlers(other, text):
            if checks_auth(handler):
                line = text.count("\n", 0, handler.start) + 1
                return f"other API handlers check who calls: {handler.verb} {handler.route} ({other}:{line})"
    if login is not None:
        return login
    place = app.find("next-signs-in", _SIGNS_IN)
    return f"the app signs users in: `{one_line(place[2])}` ({place[0]}:{place[1]})" if place else None
