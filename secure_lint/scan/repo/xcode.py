"""What an Xcode project and a Swift package say about their files: which belong only to test
targets or to development assets (`DEVELOPMENT_ASSET_PATHS`: preview data no archive holds), and
which Info.plist files only Debug configurations or test targets build, or none, and which Swift
files no target compiles.

Read from `project.pbxproj` (target membership through build phases or synchronized folders,
each target's `INFOPLIST_FILE` per build configuration), the shared schemes (`*.xcscheme`: which
targets an archive builds) and `Package.swift` (`.testTarget`, and the targets only tests depend
on: swift_test_support.py), never from a file's name: a file a shipped target also builds stays
shipped. A development variant of the app (an application
target with the bundle identifier of another that a shared scheme archives, itself archived by
none) is not what the project releases.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.pbxproj import (
    DEBUG_CONFIGURATION,
    GENERATOR_SPECS,
    TEST_PRODUCTS,
    project_objects,
    reference_paths,
)
from secure_lint.core.repository import Repository
from secure_lint.scan.repo.swift_test_support import (
    Manifest,
    also_a_pod,
    excluded_sources,
    read_manifest,
    test_support_folders,
)

_PROJECT_VARIABLE = lazy_compile(r"^\$[({](?:SRCROOT|PROJECT_DIR)[)}]/")
_TARGET_NAME = lazy_compile(r"\$[({]TARGET_NAME[)}]")
APPLICATION = "com.apple.product-type.application"
_ARCHIVED_ENTRY = lazy_compile(
    r"<BuildActionEntry\b[^>]*\bbuildForArchiving\s*=\s*\"YES\"[^>]*>\s*<BuildableReference\b[^>]*?"
    r"\bBlueprintIdentifier\s*=\s*\"(?P<target>[0-9A-Za-z]{24})\""
)
_TEST_TARGET = lazy_compile(r"\.testTarget\s*\(")
_ARGUMENT = lazy_compile(r"""\b(?P<name>name|path)\s*:\s*"(?P<value>[^"\\]*)\"""")


@dataclass(frozen=True)
class XcodeFacts:
    """Files only test targets build; folders of test targets; Info.plists no release build uses
    (path -> why)."""

    test_files: frozenset[str] = frozenset()
    test_folders: tuple[str, ...] = ()
    debug_plists: dict[str, str] = field(default_factory=dict)
    # Swift files of a project's folder no target compiles, and those a package target's `exclude:` leaves out
    unbuilt_sources: frozenset[str] = frozenset()
    # the Info.plists the projects' targets name (INFOPLIST_FILE): the apps' own, whatever lies beside them
    target_plists: frozenset[str] = frozenset()

    def is_test_file(self, path: str) -> bool:
        return path in self.test_files or any(path.startswith(folder + "/") for folder in self.test_folders)


def xcode_facts(repo: Repository) -> XcodeFacts:
    found: XcodeFacts = repo.once("xcode-facts", lambda: _collect(repo))
    return found


def _collect(repo: Repository) -> XcodeFacts:
    test_files: set[str] = set()
    folders: list[str] = []
    plists: dict[str, str] = {}
    archived = _archived_targets(repo)
    uses: dict[str, tuple[set[str], set[str]] | None] = {}  # project folder -> its plist uses
    compiled: dict[str, tuple[set[str], set[str]]] = {}  # project folder -> the files and folders its targets build
    mentions: list[tuple[str, str]] = []  # the projects' run scripts and their folders
    manifests: list[Manifest] = []
    test_products: set[str] = set()
    app_products: set[str] = set()
    named: set[str] = set()  # the Info.plists the targets name
    for path in repo.paths:
        if path.endswith(".xcodeproj/project.pbxproj"):
            text = repo.text(path)
            objects = project_objects(text) if text is not None else None
            if objects is not None:
                project = XcodeProject(objects, posixpath.dirname(posixpath.dirname(path)), archived)
                test_files |= project.test_only_files()
                folders += project.test_only_folders() + project.development_asset_folders()
                plists.update(project.debug_only_plists())
                uses[project.folder] = project.plist_uses()
                named |= project.named_plists()
                compiled[project.folder] = project.built()
                mentions += [(project.folder, script) for script in project.scripts()]
                tests, shipped = project.package_products()
                test_products |= tests
                app_products |= shipped
        elif posixpath.basename(path) == "Package.swift":
            text = repo.text(path)
            if text is not None:
                folders += _package_test_folders(text, posixpath.dirname(path))
                if not also_a_pod(repo, posixpath.dirname(path)):
                    manifests.append(read_manifest(text, posixpath.dirname(path)))
    folders += test_support_folders(manifests, test_products, app_products)
    plists.update(dict.fromkeys(_unused_plists(repo, uses, mentions), UNUSED_PLIST))
    projects = sum(1 for path in repo.paths if path.endswith(".xcodeproj/project.pbxproj"))
    unbuilt = _unbuilt_sources(repo, compiled) if len(compiled) == projects else frozenset()  # all read, or none
    unbuilt |= excluded_sources(repo, manifests)
    return XcodeFacts(frozenset(test_files), tuple(folders), plists, unbuilt, frozenset(named))


UNUSED_PLIST = "an Info.plist no target of project.pbxproj names or builds (a leftover copy): no build uses it"
_INFO_PLIST = lazy_compile(r"(?i)(^|[-_ .])info([-_ .][^/]*)?\.plist$")
def _unused_plists(
    repo: Repository, uses: dict[str, tuple[set[str], set[str]] | None], mentions: list[tuple[str, str]]
) -> list[str]:
    """Info.plists in the folder of Xcode projects that tell each target's, which none of them
    names or builds, and whose path no run script of them mentions. A folder with a
    Package.swift of its own is a package's, not the project's; a plist a project generator's
    manifest (XcodeGen, Tuist) may use is no leftover either."""
    if not uses or any(found is None for found in uses.values()):
        return []
    named = {path for found in uses.values() if found is not None for path in found[0]}
    built = tuple(folder for found in uses.values() if found is not None for folder in found[1])
    packages = tuple(posixpath.dirname(p) for p in repo.paths if posixpath.basename(p) == "Package.swift")
    specs = _generator_specs(repo)
    return [
        path
        for path in repo.paths
        if _INFO_PLIST.search(posixpath.basename(path))
        and path not in named
        and not any(_script_names(script, folder, path) for folder, script in mentions)
        and any(_inside(path, folder) for folder in uses)
        and not any(_inside(path, folder) for folder in (*built, *packages))
        and not any(_spec_may_use(text, folder, path) for folder, text in specs)
    ]


# where a project's own folder holds code another build system compiles: CocoaPods, Carthage, SwiftPM
_DEPENDENCY_FOLDERS = lazy_compile(r"(?:^|/)(?:Pods|Carthage|\.build|SourcePackages|DerivedData)/")
_SOURCE_MANIFESTS = lazy_compile(r"(?:^|/)(?:Package\.swift|[^/]+\.podspec(?:\.json)?)$")


def _unbuilt_sources(repo: Repository, compiled: dict[str, tuple[set[str], set[str]]]) -> frozenset[str]:
    """Swift files in the folder of an Xcode project that no target of any project compiles (no
    build phase lists them, no synchronized folder holds them): a copy left beside the built one
    (`src/Platform/APIClient.swift` next to the `Platform/APIClient.swift` the project builds), a
    file removed from its target. Paths compare without case, as on the Mac's file system. None
    when a project generator (XcodeGen, Tuist) makes the project, when a package manifest or a
    podspec above the file builds its folder, or under a dependency manager's folder."""
    if not compiled or _generator_specs(repo):
        return frozenset()
    files = {path.lower() for built, _ in compiled.values() for path in built}
    folders = tuple(folder.lower() for _, synced in compiled.values() for folder in synced)
    manifests = tuple(posixpath.dirname(p) for p in repo.paths if _SOURCE_MANIFESTS.search(p))
    # a project that compiles no Swift file it lists (Swift added by other means) tells nothing
    telling = [home for home, (built, synced) in compiled.items() if synced or any(p.endswith(".swift") for p in built)]
    return frozenset(
        path
        for path in repo.paths
        if path.endswith(".swift")
        and path.lower() not in files
        and any(_inside(path, folder) for folder in telling)
        and not any(_inside(path.lower(), folder) for folder in folders)
        and not any(_inside(path, folder) for folder in manifests)
        and not _DEPENDENCY_FOLDERS.search(path)
    )


