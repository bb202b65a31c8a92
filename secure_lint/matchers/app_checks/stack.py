"""`error-stack-to-client`: an error handler that sends the stack trace outside development."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import line_start, split_lines
from secure_lint.core.source import SourceFile
from secure_lint.matchers.app_checks.app import MAX_HANDLER, TracedFacts, app_of, app_root, blocks_of
from secure_lint.matchers.base import RawMatch, RawStep

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

# error handlers that send the stack trace
_ERROR_HANDLER = lazy_compile(
    r"""(?:function\s*[\w$]*\s*\(\s*(?P<e1>err|error|e)\s*(?::\s*[\w$.]+)?\s*,\s*req\b[^)]*,\s*next\b[^)]*\)\s*(?::\s*[\w$]+\s*)?\{"""
    r"""|\(\s*(?P<e2>err|error|e)\s*(?::\s*[\w$.]+)?\s*,\s*req\b[^)]*,\s*next\b[^)]*\)\s*(?::\s*[\w$]+\s*)?=>\s*\{)"""
)
_ENV_CHECK = lazy_compile(r"""NODE_ENV|['"]env['"]|\bisDev|\bisProd|development|production|\bdebug\b|\bDEBUG\b""", re.I)
_ERRORHANDLER_MOUNT = lazy_compile(r"""\.\s*use\s*\(\s*errorHandler\s*\(\s*\)\s*\)""", re.I)


_TEMPLATE_SUFFIXES = (
    ".pug", ".jade", ".ejs", ".hbs", ".handlebars", ".njk", ".nunjucks", ".twig", ".html", ".mustache",
)


def _error_view(body: str, name: str) -> str | None:
    """The view an error handler hands the error object to ("" for res.locals), or None."""
    render = re.search(
        rf"""\brender\s*\(\s*['"`](?P<view>[\w./-]+)['"`]\s*,\s*"""
        rf"""\{{[^}}]*\b(?:error|err|e)\b\s*(?::\s*{name}\b\s*)?[,}}]""",
        body,
    )
    if render:
        return render.group("view")
    if re.search(rf"""\bres\s*\.\s*locals\s*\.\s*(?:error|err)\s*=\s*{name}\s*;?\s*$""", body, re.M):
        return ""
    return None


def stack_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    all_blocks = blocks_of(text) if _ERROR_HANDLER.search(text) else []
    for match in _ERROR_HANDLER.finditer(text):
        name = match.group("e1") or match.group("e2")
        blocks = [b for b in all_blocks if b[0] == match.end() - 1]
        if not blocks:
            continue
        body = text[blocks[0][0] : blocks[0][1]]
        before = text[max(0, match.start() - 300) : match.start()]
        view = _error_view(body, name)
        if view is not None and not _ENV_CHECK.search(body) and not _ENV_CHECK.search(before):
            yield RawMatch(match.start(), match.end(), metavars={"VIEW": view or "error"})
    for match in _ERRORHANDLER_MOUNT.finditer(text):
        if not _ENV_CHECK.search(text[max(0, match.start() - 300) : match.start()]):
            yield RawMatch(match.start(), match.end(), metavars={"VIEW": ""})


def stack_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    lines = split_lines(text)
    head = lines[line - 1] if 0 < line <= len(lines) else ""
    app = app_of(repo, path)
    if _ERRORHANDLER_MOUNT.search(head):
        if "errorhandler" not in app.dependencies:
            return None
        return [
            f"`errorhandler` (package.json) mounted with no environment check ({path}:{line})",
            "it sends the stack trace of every error to the client",
        ]
    end = min(len(text), line_start(text, line) + MAX_HANDLER)
    match = _ERROR_HANDLER.search(text, line_start(text, line), end)
    if match is None:
        return None
    view = _error_view(text[match.end() : end], match.group("e1") or match.group("e2")) or "error"
    stem = posixpath.basename(view)
    for candidate in sorted(repo.paths):
        if not candidate.endswith(_TEMPLATE_SUFFIXES) or app_root(repo, candidate) != app.root:
            continue
        if posixpath.splitext(posixpath.basename(candidate))[0] != stem:
            continue
        template = repo.text(candidate) or ""
        shown = re.search(r"""\b(?:error|err)\s*\.\s*stack\b""", template)
        if shown:
            where = template.count("\n", 0, shown.start()) + 1
            facts = TracedFacts([
                f"the error handler hands the error object to the view `{view}` ({path}:{line}),"
                " with no environment check",
                f"the view prints its stack: `{shown.group(0)}` ({candidate}:{where})",
            ])
            # the finding's flow: the error the handler receives, the view's print of its stack, and the
            # render that sends that page as the response
            handler = SourceFile(path, text)
            render = re.search(r"""\brender\s*\(""", text[match.end() : end])
            at_render = match.end() + render.start() if render else match.start()
            facts.steps = (
                RawStep(match.start(), match.end(), "source", "error handler", handler),
                RawStep(shown.start(), shown.end(), "passed", shown.group(0), SourceFile(candidate, template)),
                RawStep(at_render, at_render + (len(render.group(0)) if render else 0), "sink", "render", handler),
            )
            return facts
    return None
