"""Android's minimum API level: `usesCleartextTraffic` next to a network security config.

From Android 7 (API 24) on, `android:networkSecurityConfig` decides cleartext traffic and
`android:usesCleartextTraffic` is ignored; rn.android.manifest-cleartext-traffic-pre-24 reports
the flag for the Android 6 devices that still read it. An app whose minimum API level is 24 or
more installs on none of them, so the finding is dropped there. The level is read from the Gradle
build of the manifest's module (`<module>/src/<set>/AndroidManifest.xml`: `<module>/build.gradle`
or `build.gradle.kts`, `minSdk 26`, `minSdkVersion = 26`), and when that names a variable
(`minSdkVersion rootProject.ext.minSdkVersion`) from the build files and gradle.properties of the
folders above it (the root project's `ext { minSdkVersion = 26 }`). Every number found must be 24
or more (a flavour with a lower one keeps the finding); none found keeps it.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result

PRE_24_RULE = "rn.android.manifest-cleartext-traffic-pre-24"
NOUGAT = 24  # the API level from which the network security config overrides the manifest flag
BUILD_FILES = ("build.gradle", "build.gradle.kts")
_LEVEL = lazy_compile(r"""\bminSdk(?:Version)?\b\s*(?:=|\(|\s)\s*(?:(\d{1,3})\b|([A-Za-z_][\w.]*))""")
_PROPERTY = lazy_compile(r"""^\s*(?:android\.)?minSdk(?:Version)?\s*[=:]\s*(\d{1,3})\s*$""", re.M)
# Expo's and React Native's template: the Gradle property when set, else the default written beside it
# (`minSdkVersion = Integer.parseInt(findProperty('android.minSdkVersion') ?: '24')`)
_PROPERTY_DEFAULT = lazy_compile(
    r"""\bminSdk(?:Version)?\b\s*=\s*(?:Integer\.parseInt|\(?)\s*\(?\s*findProperty\(\s*['"][\w.]+['"]\s*\)"""
    r"""\s*\?:\s*['"]?(\d{1,3})\b"""
)
_MANIFEST = lazy_compile(r"^(?:(.*)/)?src/[^/]+/AndroidManifest\.xml$")
MAX_LEVELS_UP = 3  # the module's folder and the root project's, a monorepo's package above


def min_sdk_at_least_24_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without the pre-24 cleartext findings of modules whose minimum API level is 24 or more."""
    return each_file_result(items, lambda result: min_sdk_in_file(result, repo))


def min_sdk_in_file(result: FileResult, repo: Repository) -> FileResult:
    """One manifest's result without those findings when its module needs API 24 or more."""
    if not any(f.rule_id == PRE_24_RULE for f in result.findings):
        return result
    level = min_sdk_level(repo, result.path)
    if level is None or level < NOUGAT:
        return result
    return replace(result, findings=[f for f in result.findings if f.rule_id != PRE_24_RULE])


def min_sdk_level(repo: Repository, manifest: str) -> int | None:
    """The lowest minimum API level the Gradle build of the manifest's module states, or None."""
    found = _MANIFEST.match(manifest)
    if found is None:
        return None
    module = found.group(1) or ""
    levels: list[int] = []
    named = False
    for name in BUILD_FILES:
        text = _read(repo, posixpath.join(module, name) if module else name)
        for number, variable in _LEVEL.findall(text or ""):
            if number:
                levels.append(int(number))
            elif variable:
                named = True
    if named or not levels:
        levels += _stated_above(repo, module)
    return min(levels) if levels else None


def _stated_above(repo: Repository, module: str) -> list[int]:
    """The numbers the build files and gradle.properties of the folders above the module set."""
    levels: list[int] = []
    folder = module
    for _ in range(MAX_LEVELS_UP):
        if not folder:
            break
        folder = posixpath.dirname(folder)
        for name in (*BUILD_FILES, "gradle.properties"):
            text = _read(repo, posixpath.join(folder, name) if folder else name) or ""
            patterns = (_PROPERTY,) if name == "gradle.properties" else (_LEVEL, _PROPERTY_DEFAULT)
            for pattern in patterns:
                levels += [int(match.group(1)) for match in pattern.finditer(text) if match.group(1)]
        if levels:
            break
    return levels


def _read(repo: Repository, path: str) -> str | None:
    """The text of a listed file (an unlisted one is not read)."""
    listed: frozenset[str] = repo.once("listed-paths", lambda: frozenset(repo.paths))
    return repo.text(path) if path in listed else None
