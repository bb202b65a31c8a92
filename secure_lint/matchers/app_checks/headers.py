"""`express-security-headers`: an Express app with no security headers and X-Powered-By left on."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.matchers.app_checks.app import App, app_of, blocks_of, each_match, enclosing

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_HEADERS_PACKAGES = ("helmet", "lusca", "koa-helmet", "@fastify/helmet")
_HEADER_SET = re.compile(
    r"""['"](?:Content-Security-Policy|X-Frame-Options|Strict-Transport-Security|X-Content-Type-Options)['"]""", re.I
)
_POWERED_BY_OFF = re.compile(
    r"""\.\s*(?:disable\s*\(\s*['"]x-powered-by['"]|set\s*\(\s*['"]x-powered-by['"]\s*,\s*false)""", re.I
)


def headers_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    if app.uses(_HEADERS_PACKAGES) or app.find("powered-by", _POWERED_BY_OFF):
        return None
    found: bool = repo.once(f"app_checks:headers-middleware:{app.root}", lambda: _headers_in_middleware(app))
    if found:
        return None
    return [
        "no helmet (or lusca) in package.json or imported",
        "no Content-Security-Policy / X-Frame-Options / Strict-Transport-Security / X-Content-Type-Options header set"
        " by a middleware (one route's own header protects only that route)",
        "X-Powered-By left on (no app.disable('x-powered-by'))",
    ]


# a function that runs for every request: a middleware `(req, res, next)`, or express.static's `setHeaders`
_MIDDLEWARE_HEAD = re.compile(
    r"""(?:\(\s*[\w$]+\s*(?::[^,()]*)?,\s*[\w$]+\s*(?::[^,()]*)?,\s*next\b[^()]*\)\s*(?::\s*[\w$<>\[\]]+\s*)?(?:=>)?"""
    r"""|\bsetHeaders\s*(?::\s*(?:function\b[^{]*|\([^()]*\)\s*=>|[\w$]+\s*=>)|\([^()]*\)))\s*$"""
)


def _headers_in_middleware(app: App) -> bool:
    """Whether a security header is set in a middleware or on every static response."""
    for path, match in each_match(app, _HEADER_SET):
        text = app.repo.text(path) or ""
        blocks = blocks_of(text)
        if any(_MIDDLEWARE_HEAD.search(text[max(0, b[0] - 300) : b[0]]) for b in enclosing(blocks, match.start())):
            return True
    return False
