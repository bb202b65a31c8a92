"""Swift package targets no app build links: test support (mocks, fixtures, `TestKit`s).

A modular app declares, beside each library target of its `Package.swift`, a target of test
doubles (`KeystoreTestKit`, path `TestKit`) that its `.testTarget`s, and other such targets,
depend on. Such a target builds into no shipped product: its `mock()` defaults (a fixed IV, a fake
key) are the tests'. A target is test support when something in the repository depends on it and
every dependent is a test (a `.testTarget`, an Xcode unit-test or UI-test target through its
`packageProductDependencies`, another test-support target), in a package the repository itself
uses: an Xcode app target or another package's non-test target depends on one of its targets.
A package nothing else in the repository uses is a published library's: its users, and what
they depend on, are not known, and its targets are left as they are.

Where a committed Xcode project tells which package products its app, extension and other
non-test targets use, what those products need is linked and ships; a library target of a
package the app links that nothing linked needs is built into no app either (SwiftPM builds what
the used products need: a mock target no test names yet). A package CocoaPods also builds (a
.podspec in, below or above its folder) is left as it is. Names are matched as SwiftPM matches
them: a dependency names a target of its package (`"Keystore"`, `.target(name:)`) or a product
(`.product(name:package:)`, `.byName`), and a product stands for its targets.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

# a target declaration and its kind: `.target(`, `.testTarget(`, `.executableTarget(`, ...
_TARGET = lazy_compile(
    r"""\.(?P<kind>target|testTarget|executableTarget|macro|plugin|binaryTarget|systemLibrary)\s*\("""
)
_PRODUCT = lazy_compile(r"""\.(?:library|executable|plugin)\s*\(""")
_NAME = lazy_compile(r"""\bname\s*:\s*"(?P<value>[^"\\]*)\"""")
_PATH = lazy_compile(r"""\bpath\s*:\s*"(?P<value>[^"\\]*)\"""")
_DEPENDENCIES = lazy_compile(r"""\bdependencies\s*:\s*\[""")
_TARGETS = lazy_compile(r"""\btargets\s*:\s*\[(?P<names>[^\]]*)\]""")
_EXCLUDE = lazy_compile(r"""\bexclude\s*:\s*\[(?P<names>[^\]]*)\]""")
_STRING = lazy_compile(r""""([^"\\]*)\"""")
# one dependency: a bare name, `.target(name:)`, `.product(name:package:)`, `.byName(name:)`
_DEPENDENCY = lazy_compile(r"""(?:\.(?:target|product|byName)\s*\(\s*name\s*:\s*)?"(?P<name>[^"\\]*)\"""")
TEST_KIND = "testTarget"


@dataclass
class SwiftTarget:
    name: str
    kind: str
    folder: str  # root-relative
    dependencies: list[str] = field(default_factory=list)
    excluded: list[str] = field(default_factory=list)  # root-relative files and folders of its `exclude:`


@dataclass
class Manifest:
    """A Package.swift's targets and products (product name -> its targets' names)."""

    targets: list[SwiftTarget]
    products: dict[str, list[str]]


def read_manifest(text: str, folder: str) -> Manifest:
    """The targets and products a Package.swift declares (folder: its root-relative folder)."""
    targets = []
    start = 0
    while (match := _TARGET.search(text, start)) is not None:
        arguments = _call_arguments(text, match.end())
        start = match.end() + len(arguments)  # past its arguments: a `.target(name:)` dependency is none
        name = _NAME.search(arguments)
        if name is None:
            continue
        kind = match.group("kind")
        path = _PATH.search(_without_dependencies(arguments))
        default = "Tests" if kind == TEST_KIND else ("Plugins" if kind == "plugin" else "Sources")
        relative = path.group("value") if path else f"{default}/{name.group('value')}"
        home = _joined(folder, relative)
        excluded = _EXCLUDE.search(_without_dependencies(arguments))
        names = _STRING.findall(excluded.group("names")) if excluded else []
        left_out = [_joined(home, e) for e in names if e.strip("./")]  # never the target's own folder
        targets.append(SwiftTarget(name.group("value"), kind, home, _dependency_names(arguments), left_out))
    products = {}
    for match in _PRODUCT.finditer(text):
        arguments = _call_arguments(text, match.end())
        name, listed = _NAME.search(arguments), _TARGETS.search(arguments)
        if name is not None and listed is not None:
            products[name.group("value")] = _STRING.findall(listed.group("names"))
    return Manifest(targets, products)


def excluded_sources(repo: Repository, manifests: list[Manifest]) -> frozenset[str]:
    """The Swift files a target's `exclude:` leaves out of its build (an upstream project's own
    sources vendored beside the ones the package builds), unless a package manifest below the
    target's folder that is not excluded itself builds them."""
    excluded = {path for m in manifests for t in m.targets for path in t.excluded}
    if not excluded:
        return frozenset()
    manifests_below = [
        posixpath.dirname(p) for p in repo.paths if posixpath.basename(p) == "Package.swift" and p not in excluded
    ]
    return frozenset(
        path
        for path in repo.paths
        if path.endswith(".swift")
        and posixpath.basename(path) != "Package.swift"
        and any(_within(path, e) for e in excluded)
        and not any(_within(path, m) and any(_within(m, e) for e in excluded) for m in manifests_below)
    )


