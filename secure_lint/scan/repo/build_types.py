"""Android network settings of a build type's own source set: its network security config
(`<module>/src/<type>/res/xml/`) and its manifest's cleartext flag (`<module>/src/<type>/AndroidManifest.xml`).

A module's `buildTypes` block names its build types; each has a source set `<module>/src/<type>/`
whose resources replace `src/main`'s, and whose manifest is merged over `src/main`'s, in that
build type only. `release` is the shipped one. A
debug build type (named `debug`, `debuggable true`, or signed with the debug signing config) is
never uploaded to a store: its config is a developer's, and the finding is dropped. Any other
named build type (`staging`, `qa`, `beta`) may or may not ship: the build script does not say
whether it goes to a store or to testers, so its network config findings are review items (info,
needs_review), not high findings charged to the released app. Read as plain text, as gradle.py.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace

from secure_lint.core.brackets import closing
from secure_lint.core.findings import Finding
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result
from secure_lint.scan.repo.gradle import GRADLE_FILES

RULE_PREFIX = "rn.android.network-config-"
# the manifest's cleartext flag, which a build type's own manifest sets for that build alone
MANIFEST_RULES = frozenset({"rn.android.manifest-cleartext-traffic", "rn.android.manifest-cleartext-traffic-pre-24"})
_BUILD_TYPES = lazy_compile(r"\bbuildTypes\s*\{")
_TYPE = lazy_compile(
    r"""(?:\b(?:create|register|maybeCreate|getByName|named)\s*\(\s*["'](?P<quoted>\w+)["']\s*\)|\b(?P<bare>\w+))\s*\{"""
)
_DEBUG_BODY = lazy_compile(
    r"""\b(?:isDebuggable|debuggable)\s*=?\s*true\b|\bsigningConfig\s*=?\s*signingConfigs\s*(?:\.\s*debug\b|\.\s*getByName\s*\(\s*["']debug["']\s*\))"""
)
REASON = "the network setting of a non-release build type's source set; whether that build ships is not shown"


def judged(rule_id: str) -> bool:
    """Whether a finding of this rule is about a network setting a build type's source set scopes."""
    return rule_id.startswith(RULE_PREFIX) or rule_id in MANIFEST_RULES


def build_type_configs_judged(items: list[Item], repo: Repository) -> list[Item]:
    """The items with network-setting findings of debug build types' source sets dropped, and
    those of other non-release build types made review items."""
    if not any(isinstance(i, FileResult) and any(judged(f.rule_id) for f in i.findings) for i in items):
        return items
    types = _build_types(repo)
    if not types:
        return items
    return each_file_result(items, lambda result: _judged(result, types))


def _build_types(repo: Repository) -> dict[str, bool]:
    """Each non-release build type's source-set folder -> whether it is a debug build type."""
    folders: dict[str, bool] = {}
    for path in repo.paths:
        if path.rsplit("/", 1)[-1] in GRADLE_FILES:
            text = repo.text(path)
            if text is not None and "buildTypes" in text:
                folders.update(source_sets(text, path))
    return folders


def source_sets(text: str, path: str) -> dict[str, bool]:
    """The source sets (`<module>/src/<type>`) of this build script's build types but `release`,
    each with whether the type is a debug one."""
    match = _BUILD_TYPES.search(text)
    end = closing(text, match.end(), "{}") if match is not None else None
    if match is None or end is None:
        return {}
    block, at, found = text[match.end() : end - 1], 0, {}
    module = posixpath.dirname(path)
    while (entry := _TYPE.search(block, at)) is not None:
        close = closing(block, entry.end(), "{}")
        if close is None:
            break
        name = entry["quoted"] or entry["bare"]
        if name != "release":
            body = block[entry.end() : close - 1]
            found[posixpath.join(module, "src", name)] = name == "debug" or _DEBUG_BODY.search(body) is not None
        at = close
    return found


def _judged(result: FileResult, types: dict[str, bool]) -> FileResult:
    folder = next((f for f in types if result.path.startswith(f"{f}/")), None)
    if folder is None or not any(judged(f.rule_id) for f in result.findings):
        return result
    if types[folder]:
        return replace(result, findings=[f for f in result.findings if not judged(f.rule_id)])
    return replace(result, findings=[_review(f) if judged(f.rule_id) else f for f in result.findings])


def _review(finding: Finding) -> Finding:
    return replace(
        finding,
        severity="info",
        disposition="needs_review",
        disposition_reason=REASON,
        message=finding.message + f" (review: {REASON})",
    )
