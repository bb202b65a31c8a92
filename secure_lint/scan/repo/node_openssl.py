"""TLS 1.0/1.1 allowed in an app on Node 17 or later: OpenSSL 3 refuses them by default.

Node 17 moved to OpenSSL 3, whose default security level (1; 2 from OpenSSL 3.2, Node 24.5)
refuses TLS 1.0 and 1.1 handshakes (their MD5-SHA1 signatures, and from OpenSSL 3.1 the
versions themselves); Node's TLS docs say TLSv1 needs `@SECLEVEL=0` in the cipher string. So
`minVersion: 'TLSv1'` or `secureProtocol: 'TLSv1_method'` negotiates nothing legacy unless
the same file lowers the level. `node.tls.legacy-protocol-version` is dropped in a file whose
package requires Node 17 or later and that writes no `SECLEVEL=0`. The version is a
repository fact, read from the file's folder up: the nearest package.json's `engines.node`
(its lowest major), else `.nvmrc` / `.node-version`, else a Dockerfile's `FROM node:NN`. An
unknown version keeps the finding.
"""

from __future__ import annotations

import json
import posixpath
import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, lowest_major, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"node.tls.legacy-protocol-version"})
OPENSSL3_MAJOR = 17
_SECLEVEL0 = lazy_compile(r"@?SECLEVEL\s*=\s*0", re.I)
_FROM_NODE = lazy_compile(r"^\s*FROM\s+(?:--platform=\S+\s+)?(?:[\w.-]+/)*node:v?(\d+)", re.I | re.M)
_VERSION_FILES = (".nvmrc", ".node-version")


def openssl3_legacy_tls_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without legacy-TLS findings of files whose Node refuses TLS 1.0/1.1."""
    return each_file_result(items, lambda result: openssl3_in_file(result, repo))


def openssl3_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    major = node_major(repo, result.path)
    if major is None or major < OPENSSL3_MAJOR or _SECLEVEL0.search(repo.text(result.path) or ""):
        return result
    return without_rules(result, RULES)


def node_major(repo: Repository, path: str) -> int | None:
    """The lowest Node major the file's package runs on, or None when nothing states it."""
    folder = posixpath.dirname(path)
    while True:
        major = _stated_here(repo, folder)
        if major is not None or not folder:
            return major
        folder = posixpath.dirname(folder)


def _stated_here(repo: Repository, folder: str) -> int | None:
    known = _paths(repo)
    manifest = posixpath.join(folder, "package.json")
    if manifest in known:
        major = _engines_major(repo.text(manifest))
        if major is not None:
            return major
    for name in _VERSION_FILES:
        version_file = posixpath.join(folder, name)
        if version_file in known:
            return lowest_major((repo.text(version_file) or "").strip())
    dockerfile = posixpath.join(folder, "Dockerfile")
    if dockerfile in known:
        majors = [int(m) for m in _FROM_NODE.findall(repo.text(dockerfile) or "")]
        if majors:
            return min(majors)
    return None


def _paths(repo: Repository) -> frozenset[str]:
    names = ("package.json", "Dockerfile", *_VERSION_FILES)
    found: frozenset[str] = repo.once(
        "node-openssl:files", lambda: frozenset(p for p in repo.paths if posixpath.basename(p) in names)
    )
    return found


def _engines_major(text: str | None) -> int | None:
    try:
        manifest = json.loads(text or "")
    except ValueError:
        return None
    engines = manifest.get("engines") if isinstance(manifest, dict) else None
    spec = engines.get("node") if isinstance(engines, dict) else None
    return lowest_major(spec) if isinstance(spec, str) else None
