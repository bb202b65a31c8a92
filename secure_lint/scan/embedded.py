"""JavaScript embedded in HTML and server templates: inline `<script>` blocks and `on*=` handlers.

`script_view` gives a JavaScript copy of such a file in which every other character is blanked
(newlines kept), so offsets, lines and columns are the file's own: the JS rules run on the view
and their findings are reported on the template at their true positions. Template tags inside a
script (`<%= x %>`, `{{ x }}`) become identifiers of the same length so the script still parses.
The browser runs these scripts, so the server rules (`node.*`: SSRF, server TLS, response
writing) do not judge them (engine.py).
"""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.source import SourceFile

TEMPLATE_SUFFIXES = (
    ".html",
    ".htm",
    ".xhtml",
    ".ejs",
    ".hbs",
    ".handlebars",
    ".mustache",
    ".njk",
    ".nunjucks",
    ".swig",
    ".jinja",
    ".jinja2",
    ".j2",
    ".twig",
    ".liquid",
)
MAX_TEXT = 1_000_000
# the rules about code a server runs (its requests, TLS, responses); a page's script runs in the browser
SERVER_RULE_PREFIX = "node."

_SCRIPT = lazy_compile(r"<script\b([^>]{0,500})>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_TYPE = lazy_compile(r"""\btype\s*=\s*["']?\s*([\w/+.-]{1,100})""", re.IGNORECASE)
JS_TYPES = frozenset(
    {"text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"}
)
_HANDLER = lazy_compile(r"""\son[a-z]{3,30}\s*=\s*(?:"([^"]{1,2000})"|'([^']{1,2000})')""", re.IGNORECASE)
_TEMPLATE_TAG = lazy_compile(r"<%.{0,500}?%>|\{\{.{0,500}?\}\}|\{%.{0,500}?%\}", re.DOTALL)


def has_embedded_scripts(path: str) -> bool:
    return path.lower().endswith(TEMPLATE_SUFFIXES)


def script_view(source: SourceFile) -> SourceFile | None:
    """The file's inline scripts and event handlers as JavaScript at their own offsets, or None."""
    text = source.text
    if len(text) > MAX_TEXT or not has_embedded_scripts(source.path):
        return None
    lowered = source.lowered
    if "<script" not in lowered and " on" not in lowered:
        return None
    view = [c if c in "\r\n" else " " for c in text]
    found = False
    for match in _SCRIPT.finditer(text):
        kind = _TYPE.search(match.group(1))
        if (kind and kind.group(1).lower() not in JS_TYPES) or not match.group(2).strip():
            continue
        _copy(view, text, match.start(2), match.end(2))
        view[match.end(2)] = ";"  # the `<` of `</script>` ends the statement
        found = True
    for match in _HANDLER.finditer(text):
        group = 1 if match.group(1) is not None else 2
        _copy(view, text, match.start(group), match.end(group))
        view[match.end(group)] = ";"  # the closing quote
        found = True
    if not found:
        return None
    return SourceFile(source.path, "".join(view), language="javascript", page=source)


def _copy(view: list[str], text: str, start: int, end: int) -> None:
    view[start:end] = text[start:end]
    for tag in _TEMPLATE_TAG.finditer(text, start, end):
        view[tag.start() : tag.end()] = ["_" if c not in "\r\n" else c for c in tag.group(0)]
