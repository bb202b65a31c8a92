"""Whether an app's static file server serves documents a browser renders, or only assets.

A static folder the repository holds with no HTML in it (an analytics app's tracking scripts, a
widget bundle embedded cross-site by design) serves no page: there is no document for the security
headers to protect. A folder the repository does not hold (a build output, `dist/`), or one named
by a setting the check cannot follow, may hold the app's pages and counts as pages.
"""

from __future__ import annotations

import posixpath

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import App

# a static server and the folder it serves: `express.static(path.join(__dirname, 'public'))`,
# `serve('public')`, `server.register(fastifyStatic, { root: join(__dirname, "../public") })`
_STATIC_ROOT = lazy_compile(
    r"""(?:\bexpress\s*\.\s*static|\bserveStatic|\bexpressStaticGzip|\bkoaStatic|\bserve)\s*\(\s*(?P<arg>[^;]{0,200})"""
    r"""|\bregister\s*\(\s*[\w$]*[Ss]tatic[\w$]*\s*,\s*\{[^}]{0,300}?\broot\s*:\s*(?P<root>[^;]{0,200})""",
)
_LITERAL = lazy_compile(r"""['"`](?P<part>[^'"`$\n]*)['"`]""")
# what a folder expression may hold besides literals to be resolved: path.join/resolve and __dirname
_RESOLVABLE = lazy_compile(r"""(?:\bpath\s*\.\s*)?\b(?:join|resolve)\s*\(|\b__dirname\b|['"`][^'"`$\n]*['"`]|[\s,]""")
_PAGE_SUFFIXES = (".html", ".htm", ".xhtml")


def _first_argument(text: str) -> str:
    """The expression up to the call's closing parenthesis or its first top-level comma."""
    depth = 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                return text[:index]
            depth -= 1
        elif char in ",}" and depth == 0:
            return text[:index]
    return text


def _folder(app: App, path: str, expression: str) -> str | None:
    """The repository folder `expression` names, or None when it is not made of literals only."""
    if _RESOLVABLE.sub("", expression).strip(" )"):
        return None
    parts = [m["part"] for m in _LITERAL.finditer(expression)]
    if not parts:
        return None
    base = posixpath.dirname(path) if "__dirname" in expression else app.root
    return posixpath.normpath(posixpath.join(base, *parts))


def _holds_pages(app: App, folder: str) -> bool:
    """Whether `folder` may hold pages: absent from the repository (built) or holding an HTML file."""
    inside = [p for p in app.repo.paths if p.startswith(folder.rstrip("/") + "/")]
    return not inside or any(p.lower().endswith(_PAGE_SUFFIXES) for p in inside)


def assets_only(app: App) -> str | None:
    """The static folders when every static folder the app serves is one the repository holds
    with no HTML file in it (a fact for the finding's reader), else None (pages, or unknown)."""
    folders: list[str] = []
    for path in app.scripts:
        text = app.repo.text(path) or ""
        for match in _STATIC_ROOT.finditer(text):
            folder = _folder(app, path, _first_argument(match["arg"] or match["root"] or ""))
            if folder is None or _holds_pages(app, folder):
                return None
            folders.append(folder)
    return ", ".join(sorted(set(folders))) or None
