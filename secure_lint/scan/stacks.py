"""Which app stacks a tree holds, from its files: rules run only for the stacks present.

Markers are looked for in every scanned directory, not only at the root, so a monorepo
with an Expo app under apps/mobile and a Next.js site under apps/web gets both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies

_JS_SUFFIXES = (".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts")
# configuration files, by their whole name (`_named`)
_NEXT_CONFIG = lazy_compile(r"next\.config\.(js|mjs|cjs|ts|mts)")
_EXPO_CONFIG = lazy_compile(r"eas\.json|app\.config\.(js|ts|mjs|cjs)")
# angular.json (Angular CLI), .angular-cli.json (CLI 1.x), a copy of AngularJS served by the app
_ANGULAR_CONFIG = lazy_compile(r"angular\.json|\.angular-cli\.json|angular(\.min)?\.js")
_ANGULAR_PACKAGES = frozenset({"@angular/core", "angular"})  # Angular, and AngularJS (1.x)
_RN_CONFIG = lazy_compile(r"(metro|react-native)\.config\.(js|cjs|ts)")
_MACOS_SWIFT = lazy_compile(r"import AppKit|NSApplication|NSWindow\b|#if os\(macOS\)")
_MACOS_PBXPROJ = lazy_compile(r"SDKROOT = macosx|MACOSX_DEPLOYMENT_TARGET")

ReadText = Callable[[str], "str | None"]

# A file's own evidence of a framework: its rules run on that file even when the tree has no
# marker of it (an Angular component copied into another app, AngularJS loaded from a CDN).
_FILE_EVIDENCE = {
    "angular": lazy_compile(
        r"""(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(?\s*)["'](?:@angular/[\w-]+|angular)["']"""
        r"|\bangular\s*\.\s*module\s*\("
    ),
}
EVIDENCED_STACKS = frozenset(_FILE_EVIDENCE)


def evidenced_stacks(text: str, lowered: str) -> frozenset[str]:
    """The stacks whose framework the file itself imports or uses (`lowered`: its text in lower
    case, to rule most files out with one substring search)."""
    return frozenset(stack for stack, use in _FILE_EVIDENCE.items() if stack in lowered and use.search(text))


def _dependencies(package_json: str | None) -> set[str]:
    return set(declared_dependencies(package_json))


def _is_expo_dependency(name: str) -> bool:
    return name == "expo" or name.startswith(("expo-", "@expo/"))


