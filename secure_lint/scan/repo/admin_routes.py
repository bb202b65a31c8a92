"""Routes only a privileged caller reaches: findings about writing request data wholesale
(mass assignment, a deep merge) or about an unbounded page size are dropped there.

An administrator's settings form is meant to set every field it sends, and an admin who copies
the body into a record gains nothing they do not have. What makes a route privileged is how it is
registered, often in another file than its handler: a guard argument that checks a role or a
permission (`isAuthenticated(Permission.ADMIN)`, `auth.admin`, `requireRole('admin')`) before the
handler, either on the route itself (`router.post('/admin', auth.admin, asyncHandler(user.create))`)
or on the mount of a whole router (`router.use('/settings', isAuthenticated(Permission.ADMIN),
settingsRoutes)`, and every router that router mounts in turn), or mounted alone on a router before
its routes (`router.use(passport.authenticate('admin')); router.use(usersRouter)`). Handlers and routers named there
are resolved through the registering file's imports (modules_of: relative paths, tsconfig
aliases, workspace packages). Only shipped scripts count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.call_text import call_arguments
from secure_lint.matchers.cross_file_routers import CROSS_FILE, CrossFile
from secure_lint.matchers.values.imports import modules_of
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

# the rules whose findings are about a caller writing fields it should not control, or asking for more
# than it should (a page of a million rows: an administrator only loads the service they run)
ADMIN_INTENDED_RULES = frozenset(
    {"node.api.request-body-mass-assignment", "node.prototype.merge-request-data", "node.api.unbounded-page-size"}
)

_REGISTRATION = lazy_compile(r"""\b[\w$]+\s*\.\s*(?P<verb>get|post|put|patch|delete|all|use)\s*(?:<[^()]*?>)?\s*\(""")
# a guard argument that checks a role or a permission, not only that someone is signed in
ROLE_GUARD = lazy_compile(
    r"""admin|permission|\brole|hasRole|requireRole|isStaff|superuser|privilege|\bacl\b|rbac|authori[sz]e""", re.I
)
_STRING = lazy_compile(r"""'[^'\n]*'|"[^"\n]*"|`[^`]*`""")
_PASSPORT_STRATEGY = lazy_compile(r"""\s*passport\s*\.\s*authenticate\s*\(\s*['"](?P<name>[\w-]+)['"]""")
_HANDLER_NAME = lazy_compile(r"""(?:^|[(\s,])(?P<ref>[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?)\s*\)*\s*$""")
_FUNCTION_NAME = lazy_compile(
    r"""(?:function\s+(?P<a>[\w$]+)|(?:const|let|var)\s+(?P<b>[\w$]+)\s*=|exports\s*\.\s*(?P<c>[\w$]+)\s*=|^\s*(?:async\s+)?(?P<d>[\w$]+)\s*\()""",
    re.M,
)
# the imports that can name a function: a default or namespace import, a `require`, a named import's list
_IMPORT_WHOLE = lazy_compile(
    r"""(?:import\s+(?:\*\s+as\s+)?(?P<name>[\w$]+)\s+from\s*|(?:const|let|var)\s+(?P<bound>[\w$]+)\s*=\s*require\s*\(\s*)"""
    r"""['"](?P<spec>[^'"]+)['"]"""
)
_IMPORT_LIST = lazy_compile(r"""import\s*\{(?P<names>[^}]*)\}\s*from\s*['"](?P<spec>[^'"]+)['"]""")
# CommonJS's named imports: `const { validateUser, withRequestId } = require('./util/auth')`
_REQUIRE_LIST = lazy_compile(
    r"""(?:const|let|var)\s*\{(?P<names>[^}]*)\}\s*=\s*require\s*\(\s*['"](?P<spec>[^'"]+)['"]"""
)
_LISTED = lazy_compile(r"[\w$]+")


