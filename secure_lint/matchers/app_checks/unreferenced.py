"""Server modules nothing reaches: a controller no other file of the project names.

A module of handlers (a controller class, exported functions answering `res`) serves requests
only when something imports it: a router, an index that re-exports it, a routes table naming it
by string (AdonisJS `'UsersController.index'`), a start script. When no other file of the
project names the module at all (its file stem appears in no script, manifest or config), and no
script loads modules by computed path (a folder listed, then required), it is dead code: a
weakness in it reaches no client.

When unsure the module counts as reached: a file that registers routes or starts a server itself
(an entry point), a file a framework routes by its place (`pages/`, `app/`, `api/`, `routes/`,
`functions/`, SvelteKit's `+server`), an `index` or other entry-point name, a project that loads
modules dynamically.
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import SCRIPT_SUFFIXES, project_root

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

# files that may name a module: scripts, manifests, configs, start files
_NAMING_SUFFIXES = (
    *SCRIPT_SUFFIXES, ".json", ".json5", ".yaml", ".yml", ".toml", ".sh", ".html", ".vue", ".svelte", ".astro",
    # server views name the browser scripts they load (`<script src="/js/checkout.js">`)
    ".ejs", ".pug", ".jade", ".hbs", ".handlebars", ".mustache", ".njk", ".liquid",
)
_NAMING_FILES = frozenset({"Dockerfile", "Procfile", "Makefile"})
# folders a framework routes by place, and the names entry points go by
_ROUTED_FOLDERS = frozenset({"pages", "app", "api", "apis", "routes", "functions", "lambda", "lambdas", "netlify"})
_ENTRY_NAMES = frozenset({"index", "main", "server", "app", "handler", "handlers", "middleware", "worker", "route"})
# an entry point of its own: routes registered or a server started in the module
_OWN_ENTRY = lazy_compile(
    r"""\.\s*(?:get|post|put|patch|delete|all|use|route|listen|createServer)\s*\(\s*(?:['"`/]|\d|process\.env)"""
    r"""|\bexport\s+(?:async\s+)?function\s+(?:GET|POST|PUT|PATCH|DELETE|handler|loader|action)\b"""
    r"""|\bexport\s+default\s+(?:async\s+)?function\s+handler\b"""
)
# a script that lists a folder and loads what it finds: modules reached by computed paths
_LISTS_FOLDER = lazy_compile(
    r"""\b(?:readdirSync|readdir|globSync|glob\.sync|fg\.sync|requireAll|require-all|require-directory"""
    r"""|import\.meta\.glob)\b"""
)
_COMPUTED_LOAD = lazy_compile(r"""\b(?:require|import)\s*\(\s*(?!['"][^'"`$+]*['"]\s*\))""")


def unreferenced(repo: Repository, path: str) -> bool:
    """Whether the server module at `path` is dead code: named by no other file of its project."""
    stem = posixpath.splitext(posixpath.basename(path))[0]
    if stem.split(".")[0] in _ENTRY_NAMES or stem.startswith("+") or len(stem) < 4:
        return False
    if _ROUTED_FOLDERS & set(posixpath.dirname(path).split("/")):
        return False
    if _OWN_ENTRY.search(repo.text(path) or ""):
        return False
    root = project_root(repo, path)
    if _loads_dynamically(repo, root):
        return False
    named = re.compile(rf"(?<![\w-]){re.escape(stem)}(?![\w-])")
    return not any(named.search(repo.text(other) or "") for other in _naming_files(repo, root) if other != path)


def _naming_files(repo: Repository, root: str) -> list[str]:
    files: list[str] = repo.once(f"unreferenced:files:{root}", lambda: _files_under(repo, root))
    return files


def _files_under(repo: Repository, root: str) -> list[str]:
    prefix = f"{root}/" if root else ""
    return [
        p
        for p in sorted(repo.paths)
        if p.startswith(prefix)
        and "node_modules/" not in p
        and (p.endswith(_NAMING_SUFFIXES) or posixpath.basename(p) in _NAMING_FILES)
    ]


def _loads_dynamically(repo: Repository, root: str) -> bool:
    """Whether a script of the project lists a folder and requires or imports a computed path."""

    def search() -> bool:
        for path in _naming_files(repo, root):
            if not path.endswith(SCRIPT_SUFFIXES) or not repo.is_shipped(path):
                continue
            text = repo.text(path) or ""
            if _LISTS_FOLDER.search(text) and _COMPUTED_LOAD.search(text):
                return True
        return False

    found: bool = repo.once(f"unreferenced:dynamic:{root}", search)
    return found
