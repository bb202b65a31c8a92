"""Libraries copied into the app's tree, known by the copy's own licence file beside them.

A project keeps its licence at its root. A licence file in a folder below the package's root
(the nearest folder with a package.json) and below the repository's root is a copied project's:
`server/libs/uaParser/LICENSE` beside `index.js`. A skipped file there that also opens with a
library's release banner is that library's build, no coverage gap (scan/gaps.py): two marks of
what the file is, where a banner alone, or a minified line alone, stays a gap.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.findings import SkippedPath
from secure_lint.scan.reading import has_banner

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

_LICENCE = re.compile(r"^(?:licen[cs]e|copying)(?:[.-][\w.-]*)?$", re.I)
_MAY_BE_GAPS = frozenset({"minified", "vendored"})


def is_library_copy(repo: Repository, path: str) -> bool:
    """Whether the file lies in a copied library: a licence file in its folder or one above it,
    below its package's root and the repository's root."""
    files: dict[str, set[str]] = repo.once("library-copies:folders", lambda: _files_by_folder(repo))
    folder = posixpath.dirname(path)
    while folder:
        names = files.get(folder, set())
        if "package.json" in names:
            return False
        if any(_LICENCE.match(name) for name in names):
            return True
        folder = posixpath.dirname(folder)
    return False


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