@dataclass
class AdminRoutes:
    """The places only a privileged caller reaches: whole router files, inline handlers
    (path, first line, last line) and named handlers (path, function name)."""

    files: set[str] = field(default_factory=set)
    spans: list[tuple[str, int, int]] = field(default_factory=list)
    functions: set[tuple[str, str]] = field(default_factory=set)

    def holds(self, path: str, line: int, function: str | None) -> bool:
        if path in self.files or (function is not None and (path, function) in self.functions):
            return True
        return any(p == path and first <= line <= last for p, first, last in self.spans)


def admin_only_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the wholesale-write findings of routes only a privileged caller reaches."""
    if not any(f.rule_id in ADMIN_INTENDED_RULES for item in items for f in getattr(item, "findings", ())):
        return items
    routes: AdminRoutes = repo.once("admin-routes", lambda: privileged_routes(repo))
    return each_file_result(items, lambda result: _kept(result, routes, repo))


def admin_only_in_file(result: FileResult, repo: Repository) -> FileResult:
    """One file's result without those findings (rules test: the other test files are the app)."""
    if not any(f.rule_id in ADMIN_INTENDED_RULES for f in result.findings):
        return result
    return _kept(result, repo.once("admin-routes", lambda: privileged_routes(repo)), repo)


def _kept(result: FileResult, routes: AdminRoutes, repo: Repository) -> FileResult:
    findings = [f for f in result.findings if f.rule_id not in ADMIN_INTENDED_RULES or not _admin_only(f, routes, repo)]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)


def _admin_only(finding: Finding, routes: AdminRoutes, repo: Repository) -> bool:
    path, line = finding.location.path, finding.location.start_line
    return routes.holds(path, line, _function_at(repo, path, line))


def _function_at(repo: Repository, path: str, line: int) -> str | None:
    """The name of the outermost named function around the line (a handler exported by name)."""
    from secure_lint.matchers.app_checks import blocks_of, enclosing  # noqa: PLC0415 (the checks' catalogue: only when a finding asks)

    text = repo.text(path) or ""
    offset = _offset_of_line(text, line)
    for start, _ in reversed(enclosing(blocks_of(text), offset)):
        head = text[text.rfind("\n", 0, text.rfind("\n", 0, start)) + 1 : start]
        names = [next(n for n in m.groups() if n) for m in _FUNCTION_NAME.finditer(head)]
        if names:
            return names[-1]
    return None


def _offset_of_line(text: str, line: int) -> int:
    offset = 0
    for _ in range(line - 1):
        offset = text.find("\n", offset) + 1
        if offset == 0:
            return len(text)
    return offset


def privileged_routes(repo: Repository) -> AdminRoutes:
    from secure_lint.matchers.app_checks import SCRIPT_SUFFIXES  # noqa: PLC0415 (the checks' catalogue: only when a finding asks)

    routes = AdminRoutes()
    mounted: dict[str, list[str]] = {}  # a router file -> the router files it mounts
    scripts = [p for p in repo.paths if p.endswith(SCRIPT_SUFFIXES) and "node_modules/" not in p and repo.is_shipped(p)]
    for path in scripts:
        text = repo.text(path) or ""
        if "(" not in text:
            continue
        guarded_from: int | None = None  # where a role guard mounted alone starts guarding what follows
        for verb, guards, handler, span, at in _registrations(text):
            target = resolved(repo, path, text, handler)
            if verb == "use" and target is not None and target[1] is None:
                mounted.setdefault(path, []).append(target[0])
            if verb == "use" and not guards and target is None and guarded_from is None and _role_guard(handler):
                guarded_from = at  # `router.use(passport.authenticate('admin'))`: every route after it
                continue
            if not any(_role_guard(g) for g in guards) and (guarded_from is None or at < guarded_from):
                continue  # a template path or a message that says "admin" is no guard
            if span is not None:
                routes.spans.append((path, *span))
            elif target is not None and target[1] is None and verb == "use":
                routes.files.add(target[0])
            elif target is not None and target[1] is not None:
                routes.functions.add((target[0], target[1]))
    _close_over_mounts(routes.files, mounted)
    return routes


