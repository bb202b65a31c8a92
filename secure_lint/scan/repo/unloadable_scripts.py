"""A script whose relative imports all name files the repository does not have cannot be loaded.

Node, a bundler or a test runner stops at the first `import ... from './x'` or `require('../x')` it
cannot find, so a file none of whose relative imports exists (a controller copied from another
project into the root of a Next.js app, importing `../models/blog-model.js` and
`./upload/uploadController.js`) runs nowhere: its findings are not the shipped app's. It takes two
such imports at least, every one missing (as a file, with any extension, or as a folder), so that
one import of generated code (`./generated/client`, written at build time) never makes a file
unloadable.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.matchers.values.imports import modules_of

SCRIPTS = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")
MIN_IMPORTS = 2
_RELATIVE = lazy_compile(
    r"""(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}/[^'"\n]{1,200})\1""", re.M
)


def is_unloadable(repo: Repository, path: str) -> bool:
    """Whether `path` is a script whose relative imports (two at least) all name missing files."""
    if not path.endswith(SCRIPTS):
        return False
    specifiers = {match.group(2) for match in _RELATIVE.finditer(repo.text(path) or "")}
    if len(specifiers) < MIN_IMPORTS:
        return False
    return not any(_exists(repo, path, spec) for spec in specifiers)


def _exists(repo: Repository, importer: str, spec: str) -> bool:
    if modules_of(repo).resolve(importer, spec) is not None:
        return True
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
    if joined.startswith("../") or joined == "..":
        return False  # out of the repository's root
    listed = _listed(repo)
    return joined in listed.files or joined in listed.folders or posixpath.splitext(joined)[0] in listed.stems


@dataclass(frozen=True)
class _Listed:
    files: frozenset[str]
    folders: frozenset[str]
    stems: frozenset[str]  # each file's path without its extension


def _listed(repo: Repository) -> _Listed:
    def index() -> _Listed:
        paths = repo.paths
        folders = frozenset(f for p in paths for f in _folders(p))
        return _Listed(frozenset(paths), folders, frozenset(posixpath.splitext(p)[0] for p in paths))

    known: _Listed = repo.once("unloadable-scripts:listed", index)
    return known


def _folders(path: str) -> list[str]:
    found, folder = [], posixpath.dirname(path)
    while folder:
        found.append(folder)
        folder = posixpath.dirname(folder)
    return found
