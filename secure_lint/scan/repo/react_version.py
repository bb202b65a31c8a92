"""Links in an app on React 19 or later: a user URL in `href`/`src`/`action` no longer runs script.

React DOM 19 replaces a `javascript:` URL passed to a URL attribute with one that only throws
("React has blocked a javascript: URL as a security precaution."; facebook/react#26507, listed
among the React 19 upgrade guide's breaking changes), where React 16.9 to 18 only warned in
development. So `react.xss.user-url-in-href` is dropped in a file whose package is on React 19 or
later. The version is a repository fact: the nearest package.json (from the file up) declaring
`react-dom` (else `react`), its range read at its lowest major (`^18 || ^19` is 18), a pnpm
`catalog:` entry read from the nearest pnpm-workspace.yaml. An unknown version (`workspace:*`, `latest`, no
package.json) keeps the finding.
"""

from __future__ import annotations

import posixpath
from functools import partial
from typing import TYPE_CHECKING, Any

from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.scan.repo import each_file_result, lowest_major, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"react.xss.user-url-in-href"})
BLOCKING_MAJOR = 19


def react19_links_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the user-URL link findings of files on React 19 or later."""
    return each_file_result(items, lambda result: react19_in_file(result, repo))


def react19_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    major = react_major(repo, result.path)
    if major is None or major < BLOCKING_MAJOR:
        return result
    return without_rules(result, RULES)


def react_major(repo: Repository, path: str) -> int | None:
    """The lowest React major the file's package allows, or None when it is not known."""
    folder = posixpath.dirname(path)
    while True:
        manifest = posixpath.join(folder, "package.json") if folder else "package.json"
        declared = _declared_react(repo.text(manifest)) if manifest in _paths(repo) else None
        if declared is not None:
            return lowest_major(_from_catalog(repo, folder, declared))
        if not folder:
            return None
        folder = posixpath.dirname(folder)


def _paths(repo: Repository) -> frozenset[str]:
    found: frozenset[str] = repo.once(
        "react-version:manifests",
        lambda: frozenset(p for p in repo.paths if p.endswith("package.json") or p.endswith("pnpm-workspace.yaml")),
    )
    return found


def _declared_react(text: str | None) -> str | None:
    """The range the manifest gives react-dom, else react."""
    declared = declared_dependencies(text)
    for name in ("react-dom", "react"):
        if name in declared:
            return f"{name}@{declared[name]}"
    return None


def _from_catalog(repo: Repository, folder: str, declared: str) -> str:
    """A pnpm `catalog:` / `catalog:<name>` range read from pnpm-workspace.yaml; else the range."""
    name, _, spec = declared.partition("@")
    if not spec.startswith("catalog:"):
        return spec
    workspace = _workspace(repo, folder)
    catalog_name = spec[len("catalog:") :].strip()
    catalog = workspace.get("catalog") if catalog_name in ("", "default") else None
    if catalog is None:
        catalogs = workspace.get("catalogs")
        catalog = catalogs.get(catalog_name or "default") if isinstance(catalogs, dict) else None
    value = catalog.get(name) if isinstance(catalog, dict) else None
    return str(value) if value is not None else ""


def _workspace(repo: Repository, folder: str) -> dict[str, Any]:
    """The nearest pnpm-workspace.yaml from `folder` up, read; {} when there is none."""
    while True:
        path = posixpath.join(folder, "pnpm-workspace.yaml") if folder else "pnpm-workspace.yaml"
        if path in _paths(repo):
            found: dict[str, Any] = repo.once(f"react-version:{path}", partial(_read_yaml, repo, path))
            return found
        if not folder:
            return {}
        folder = posixpath.dirname(folder)


def _read_yaml(repo: Repository, path: str) -> dict[str, Any]:
    from secure_lint.core.yaml_loading import load_yaml  # noqa: PLC0415 (a scan loads no YAML parser unless a pnpm catalog is read)

    try:
        loaded = load_yaml(repo.text(path) or "")
    except Exception:  # a broken workspace file gives no version, never a crash
        return {}
    return loaded if isinstance(loaded, dict) else {}
