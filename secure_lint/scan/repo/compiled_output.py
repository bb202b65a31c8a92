"""The TypeScript compiler's output committed beside its source: reported once, at the source.

A project that commits what `tsc` emits (a server whose `backend/` is built from `server/` by
`tsc --project server/tsconfig.server.json`) holds every weakness twice: in the `.ts` file the
developer edits and in the `.js` file compiled from it. The finding belongs where the fix goes, so
findings in a compiled copy are dropped when its source is in the tree; the source's own scan
reports them.

What makes a file compiled output is the build's configuration, never a folder name: a
tsconfig*.json whose `compilerOptions.outDir` (its own or one it `extends`) names a folder other
than its sources', and a `.js` file there whose `.ts` counterpart exists at the same place under the
sources' root (`rootDir`, else the tsconfig's folder or a folder its `include` starts with).
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.jsonc import jsonc_object
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

_TSCONFIG = lazy_compile(r"^tsconfig(?:\.[\w.-]+)?\.json$")
_EMITTED = {".js": (".ts", ".tsx"), ".mjs": (".mts",), ".cjs": (".cts",)}
MAX_EXTENDS = 4


def compiled_copies_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without findings in files the TypeScript compiler emitted from a source in the tree."""
    if not any(_may_be_copy(item) for item in items):
        return items  # nothing to drop: the repository is not listed for its tsconfigs
    builds = compiled_builds(repo)
    if not builds:
        return items
    return each_file_result(items, lambda result: _without_copy_findings(result, builds, repo))


def _may_be_copy(item: Item) -> bool:
    """Whether the item is a file result with findings in a file the compiler can emit."""
    return isinstance(item, FileResult) and bool(item.findings) and posixpath.splitext(item.path)[1] in _EMITTED


def _without_copy_findings(result: FileResult, builds: list[tuple[str, list[str]]], repo: Repository) -> FileResult:
    if not result.findings:
        return result
    listed: frozenset[str] = repo.once("compiled-output:listed", lambda: frozenset(repo.paths))
    if source_of(result.path, builds, listed) is None:
        return result
    return replace(result, findings=[])


def source_of(path: str, builds: list[tuple[str, list[str]]], listed: frozenset[str]) -> str | None:
    """The TypeScript source `path` was compiled from, when it is one of the builds' output."""
    stem, extension = posixpath.splitext(path)
    for out_dir, roots in builds:
        if extension not in _EMITTED or not path.startswith(out_dir + "/"):
            continue
        rest = stem[len(out_dir) + 1 :]
        for root in roots:
            for source_extension in _EMITTED[extension]:
                candidate = posixpath.join(root, rest + source_extension)
                if candidate in listed:
                    return candidate
    return None


def compiled_builds(repo: Repository) -> list[tuple[str, list[str]]]:
    """(output folder, the folders its sources may lie under) for each tsconfig that emits elsewhere."""
    found: list[tuple[str, list[str]]] = repo.once("compiled-output:builds", lambda: list(_builds(repo)))
    return found


def _builds(repo: Repository) -> list[tuple[str, list[str]]]:
    builds = []
    for path in repo.paths:
        if "node_modules/" in path or not _TSCONFIG.match(posixpath.basename(path)):
            continue
        options = _compiler_options(repo, path)
        out_dir = options.get("outDir")
        if not isinstance(out_dir, str) or not _inside(out_dir):
            continue
        roots = _source_roots(posixpath.dirname(path), options, jsonc_object(repo.text(path)) or {})
        roots = [root for root in roots if root != out_dir and not root.startswith(out_dir + "/")]
        if roots:
            builds.append((out_dir, roots))
    return builds


def _compiler_options(repo: Repository, path: str) -> dict[str, Any]:
    """The compiler options of a tsconfig over those of the configs it `extends` (relative paths);
    `outDir` and `rootDir` resolved against the file that sets them, as tsc reads them."""
    options: dict[str, Any] = {}
    for _ in range(MAX_EXTENDS):
        config = jsonc_object(repo.text(path)) or {}
        own = config.get("compilerOptions")
        for key, value in own.items() if isinstance(own, dict) else []:
            if key in {"outDir", "rootDir"} and isinstance(value, str):
                value = posixpath.normpath(posixpath.join(posixpath.dirname(path), value))
            options.setdefault(key, value)
        parent = config.get("extends")
        if not isinstance(parent, str) or not parent.startswith("."):
            break
        path = posixpath.normpath(posixpath.join(posixpath.dirname(path), parent))
        path = path if path.endswith(".json") else path + ".json"
    return options


def _inside(folder: str) -> bool:
    """A folder below the repository's root (not the root itself, not outside it)."""
    return folder not in {"", "."} and not folder.startswith(("..", "/"))


def _source_roots(folder: str, options: dict[str, Any], config: dict[str, Any]) -> list[str]:
    """Where the sources lie: `rootDir`; else the tsconfig's folder and the folders `include` starts with."""
    root_dir = options.get("rootDir")
    if isinstance(root_dir, str):
        return [root_dir] if _inside(root_dir) else [""]
    roots = [folder]
    for pattern in config.get("include") or []:
        if isinstance(pattern, str):
            head = posixpath.normpath(posixpath.join(folder, pattern.split("*", 1)[0]))
            if _inside(head) and head not in roots:
                roots.append(head)
    return roots
