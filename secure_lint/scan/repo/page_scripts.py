"""Scripts a browser runs: server findings in them, and worker messages as a source, are dropped.

A file that a page of the repository loads (`<script src="/static/js/reference.js">` in an HTML or
view template) or that a script starts as a Web Worker (`new Worker('/static/js/eval-worker.js')`,
`new SharedWorker(...)`, `importScripts(...)`) runs in the visitor's browser, not on the server:
its `fetch(request.url)` is the browser asking, with the user's own rights, never a request the
server sends for a caller (`node.*` rules: SSRF, server TLS, response writing). And a worker's
`onmessage` data comes only from same-origin pages (a dedicated worker's from the page that made
it): no other site can post to it, so a finding whose source is that message data is dropped.

What a file is comes from how the repository loads it, never from its folder's name: the loading
reference must name the file by its last two path segments (`js/reference.js`), or by its name
when the reference has one segment, and sit in a shipped page, view or script.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.embedded import SERVER_RULE_PREFIX
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

_PAGE = lazy_compile(r"\.(?:html?|hbs|handlebars|ejs|pug|njk|mustache|liquid|twig|erb|php|vue|svelte)$", re.I)
_CODE = lazy_compile(r"\.(?:[cm]?[jt]sx?)$")
_SCRIPT_TAG_SRC = lazy_compile(r"""<script\b[^>]*?\bsrc\s*=\s*["']([^"'?#]+\.m?js)(?:[?#][^"']*)?["']""", re.I)
_WORKER_START = lazy_compile(
    r"""\b(?:new\s+(?:Shared)?Worker\s*\(\s*(?:new\s+URL\s*\(\s*)?|importScripts\s*\(\s*)["'`]([^"'`?#]+\.m?js)"""
)
_REMOTE = lazy_compile(r"^(?:[a-z][\w+.-]*:|//)", re.I)
# the data of a message event, the source a worker's findings start from
_MESSAGE_DATA = lazy_compile(r"^(?:e|ev|evt|event|msg|message)\.data\b")


def page_scripts_judged(items: list[Item], repo: Repository) -> list[Item]:
    """The items without server findings in browser scripts, nor worker-message findings in workers."""
    return each_file_result(items, lambda result: page_scripts_in_file(result, repo))


def page_scripts_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not result.findings:
        return result
    loaded = _loaded(repo)
    key = _tail(result.path)
    pages, workers = key in loaded[0] or result.path in loaded[0], key in loaded[1] or result.path in loaded[1]
    if not pages and not workers:
        return result
    server = SERVER_RULE_PREFIX
    kept = [f for f in result.findings if not (f.rule_id.startswith(server) or (workers and _from_message(f)))]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _from_message(finding: Finding) -> bool:
    return finding.flow is not None and _MESSAGE_DATA.match(finding.flow.source.label) is not None


def _tail(path: str) -> str:
    """The last two segments of a path (`js/reference.js`), or its name when it has one."""
    parts = path.strip("/").split("/")
    return "/".join(parts[-2:])


def _loaded(repo: Repository) -> tuple[frozenset[str], frozenset[str]]:
    """The tails of the scripts pages load, and of those started as workers."""
    found: tuple[frozenset[str], frozenset[str]] = repo.once("page-scripts:loaded", lambda: _scan(repo))
    return found


def _scan(repo: Repository) -> tuple[frozenset[str], frozenset[str]]:
    pages: set[str] = set()
    workers: set[str] = set()
    for path in repo.paths:
        if "node_modules/" in path or not (_PAGE.search(path) or _CODE.search(path)):
            continue
        text = repo.text(path) or ""
        if "<script" not in text and "Worker" not in text and "importScripts" not in text:
            continue
        if not repo.is_shipped(path):
            continue
        here = posixpath.dirname(path)
        pages |= {_reference(here, src) for src in _SCRIPT_TAG_SRC.findall(text)}
        workers |= {_reference(here, src) for src in _WORKER_START.findall(text)}
    return frozenset(pages), frozenset(workers)


def _reference(here: str, src: str) -> str:
    """A script reference as a tail to match files by (`./w.js` beside the page: its full path);
    another host's script (`https://cdn...`, `//cdn...`) names no file of the repository."""
    if _REMOTE.match(src):
        return ""
    if src.startswith("."):
        return posixpath.normpath(posixpath.join(here, src))
    return _tail(src)
