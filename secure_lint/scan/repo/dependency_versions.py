"""The version of an npm package a file's code runs with: what the nearest lock file resolved.

The lock file nearest the file (package-lock.json, npm-shrinkwrap.json, yarn.lock or
pnpm-lock.yaml, from the file's folder up) gives the version installed where Node would find the
package from the file (package-lock's `node_modules/` keys, nearest folder first; the importer of
pnpm-lock; the yarn.lock entry of the range the package.json declares). Without a lock file, or one
that does not name the package, the lowest version the nearest package.json range allows
(`^4.17.11` is 4.17.11). None when neither says (`*`, `latest`, `workspace:*`, no manifest).
"""

from __future__ import annotations

import json
import posixpath
import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.core.repository import Repository
from secure_lint.scan.repo import nearest_file, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.scan.engine import FileResult

Version = tuple[int, int, int]

LOCK_FILES = ("package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml")
_VERSION = lazy_compile(r"^\s*v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?")
_RANGE_OPERATOR = lazy_compile(r"^\s*(?:[~^]|>=|=)?\s*")
_PNPM_SECTIONS = ("dependencies", "devDependencies", "optionalDependencies")
_TOP_LEVEL_KEY = lazy_compile(r"^([A-Za-z]\w*):", re.M)


def resolved_version(repo: Repository, path: str, package: str) -> Version | None:
    """The version of `package` the code of `path` runs with, or None when it is not known."""
    lock = nearest_file(repo, posixpath.dirname(path), LOCK_FILES)
    declared = _declared_range(repo, path, package, stop=posixpath.dirname(lock) if lock else "")
    if lock is not None:
        locked = _locked(repo, lock, path, package, declared)
        if locked is not None:
            return locked
    return lowest_version(declared) if declared is not None else None


def parse_version(text: str) -> Version | None:
    """`4.17.21` (and `4.17.21(peer@1)`, `4.17.21_peer`) as (4, 17, 21); None for what is no version."""
    match = re.match(r"^\s*v?(\d+)\.(\d+)\.(\d+)", text)
    return (int(match[1]), int(match[2]), int(match[3])) if match else None


def lowest_version(spec: str) -> Version | None:
    """The lowest version a package.json range allows: `^4.17.11` 4.17.11, `4.x` 4.0.0, `4.17.4 ||
    ^4.17.21` 4.17.4; None when a part names no lowest version (`*`, `<5`, `latest`, a URL)."""
    lowest: list[Version] = []
    for alternative in spec.split("||"):
        first = alternative.split(" - ")[0].strip()
        if first.startswith("<"):
            return None
        match = _VERSION.match(_RANGE_OPERATOR.sub("", first, count=1))
        if match is None or first.startswith("*"):
            return None
        major, minor, patch = (int(p) if p and p.isdigit() else 0 for p in match.groups())
        lowest.append((major, minor, patch))
    return min(lowest) if lowest else None


def _paths(repo: Repository) -> frozenset[str]:
    names = (*LOCK_FILES, "package.json")
    found: frozenset[str] = repo.once(
        "dependency-versions:paths",
        lambda: frozenset(p for p in repo.paths if posixpath.basename(p) in names and "node_modules/" not in p),
    )
    return found


def _declared_range(repo: Repository, path: str, package: str, stop: str) -> str | None:
    """The range the nearest package.json declaring `package` gives it, looked for from the
    file's folder up to `stop` (the lock file's folder) or, without one, the root."""
    folder = posixpath.dirname(path)
    while True:
        manifest = posixpath.join(folder, "package.json") if folder else "package.json"
        if manifest in _paths(repo):
            declared = declared_dependencies(repo.text(manifest)).get(package)
            if declared is not None:
                return declared
        if not folder or folder == stop:
            return None
        folder = posixpath.dirname(folder)


def _locked(repo: Repository, lock: str, path: str, package: str, declared: str | None) -> Version | None:
    name = posixpath.basename(lock)
    relative = posixpath.relpath(posixpath.dirname(path) or ".", posixpath.dirname(lock) or ".")
    if name == "yarn.lock":
        return _yarn_version(repo.text(lock) or "", package, declared)
    if name == "pnpm-lock.yaml":
        importer = _importer_folder(repo, path, posixpath.dirname(lock))
        return _pnpm_version(_pnpm_importers(repo, lock), importer, package)
    return _npm_version(_npm_lock(repo, lock), relative, package)


# -- package-lock.json / npm-shrinkwrap.json ------------------------------------------------------


def _npm_lock(repo: Repository, lock: str) -> dict[str, Any]:
    def read() -> dict[str, Any]:
        try:
            loaded = json.loads(repo.text(lock) or "")
        except ValueError:
            return {}
        return loaded if isinstance(loaded, dict) else {}

    found: dict[str, Any] = repo.once(f"dependency-versions:{lock}", read)
    return found


