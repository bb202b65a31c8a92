"""Reading `.xcconfig` files: their build-setting assignments in order, `#include`s expanded where
they stand (a later line wins). An included path is looked for beside the including file, then in
the folder of the project whose configuration is based on it (Xcode finds
`#include "Shared/Release.xcconfig"` there too). None when a file is missing, an optional
`#include?` too: the developer's own settings go there, and what they say is not known."""

from __future__ import annotations

import posixpath
import re
from typing import Any, NamedTuple

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository

_ASSIGNMENT = lazy_compile(
    r"^\s*(?P<key>[A-Za-z0-9_]+)(?P<condition>(?:\[[^\]]*\])*)\s*=\s*(?P<value>[^\n]*?)\s*;?\s*$"
)
_INCLUDE = lazy_compile(r"""^\s*#include\??\s*"(?P<path>[^"]+)\"""")
_COMMENT = lazy_compile(r"//[^\n]*")
MAX_INCLUDE_DEPTH = 8


class Assignment(NamedTuple):
    key: str
    condition: str  # `[sdk=iphoneos*]` and the like; empty for an unconditional setting
    value: str


def xcconfig_assignments(
    repo: Repository, path: str | None, project_folder: str | None = None, depth: int = 0
) -> list[Assignment] | None:
    """The assignments of the .xcconfig at `path` and of what it includes, in order."""
    text = repo.text(path) if path is not None and depth <= MAX_INCLUDE_DEPTH and _listed(repo, path) else None
    if path is None or text is None:
        return None
    found: list[Assignment] = []
    for line in _COMMENT.sub("", text).splitlines():
        include = _INCLUDE.match(line)
        assignment = _ASSIGNMENT.match(line)
        if include is not None:
            included = _included(repo, path, include.group("path"), project_folder)
            lines = xcconfig_assignments(repo, included, project_folder, depth + 1)
            if lines is None:
                return None
            found += lines
        elif assignment is not None:
            found.append(_assignment(assignment))
    return found


def own_assignments(text: str) -> list[Assignment]:
    """The assignments an .xcconfig file's own lines make (its `#include`s left out)."""
    lines = _COMMENT.sub("", text).splitlines()
    return [_assignment(match) for line in lines if (match := _ASSIGNMENT.match(line)) is not None]


def base_assignments(
    repo: Repository, configuration: dict[str, Any], files: dict[str, str], project_folder: str
) -> list[Assignment] | None:
    """The assignments of the .xcconfig a build configuration is based on (`files`: the project's
    file reference paths); none when it is based on none, None when that file cannot be read."""
    reference = configuration.get("baseConfigurationReference")
    anchor = configuration.get("baseConfigurationReferenceAnchor")  # a file in a synchronized folder
    relative = configuration.get("baseConfigurationReferenceRelativePath")
    if isinstance(reference, str):
        return xcconfig_assignments(repo, files.get(reference), project_folder)
    if isinstance(anchor, str) and isinstance(relative, str):
        base = files.get(anchor)
        return xcconfig_assignments(repo, None if base is None else posixpath.join(base, relative), project_folder)
    return []


def _listed(repo: Repository, path: str) -> bool:
    listed: set[str] = repo.once("paths", lambda: set(repo.paths))
    return path in listed


def _assignment(match: re.Match[str]) -> Assignment:
    return Assignment(match.group("key"), match.group("condition"), match.group("value"))


def _included(repo: Repository, path: str, named: str, project_folder: str | None) -> str | None:
    if named.startswith("/") or "$" in named:
        return None
    beside = posixpath.normpath(posixpath.join(posixpath.dirname(path), named))
    if project_folder is None or _listed(repo, beside):
        return beside
    return posixpath.normpath(posixpath.join(project_folder, named))
