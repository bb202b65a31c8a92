"""Libraries copied into the app's tree, known by the copy's own licence file beside them.

A project keeps its licence at its root. A licence file in a folder below the package's root
(the nearest folder with a package.json) and below the repository's root is a copied project's:
`server/libs/uaParser/LICENSE` beside `index.js`. A Swift or Objective-C source needs more: its
licence beside the manifest of the package it belongs to (`Package.swift`, a `.podspec`), as a
copied Swift package keeps them (`ios/PassportReader/{LICENSE,Package.swift,Sources/}`). A package
manifest without a licence is the root of the app's own local package (`Packages/Feed/Package.swift`
of a modular app), and one whose licence is the repository's own licence, word for word, is a
package the app publishes: both stay the app's code. A folder of scripts under a licence of its
own that imports the app's modules around it (`@/lib/db`, `../../lib/auth`) is the app's too: an
open-core app's `ee/` folder under its commercial licence; a copied library brings what it needs.
Only an open-source licence's grant marks a copy: a commercial or proprietary notice in a folder
(an open-core app's `ee/LICENSE.md`, a cloud edition's `COPYING.txt`) is the app's own. No folder
name makes a copy.

A skipped file in a copy that also opens with a library's release banner is that library's build,
no coverage gap (scan/gaps.py): two marks of what the file is, where a banner alone, or a minified
line alone, stays a gap. A code rule's finding in a copy is a low review item naming the copy's
licence (library_copy_findings.py): the app did not write that code and takes its fixes upstream.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.findings import SkippedPath
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.reading import has_banner
from secure_lint.scan.repo.xcode import xcode_facts

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

_LICENCE = lazy_compile(r"^(?:licen[cs]e|copying)(?:[.-][\w.-]*)?$", re.I)
_MAY_BE_GAPS = frozenset({"minified", "vendored"})
# the sources a Swift package or a pod holds: a copy of one is known by its manifest too
_APPLE_SOURCES = (".swift", ".m", ".mm", ".h")
_SCRIPTS = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")
# the specifier of an import, a re-export, a require() or a dynamic import()
_IMPORT = lazy_compile(r"""(?:\bfrom|^\s*import|\brequire\s*\(|\bimport\s*\()\s*['"]([^'"\n]+)['"]""", re.M)
# the grant or the title of an open-source licence's text (MIT, ISC/0BSD, BSD, Apache, the GPL
# family, MPL, EPL, Boost, zlib, the Unlicense, CC0)
_OPEN_GRANT = lazy_compile(
    r"Permission is hereby granted, free of charge|Permission to use, copy, modify,? and/or distribute"
    r"|Redistribution and use in source and binary forms|Apache License,?\s+Version 2"
    r"|GNU (?:Lesser |Library |Affero )?General Public License|Mozilla Public License|Eclipse Public License"
    r"|Boost Software License|provided ['\u2018]as-is['\u2019]"
    r"|free and unencumbered software released into the public domain"
    r"|CC0 1\.0 Universal"
    r"|^[\s#*]*(?:The )?(?:MIT|ISC|BSD [0-4]-Clause|Zlib) License\b",  # a title opening a line
    re.I | re.M,
)
# the path aliases apps give their own source root (`@/lib/db`, `~/utils`)
_APP_ALIASES = ("@/", "~/", "#/")


def _is_package_manifest(name: str) -> bool:
    return name == "Package.swift" or name.endswith(".podspec")


def is_library_copy(repo: Repository, path: str) -> bool:
    """Whether the file lies in a copied library (library_licence)."""
    return library_licence(repo, path) is not None


def library_licence(repo: Repository, path: str) -> str | None:
    """The licence file of the copied library that holds the file, else None: a licence file in
    its folder or one above it, below its package's root and the repository's root (for a Swift or
    Objective-C source, beside the package manifest of a package the app does not publish)."""
    if path.endswith(".plist") and path in xcode_facts(repo).target_plists:
        return None  # an app target's own Info.plist, whatever was copied beside it
    files: dict[str, set[str]] = repo.once("library-copies:folders", lambda: _files_by_folder(repo))
    apple = path.endswith(_APPLE_SOURCES)
    folder = posixpath.dirname(path)
    while folder:
        names = files.get(folder, set())
        if "package.json" in names:
            return None
        licence = next((name for name in sorted(names) if _LICENCE.match(name)), None)
        if licence and not _open_licence(repo.text(posixpath.join(folder, licence))):
            return None  # a commercial or proprietary notice: the app's own (an open-core `ee/`)
        if any(_is_package_manifest(name) for name in names):
            return _third_party(repo, files, posixpath.join(folder, licence)) if licence else None
        if licence and not apple:
            return posixpath.join(folder, licence) if _self_contained(repo, folder) else None
        folder = posixpath.dirname(folder)
    return None


def _open_licence(text: str | None) -> bool:
    """Whether the licence grants everyone the right to copy the code: a copy of a third party's
    code in an app's public tree comes under one. The app's own folders under a licence of their
    own carry a commercial or proprietary notice (an open-core `ee/LICENSE`, a cloud edition's
    `COPYING`), which names open licences at most ("the MIT license"), never their grant."""
    return bool(text and _OPEN_GRANT.search(text))


def _self_contained(repo: Repository, folder: str) -> bool:
    """Whether no script in the folder imports the app's code around it: a copied library brings
    what it needs, where a folder of the app's own under its own licence (an open-core app's `ee/`
    with its commercial licence) imports the app's modules (`@/lib/...`, `../../lib`)."""
    return bool(repo.once(f"library-copies:self-contained:{folder}", lambda: not _imports_outside(repo, folder)))


def _imports_outside(repo: Repository, folder: str) -> bool:
    scripts = [p for p in repo.paths if p.startswith(folder + "/") and p.endswith(_SCRIPTS)]
    return any(_leaves(spec, posixpath.dirname(p), folder) for p in scripts for spec in _specifiers(repo, p))


def _specifiers(repo: Repository, path: str) -> list[str]:
    return _IMPORT.findall(repo.text(path) or "")


def _leaves(spec: str, at: str, folder: str) -> bool:
    if spec.startswith(_APP_ALIASES):
        return True
    if not spec.startswith("."):
        return False  # a package: the copy's own dependency
    target = posixpath.normpath(posixpath.join(at, spec))
    return target != folder and not target.startswith(folder + "/")


def _third_party(repo: Repository, files: dict[str, set[str]], licence: str) -> str | None:
    """The package's licence unless it is the repository's own, word for word (a package the app
    publishes from its tree)."""
    own = [repo.text(name) for name in sorted(files.get("", set())) if _LICENCE.match(name)]
    text = repo.text(licence)
    return None if text is not None and _words(text) in {_words(t) for t in own if t} else licence


def _words(text: str) -> str:
    return " ".join(text.split())


def library_builds_known(items: list[Item], repo: Repository) -> list[Item]:
    """The items with a skipped file that a library copy's licence and banner show a library's
    build recorded as such (reason `library`)."""
    return [_known(item, repo) if isinstance(item, SkippedPath) else item for item in items]


def _known(skipped: SkippedPath, repo: Repository) -> SkippedPath:
    if skipped.reason not in _MAY_BE_GAPS or not is_library_copy(repo, skipped.path):
        return skipped
    return replace(skipped, reason="library") if has_banner(repo.text(skipped.path) or "") else skipped


def _files_by_folder(repo: Repository) -> dict[str, set[str]]:
    folders: dict[str, set[str]] = {}
    for path in repo.paths:
        folder, name = posixpath.split(path)
        folders.setdefault(folder, set()).add(name)
    return folders
