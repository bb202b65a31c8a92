"""Reading an Xcode `project.pbxproj` (an old-style property list): its objects table, the
root-relative path of each file reference, and each target's or project's build configurations.
Shared by the whole-repository facts about Xcode projects (scan/repo/xcode*.py) and the value
model's reading of compilation conditions (matchers/swift_conditions.py)."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

TEST_PRODUCTS = frozenset({"com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"})
DEBUG_CONFIGURATION = lazy_compile(r"(?i)debug")

# the manifests of project generators, told by what they hold, not by a file name an app's own
# model type may have (`Project.swift`): XcodeGen's `targets:` (or `include:` of manifests that hold
# them), Tuist's ProjectDescription
_XCODEGEN = lazy_compile(r"(?m)^(targets|include)\s*:")
_TUIST = lazy_compile(r"(?m)^\s*import\s+ProjectDescription\b")
GENERATOR_SPECS = {
    "project.yml": _XCODEGEN,
    "project.yaml": _XCODEGEN,
    "Project.swift": _TUIST,
    "Workspace.swift": _TUIST,
}

_TOKEN = lazy_compile(
    r"""\s+|/\*.*?\*/|//[^\n]*|(?P<quoted>"(?:[^"\\]|\\.)*")|(?P<bare>[^\s{}()=;,"]+)|(?P<punct>[{}()=;,])""",
    re.S,
)
_ESCAPE = lazy_compile(r"\\(.)")


def _tokens(text: str) -> Iterator[tuple[str, str]]:
    for match in _TOKEN.finditer(text):
        if match.group("quoted") is not None:
            yield "s", _ESCAPE.sub(r"\1", match.group("quoted")[1:-1])
        elif match.group("bare") is not None:
            yield "s", match.group("bare")
        elif match.group("punct") is not None:
            yield match.group("punct"), match.group("punct")


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = list(_tokens(text))
        self.at = 0

    def take(self, kind: str | None = None) -> str:
        if self.at >= len(self.tokens) or (kind is not None and self.tokens[self.at][0] != kind):
            raise ValueError("malformed project file")
        self.at += 1
        return self.tokens[self.at - 1][1]

    def peek(self) -> str:
        return self.tokens[self.at][0] if self.at < len(self.tokens) else ""

    def value(self) -> Any:
        kind = self.peek()
        if kind == "{":
            self.take()
            mapping: dict[str, Any] = {}
            while self.peek() != "}":
                key = self.take("s")
                self.take("=")
                mapping[key] = self.value()
                self.take(";")
            self.take()
            return mapping
        if kind == "(":
            self.take()
            items: list[Any] = []
            while self.peek() != ")":
                items.append(self.value())
                if self.peek() == ",":
                    self.take()
            self.take()
            return items
        return self.take("s")


def project_objects(text: str) -> dict[str, dict[str, Any]] | None:
    """The `objects` table of a project file, or None when it does not parse."""
    try:
        root = _Parser(text).value()
    except (ValueError, RecursionError):
        return None
    objects = root.get("objects") if isinstance(root, dict) else None
    if not isinstance(objects, dict):
        return None
    return {key: value for key, value in objects.items() if isinstance(value, dict)}


def _listed(obj: dict[str, Any], key: str) -> list[Any]:
    value = obj.get(key)
    return value if isinstance(value, list) else []


def reference_paths(objects: dict[str, dict[str, Any]], folder: str) -> dict[str, str]:
    """Each file reference and group's root-relative path, from the main group down (`folder`:
    the folder holding the `.xcodeproj`)."""
    paths: dict[str, str] = {}
    root = next((o.get("mainGroup") for o in objects.values() if o.get("isa") == "PBXProject"), None)
    stack: list[tuple[Any, str]] = [(root, folder)]
    while stack:
        key, parent = stack.pop()
        obj = objects.get(key, {}) if isinstance(key, str) else {}
        if not obj or key in paths:
            continue
        own = obj.get("path")
        tree = obj.get("sourceTree", "<group>")
        if tree == "<group>":
            base = parent
        elif tree == "SOURCE_ROOT":
            base = folder
        else:  # an absolute path, the SDK, the build products: outside the repository
            continue
        path = posixpath.normpath(posixpath.join(base, own)) if isinstance(own, str) else base
        if path.startswith("../") or path == "..":
            continue
        paths[key] = "" if path == "." else path
        stack.extend((child, paths[key]) for child in _listed(obj, "children"))
    return paths


def configurations(objects: dict[str, dict[str, Any]], owner: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The build configuration objects of a target or of the project (`owner`)."""
    listing = objects.get(str(owner.get("buildConfigurationList")), {})
    for key in _listed(listing, "buildConfigurations"):
        configuration = objects.get(key) if isinstance(key, str) else None
        if configuration is not None:
            yield configuration
