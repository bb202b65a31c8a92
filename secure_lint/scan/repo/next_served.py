"""A Next.js config in a package Next does not run: its image optimizer's host list is a review item.

`images.remotePatterns` is read by Next's own image optimizer (`/_next/image` of `next start`, or
the platform's copy of it); that endpoint fetches any allowed host whether or not a page uses
`next/image`, so the rule reports the setting itself. A package whose manifests (its package.json
and those above it, a workspace's root) declare no `next` is not served by Next: another tool reads
the config (a Vite reimplementation of Next's API, a static exporter) and what its image endpoint
does with remote hosts is not Next's behaviour. The finding is lowered to a low review item naming
the manifest and the build script; a package with no manifest, or an unreadable one, keeps it.
"""

from __future__ import annotations

import json
import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.package_manifest import SECTIONS
from secure_lint.scan.repo import each_file_result, low_review_item, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"next.config.images-any-remote-host"})
REASON = (
    "the package does not depend on next: Next's image optimizer, the reader of remotePatterns, "
    "does not serve it"
)


def unserved_next_configs_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with the image-host findings of packages Next does not run lowered to review items."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    detail = not_next_package(repo, result.path)
    if detail is None:
        return result
    return replace(result, findings=[_lowered(f, detail) for f in result.findings])


def _lowered(finding: Finding, detail: str) -> Finding:
    return low_review_item(finding, REASON, detail) if finding.rule_id in RULES else finding


def not_next_package(repo: Repository, path: str) -> str | None:
    """What shows the file's package is not run by Next (its manifest and build script), or None
    when a manifest from the file's folder up declares `next`, none exists, or one is unreadable."""
    folder = posixpath.dirname(path)
    nearest: tuple[str, dict[str, Any]] | None = None
    while True:
        manifest = posixpath.join(folder, "package.json") if folder else "package.json"
        if manifest in _manifests(repo):
            parsed = _manifest(repo.text(manifest))
            if parsed is None or _declares_next(parsed):
                return None
            nearest = nearest or (manifest, parsed)
        if not folder:
            break
        folder = posixpath.dirname(folder)
    if nearest is None:
        return None
    manifest, parsed = nearest
    scripts = parsed.get("scripts")
    build = scripts.get("build") if isinstance(scripts, dict) else None
    built = f"; its build script runs `{build}`" if isinstance(build, str) and build else ""
    return f"{manifest} and the manifests above it declare no next{built}"


def _manifests(repo: Repository) -> frozenset[str]:
    found: frozenset[str] = repo.once(
        "next-served:manifests",
        lambda: frozenset(
            p for p in repo.paths if posixpath.basename(p) == "package.json" and "node_modules/" not in p
        ),
    )
    return found


def _manifest(text: str | None) -> dict[str, Any] | None:
    try:
        parsed = json.loads(text or "")
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def _declares_next(manifest: dict[str, Any]) -> bool:
    return any(isinstance(manifest.get(s), dict) and "next" in manifest[s] for s in SECTIONS)