def _script_names(script: str, folder: str, plist: str) -> bool:
    """Whether a run script of the project in `folder` names `plist` by its path from there."""
    relative = plist[len(folder) + 1 :] if folder else plist
    return _inside(plist, folder) and re.search(rf"(?<![\w.-]){re.escape(relative)}(?![\w-])", script) is not None


def _generator_specs(repo: Repository) -> list[tuple[str, str]]:
    """The folder and text of each XcodeGen or Tuist manifest in the repository."""
    found = []
    for path in repo.paths:
        shape = GENERATOR_SPECS.get(posixpath.basename(path))
        text = repo.text(path) if shape is not None else None
        if shape is not None and text is not None and shape.search(text):
            found.append((posixpath.dirname(path), text))
    return found


def _spec_may_use(text: str, folder: str, plist: str) -> bool:
    """Whether a generator manifest may give `plist` to a target: it names the file, or a folder
    holding it (XcodeGen makes the Info.plist it finds among a target's sources the target's)."""
    if not _inside(plist, folder):
        return False
    if re.search(r"(?m)^include\s*:", text):
        return True  # targets in other manifests this one includes: it cannot tell
    relative = plist[len(folder) + 1 :] if folder else plist
    parts = relative.split("/")
    folders = ("/".join(parts[:end]) for end in range(1, len(parts)))
    if re.search(rf"(?<![\w.-]){re.escape(parts[-1])}(?![\w-])", text):
        return True
    return any(re.search(rf"(?<![\w./-]){re.escape(name)}/?(?![\w./-])", text) for name in folders)


