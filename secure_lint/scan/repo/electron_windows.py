"""Electron windows whose pages can run no injected script: their `webPreferences` hand nothing on.

`js.electron.insecure-webpreferences` is about a script that should not run in the window: one
injected into its page (an XSS in the feed, chat or note HTML it renders, a page loaded by mistake)
then gains Node.js, the preload's scope or every origin's data. A window is left alone when both
hold, read from the file that makes it:

- it loads no remote page: no `loadURL('https://...')` (or http) of a host other than the machine
  itself; a remote page's script is not the app's, whatever the app's own pages declare;
- its pages run no injected script: the app's main process sets a Content-Security-Policy header on
  the responses (`session.webRequest.onHeadersReceived` in a script of the file's package), or every
  page the file names (`index.html`, `settings.html`: found beside the file through `__dirname`, else
  by name in the repository) declares one in a `<meta http-equiv>`, whose `script-src` (or
  `default-src`) allows no inline script without a nonce or hash and no `*`, `http:`, `https:` or
  `data:` source.

A window whose pages are not found, or one of them without such a policy, keeps the finding.

Separately, `nodeIntegration: true` (or its InWorker and InSubFrames forms) gives the page Node.js
only where context isolation is off: since Electron 12 it is on unless `contextIsolation: false` is
set, and with it on Node.js stays in the preload's isolated world. So where the file sets no
`contextIsolation: false` and the package runs Electron 12 or later (its lock file, else the lowest
version package.json allows), those settings are dropped; an unknown version keeps them.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any, without_rules
from secure_lint.scan.repo.dependency_versions import resolved_version

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"js.electron.insecure-webpreferences"})

_REMOTE_LOAD = lazy_compile(
    r"""\.loadURL\(\s*['"`]https?://(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(?:[:/'"`]|\$\{))"""
)
_PAGE_NAME = lazy_compile(r"""['"`/\\]([\w.-]+\.html?)\b""")
_BESIDE = lazy_compile(r"""__dirname\s*(?:,\s*['"`]|\+\s*['"`]|\}\s*)/?((?:\.\.?/)*[\w./-]+\.html?)""")
_META = lazy_compile(r"<meta\b[^>]*>", re.I)
_CSP_META = lazy_compile(r"""http-equiv\s*=\s*["']?content-security-policy\b""", re.I)
_CONTENT = lazy_compile(r"""\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
_HEADER_HOOK = lazy_compile(r"\bonHeadersReceived\b")
# a policy in a string literal of each quoting (searched apart: `'self'` inside a double-quoted one)
_POLICY_LITERALS = tuple(
    lazy_compile(rf"""{quote}([^{quote}\n]*\b(?:script|default)-src\b[^{quote}\n]*){quote}""") for quote in "\"`'"
)
_SCRIPTS = (".js", ".cjs", ".mjs", ".ts", ".mts", ".cts")
_NODE_SETTING = lazy_compile(r"^`nodeIntegration(?:InWorker|InSubFrames)?: true`")
_ISOLATION_OFF = lazy_compile(r"""['"]?contextIsolation['"]?\s*:\s*false\b""")
ISOLATED_BY_DEFAULT = (12, 0, 0)  # Electron 12 turned contextIsolation on by default
_OPEN_SOURCES = frozenset({"*", "http:", "https:", "data:"})


def script_safe_windows_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without webPreferences findings of windows whose pages run no injected script."""
    return each_file_result(items, lambda result: script_safe_in_file(result, repo))


def script_safe_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    text = repo.text(result.path) or ""
    result = _isolated_node_dropped(result, repo, text)
    if _REMOTE_LOAD.search(text):
        return result
    if _header_policy(repo, result.path) or _pages_policed(repo, result.path, text):
        return without_rules(result, RULES)
    return result


def _isolated_node_dropped(result: FileResult, repo: Repository, text: str) -> FileResult:
    """The result without its Node.js settings where context isolation keeps Node out of the page."""
    if _ISOLATION_OFF.search(text):
        return result
    version = resolved_version(repo, result.path, "electron")
    if version is None or version < ISOLATED_BY_DEFAULT:
        return result
    kept = [f for f in result.findings if not (f.rule_id in RULES and _NODE_SETTING.match(f.message))]
    return replace(result, findings=kept) if len(kept) != len(result.findings) else result


def strict_policy(policy: str) -> bool:
    """Whether a Content-Security-Policy runs no injected script: its `script-src`, else its
    `default-src`, names sources, none of them open to any host or scheme, and allows inline
    script only with a nonce or hash (which browsers then honour instead)."""
    directives: dict[str, list[str]] = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            directives.setdefault(words[0].lower(), [w.lower() for w in words[1:]])
    sources = directives.get("script-src", directives.get("default-src"))
    if not sources:
        return False
    if _OPEN_SOURCES & set(sources):
        return False
    pinned = any(s.startswith(("'nonce-", "'sha256-", "'sha384-", "'sha512-")) for s in sources)
    return "'unsafe-inline'" not in sources or pinned


def _pages_policed(repo: Repository, path: str, text: str) -> bool:
    """Whether every page the file names is found, and each declares a strict policy."""
    names = {match.group(1) for match in _PAGE_NAME.finditer(text)}
    if not names:
        return False
    pages = set()
    for name in names:
        found = _beside(repo, path, text, name) or _named(repo, name)
        if not found:
            return False
        pages |= found
    return all(_meta_policy(repo.text(page) or "") for page in pages)


def _beside(repo: Repository, path: str, text: str, name: str) -> set[str]:
    """The page `name` at the path the file builds from its own folder (`path.join(__dirname,
    'index.html')`, `` `file://${__dirname}/index.html` ``), when the repository holds it."""
    folder = posixpath.dirname(path)
    for match in _BESIDE.finditer(text):
        relative = match.group(1)
        if posixpath.basename(relative) == name:
            candidate = posixpath.normpath(posixpath.join(folder, relative))
            if candidate in _page_paths(repo):
                return {candidate}
    return set()


def _named(repo: Repository, name: str) -> set[str]:
    return {page for page in _page_paths(repo) if posixpath.basename(page) == name}


def _page_paths(repo: Repository) -> frozenset[str]:
    found: frozenset[str] = repo.once(
        "electron-windows:pages",
        lambda: frozenset(p for p in repo.paths if p.lower().endswith((".html", ".htm")) and repo.is_shipped(p)),
    )
    return found


def _meta_policy(page: str) -> bool:
    for meta in _META.findall(page):
        if _CSP_META.search(meta):
            content = _CONTENT.search(meta)
            if content is not None and strict_policy(content.group(1) or content.group(2) or ""):
                return True
    return False


def _header_policy(repo: Repository, path: str) -> bool:
    """Whether a script of the file's package sets a strict policy header on the responses."""
    root = _package_root(repo, path)
    for script in repo.paths:
        if not script.endswith(_SCRIPTS) or not _under(script, root):
            continue
        text = repo.text(script) or ""
        if "Content-Security-Policy" not in text or not _HEADER_HOOK.search(text):
            continue
        if any(strict_policy(m.group(1)) for literal in _POLICY_LITERALS for m in literal.finditer(text)):
            return True
    return False


def _package_root(repo: Repository, path: str) -> str:
    """The folder of the nearest package.json above `path` ('' for the repository's root)."""
    manifests: frozenset[str] = repo.once(
        "electron-windows:manifests",
        lambda: frozenset(p for p in repo.paths if posixpath.basename(p) == "package.json"),
    )
    folder = posixpath.dirname(path)
    while folder and posixpath.join(folder, "package.json") not in manifests:
        folder = posixpath.dirname(folder)
    return folder


def _under(path: str, folder: str) -> bool:
    return not folder or path.startswith(folder + "/")