# What detect_stacks looks at, besides the files' suffixes: it gives the same stacks for a
# tree's marker files alone (tests/test_stacks.py checks this on generated trees).
_MARKER_SUFFIXES = (*_JS_SUFFIXES, ".swift", ".pbxproj")
_MARKER_NAMES = frozenset(
    {"package.json", "bower.json", "tsconfig.json", "jsconfig.json", "angular.json", ".angular-cli.json"}
    | {"eas.json", "app.json", "Package.swift"}
)
_CONFIG_NAMES = (_NEXT_CONFIG, _EXPO_CONFIG, _ANGULAR_CONFIG, _RN_CONFIG)  # JS files detect_stacks reads by name
# any of them, in one match: is_plain_source asks it of every JS/TS file of the tree
_ANY_CONFIG_NAME = lazy_compile("|".join(f"(?:{config.pattern})" for config in _CONFIG_NAMES))
_MARKER_DIRS = ("android/", "ios/")
_NATIVE_DIRS = frozenset({"android", "ios"})
# what a React Native app's native project below the repository root holds (a folder of it is
# marked by these alone, not by each of its thousands of sources)
_NATIVE_MARKERS = frozenset(
    {"build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "AndroidManifest.xml", "Podfile"}
)


def is_marker(path: str) -> bool:
    """Whether `detect_stacks` can take anything from the path: a scan of a few files detects
    the stacks from the tree's marker files alone (fewer to filter and look through)."""
    return (
        path.endswith(_MARKER_SUFFIXES)
        or path.rsplit("/", 1)[-1] in _MARKER_NAMES
        or _native_folder(path) is not None
        or ".xcodeproj/" in path
    )


def is_plain_source(path: str) -> bool:
    """A marker by its JS/TS suffix alone: `detect_stacks` asks only whether there is one, so
    one kept file of them gives the stacks all of them give (hundreds fewer paths to filter)."""
    return (
        path.endswith(_JS_SUFFIXES)
        and path.rsplit("/", 1)[-1] not in _MARKER_NAMES
        and _native_folder(path) is None
        and ".xcodeproj/" not in path
        and not _named(_ANY_CONFIG_NAME, path)
    )


def _named(name: re.Pattern[str], path: str) -> bool:
    """Whether the file's name (its path's last part) is all `name` matches."""
    return name.fullmatch(path.rpartition("/")[2]) is not None


def _native_folder(path: str) -> str | None:
    """The folder ("" for the root) whose `android/` or `ios/` native project `path` is a marker
    of: any file of the root's (as ever), a build script, manifest or Podfile of a folder's below
    it (an app in `apps/mobile/`)."""
    if path.startswith(_MARKER_DIRS):
        return ""
    if ".xcodeproj" not in path and path.rpartition("/")[2] not in _NATIVE_MARKERS:
        return None  # most paths of a tree: decided without splitting them
    parts = path.split("/")
    if parts[-1] not in _NATIVE_MARKERS and not any(part.endswith(".xcodeproj") for part in parts):
        return None
    native = next((i for i, part in enumerate(parts[:-1]) if part in _NATIVE_DIRS), None)
    return None if native is None else "/".join(parts[:native])


def detect_stacks(paths: Iterable[str], read_text: ReadText) -> set[str]:
    """The stacks present, from file paths and a few small manifests read on demand."""
    paths = list(paths)
    stacks = {"common"}
    names = {p.rsplit("/", 1)[-1] for p in paths}
    if any(p.endswith(_JS_SUFFIXES) for p in paths) or names & {"tsconfig.json", "jsconfig.json"}:
        stacks.add("typescript")
    dependencies: set[str] = set()
    react_native: set[str] = set()  # the folders of the manifests that declare react-native
    for path in paths:
        if path.rsplit("/", 1)[-1] in ("package.json", "bower.json"):
            declared = _dependencies(read_text(path))
            dependencies |= declared
            if "react-native" in declared:
                react_native.add(path.rpartition("/")[0])
    if "next" in dependencies or any(_named(_NEXT_CONFIG, p) for p in paths):
        stacks.add("nextjs")
    if dependencies & _ANGULAR_PACKAGES or any(_named(_ANGULAR_CONFIG, p) for p in paths):
        stacks.add("angular")
    if _looks_like_expo(paths, dependencies, read_text) or _react_native_app(paths, react_native):
        stacks.add("expo")
    if stacks & {"nextjs", "angular", "expo"}:
        stacks.add("typescript")  # their code is JS/TS even before the first source file
    swift_files = [p for p in paths if p.endswith(".swift")]
    if swift_files or "Package.swift" in names or any(".xcodeproj/" in p for p in paths):
        stacks.add("swift")
        if _looks_like_macos(paths, swift_files, read_text):
            stacks.add("macos")
    return stacks


def _looks_like_expo(paths: list[str], dependencies: set[str], read_text: ReadText) -> bool:
    if any(_is_expo_dependency(d) for d in dependencies):
        return True
    if any(_named(_EXPO_CONFIG, p) for p in paths):
        return True
    for path in paths:
        if path.rsplit("/", 1)[-1] == "app.json":
            text = read_text(path) or ""
            if re.search(r'"expo"\s*:\s*\{', text):
                return True
    return "react-native" in dependencies and any(_named(_RN_CONFIG, p) for p in paths)


def _react_native_app(paths: list[str], react_native: set[str]) -> bool:
    """Whether a folder with an `android/` or `ios/` native project is a React Native app's: the
    folder's package.json, or one above it (a workspace root's, react-native in its dev or peer
    dependencies), declares react-native. A React Native library without native code has none."""
    if not react_native:
        return False
    for path in paths:
        folder = _native_folder(path)
        if folder is not None and any(_holds(rn, folder) for rn in react_native):
            return True
    return False


def _holds(folder: str, inner: str) -> bool:
    return not folder or inner == folder or inner.startswith(folder + "/")


def _looks_like_macos(paths: list[str], swift_files: list[str], read_text: ReadText) -> bool:
    for path in swift_files[:30]:
        if _MACOS_SWIFT.search(read_text(path) or ""):
            return True
    projects = (p for p in paths if p.endswith(".pbxproj"))
    return any(_MACOS_PBXPROJ.search(read_text(p) or "") for p in projects)


def resolve_stacks(forced: Iterable[str], detected: Callable[[], set[str]]) -> frozenset[str]:
    """Forced stacks are exclusive (plus common); `auto` or nothing means detection."""
    forced = [s for s in forced if s != "auto"]
    if forced:
        chosen = {"common", *forced}
        if chosen & {"nextjs", "angular", "expo"}:
            chosen.add("typescript")
        if "macos" in chosen:
            chosen.add("swift")
        return frozenset(chosen)
    return frozenset(detected())