def _inside(path: str, folder: str) -> bool:
    return folder == "" or path.startswith(folder + "/")


def _archived_targets(repo: Repository) -> frozenset[str]:
    """The targets (pbxproj object ids) some shared scheme builds for an archive."""
    found: set[str] = set()
    for path in repo.paths:
        if path.endswith(".xcscheme") and "/xcshareddata/" in path:
            text = repo.text(path)
            found.update(m.group("target") for m in _ARCHIVED_ENTRY.finditer(text or ""))
    return frozenset(found)


class XcodeProject:
    def __init__(self, objects: dict[str, dict[str, Any]], folder: str, archived: frozenset[str]) -> None:
        self.objects = objects
        self.folder = folder
        self.archived = archived
        self.paths = self._paths()

    def _get(self, key: Any) -> dict[str, Any]:
        return self.objects.get(key, {}) if isinstance(key, str) else {}

    def _list(self, obj: dict[str, Any], key: str) -> list[Any]:
        value = obj.get(key)
        return value if isinstance(value, list) else []

    def _paths(self) -> dict[str, str]:
        return reference_paths(self.objects, self.folder)

    def _targets(self) -> Iterator[tuple[dict[str, Any], bool]]:
        for obj in self.objects.values():
            if obj.get("isa") in {"PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"}:
                yield obj, obj.get("productType") in TEST_PRODUCTS

    def _configurations(self, target: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
        """Each build configuration of the target: its name and build settings."""
        listing = self._get(target.get("buildConfigurationList"))
        for key in self._list(listing, "buildConfigurations"):
            configuration = self._get(key)
            settings = configuration.get("buildSettings")
            yield str(configuration.get("name", "")), settings if isinstance(settings, dict) else {}

    def _bundle_ids(self, target: dict[str, Any]) -> set[str]:
        values = (settings.get("PRODUCT_BUNDLE_IDENTIFIER") for _, settings in self._configurations(target))
        return {v for v in values if isinstance(v, str) and v and "$" not in v}

    def development_variants(self) -> dict[str, str]:
        """Application targets (object id -> name of the released one) whose bundle identifier
        a target that a shared scheme archives also has, and that no shared scheme archives; or
        whose every bundle identifier is an archived app's with a suffix (`io.acme.app.staging`
        beside `io.acme.app`): a side-by-side install of that app for its developers and testers,
        whatever its scheme or configurations are called. A target an archived app depends on is
        built into it (a watch app `io.acme.app.watchkitapp`, an App Clip): part of the release."""
        embedded = self._dependencies_of(self.archived)
        apps = {
            k: o
            for k, o in self.objects.items()
            if o.get("isa") == "PBXNativeTarget" and o.get("productType") == APPLICATION and k not in embedded
        }
        released = {k: self._bundle_ids(o) for k, o in apps.items() if k in self.archived}
        variants = {}
        for key, target in apps.items():
            ids = self._bundle_ids(target)
            twin = None
            if key not in self.archived:
                twin = next((k for k, released_ids in released.items() if ids & released_ids), None)
            if twin is None and ids:
                twin = next(
                    (
                        k
                        for k, released_ids in released.items()
                        if k != key and all(any(i.startswith(f"{r}.") for r in released_ids) for i in ids)
                    ),
                    None,
                )
            if twin is not None:
                variants[key] = str(apps[twin].get("name", ""))
        return variants

    def _dependencies_of(self, targets: Iterable[str]) -> set[str]:
        """The targets that `targets` depend on (build and embed), directly or through one another."""
        found: set[str] = set()
        todo = [t for t in targets if t in self.objects]
        while todo:
            for dependency in self._list(self._get(todo.pop()), "dependencies"):
                target = self._get(dependency).get("target")
                if isinstance(target, str) and target not in found:
                    found.add(target)
                    todo.append(target)
        return found

    def _members(self, target: dict[str, Any]) -> set[str]:
        files: set[str] = set()
        for phase in self._list(target, "buildPhases"):
            for build_file in self._list(self._get(phase), "files"):
                path = self.paths.get(self._get(build_file).get("fileRef", ""))
                if path:
                    files.add(path)
        return files

    def _synchronized(self, target: dict[str, Any]) -> set[str]:
        return {
            self.paths[key]
            for key in self._list(target, "fileSystemSynchronizedGroups")
            if isinstance(key, str) and self.paths.get(key)
        }

    def test_only_files(self) -> set[str]:
        tests: set[str] = set()
        shipped: set[str] = set()
        for target, is_test in self._targets():
            (tests if is_test else shipped).update(self._members(target))
        return tests - shipped

    def package_products(self) -> tuple[set[str], set[str]]:
        """(the Swift package products test targets depend on, those other targets depend on)."""
        tests: set[str] = set()
        shipped: set[str] = set()
        for target, is_test in self._targets():
            for key in self._list(target, "packageProductDependencies"):
                name = self._get(key).get("productName")
                if isinstance(name, str):
                    (tests if is_test else shipped).add(name)
        return tests, shipped

    def development_asset_folders(self) -> list[str]:
        """The folders a target's `DEVELOPMENT_ASSET_PATHS` names (SwiftUI's `Preview Content`):
        Xcode leaves them out of archive and install builds."""
        folders: set[str] = set()
        for target, _ in self._targets():
            for _, settings in self._configurations(target):
                value = settings.get("DEVELOPMENT_ASSET_PATHS")
                for entry in _asset_paths(value):
                    folders.add(posixpath.normpath(posixpath.join(self.folder, _PROJECT_VARIABLE.sub("", entry))))
        return sorted(f for f in folders if "$" not in f)

    def test_only_folders(self) -> list[str]:
        tests: set[str] = set()
        shipped: set[str] = set()
        for target, is_test in self._targets():
            (tests if is_test else shipped).update(self._synchronized(target))
        return sorted(tests - shipped)

    def plist_uses(self) -> tuple[set[str], set[str]] | None:
        """The Info.plists the targets name (INFOPLIST_FILE of any configuration) or build (a
        build phase, a synchronized folder): files and folders. A file reference alone is the
        navigator's: the reference of a deleted target's plist stays behind when the target goes.
        None when a target's Info.plist is not told here (a build variable in the path, or a
        configuration that takes its settings from an .xcconfig file without naming one)."""
        files, folders = self.built()
        plists = self.named_plists()
        if any("$" in plist for plist in plists):
            return None
        files |= plists
        for configuration in self.objects.values():
            values = configuration.get("buildSettings")
            named = isinstance(values, dict) and "INFOPLIST_FILE" in values
            from_file = configuration.get("baseConfigurationReference")  # an .xcconfig may name it
            if configuration.get("isa") == "XCBuildConfiguration" and from_file and not named:
                return None
        return files, folders

    def named_plists(self) -> set[str]:
        """The Info.plists the targets' configurations name (INFOPLIST_FILE), from the repository's
        root (a build variable left in a path the projects did not say)."""
        named = set()
        for target, _ in self._targets():
            for _, settings in self._configurations(target):
                plist = settings.get("INFOPLIST_FILE")
                if isinstance(plist, str) and plist:
                    named.add(posixpath.normpath(posixpath.join(self.folder, _plist_path(target, plist))))
        return named

    def built(self) -> tuple[set[str], set[str]]:
        """The files the targets' build phases list and the folders they build whole."""
        files: set[str] = set()
        folders: set[str] = set()
        for target, _ in self._targets():
            files |= self._members(target)
            folders |= self._synchronized(target)
        return files, folders

    def scripts(self) -> list[str]:
        """The run-script phases' scripts: one may copy a plist it names (`Info (Beta).plist`)
        into the product, by a path no build setting tells."""
        return [
            str(obj.get("shellScript", ""))
            for obj in self.objects.values()
            if obj.get("isa") == "PBXShellScriptBuildPhase"
        ]

    def debug_only_plists(self) -> dict[str, str]:
        """Info.plists that only Debug configurations, test targets or development variants of
        the app name (path -> why)."""
        variants = self.development_variants()
        uses: dict[str, list[_Use]] = {}
        for key, target in self.objects.items():
            if target.get("isa") not in {"PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"}:
                continue
            is_test = target.get("productType") in TEST_PRODUCTS
            for name, settings in self._configurations(target):
                plist = settings.get("INFOPLIST_FILE")
                if isinstance(plist, str) and plist:
                    path = posixpath.normpath(posixpath.join(self.folder, _plist_path(target, plist)))
                    uses.setdefault(path, []).append(_Use(name, is_test, variants.get(key)))
        return {path: _why(used) for path, used in uses.items() if all(u.not_released for u in used)}


def _plist_path(target: dict[str, Any], plist: str) -> str:
    """An INFOPLIST_FILE setting as a path from the project's folder: `$(SRCROOT)/` dropped and
    `$(TARGET_NAME)` read as the target's name (`"$(TARGET_NAME)/App/Info-debug.plist"`)."""
    name = target.get("name")
    plist = _PROJECT_VARIABLE.sub("", plist)
    return _TARGET_NAME.sub(lambda _: name, plist) if isinstance(name, str) and name else plist


@dataclass(frozen=True)
class _Use:
    """One build configuration that names an Info.plist."""

    configuration: str
    test_target: bool
    variant_of: str | None  # the released target, when this one is a development variant of it

    @property
    def not_released(self) -> bool:
        return (
            self.test_target
            or self.variant_of is not None
            or DEBUG_CONFIGURATION.search(self.configuration) is not None
        )


_ASSET_PATH = lazy_compile(r'"([^"]+)"|(\S+)')


def _asset_paths(value: Any) -> list[str]:
    """The paths of a DEVELOPMENT_ASSET_PATHS value (a list, or one string of space-separated and
    quoted paths: `"\"App/Preview Content\""`)."""
    entries = value if isinstance(value, list) else [value] if isinstance(value, str) else []
    texts = [entry for entry in entries if isinstance(entry, str)]
    return [m.group(1) or m.group(2) for text in texts for m in _ASSET_PATH.finditer(text)]


def _why(uses: list[_Use]) -> str:
    if all(u.test_target for u in uses):
        return "the Info.plist of a test target only (project.pbxproj)"
    variants = sorted({u.variant_of for u in uses if u.variant_of})
    if variants:
        return (
            f"the Info.plist of a development variant of {', '.join(variants)} (its bundle identifier, or that "
            "identifier with a suffix, installed beside the released app)"
        )
    names = ", ".join(sorted({u.configuration for u in uses}))
    return f"the Info.plist of Debug build configurations only ({names} in project.pbxproj); release builds use another"


# --- Package.swift ---------------------------------------------------------------------------


def _package_test_folders(text: str, folder: str) -> list[str]:
    """The folders of a package's `.testTarget(name:path:)` declarations (default Tests/<name>)."""
    folders = []
    for match in _TEST_TARGET.finditer(text):
        arguments = _call_arguments(text, match.end())
        found: dict[str, str] = {}
        for argument in _ARGUMENT.finditer(arguments):  # the first: `.target(name:)` may follow
            found.setdefault(argument.group("name"), argument.group("value"))
        relative = found.get("path") or (f"Tests/{found['name']}" if "name" in found else None)
        if relative:
            path = posixpath.normpath(posixpath.join(folder, relative))
            if not path.startswith(".."):
                folders.append(path)
    return folders


def _call_arguments(text: str, start: int) -> str:
    """The text up to the parenthesis that closes the call opened just before `start`."""
    end = closing(text, start, limit=4000)
    return text[start : end - 1] if end is not None else text[start : start + 4000]