def also_a_pod(repo: Repository, folder: str) -> bool:
    """Whether a .podspec lies in the package's folder, below it or above it: CocoaPods builds
    its sources too (a React Native module's `ios/` code, tested through a Package.swift), and
    what the package's manifest says of its targets is not all that ships them."""
    pods = repo.once("podspec-folders", lambda: [posixpath.dirname(p) for p in repo.paths if p.endswith(".podspec")])
    return any(_within(pod, folder) or _within(folder, pod) for pod in pods)


def _within(path: str, folder: str) -> bool:
    return not folder or path == folder or path.startswith(folder + "/")


def test_support_folders(manifests: list[Manifest], test_products: set[str], app_products: set[str]) -> list[str]:
    """The folders of the targets no app build links. `test_products` and `app_products`: the
    package products Xcode test targets and other Xcode targets depend on."""
    targets = {t.name: t for m in manifests for t in m.targets}
    products = {name: names for m in manifests for name, names in m.products.items()}
    owner = {t.name: i for i, m in enumerate(manifests) for t in m.targets}
    dependents: dict[str, set[str]] = {}  # target -> the targets depending on it ("" for an Xcode app)
    for target in targets.values():
        for dependency in target.dependencies:
            for name in _named(dependency, targets, products):
                dependents.setdefault(name, set()).add(target.name)
    for product, dependent in [*((p, "") for p in app_products), *((p, TEST_KIND) for p in test_products)]:
        for name in products.get(product, [product]):
            dependents.setdefault(name, set()).add(dependent)
    linked = _linked(targets, products, app_products)
    used = {owner[n] for n, users in dependents.items() if n in owner and _used_elsewhere(n, users, targets, owner)}
    support = {
        n
        for n, t in targets.items()
        if t.kind == "target" and n not in linked and owner[n] in used and dependents.get(n)
    }
    changed = True
    while changed:
        changed = False
        for name in sorted(support):
            if any(not _is_test(d, targets, support) for d in dependents[name]):
                support.discard(name)
                changed = True
    unlinked = {n for m in manifests if _is_linked(m, linked) for n in _unlinked(m, linked)}
    return sorted({targets[n].folder for n in support | unlinked})


def _used_elsewhere(name: str, users: set[str], targets: dict[str, SwiftTarget], owner: dict[str, int]) -> bool:
    """Whether an Xcode app target or a non-test target of another package depends on the
    target: the repository then holds its package's users, not only its tests."""
    return any(
        user == "" or (user in targets and targets[user].kind != TEST_KIND and owner[user] != owner[name])
        for user in users
    )


def _linked(targets: dict[str, SwiftTarget], products: dict[str, list[str]], app_products: set[str]) -> set[str]:
    """The targets an Xcode app target links: its products' targets and what they depend on."""
    todo = [n for p in app_products for n in products.get(p, [p]) if n in targets]
    linked: set[str] = set()
    while todo:
        name = todo.pop()
        if name in linked:
            continue
        linked.add(name)
        todo += [n for d in targets[name].dependencies for n in _named(d, targets, products) if n in targets]
    return linked


def _named(dependency: str, targets: dict[str, SwiftTarget], products: dict[str, list[str]]) -> list[str]:
    """The targets a dependency names: a target of that name, else a product's targets."""
    return [dependency] if dependency in targets else products.get(dependency, [dependency])


def _is_linked(manifest: Manifest, linked: set[str]) -> bool:
    return any(t.name in linked for t in manifest.targets)


def _unlinked(manifest: Manifest, linked: set[str]) -> list[str]:
    """The library targets of a package the app links that no linked target depends on: SwiftPM
    builds only what the products the app uses need (a mock target beside the library)."""
    return [t.name for t in manifest.targets if t.kind == "target" and t.name not in linked]


def _is_test(dependent: str, targets: dict[str, SwiftTarget], support: set[str]) -> bool:
    if dependent == TEST_KIND or dependent in support:
        return True
    target = targets.get(dependent)
    return target is not None and target.kind == TEST_KIND


def _dependency_names(arguments: str) -> list[str]:
    match = _DEPENDENCIES.search(arguments)
    if match is None:
        return []
    end = closing(arguments, match.end(), "[]", limit=4000)
    listed = arguments[match.end() : end - 1 if end is not None else len(arguments)]
    return [d.group("name") for d in _DEPENDENCY.finditer(listed) if not _is_package_argument(listed, d.start())]


def _is_package_argument(listed: str, start: int) -> bool:
    """Whether the string at `start` is a `package:` argument (the package, not the product)."""
    return bool(re.search(r"""\bpackage\s*:\s*$""", listed[max(0, start - 40) : start]))


def _without_dependencies(arguments: str) -> str:
    match = _DEPENDENCIES.search(arguments)
    if match is None:
        return arguments
    end = closing(arguments, match.end(), "[]", limit=4000)
    return arguments[: match.start()] + (arguments[end:] if end is not None else "")


def _joined(folder: str, relative: str) -> str:
    return posixpath.normpath(posixpath.join(folder, relative)) if folder else posixpath.normpath(relative)


def _call_arguments(text: str, start: int) -> str:
    end = closing(text, start, limit=8000)
    return text[start : end - 1] if end is not None else text[start : start + 8000]
