"""Facts about the whole repository, applied to findings after every file is matched."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.engine import FileResult

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

_MAJOR = lazy_compile(r"^\s*(?:[~^]|>=?|=)?\s*v?(\d+)(?:[.\sx]|$)")  # an upper bound (`<18`) is no version


def each_file_result(items: list[Item], decide: Callable[[FileResult], FileResult]) -> list[Item]:
    """The items with every file's result replaced by its decided form (gaps and errors kept). A
    result without findings is kept as it is: every step decides findings (most files have none)."""
    return [decide(item) if isinstance(item, FileResult) and item.findings else item for item in items]


def nearest_file(repo: Repository, folder: str, names: tuple[str, ...]) -> str | None:
    """The first of `names` in `folder` or the nearest folder above it (a package's manifest, lock
    file or build config for a file of that folder)."""
    known: frozenset[str] = repo.once("repo:paths", lambda: frozenset(repo.paths))
    while True:
        for name in names:
            candidate = posixpath.join(folder, name) if folder else name
            if candidate in known:
                return candidate
        if not folder:
            return None
        folder = posixpath.dirname(folder)


def reports_any(result: FileResult, rules: frozenset[str]) -> bool:
    """Whether the file's result holds a finding of one of `rules`."""
    return any(f.rule_id in rules for f in result.findings)


def without_rules(result: FileResult, rules: frozenset[str]) -> FileResult:
    """The file's result with the findings of `rules` left out."""
    return replace(result, findings=[f for f in result.findings if f.rule_id not in rules])


def low_review_item(finding: Finding, reason: str, detail: str) -> Finding:
    """The finding as a low review item (shown by `--profile audit`), its message saying why."""
    return replace(
        finding,
        severity="low",
        confidence="low",
        disposition="needs_review",
        disposition_reason=reason,
        message=f"{finding.message} (review: {reason}; {detail})",
    )


def lowest_major(spec: str) -> int | None:
    """The lowest major a version range allows: `>=20.x` is 20, `^18.2 || 19.x` is 18; None for what
    names no lower bound (`*`, `latest`, `lts/*`)."""
    majors = []
    for alternative in spec.split("||"):
        match = _MAJOR.match(alternative.split(" - ")[0])
        if match is None:
            return None
        majors.append(int(match.group(1)))
    return min(majors) if majors else None


def manifests_above(repo: Repository, path: str) -> list[str]:
    """The package.json files from the file's folder up to the root."""
    known = manifest_paths(repo)
    found, folder = [], posixpath.dirname(path)
    while True:
        manifest = posixpath.join(folder, "package.json") if folder else "package.json"
        if manifest in known:
            found.append(manifest)
        if not folder:
            return found
        folder = posixpath.dirname(folder)


def manifest_paths(repo: Repository) -> frozenset[str]:
    """The repository's package.json files (not those under node_modules)."""
    found: frozenset[str] = repo.once(
        "package-json-paths",
        lambda: frozenset(
            p for p in repo.paths if (p == "package.json" or p.endswith("/package.json")) and "node_modules/" not in p
        ),
    )
    return found


SCRIPT_SUFFIXES = (".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx")


def package_code_says(repo: Repository, folder: str, pattern: re.Pattern[str], key: str) -> bool:
    """Whether a script of the package at `folder` (not under node_modules) holds `pattern`'s text;
    memoised per scan under `key` and the folder."""

    def search() -> bool:
        prefix = f"{folder}/" if folder else ""
        return any(
            path.startswith(prefix)
            and path.endswith(SCRIPT_SUFFIXES)
            and "node_modules/" not in path
            and pattern.search(repo.text(path) or "") is not None
            for path in repo.paths
        )

    found: bool = repo.once(f"{key}:{folder}", search)
    return found