def _close_over_mounts(files: set[str], mounted: dict[str, list[str]]) -> None:
    """Every router an admin-only router mounts is admin-only too."""
    pending = list(files)
    while pending:
        for child in mounted.get(pending.pop(), []):
            if child not in files:
                files.add(child)
                pending.append(child)


def _registrations(text: str) -> list[tuple[str, list[str], str, tuple[int, int] | None, int]]:
    """Each route registration: its verb, guard arguments, handler argument, for a handler
    written inline its lines, and where it starts."""
    found = []
    for match in _REGISTRATION.finditer(text):
        args = call_arguments(text, match.end())
        if not args:
            continue
        if args[0][0].lstrip()[:1] in "'\"`":
            args = args[1:]  # the path
        if not args or (len(args) < 2 and match.group("verb") != "use"):
            continue  # `container.use('logger')`: a path (a name) alone, no handler
        handler, start, end = args[-1]
        inline = "=>" in handler or re.match(r"\s*(?:async\s+)?function\b", handler) is not None
        span = (text.count("\n", 0, start) + 1, text.count("\n", 0, end) + 1) if inline else None
        found.append((match.group("verb"), [a[0] for a in args[:-1]], handler, span, match.start()))
    return found


def _role_guard(argument: str) -> bool:
    """Whether a middleware argument checks a role or a permission: by its words outside strings
    (`requireRole('admin')`; a template path or a message that says "admin" is no guard), or by the
    name of the Passport strategy it authenticates with (`passport.authenticate('admin')`)."""
    if ROLE_GUARD.search(_STRING.sub("''", argument)):
        return True
    strategy = _PASSPORT_STRATEGY.match(argument)
    return strategy is not None and ROLE_GUARD.search(strategy.group("name")) is not None


def resolved(repo: Repository, path: str, text: str, handler: str) -> tuple[str, str | None] | None:
    """The file a handler or router argument names through an import of `path`, and the function
    in it (None: the module itself, a router)."""
    match = _HANDLER_NAME.search(handler.strip())
    if match is None:
        return None
    parts = [p.strip() for p in match.group("ref").split(".")]
    if len(parts) == 2:  # user.create: a function of the module imported as `user`
        spec = _default_import(text, parts[0])
        found = modules_of(repo).resolve(path, spec) if spec else None
        return (found, parts[1]) if found else None
    spec = _default_import(text, parts[0])
    if spec:  # settingsRoutes: a module imported whole (a router)
        found = modules_of(repo).resolve(path, spec)
        return (found, None) if found else None
    spec = _named_import(text, parts[0])
    found = modules_of(repo).resolve(path, spec) if spec else None
    return (found, parts[0]) if found else None


def _default_import(text: str, name: str) -> str | None:
    """The module `name` is imported from whole (default, namespace or `require`)."""
    return _imports(text)[0].get(name)


def _named_import(text: str, name: str) -> str | None:
    """The module a named import of `name` (`import { name } from`, `{ x as name }`) is from."""
    return _imports(text)[1].get(name)


@lru_cache(maxsize=64)  # a file's handlers name many functions
def _imports(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """The text's imports, read once: {name: specifier} of the names bound whole, and of the names
    in named-import lists (the first import of a name wins)."""
    whole: dict[str, str] = {}
    for match in _IMPORT_WHOLE.finditer(text):
        whole.setdefault(match.group("name") or match.group("bound"), match.group("spec"))
    named: dict[str, str] = {}
    for match in [*_IMPORT_LIST.finditer(text), *_REQUIRE_LIST.finditer(text)]:
        for listed in _LISTED.findall(match.group("names")):
            named.setdefault(listed, match.group("spec"))
    return whole, named


def _privileged_files(repo: Repository) -> set[str]:
    routes: AdminRoutes = repo.once("admin-routes", lambda: privileged_routes(repo))
    return routes.files


# the admin-route check follows routers across files with these
CROSS_FILE.append(CrossFile(_privileged_files, resolved))