def _npm_version(lock: dict[str, Any], relative: str, package: str) -> Version | None:
    """v2/v3: the `node_modules/<package>` entry Node's lookup from the file's folder meets
    first; v1: the top-level `dependencies` entry."""
    packages = lock.get("packages")
    if isinstance(packages, dict):
        folder = "" if relative == "." else relative
        while True:
            key = f"{folder}/node_modules/{package}" if folder else f"node_modules/{package}"
            entry = packages.get(key)
            if isinstance(entry, dict) and isinstance(entry.get("version"), str):
                return parse_version(entry["version"])
            if not folder or folder.startswith(".."):
                break
            folder = posixpath.dirname(folder)
    dependencies = lock.get("dependencies")
    entry = dependencies.get(package) if isinstance(dependencies, dict) else None
    if isinstance(entry, dict) and isinstance(entry.get("version"), str):
        return parse_version(entry["version"])
    return None


# -- yarn.lock (classic and Berry) ----------------------------------------------------------------


def _yarn_version(text: str, package: str, declared: str | None) -> Version | None:
    """The version of the entry for the declared range; without one that names it, the lowest
    version any entry of the package resolved (every copy is at least that)."""
    entries = _yarn_entries(text, package)
    if declared is not None:
        for specifiers, version in entries:
            if declared in specifiers or f"npm:{declared}" in specifiers:
                return version
    versions = [v for _, v in entries if v is not None]
    return min(versions) if versions and len(versions) == len(entries) else None


def _yarn_entries(text: str, package: str) -> list[tuple[set[str], Version | None]]:
    """Each entry of `package`: the ranges its header lists and the version it resolved."""
    header = re.compile(r'^"?' + re.escape(package) + r"@[^\n]*:[ \t]*$", re.M)
    entries = []
    for match in header.finditer(text):
        ranges = set()
        for part in match.group(0).rstrip().rstrip(":").split(","):
            name, _, spec = part.strip().strip('"').rpartition("@")
            if name == package:
                ranges.add(spec)
        body = re.match(r"(?:\n[ \t]+[^\n]*)*", text[match.end() :])
        version = re.search(r'^\s+version:?\s+"?([^"\s]+)', body.group(0) if body else "", re.M)
        entries.append((ranges, parse_version(version.group(1)) if version else None))
    return [e for e in entries if e[0]]


# -- pnpm-lock.yaml -------------------------------------------------------------------------------


def _importer_folder(repo: Repository, path: str, lock_folder: str) -> str:
    """The folder of the file's package (the nearest package.json) relative to the lock file's: `.` at its root."""
    manifest = nearest_file(repo, posixpath.dirname(path), ("package.json",))
    folder = posixpath.dirname(manifest) if manifest else lock_folder
    return posixpath.relpath(folder or ".", lock_folder or ".")


def _pnpm_importers(repo: Repository, lock: str) -> dict[str, Any]:
    """{importer folder: its mapping}; a lock file of one package has its sections at the top."""

    def read() -> dict[str, Any]:
        loaded = _load_sections(repo.text(lock) or "", ("importers", *_PNPM_SECTIONS))
        importers = loaded.get("importers")
        if isinstance(importers, dict):
            return importers
        return {".": {k: v for k, v in loaded.items() if k in _PNPM_SECTIONS}}

    found: dict[str, Any] = repo.once(f"dependency-versions:{lock}", read)
    return found


def _load_sections(text: str, wanted: tuple[str, ...]) -> dict[str, Any]:
    """The top-level sections `wanted` of a YAML file, parsed alone (a lock file's `packages`
    section, most of it, is never read)."""
    import yaml  # noqa: PLC0415 (a scan loads no YAML parser unless a pnpm lock file is read)

    starts = [(m.start(), m.group(1)) for m in _TOP_LEVEL_KEY.finditer(text)]
    if not starts:  # an empty file, or one too large to be read: no version, never a crash
        return {}
    ends = [start for start, _ in starts[1:]] + [len(text)]
    kept = [text[start:end] for (start, key), end in zip(starts, ends, strict=True) if key in wanted]
    try:
        loaded = yaml.load("".join(kept), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:  # a broken lock file gives no version, never a crash
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _pnpm_version(importers: dict[str, Any], importer: str, package: str) -> Version | None:
    sections = importers.get(importer)
    if not isinstance(sections, dict):
        return None
    for section in _PNPM_SECTIONS:
        entries = sections.get(section)
        entry = entries.get(package) if isinstance(entries, dict) else None
        if isinstance(entry, dict):
            entry = entry.get("version")
        if entry is not None:
            return parse_version(str(entry).lstrip("/").removeprefix(f"{package}/").removeprefix(f"{package}@"))
    return None


def fixed_from_major(
    result: FileResult, repo: Repository, rules: frozenset[str], package: str, major: int
) -> FileResult:
    """One file's result without the findings of `rules` when the file's package resolves `package`
    at `major` or later (the version that removed the weakness); an older or unknown version keeps them."""
    if not reports_any(result, rules):
        return result
    version = resolved_version(repo, result.path, package)
    if version is None or version[0] < major:
        return result
    return without_rules(result, rules)

