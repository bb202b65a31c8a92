"""Routes a victim's browser cannot be made to request: reflected-XSS findings are dropped there.

A reflection is an attack when a page elsewhere can send the victim's browser to the route with the
victim's credentials, so that the answer renders in the app's origin as the victim. A browser
attaches some credentials by itself: cookies, HTTP Basic or NTLM/Negotiate logins. It never attaches
an `Authorization: Bearer` token or an API-key header on a navigation. So a route that an
authentication guard stands before, in an app that keeps no such ambient credential, answers a
cross-site navigation with a 401 before its handler runs: what it reflects goes back only to the
client that sent it (self-XSS).

- The app is the package the route's file belongs to (the folder of the nearest package.json, the
  repository otherwise). It keeps an ambient credential when any of its scripts or its package.json
  speaks of cookies or sessions (`req.cookies`, `cookie-parser`, `express-session`, `res.cookie`),
  of HTTP Basic (`basic-auth`, `WWW-Authenticate`) or of NTLM/Negotiate: then only a guard that
  takes a header credential and never the session (session_free_guards.py: `passport.authenticate(
  'jwt', { session: false })` behind the methods it is called through) drops a finding.
- A guard is an argument before the handler, or a middleware put on the route's chain
  (`router.route('/x').all(jwtdecode()).post(handler)`) or on the router before the route
  (`router.use(requireAuth)`), or on the mount of a whole router (`app.use('/api', authenticate,
  apiRouter)`, and every router that one mounts in turn), whose text names authentication:
  `authenticate`, `requireAuth`, `jwt`, `bearer`, `apiKey`, `passport.authenticate(...)`, `verifyToken`.
- Handlers and routers named there are resolved as the admin-route check resolves them
  (admin_routes.py: relative imports, tsconfig aliases, workspace packages). Only shipped scripts count.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.admin_routes import AdminRoutes, _close_over_mounts, _function_at, resolved
from secure_lint.scan.repo.session_free_guards import session_free

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

# the rules whose findings are about request data reflected into a page the victim's browser renders
REFLECTION_RULES = frozenset({"node.xss.send-request-data"})

# a credential a browser attaches by itself, or the code that reads or sets one
AMBIENT = lazy_compile(r"(?i)cookie|session|basic-?auth|www-authenticate|['\"`]basic\s|\bntlm\b|negotiate")
AUTH_GUARD = lazy_compile(
    r"(?i)authenticat|authori[sz]|\bauth\b|\bauth_?(?:middleware|guard|required)\b|(require|check|verify|ensure|is|has)_?(auth|token|api_?key|login|user)"
    r"|jwt|bearer|api_?key|access_?token|verify_?token|passport\.authenticate"
)
ROUTER_NAME = lazy_compile(r"(?i)(router|routes?|controller|api)\s*$")
ROUTE_VERBS = frozenset({"get", "post", "put", "patch", "delete", "all"})
_FUNCTION_KINDS = frozenset({"arrow_function", "function_expression", "function"})
_PATH_KINDS = frozenset({"string", "template_string", "regex", "array"})
# passport.authenticate('jwt', { session: false }): the strategy keeps no session
_NO_SESSION = lazy_compile(r"\bsession\s*:\s*false\b")
_STRING = lazy_compile(r"""'[^'\n]*'|"[^"\n]*"|`[^`]*`""")
_ROUTER = lazy_compile(r"\bRouter\s*\(|\.(get|post|put|patch|delete)\s*\(\s*['\"`/]")
Guard = Callable[[Any], bool]
# `X.method.bind(this)`: the method itself; `this.api.router`: a router held by an instance
_BOUND = lazy_compile(r"\s*\.\s*bind\s*\([^()]*\)\s*$")
_INSTANCE_MEMBER = lazy_compile(r"^(?:this\s*\.\s*)?([A-Za-z_$][\w$]*)\s*\.\s*[A-Za-z_$][\w$]*$")
_SCRIPTS = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts", ".jsx", ".tsx")


def header_auth_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the reflection findings of routes only a header credential opens."""
    if not any(f.rule_id in REFLECTION_RULES for item in items for f in getattr(item, "findings", ())):
        return items
    return each_file_result(items, lambda result: _kept(result, repo))


def header_auth_in_file(result: FileResult, repo: Repository) -> FileResult:
    """One file's result without those findings (rules test: the other test files are the app)."""
    if not any(f.rule_id in REFLECTION_RULES for f in result.findings):
        return result
    return _kept(result, repo)


