"""Request data sent by a Fastify reply: JSON or plain text, never a page, unless the app says HTML.

Express's `res.send(string)` answers `text/html` and Koa's `ctx.body = '<p>...'` does when the
string looks like markup, so the reflection rule reports their sends. Fastify's `reply.send`
serialises an object as `application/json` and answers a string as `text/plain; charset=utf-8`
unless a Content-Type was set: a browser renders neither as a page. So
`node.xss.send-request-data` is dropped in a file whose package is a Fastify app (its
package.json, or one above it, declares `fastify`) that no framework sending HTML by default is
declared beside (Express, Koa, Connect, Restify, Hapi, Polka, Fastify's Express bridges), and
that names no HTML content type (`text/html`, `.type('html')`) anywhere in the file: a
handler that sets one keeps the finding.
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

RULES = frozenset({"node.xss.send-request-data"})
# frameworks whose send of a string answers text/html, and bridges that hand Fastify routes to them
HTML_BY_DEFAULT = frozenset(
    {
        "express",
        "koa",
        "connect",
        "restify",
        "@hapi/hapi",
        "hapi",
        "polka",
        "@fastify/express",
        "fastify-express",
        "@fastify/middie",
        "middie",
        "@nestjs/platform-express",
        "next",
        "h3",
    }
)
_HTML_TYPE = lazy_compile(r"text/html|\.type\(\s*['\"`]\.?html?['\"`]", re.I)
_HTML_FRAMEWORK_IMPORT = lazy_compile(r"""(?:require\(\s*|from\s+)['"](?:express|koa|connect)['"]""")


def fastify_sends_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without reflection findings of files whose replies Fastify sends as JSON or text."""
    return each_file_result(items, lambda result: fastify_sends_in_file(result, repo))


def fastify_sends_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    text = repo.text(result.path) or ""
    if _HTML_TYPE.search(text) or _HTML_FRAMEWORK_IMPORT.search(text) or not fastify_only(repo, result.path):
        return result
    return without_rules(result, RULES)


def fastify_only(repo: Repository, path: str) -> bool:
    """Whether the package.json files from the file's folder up declare Fastify and no framework
    or bridge that sends HTML by default."""
    declared: set[str] = set()
    folder = posixpath.dirname(path)
    manifests = _manifests(repo)
    while True:
        manifest = posixpath.join(folder, "package.json")
        if manifest in manifests:
            declared |= set(declared_dependencies(repo.text(manifest)))
        if not folder:
            break
        folder = posixpath.dirname(folder)
    return "fastify" in declared and not declared & HTML_BY_DEFAULT


def _manifests(repo: Repository) -> frozenset[str]:
    found: frozenset[str] = repo.once(
        "fastify-replies:manifests", lambda: frozenset(p for p in repo.paths if posixpath.basename(p) == "package.json")
    )
    return found
