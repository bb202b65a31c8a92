"""A public-prefixed environment variable reaches a browser bundle only where browser code reads it.

`NEXT_PUBLIC_*`, `REACT_APP_*`, `VITE_*` and `EXPO_PUBLIC_*` are inlined by the bundler into the
code it builds for the client, and only into the files that read them. A secret under such a name
that only server code reads (a Next.js API route, a route handler, middleware, a server action, an
Express backend beside a Create React App frontend) goes into no bundle: the name misleads, the
value stays on the server. So secrets.public-env-secret's findings of a name are dropped when
code of the repository reads the name and none of those reads is in code a bundler builds for the
browser. A name no code reads keeps its findings (nothing shows where it goes).

Client code is a script of a package (its nearest package.json) that declares a browser bundler
(Next.js, Create React App, Vite, Expo or React Native, Gatsby, Nuxt, Parcel, webpack), outside what
runs only on a Next.js server: `pages/api/`, `route` and `middleware` files, and a module that
begins with 'use server'. A script under no package.json counts as client code.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.matchers.app_checks.next_api import is_pages_api_route
from secure_lint.scan.repo import each_file_result, manifests_above, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULE = "secrets.public-env-secret"
_NAME = lazy_compile(r"\b(?:NEXT_PUBLIC|EXPO_PUBLIC|VITE|REACT_APP)_[A-Z0-9_]+\b")
_SCRIPTS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".mts", ".cts", ".vue", ".svelte")
# the packages whose build bundles code for a browser or an app's JavaScript engine
_BUNDLERS = frozenset(
    {
        "next", "react-scripts", "vite", "expo", "react-native", "gatsby", "nuxt", "parcel", "webpack",
        "@vitejs/plugin-react", "@sveltejs/kit", "astro", "@remix-run/react",
    }
)  # fmt: skip
_NEXT_SERVER_FILE = lazy_compile(r"(?:^|/)(?:route|middleware|instrumentation)\.(?:[cm]?[jt]sx?)$")
_USE_SERVER = lazy_compile(r"""\A(?:\s|//[^\n]*\n|/\*.*?\*/)*['"]use server['"]""", re.S)


def server_only_names_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without public-env-secret findings of names only server code reads."""
    return each_file_result(items, lambda result: server_only_names_in_file(result, repo))


def server_only_names_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, frozenset({RULE})):
        return result
    kept = [f for f in result.findings if not (f.rule_id == RULE and _read_only_on_server(repo, f))]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _read_only_on_server(repo: Repository, finding: Finding) -> bool:
    name = _NAME.search(finding.location.snippet or "")
    if name is None:
        return False
    readers: list[str] = repo.once(f"public-env-readers:{name.group(0)}", lambda: _readers(repo, name.group(0)))
    return bool(readers) and not any(_bundled_for_client(repo, path) for path in readers)


def _readers(repo: Repository, name: str) -> list[str]:
    """The repository's scripts that read `name` from the environment."""
    read = re.compile(rf"\b(?:process\.env|import\.meta\.env)\s*(?:\.\s*{name}\b|\[\s*['\"]{name}['\"]\s*\])")
    return [
        path
        for path in repo.paths
        if path.endswith(_SCRIPTS) and "node_modules/" not in path and read.search(repo.text(path) or "")
    ]


def _bundled_for_client(repo: Repository, path: str) -> bool:
    """Whether a bundler builds the file for a browser: its package (the nearest package.json)
    declares one, and on Next.js it is no server-only file."""
    manifests = manifests_above(repo, path)
    declared = set(declared_dependencies(repo.text(manifests[0]))) if manifests else set()
    if manifests and not _BUNDLERS & declared:
        return False  # a backend package: Node runs the file as it is
    if "next" in declared and (is_pages_api_route(path) or _NEXT_SERVER_FILE.search(path)):
        return False
    return _USE_SERVER.match(repo.text(path) or "") is None
