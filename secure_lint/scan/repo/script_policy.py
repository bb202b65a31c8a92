"""Reflections in an app whose Content-Security-Policy runs no injected script.

`node.xss.send-request-data` and `node.xss.html-response-request-data` report request data sent
back inside an HTML response. helmet 4 and later sets `Content-Security-Policy` on every response
it is mounted for, `script-src 'self'` unless the app's directives say otherwise: a browser then
runs no inline `<script>`, no event-handler attribute and no `javascript:` URL, so markup reflected
into a page cannot run script (an app's own scripts carry a nonce or come from its origin). The
findings are dropped in a file whose app (its package.json folder) runs on helmet 4 or later
(dependency_versions.py), mounts it (`helmet(` in its scripts), and neither turns the policy off
(`contentSecurityPolicy: false`) nor allows `'unsafe-inline'` in its script or default sources.
An app without helmet, on helmet 3 (no policy by default) or with a policy that allows inline
script keeps them, and so does a server of the package that the file mounting helmet is not part of:
the policy covers a file when one of the package's entry scripts (a shipped script no other imports)
imports both, directly or through other files (a vulnerable twin beside a hardened server shares
their package.json and not their policy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App, app_of
from secure_lint.matchers.values.callers import specifiers_in
from secure_lint.matchers.values.imports import modules_of
from secure_lint.scan.repo import each_file_result, reports_any, without_rules
from secure_lint.scan.repo.dependency_versions import resolved_version

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"node.xss.send-request-data", "node.xss.html-response-request-data"})
POLICY_BY_DEFAULT_MAJOR = 4  # helmet 4.0.0 turned contentSecurityPolicy on by default
_MOUNTED = lazy_compile(r"\bhelmet\s*\(")
_POLICY_OFF = lazy_compile(r"\bcontentSecurityPolicy\s*:\s*false\b")
# `scriptSrc: ["'self'", "'unsafe-inline'"]`, `'default-src': [...]` (the array, across lines)
_INLINE_ALLOWED = lazy_compile(
    r"""(?:\b(?:scriptSrc|scriptSrcElem|defaultSrc)|['"](?:script-src|script-src-elem|default-src)['"])\s*:"""
    r"""\s*\[[^\]]*unsafe-inline"""
)


def script_policy_reflections_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without reflection findings of apps whose policy runs no injected script."""
    return each_file_result(items, lambda result: script_policy_reflections_in_file(result, repo))


def script_policy_reflections_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES) or not runs_no_inline_script(repo, result.path):
        return result
    return without_rules(result, RULES)


def runs_no_inline_script(repo: Repository, path: str) -> bool:
    """Whether the app of `path` answers under helmet's policy without inline script."""
    version = resolved_version(repo, path, "helmet")
    if version is None or version[0] < POLICY_BY_DEFAULT_MAJOR:
        return False
    app = app_of(repo, path)
    if app.find("helmet:policy-off", _POLICY_OFF) is not None or app.find("helmet:inline-script", _INLINE_ALLOWED):
        return False
    mounting = {place[0] for place in app.find_all(_MOUNTED, limit=20)}
    return any(path in served and mounting & served for served in _servers(repo, app))


def _servers(repo: Repository, app: App) -> list[frozenset[str]]:
    """For each entry script of the app (a shipped script no other of its scripts imports), the
    scripts it runs: itself and what it imports, directly or through others."""
    def compute() -> list[frozenset[str]]:
        imports = {path: _imports(repo, path) for path in app.scripts}
        imported = set().union(*imports.values()) if imports else set()
        return [_closure(entry, imports) for entry in app.scripts if entry not in imported]

    found: list[frozenset[str]] = repo.once(f"script-policy:servers:{app.root}", compute)
    return found


def _imports(repo: Repository, path: str) -> frozenset[str]:
    modules = modules_of(repo)
    specifiers = specifiers_in(repo.text(path) or "")
    return frozenset(target for spec in specifiers if (target := modules.resolve(path, spec)) is not None)


def _closure(entry: str, imports: dict[str, frozenset[str]]) -> frozenset[str]:
    seen, pending = {entry}, [entry]
    while pending:
        for target in imports.get(pending.pop(), frozenset()):
            if target not in seen:
                seen.add(target)
                pending.append(target)
    return frozenset(seen)
