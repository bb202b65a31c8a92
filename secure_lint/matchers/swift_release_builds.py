"""Which Swift compilation conditions (the names `#if` tests) a release build of a file defines.

A file's release builds are read from what compiles it:

- a Swift package (the nearest `Package.swift` above the file, when no .podspec also builds it):
  its `swiftSettings` `.define("NAME")`, unconditionally or `.when(configuration: .release)`;
  a define for debug builds only does not count; one under another condition (platforms) may or
  may not hold. A name a manifest of several targets defines may hold for one target and not for
  another: it may or may not hold.
- the Xcode projects whose folder holds the file or that name it: each application, extension or
  framework target (test targets left out) in each release configuration, its
  `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` names of `OTHER_SWIFT_FLAGS`, folded as Xcode
  does through the project's and the target's `.xcconfig` files and settings (`$(inherited)` keeps
  the level below). A release configuration is one a shared scheme archives (`<ArchiveAction
  buildConfiguration=...>`); with no such scheme, every configuration. A configuration named for
  debugging is none.

Each build is a context: name -> True (defined) or None (may be: a conditional setting such as
`[sdk=iphoneos*]`). None for the whole file when its builds cannot be told: a project or
manifest that does not parse, a release configuration based on an .xcconfig the repository does
not hold, a setting built from another variable, a project generator's manifest (XcodeGen, Tuist)
instead of a committed project, or nothing found that compiles the file.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.pbxproj import (
    DEBUG_CONFIGURATION,
    GENERATOR_SPECS,
    TEST_PRODUCTS,
    configurations,
    project_objects,
    reference_paths,
)
from secure_lint.core.repository import Repository
from secure_lint.core.xcconfig import Assignment, base_assignments

Context = Mapping[str, "bool | None"]

_PROJECT = ".xcodeproj/project.pbxproj"
_SETTINGS = ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS")
_ARCHIVE = lazy_compile(r"<ArchiveAction\b[^>]*?\bbuildConfiguration\s*=\s*\"(?P<name>[^\"]+)\"")
_INHERITED = lazy_compile(r"^\$[({]inherited[)}]$")
_VARIABLE = lazy_compile(r"\$[({]?\w")
_DEFINE = lazy_compile(r"\.define\s*\(")
_LITERAL_DEFINE = lazy_compile(
    r"""\.define\s*\(\s*"(?P<name>\w+)"\s*(?:,\s*\.when\s*\((?P<when>[^()]*(?:\([^()]*\)[^()]*)*)\))?\s*\)"""
)
_PACKAGE_TARGET = lazy_compile(r"\.(?:target|executableTarget)\s*\(")


@dataclass(frozen=True)
class _Project:
    folder: str
    files: frozenset[str]  # what it names: file references
    contexts: tuple[Context, ...] | None


def release_contexts(repo: Repository, path: str) -> tuple[Context, ...] | None:
    """The release builds that compile the Swift file at `path`; None when they cannot be told."""
    package = _package_of(repo, path)
    if package is not None:
        return _package_contexts(repo, package)
    if any(_within(path, folder) for folder in _generator_folders(repo)):
        return None  # the project a generator's manifest makes, not one committed
    projects: list[_Project] = repo.once("swift-release-projects", lambda: _projects(repo))
    found: list[Context] = []
    for project in projects:
        if path in project.files or (not project.folder or path.startswith(project.folder + "/")):
            if project.contexts is None:
                return None
            found += project.contexts
    return tuple(found) or None


def _generator_folders(repo: Repository) -> list[str]:
    """The folders of XcodeGen and Tuist manifests, told by what they hold."""

    def collect() -> list[str]:
        found = []
        for path in repo.paths:
            shape = GENERATOR_SPECS.get(posixpath.basename(path))
            if shape is not None and shape.search(repo.text(path) or ""):
                found.append(posixpath.dirname(path))
        return found

    folders: list[str] = repo.once("swift-generator-folders", collect)
    return folders


def _package_of(repo: Repository, path: str) -> str | None:
    manifests: set[str] = repo.once(
        "swift-package-manifests", lambda: {p for p in repo.paths if posixpath.basename(p) == "Package.swift"}
    )
    folder = posixpath.dirname(path)
    while True:
        if posixpath.join(folder, "Package.swift") in manifests:
            return posixpath.join(folder, "Package.swift")
        if not folder:
            return None
        folder = posixpath.dirname(folder)


def _package_contexts(repo: Repository, manifest: str) -> tuple[Context, ...] | None:
    folder = posixpath.dirname(manifest)
    pods = (posixpath.dirname(p) for p in repo.paths if p.endswith(".podspec"))
    if any(_within(pod, folder) or _within(folder, pod) for pod in pods):
        return None  # CocoaPods builds these sources too, with its own settings
    text = repo.text(manifest)
    if text is None:
        return None
    defines = list(_LITERAL_DEFINE.finditer(text))
    if len(defines) != len(_DEFINE.findall(text)) or "unsafeFlags" in text:
        return None
    several = len(_PACKAGE_TARGET.findall(text)) > 1
    context: dict[str, bool | None] = {}
    for define in defines:
        when = re.sub(r"\s", "", define.group("when") or "")
        if when == "configuration:.debug":
            continue
        sure = when in {"", "configuration:.release"} and not several
        context[define.group("name")] = True if sure else context.get(define.group("name"))
    return (context,)


def _within(path: str, folder: str) -> bool:
    return not folder or path == folder or path.startswith(folder + "/")


def _projects(repo: Repository) -> list[_Project]:
    archived = {
        match.group("name")
        for p in repo.paths
        if p.endswith(".xcscheme") and "/xcshareddata/" in p
        for match in _ARCHIVE.finditer(repo.text(p) or "")
    }
    found = []
    for path in repo.paths:
        if path.endswith(_PROJECT):
            folder = posixpath.dirname(posixpath.dirname(path))
            text = repo.text(path)
            objects = project_objects(text) if text is not None else None
            if objects is None:
                found.append(_Project(folder, frozenset(), None))
                continue
            files = reference_paths(objects, folder)
            contexts = _project_contexts(repo, objects, files, folder, archived)
            found.append(_Project(folder, frozenset(files.values()), contexts))
    return found


def _project_contexts(
    repo: Repository, objects: dict[str, dict[str, Any]], files: dict[str, str], folder: str, archived: set[str]
) -> tuple[Context, ...] | None:
    project = next((o for o in objects.values() if o.get("isa") == "PBXProject"), None)
    if project is None:
        return None
    levels = {str(c.get("name", "")): c for c in configurations(objects, project)}
    names = _release_names(levels, archived)
    contexts = []
    for target in objects.values():
        if target.get("isa") != "PBXNativeTarget" or target.get("productType") in TEST_PRODUCTS:
            continue
        for configuration in configurations(objects, target):
            name = str(configuration.get("name", ""))
            if name not in names:
                continue
            layers = [levels[name], configuration] if name in levels else [configuration]
            context = _context(repo, layers, files, folder)
            if context is None:
                return None
            contexts.append(context)
    return tuple(contexts)


def _release_names(levels: Mapping[str, object], archived: set[str]) -> set[str]:
    """The configurations a release is built in: those a shared scheme archives, else all; none
    named for debugging."""
    names = set(levels) & archived or set(levels)
    return {n for n in names if not DEBUG_CONFIGURATION.search(n)}


def _context(
    repo: Repository, layers: list[dict[str, Any]], files: dict[str, str], folder: str
) -> dict[str, bool | None] | None:
    """The names one configuration of one target defines, layer over layer: each layer's
    .xcconfig, then its own settings."""
    folded: dict[str, dict[str, bool | None]] = {setting: {} for setting in _SETTINGS}
    for layer in layers:
        based = base_assignments(repo, layer, files, folder)
        own = layer.get("buildSettings") or {}
        if based is None or not isinstance(own, dict):
            return None
        assignments = [*based, *(_own(key, value) for key, value in own.items())]
        for assignment in assignments:
            if assignment.key in folded and _fold(folded, assignment) is None:
                return None
    context: dict[str, bool | None] = {}
    for names in folded.values():
        for name, value in names.items():
            context[name] = True if value or context.get(name) else None
    return context


def _own(key: str, value: Any) -> Assignment:
    setting, _, condition = key.partition("[")
    text = " ".join(str(v) for v in value) if isinstance(value, list) else str(value)
    return Assignment(setting, f"[{condition}" if condition else "", text)


def _fold(folded: dict[str, dict[str, bool | None]], assignment: Assignment) -> bool | None:
    """Apply one assignment of a conditions setting; None when its value names another variable."""
    words = assignment.value.replace('"', " ").split()
    inherited = any(_INHERITED.match(w) for w in words)
    words = [w for w in words if not _INHERITED.match(w)]
    if any(_VARIABLE.search(w) for w in words):
        return None
    named = _defined(words) if assignment.key == "OTHER_SWIFT_FLAGS" else words
    before = folded[assignment.key]
    if assignment.condition:  # holds for some builds only: what it adds or drops may be
        after: dict[str, bool | None] = {n: (v if inherited else None) for n, v in before.items()}
        after.update({n: after.get(n) if after.get(n) else None for n in named})
    else:
        after = dict(before) if inherited else {}
        after.update(dict.fromkeys(named, True))
    folded[assignment.key] = after
    return True


def _defined(flags: Iterable[str]) -> list[str]:
    """The names `-D NAME` and `-DNAME` define among compiler flags."""
    words = list(flags)
    names = []
    for at, word in enumerate(words):
        if word == "-D" and at + 1 < len(words):
            names.append(words[at + 1])
        elif word.startswith("-D") and len(word) > 2:
            names.append(word[2:])
    return names
