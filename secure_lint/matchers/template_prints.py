"""Template prints under an app-wide autoescape-off setting: the `app_control` checks
`nunjucks-print-autoescape-off` and `handlebars-print-noescape`.

A template engine configured with `autoescape: false` (Nunjucks) or `noEscape: true`
(Handlebars) prints every `{{ value }}` of the views it renders as raw HTML. The setting is
one line of a script, the weakness is each print of the views: the anchors are the prints of a
template file (what it alone shows: a value printed without an escaping filter), and the
verdict keeps one only when a shipped script of the same app turns escaping off for the
folder the template is in, naming that setting in the finding. A print that calls a function no
script of the app names (`{{ renderValue(v) }}`: not a macro, a global the environment adds or a
value a render passes) prints nothing: Nunjucks throws on calling undefined and the render aborts.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks import App, Check, app_of, app_root, at
from secure_lint.matchers.app_checks.app import line_start
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.template_markup import renders_other_format

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

NUNJUCKS_TEMPLATES = (".njk", ".nunjucks", ".html", ".htm")
HANDLEBARS_TEMPLATES = (".hbs", ".handlebars")

# `{{ expr }}` (`{{- expr -}}` trims white space), not Handlebars' raw `{{{ }}}`
_PRINT = lazy_compile(r"(?<!\{)\{\{-?\s*(?P<expr>[^{}\n]{1,200}?)\s*-?\}\}(?!\})")
# Handlebars helpers, blocks, partials, comments and `else`: not a value printed
_NOT_A_VALUE = lazy_compile(r"[!#/>^&~]|else\b")
_LITERAL = lazy_compile(r"""(?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|true|false|null|none)""", re.IGNORECASE)
# filters whose output is escaped, or cannot hold markup
_SAFE_FILTER = lazy_compile(r"\|\s*(?:e|escape|urlencode|int|float|length|round|abs)\b")

# Nunjucks: configure(dirs, { ..., autoescape: false }) or new Environment(loader, { ... })
_NUNJUCKS_OFF = lazy_compile(
    r"""\b(?:configure|Environment)\s*\((?P<args>[^;]{0,400}?)\bautoescape\s*:\s*false\b""", re.DOTALL
)
_HANDLEBARS_OFF = lazy_compile(r"""\bnoEscape\s*:\s*true\b""")
# the compile call of a plain-text part the option sits in: `subject: hbs.compile(t.subject, {` or
# `hbs.compile(dedent(t.text), {`, with no statement end or other compile call after it
_PLAIN_TEXT_PART = lazy_compile(
    r"(?:\b(?:subject|text|plain_?text|txt|text_?body)['\"]?\s*:\s*[\w$.]*compile\s*\("
    r"|\bcompile\s*\(\s*[\w$.()]*?[.(](?:subject|text|plain_?text|txt|text_?body)\)*\s*,)"
    r"(?:(?!\bcompile\s*\()[^;])*$",
    re.IGNORECASE,
)
_STRING = lazy_compile(r"""['"`]([\w./-]+)['"`]""")
# `{% macro name(...) %}`, `{% from "x" import a, b as c %}`, `{% import "x" as ns %}`
_MACRO = lazy_compile(r"\{%-?\s*macro\s+(\w+)\s*\(")
_FROM_IMPORT = lazy_compile(r"\{%-?\s*from\s+\S+\s+import\s+(\w+(?:\s+as\s+\w+)?(?:\s*,\s*\w+(?:\s+as\s+\w+)?)*)")
_IMPORT_AS = lazy_compile(r"\{%-?\s*import\s+\S+\s+as\s+(\w+)")
# a print that calls a bare name (`renderValue(v)`), not a method or a filter's argument
_BARE_CALL = lazy_compile(r"(?P<name>[A-Za-z_]\w*)\s*\(")
_NUNJUCKS_GLOBALS = frozenset({"range", "cycler", "joiner", "caller", "super"})


def _prints(source: SourceFile, suffixes: tuple[str, ...]) -> Iterator[RawMatch]:
    """Each `{{ value }}` of a template file that prints a value without an escaping filter."""
    if not source.path.lower().endswith(suffixes) or renders_other_format(source.text):
        return  # (a template that renders no page: template_markup.py)
    macro_call = _macro_call(source.text)
    for match in _PRINT.finditer(source.text):
        expr = match.group("expr").strip()
        if _NOT_A_VALUE.match(expr) or _LITERAL.fullmatch(expr) or _SAFE_FILTER.search(expr):
            continue
        if macro_call is not None and macro_call.match(expr):
            continue  # the macro's markup: its own prints are each checked where it is defined
        if re.search(r"\|\s*safe\b", expr):
            continue  # an explicit |safe is node.template.nunjucks-safe-filter's finding
        yield RawMatch(match.start(), match.end(), {"EXPR": expr})


def _macro_call(text: str) -> re.Pattern[str] | None:
    """A call of a Nunjucks macro the template defines or imports (`dataTable(rows)`, `forms.field(f)`)."""
    names = [re.escape(name) for name in _MACRO.findall(text)]
    for imported in _FROM_IMPORT.findall(text):
        names += [re.escape(re.split(r"\s+as\s+", name)[-1].strip()) for name in imported.split(",")]
    names += [re.escape(namespace) + r"\.\w+" for namespace in _IMPORT_AS.findall(text)]
    if not names:
        return None
    return re.compile(rf"(?:{'|'.join(names)})\s*\(")


def nunjucks_prints(source: SourceFile) -> Iterator[RawMatch]:
    return _prints(source, NUNJUCKS_TEMPLATES)


def handlebars_prints(source: SourceFile) -> Iterator[RawMatch]:
    return _prints(source, HANDLEBARS_TEMPLATES)


def nunjucks_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    """The Nunjucks setting with autoescape off whose view folders hold the template."""
    app = app_of(repo, path)
    if _calls_undefined(app, repo.text(path) or "", line):
        return None
    relative = _within(app, path)
    for place, folders in _nunjucks_settings(app):
        if not folders or any(_under(relative, folder) for folder in folders):
            return [f"autoescape is off for these views: {at(place)}"]
    return None


def _calls_undefined(app: App, text: str, line: int) -> bool:
    """Whether every print on the line calls a function the template does not define or import
    and no script of the app names: the render throws there, printing nothing."""
    start = line_start(text, line)
    end = text.find("\n", start)
    prints = [m.group("expr").strip() for m in _PRINT.finditer(text, start, end if end >= 0 else len(text))]
    macro_call = _macro_call(text)
    names = [_BARE_CALL.match(expr) for expr in prints]
    return bool(names) and all(
        found is not None
        and found.group("name") not in _NUNJUCKS_GLOBALS
        and (macro_call is None or not macro_call.match(found.group(0)))
        and app.find(f"name:{found.group('name')}", re.compile(rf"\b{found.group('name')}\b")) is None
        for found in names
    )


def handlebars_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    """A Handlebars setting with noEscape on in the same app (it applies to every template)."""
    place = app_of(repo, path).find("handlebars:noEscape", _HANDLEBARS_OFF, _not_plain_text_part)
    return [f"HTML escaping is off for these templates: {at(place)}"] if place else None


def _not_plain_text_part(text: str, match: re.Match[str]) -> bool:
    """Whether a `noEscape: true` applies to HTML: not the options of a template compiled for a
    plain-text part (a mail's subject header, its text/plain body: js.template.handlebars-noescape)."""
    return _PLAIN_TEXT_PART.search(text, max(0, match.start() - 400), match.start()) is None


def _nunjucks_settings(app: App) -> list[tuple[tuple[str, int, str], list[str]]]:
    """Each `autoescape: false` setting of the app, with the view folders it names (none: the
    loader's default, which is every folder)."""
    settings = []
    for path in app.scripts:
        text = app.repo.text(path) or ""
        if "autoescape" not in text:
            continue
        for match in _NUNJUCKS_OFF.finditer(text):
            options = match.group("args").rfind("{")
            named = match.group("args")[: options if options >= 0 else None]
            folders = [f.strip("./").strip("/") for f in _STRING.findall(named)]
            line = text.count("\n", 0, match.start()) + 1
            settings.append(((path, line, " ".join(match.group(0).split())[:80]), [f for f in folders if f]))
    return settings


def _within(app: App, path: str) -> str:
    """The template's path from its app's folder."""
    root = app_root(app.repo, path)
    return posixpath.relpath(path, root) if root else path


def _under(relative: str, folder: str) -> bool:
    """Whether the template lies in the folder a setting names (`views`, or
    `path.join(__dirname, 'views')` from a script in src/: src/views)."""
    return f"/{folder}/" in f"/{posixpath.dirname(relative)}/"


CHECKS: dict[str, Check] = {
    check.name: check
    for check in (
        Check("nunjucks-print-autoescape-off", ("{{",), nunjucks_prints, nunjucks_verdict),
        Check("handlebars-print-noescape", ("{{",), handlebars_prints, handlebars_verdict),
    )
}