def _kept(result: FileResult, repo: Repository) -> FileResult:
    findings = [f for f in result.findings if f.rule_id not in REFLECTION_RULES or not _header_only(f, repo)]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)


def _header_only(finding: Finding, repo: Repository) -> bool:
    path, line = finding.location.path, finding.location.start_line
    root = app_root(repo, path)
    if repo.once(f"ambient-credentials:{root}", lambda: ambient_credentials(repo, root)):
        strict: AdminRoutes = repo.once(
            "session-free-routes", lambda: authenticated_routes(repo, session_free_only=True)
        )
        return strict.holds(path, line, _function_at(repo, path, line))
    routes: AdminRoutes = repo.once("header-auth-routes", lambda: authenticated_routes(repo))
    return routes.holds(path, line, _function_at(repo, path, line))


def app_root(repo: Repository, path: str) -> str:
    """The folder of the nearest package.json above `path` ("" for the repository's root)."""
    manifests: frozenset[str] = repo.once(
        "package-manifests", lambda: frozenset(posixpath.dirname(p) for p in repo.paths if p.endswith("package.json"))
    )
    folder = posixpath.dirname(path)
    while folder:
        if folder in manifests:
            return folder
        folder = posixpath.dirname(folder)
    return ""


def ambient_credentials(repo: Repository, root: str) -> bool:
    """Whether the app under `root` speaks of a credential a browser attaches by itself."""
    prefix = f"{root}/" if root else ""
    for path in repo.paths:
        if not path.startswith(prefix) or "node_modules/" in path:
            continue
        if not (path.endswith(_SCRIPTS) and repo.is_shipped(path)) and posixpath.basename(path) != "package.json":
            continue
        if AMBIENT.search(_NO_SESSION.sub("", repo.text(path) or "")):
            return True
    return False


def authenticated_routes(repo: Repository, *, session_free_only: bool = False) -> AdminRoutes:
    """The handlers an authentication guard stands before: inline spans, named handlers, router files
    (session_free_only: guards that take a header credential and never the session)."""
    routes = AdminRoutes()
    wiring = _Wiring()
    for path in repo.paths:
        if not path.endswith(_SCRIPTS) or "node_modules/" in path or not repo.is_shipped(path):
            continue
        text = repo.text(path) or ""
        if ".use" not in text and ".all" not in text and not AUTH_GUARD.search(text) and not _ROUTER.search(text):
            continue
        guard = _session_free_guard(repo, app_root(repo, path)) if session_free_only else _is_guard
        _read_file(repo, path, text, routes, wiring, guard)
    _close_over_mounts(routes.files, wiring.mounted)
    for router in routes.files:  # a guarded router guards the named handlers it registers
        routes.functions.update(wiring.handlers.get(router, ()))
    return routes


@dataclass
class _Wiring:
    """What the scripts register: the router files each mounts, the named handlers each routes to."""

    mounted: dict[str, list[str]] = field(default_factory=dict)
    handlers: dict[str, list[tuple[str, str]]] = field(default_factory=dict)


def _session_free_guard(repo: Repository, root: str) -> Guard:
    return lambda node: _is_guard(node) and session_free(repo, root, node.text())


def _read_file(repo: Repository, path: str, text: str, routes: AdminRoutes, wiring: _Wiring, is_guard: Guard) -> None:
    from ast_grep_py import SgRoot  # noqa: PLC0415 (heavy; only when a reflection finding asks)

    language = "tsx" if path.endswith((".ts", ".tsx", ".mts", ".cts")) else "javascript"
    calls = SgRoot(text, language).root().find_all(kind="call_expression")
    registrations = [r for r in (_registration(c) for c in calls) if r]
    guarded_from: dict[str, int] = {}  # a receiver -> where `receiver.use(guard)` was put on it
    for call, receiver, verb, guards, handler in registrations:
        if handler is None:  # `router.use(guard)` or `.all(guard)`: a middleware alone
            if guards and is_guard(guards[0]) and not _router_module(repo, path, text, guards[0]):
                if verb == "use":
                    start = call.range().start.index
                    guarded_from[receiver] = min(guarded_from.get(receiver, start), start)
                else:
                    _guard_chain(call, repo, path, text, routes)
            continue
        target = _target(repo, path, text, handler)
        if verb == "use" and target is not None and target[1] is None:
            wiring.mounted.setdefault(path, []).append(target[0])
        elif verb in ROUTE_VERBS and target is not None and target[1] is not None:
            wiring.handlers.setdefault(path, []).append((target[0], target[1]))
        before = guarded_from.get(receiver)
        if any(is_guard(g) for g in guards) or (before is not None and call.range().start.index > before):
            _add(routes, path, handler, target, verb)


