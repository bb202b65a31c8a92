"""A Next.js middleware (or proxy) file in the folder Next does not read it from is never built.

Next.js looks for the router folders at the project root first and in `src/` second (`pages`,
then `app`), and reads `middleware.ts` (`proxy.ts` from Next 16) only from the folder that holds
the router it found: the root, or `src/`. So a root `middleware.ts` in an app whose router is
`src/app/` is compiled into nothing, and so is a `src/middleware.ts` beside a root `app/`: its
redirects and checks are not the shipped app's. The project is the folder of a package.json that
declares `next`; a project whose router folder cannot be found keeps every file.
"""

from __future__ import annotations

import posixpath

from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.core.repository import Repository
from secure_lint.scan.repo import manifest_paths

ROUTER_FOLDERS = ("pages", "app")  # the order Next.js resolves them in
STEMS = ("middleware", "proxy")
SUFFIXES = (".ts", ".js", ".mjs", ".mts", ".tsx", ".jsx")


def unbuilt_middleware(repo: Repository) -> frozenset[str]:
    """The middleware and proxy files of Next.js projects that sit where Next does not read them."""
    found: frozenset[str] = repo.once("unbuilt-middleware", lambda: frozenset(_unbuilt(repo)))
    return found


def _unbuilt(repo: Repository) -> list[str]:
    folders = _folders(repo)
    unbuilt = []
    for manifest in manifest_paths(repo):
        if "next" not in declared_dependencies(repo.text(manifest)):
            continue
        project = posixpath.dirname(manifest)
        router_parent = _router_parent(project, folders)
        if router_parent is None:
            continue
        for parent in (project, _join(project, "src")):
            if parent != router_parent:
                unbuilt += [p for p in _middleware_files(parent) if p in folders.files]
    return unbuilt


class _Folders:
    def __init__(self, paths: list[str]) -> None:
        self.files = frozenset(paths)
        self.dirs = frozenset(d for p in paths for d in _parents(p))


def _folders(repo: Repository) -> _Folders:
    known: _Folders = repo.once("unbuilt-middleware:folders", lambda: _Folders(repo.paths))
    return known


def _router_parent(project: str, folders: _Folders) -> str | None:
    """The folder holding the router Next.js finds (each router folder at the root before `src/`)."""
    for name in ROUTER_FOLDERS:
        for parent in (project, _join(project, "src")):
            if _join(parent, name) in folders.dirs:
                return parent
    return None


def _middleware_files(folder: str) -> list[str]:
    return [_join(folder, stem + suffix) for stem in STEMS for suffix in SUFFIXES]


def _parents(path: str) -> list[str]:
    parents = []
    folder = posixpath.dirname(path)
    while folder:
        parents.append(folder)
        folder = posixpath.dirname(folder)
    return parents


def _join(folder: str, name: str) -> str:
    return posixpath.join(folder, name) if folder else name
