"""Secrets in another project's files that a vendoring tool copied into the repository: review items.

A vendoring manifest says what a folder is: a copy of another repository at a pinned reference
(vendir's `vendir.yml`, whose `directories[].contents[]` each name a folder and the git URL, image
or release it is copied from; git-subrepo's `.gitrepo`, written into the copied folder with the
remote it tracks). The values in such a copy are its upstream's, committed and published there (a
quickstart's local stack, its dev certificates and placeholder keys); the app did not write them
and edits to the copy are overwritten on the next sync. So a secret finding there is lowered to a
low review item naming the upstream (the extended profile shows it, the default does not): it is
reported to the upstream, or kept out of the copy with the manifest's include paths.

Only a manifest makes a folder a copy: no folder name does (`vendor/` is as often the app's own
code), and the manifest must name where the copy comes from. A manifest that copies a local
directory (vendir's `directory:` source) copies the app's own files: those stay findings.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result, low_review_item

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

SECRET_RULES = "secrets."
REASON = (
    "a file of another project that a vendoring manifest copied into the repository: the value is that "
    "project's, published upstream, and the copy is overwritten on each sync"
)
VENDIR_MANIFEST = "vendir.yml"
SUBREPO_MANIFEST = ".gitrepo"
# the sources vendir copies from another project (not `directory:`, a local folder of the app's own)
VENDIR_REMOTE_SOURCES = ("git", "hg", "http", "image", "imgpkgBundle", "githubRelease", "helmChart")


@dataclass(frozen=True)
class VendoredCopy:
    root: str  # the copy's folder, root-relative, without a trailing slash
    upstream: str  # where it is copied from (a URL, an image) and how the manifest names it
    manifest: str  # the manifest's path


def vendored_secrets_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each secret finding inside a manifest-vendored copy lowered to review."""
    if not any(isinstance(i, FileResult) and any(_is_secret(f) for f in i.findings) for i in items):
        return items
    copies: list[VendoredCopy] = repo.once("vendored-copies", lambda: vendored_copies(repo))
    if not copies:
        return items
    return each_file_result(items, lambda result: _lowered(result, copies))


def _is_secret(finding: Finding) -> bool:
    return finding.rule_id.startswith(SECRET_RULES)


def _lowered(result: FileResult, copies: list[VendoredCopy]) -> FileResult:
    copy = copy_holding(result.path, copies)
    if copy is None or not any(_is_secret(f) for f in result.findings):
        return result
    return replace(result, findings=[_judged(f, copy) if _is_secret(f) else f for f in result.findings])


def copy_holding(path: str, copies: list[VendoredCopy]) -> VendoredCopy | None:
    """The vendored copy whose folder holds `path`, else None."""
    return next((c for c in copies if path.startswith(c.root + "/")), None)


def _judged(finding: Finding, copy: VendoredCopy) -> Finding:
    return low_review_item(finding, REASON, f"copied from {copy.upstream} by {copy.manifest}")


def vendored_copies(repo: Repository) -> list[VendoredCopy]:
    """Every folder a vendoring manifest of the repository places, with its upstream."""
    copies: list[VendoredCopy] = []
    for path in repo.paths:
        name = posixpath.basename(path)
        if name == VENDIR_MANIFEST:
            copies += _vendir_copies(path, repo.text(path))
        elif name == SUBREPO_MANIFEST:
            copies += _subrepo_copy(path, repo.text(path))
    return copies


def _vendir_copies(path: str, text: str | None) -> list[VendoredCopy]:
    config = _yaml(text)
    if not isinstance(config, dict) or not str(config.get("apiVersion", "")).startswith("vendir."):
        return []
    base = posixpath.dirname(path)
    copies = []
    for directory in _dicts(config.get("directories")):
        for content in _dicts(directory.get("contents")):
            upstream = _vendir_upstream(content)
            folder = posixpath.join(str(directory.get("path", "")), str(content.get("path", "")))
            root = posixpath.normpath(posixpath.join(base, folder))
            if upstream and root != "." and not root.startswith(".."):
                copies.append(VendoredCopy(root, upstream, path))
    return copies


def _vendir_upstream(content: dict[Any, Any]) -> str:
    """Where a vendir content entry is copied from ('' for a local directory of the app's)."""
    for source in VENDIR_REMOTE_SOURCES:
        spec = content.get(source)
        if isinstance(spec, dict):
            where = spec.get("url") or spec.get("slug") or spec.get("name") or source
            ref = spec.get("ref") or spec.get("tag") or spec.get("version")
            return f"{where}@{ref}" if ref else str(where)
    return ""


def _subrepo_copy(path: str, text: str | None) -> list[VendoredCopy]:
    """git-subrepo writes `[subrepo]` with the `remote` it tracks into the copied folder."""
    if text is None or "[subrepo]" not in text:
        return []
    lines = (line.strip() for line in text.splitlines())
    remote = next((line.split("=", 1)[1].strip() for line in lines if line.startswith("remote") and "=" in line), "")
    root = posixpath.dirname(path)
    return [VendoredCopy(root, remote, path)] if remote and root else []


def _dicts(value: object) -> list[dict[Any, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _yaml(text: str | None) -> object:
    if text is None:
        return None
    from secure_lint.core.yaml_loading import YAMLError, load_yaml  # noqa: PLC0415 (only for a manifest)

    try:
        return load_yaml(text)
    except YAMLError:
        return None
