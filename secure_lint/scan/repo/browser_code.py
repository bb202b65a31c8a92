"""Node-only TLS options in code bundled for the browser: they do nothing there.

`rejectUnauthorized: false` (and a no-op `checkServerIdentity`) tell Node's `tls` module to skip
certificate checks. In a browser no script can turn certificate verification off: the browser
checks every certificate itself, and a client library built for both (socket.io-client, engine.io,
ws wrappers) passes the option only to Node's transports. So these findings are dropped in files
that are a browser bundle's source.

What makes a folder a browser bundle's source is how the app is built, never a name: the folder of
the module script a shipped `index.html` loads (`<script type="module" src="/src/main.tsx">`, the
entry Vite and similar bundlers build from), when that entry lies in a subfolder of the page's
own folder; and `src/` beside a package.json that builds with `react-scripts` (Create React App).
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.package_manifest import declared_dependencies
from secure_lint.scan.repo import each_file_result, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset(
    {
        "node.tls.reject-unauthorized-false",
        "node.tls.reject-unauthorized-negated",
        "node.tls.check-server-identity-noop",
    }
)
_MODULE_SCRIPT = lazy_compile(r"<script\b[^>]*\btype\s*=\s*[\"']module[\"'][^>]*>", re.I)
_SRC = lazy_compile(r"\bsrc\s*=\s*[\"']([^\"'?#]+)[\"']", re.I)
_SCRIPT_FILE = lazy_compile(r"\.(?:m?[jt]sx?)$")


def browser_tls_options_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without Node-only TLS findings in files of a browser bundle's source."""
    return each_file_result(items, lambda result: browser_tls_in_file(result, repo))


def browser_tls_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    if not any(result.path.startswith(root) for root in browser_roots(repo)):
        return result
    return without_rules(result, RULES)


def browser_roots(repo: Repository) -> frozenset[str]:
    """The folders (ending in `/`) whose files a browser bundle is built from."""
    found: frozenset[str] = repo.once("browser-code:roots", lambda: frozenset(_roots(repo)))
    return found


def _roots(repo: Repository) -> set[str]:
    roots: set[str] = set()
    for path in repo.paths:
        name = posixpath.basename(path)
        if "node_modules/" in path:
            continue
        if name == "index.html" and repo.is_shipped(path):
            roots |= _entry_folders(path, repo.text(path) or "")
        elif name == "package.json" and "react-scripts" in declared_dependencies(repo.text(path)):
            roots.add(posixpath.join(posixpath.dirname(path), "src") + "/")
    return roots


def _entry_folders(page: str, html: str) -> set[str]:
    """The folders of the local module scripts a page loads, when below the page's own folder."""
    here = posixpath.dirname(page)
    folders = set()
    for tag in _MODULE_SCRIPT.findall(html):
        src = _SRC.search(tag)
        if src is None or "//" in src.group(1) or not _SCRIPT_FILE.search(src.group(1)):
            continue
        entry = posixpath.normpath(posixpath.join(here, src.group(1).lstrip("/")))
        folder = posixpath.dirname(entry)
        if folder != here and not folder.startswith(".."):
            folders.add(folder + "/")
    return folders