def _target(repo: Repository, path: str, text: str, handler: Any) -> tuple[str, str | None] | None:
    """The file (and function) a handler argument names: an import (`users.create`, bound or not:
    `Users.create.bind(this)`), or the router of a class instance (`this.apiRouter.router` after
    `this.apiRouter = new ApiRouter(this)`, ApiRouter imported)."""
    if handler.kind() in _FUNCTION_KINDS:
        return None
    ref = _BOUND.sub("", handler.text())
    found = resolved(repo, path, text, ref)
    if found is not None:
        return found
    member = _INSTANCE_MEMBER.match(ref)
    if member is None:
        return None
    made = re.search(
        rf"(?:\bthis\s*\.\s*|\b(?:const|let|var)\s+){re.escape(member.group(1))}\s*=\s*new\s+([\w$]+)\s*\(", text
    )
    found = resolved(repo, path, text, made.group(1)) if made is not None else None
    return found if found is not None and found[1] is None else None


def _registration(call: Any) -> tuple[Any, str, str, list[Any], Any | None] | None:
    """A route or middleware registration: (call, receiver text, verb, guard arguments, handler or
    None when the call puts a middleware alone)."""
    callee = call.field("function")
    if callee is None or callee.kind() != "member_expression":
        return None
    verb, receiver = callee.field("property"), callee.field("object")
    if verb is None or receiver is None or verb.text() not in (*ROUTE_VERBS, "use"):
        return None
    arguments = call.field("arguments")
    values = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
    if values and values[0].kind() in _PATH_KINDS:
        values = values[1:]
    if not values:
        return None
    last = values[-1]
    if len(values) == 1 and verb.text() in ("all", "use") and _is_guard(last):
        return call, receiver.text(), verb.text(), [last], None
    return call, receiver.text(), verb.text(), values[:-1], last


def _is_guard(node: Any) -> bool:
    if node.kind() in _FUNCTION_KINDS:
        return False
    text = _STRING.sub("''", node.text()) if not node.text().startswith("passport") else node.text()
    return AUTH_GUARD.search(text) is not None and ROUTER_NAME.search(text) is None


def _router_module(repo: Repository, path: str, text: str, node: Any) -> bool:
    """Whether `node` names a module that registers routes itself (`app.use(auth)` after `const auth =
    require('./routes/auth')`): a router of sign-in pages, not a guard of what follows."""
    target = resolved(repo, path, text, node.text())
    return target is not None and target[1] is None and _ROUTER.search(repo.text(target[0]) or "") is not None


def _guard_chain(call: Any, repo: Repository, path: str, text: str, routes: AdminRoutes) -> None:
    """`router.route('/x').all(guard).get(a).post(b)`: every handler chained after the guard."""
    node = call
    while True:
        member = node.parent()
        outer = member.parent() if member is not None else None
        if member is None or outer is None or member.kind() != "member_expression" or outer.kind() != "call_expression":
            return
        found = _registration(outer)
        if found is not None and found[4] is not None and found[2] in ROUTE_VERBS:
            handler = found[4]
            target = _target(repo, path, text, handler)
            _add(routes, path, handler, target, found[2])
        node = outer


def _add(routes: AdminRoutes, path: str, handler: Any, target: tuple[str, str | None] | None, verb: str) -> None:
    if handler.kind() in _FUNCTION_KINDS:
        routes.spans.append((path, handler.range().start.line + 1, handler.range().end.line + 1))
    elif target is not None and target[1] is None and verb == "use":
        routes.files.add(target[0])
    elif target is not None and target[1] is not None:
        routes.functions.add((target[0], target[1]))
