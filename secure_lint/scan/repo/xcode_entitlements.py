"""Which entitlements files a release build signs with (issue 24).

An entitlements file is what `CODE_SIGN_ENTITLEMENTS` of a build configuration names. The value is
read from `project.pbxproj` and from the `.xcconfig` files a configuration is based on (with their
`#include`s), build variables resolved as Xcode does (`$(NAME)`, `$(NAME:default=x)`, nested
`$(A_$(B))`, an unset variable empty). A file that the Release configurations of shipped targets
resolve to ships. A file the projects name otherwise (a Debug configuration, a test target, a
variable's non-default value such as an ad-hoc suffix set only by a CI script) does not. A file
no project names keeps today's behaviour (it may be signed by a script), and so does every file of
a repository where a release value cannot be told (an optional `#include?` of a file the
repository does not hold, a value that stays a variable).
"""

from __future__ import annotations

import posixpath
import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.pbxproj import (
    DEBUG_CONFIGURATION,
    TEST_PRODUCTS,
    configurations,
    project_objects,
    reference_paths,
)
from secure_lint.core.repository import Repository
from secure_lint.core.xcconfig import base_assignments, own_assignments

NOT_RELEASED = (
    "an entitlements file only Debug configurations, test targets or a build setting's non-default "
    "value select (CODE_SIGN_ENTITLEMENTS); release builds sign with another"
)
_SETTING = "CODE_SIGN_ENTITLEMENTS"
# an innermost variable reference: no other reference inside it
_VARIABLE = lazy_compile(r"\$[({](?P<name>[A-Za-z0-9_]+)(?::default=(?P<default>[^(){}$]*))?[)}]")
_ANY_VARIABLE = lazy_compile(r"\$[({][^(){}$]*[)}]")
_PROJECT_ROOTS = frozenset({"SRCROOT", "PROJECT_DIR", "SOURCE_ROOT", "inherited"})


class _Unknown(Exception):
    """The project does not tell which file a release build signs with."""


def unreleased_entitlements(repo: Repository) -> dict[str, str]:
    """Entitlements files (path -> why) that projects name but no release build signs with."""
    released: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for path in repo.paths:
        if not path.endswith(".xcodeproj/project.pbxproj"):
            continue
        try:
            found = _project_entitlements(repo, path)
        except _Unknown:
            return {}
        released |= found[0]
        patterns += found[1]
    return {
        path: NOT_RELEASED
        for path in repo.paths
        if path.endswith(".entitlements") and path not in released and any(p.fullmatch(path) for p in patterns)
    }


def _project_entitlements(repo: Repository, pbxproj: str) -> tuple[set[str], list[re.Pattern[str]]]:
    text = repo.text(pbxproj)
    objects = project_objects(text) if text is not None else None
    if objects is None:
        raise _Unknown
    folder = posixpath.dirname(posixpath.dirname(pbxproj))
    files = reference_paths(objects, folder)
    project_level = _project_configurations(objects)
    released: set[str] = set()
    patterns = [p for p in (_pattern(v, folder) for v in _xcconfig_values(repo, folder)) if p is not None]
    for target in objects.values():
        if target.get("isa") not in {"PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"}:
            continue
        for configuration in configurations(objects, target):
            name = str(configuration.get("name", ""))
            layers = [*project_level.get(name, []), configuration]
            own = {"TARGET_NAME": str(target.get("name", "")), "CONFIGURATION": name}
            settings = {**own, **_settings(repo, layers, files, folder)}
            for raw in _raw_values(layers):
                pattern = _pattern(raw, folder)
                if pattern is not None:
                    patterns.append(pattern)
            value = settings.get(_SETTING)
            if not value or target.get("productType") in TEST_PRODUCTS or DEBUG_CONFIGURATION.search(name):
                continue
            path = _path(_resolve(value, settings), folder)
            if repo.text(path) is None:
                raise _Unknown  # a built-in variable this reading does not know, or a generated file
            released.add(path)
    return released, patterns


def _project_configurations(objects: dict[str, dict[str, object]]) -> dict[str, list[dict[str, object]]]:
    found: dict[str, list[dict[str, object]]] = {}
    for project in objects.values():
        if project.get("isa") == "PBXProject":
            for configuration in configurations(objects, project):
                found.setdefault(str(configuration.get("name", "")), []).append(configuration)
    return found


def _settings(repo: Repository, layers: list[dict[str, object]], files: dict[str, str], folder: str) -> dict[str, str]:
    """The build settings of a configuration: each layer's .xcconfig, then its own settings."""
    settings: dict[str, str] = {}
    for layer in layers:
        based = base_assignments(repo, layer, files, folder)
        if based is None:
            raise _Unknown  # a missing optional include too: the developer's own settings go there
        settings.update({a.key: a.value for a in based if not a.condition})
        own = layer.get("buildSettings")
        if isinstance(own, dict):
            settings.update({k: v for k, v in own.items() if isinstance(v, str) and "[" not in k})
    return settings


def _raw_values(layers: list[dict[str, object]]) -> list[str]:
    """Every value the configuration's files give the setting, conditional ones included."""
    values: list[str] = []
    for layer in layers:
        own = layer.get("buildSettings")
        if isinstance(own, dict):
            values += [v for k, v in own.items() if isinstance(v, str) and k.split("[")[0] == _SETTING]
    return values


def _xcconfig_values(repo: Repository, folder: str) -> list[str]:
    """Every value .xcconfig files in the project's folder give the setting."""
    values: list[str] = []
    for path in repo.paths:
        if path.endswith(".xcconfig") and (not folder or path.startswith(folder + "/")):
            values += [a.value for a in own_assignments(repo.text(path) or "") if a.key == _SETTING]
    return values


def _resolve(value: str, settings: dict[str, str]) -> str:
    for _ in range(16):
        match = _VARIABLE.search(value)
        if match is None:
            return value
        name = match.group("name")
        if name in _PROJECT_ROOTS:
            replacement = ""
        elif name in settings:
            replacement = settings[name]
        else:
            replacement = match.group("default") or ""
        value = value[: match.start()] + replacement + value[match.end() :]
    raise _Unknown


def _path(value: str, folder: str) -> str:
    value = value.strip().strip('"').lstrip("/")
    if not value or "$" in value:
        raise _Unknown
    return posixpath.normpath(posixpath.join(folder, value))


def _pattern(raw: str, folder: str) -> re.Pattern[str] | None:
    """The files a value can name, each variable any text; None when it has no literal part."""
    raw = re.sub(r"^\$[({](?:SRCROOT|PROJECT_DIR|SOURCE_ROOT)[)}]/", "", raw.strip().strip('"'))
    while _ANY_VARIABLE.search(raw):
        raw = _ANY_VARIABLE.sub("\0", raw)
    parts = re.split("\0+", raw)
    if not "".join(parts).strip("/."):
        return None
    body = ".*".join(re.escape(p) for p in parts)
    prefix = re.escape(folder + "/") if folder else ""
    return re.compile(prefix + body)
