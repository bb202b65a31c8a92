"""Raw prints of EJS, Pug and Handlebars views judged by what their render calls pass: the
`app_control` checks `template-raw-print-request`, `template-raw-print-stored` and
`template-raw-print-unrendered`.

A raw print (`<%- x %>`, `!{x}`, `tag!= x`, `{{{x}}}`) is a weakness only when the value it
prints can hold markup someone else wrote; the template alone does not show where the value
comes from. The render calls do: `res.render('search', { query: req.query.q })`, `app.render`,
`ejs.renderFile(path.join(__dirname, 'views/x.ejs'), locals)`, and the app's own render helpers
(`response(req, res, 'transactions/index', model)`, render_wrappers.py). This module links each template to
the render calls of its app that name it (the view folder of `app.set('views', ...)`, else
`views/` at the app's root or next to the script; the extension is the template's own), and
those of the templates that include or extend it (a partial receives its parent's locals). The
locals each call passes are judged by the taint matcher (matchers/taint), in the script with its
imports resolved:

- a local filled with request data (directly, or through a function or a file): the print is a
  reflected XSS (`template-raw-print-request`), its flow going from the source through the
  render call to the print;
- a local filled with a record the handler read from the app's store (`await Post.findById()`,
  a query's rows in a callback or `.then`, a value kept in the session): stored XSS
  (`template-raw-print-stored`);
- anything else (a constant, a value the server built, a translation, `include` output, a
  layout's `body`): quiet. A template no render call names is reported by the extended
  profile's `template-raw-print-unrendered`, as before the linking.

The names a print reads are the free identifiers of its expression, and the collections the
template's own loops and variables take them from (`products.forEach(function (p) {`,
`each p in products`, `{{#each products}}`).
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.source import SourceFile
from secure_lint.matchers import render_wrappers
from secure_lint.matchers.app_checks.app import App, Check, TracedFacts, app_of, app_root
from secure_lint.matchers.base import RawMatch, RawStep
from secure_lint.matchers.call_text import block_body
from secure_lint.matchers.template_markup import MARKUP, renders_other_format

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.taint import TaintMatch

EJS = (".ejs",)
PUG = (".pug", ".jade")
HANDLEBARS = (".hbs", ".handlebars", ".mustache")
NUNJUCKS = (".njk", ".nunjucks", ".jinja", ".jinja2", ".j2")
TEMPLATES = EJS + PUG + HANDLEBARS + NUNJUCKS
MAX_PARENTS = 3  # include/extends levels followed up from a partial to the view a call renders

# -- the prints --------------------------------------------------------------------------------

# EJS `<%- expr %>` but not: an include, a layout's body or block, a number however produced, a
# shipped translation looked up by a literal key whose placeholders are literals or translations
_EJS_PRINT = lazy_compile(
    r"<%-(?!\s*((await\s+)?include\s*\(|body\s*_?-?%>|contentFor\b|defineContent\b|partial\s*\()"
    r"|\s*(~~|\+|Math\.\w+\(|Number\(|parseInt\(|parseFloat\()[^%'\"`]*%>|\s*[\d.]+\s*-?%>"
    r"|\s*(t|__|i18n\.t)\(\s*(\"[^\"%]*\"|'[^'%]*')\s*(,\s*\{\s*(([\w$]+|\"[^\"%]*\"|'[^'%]*')\s*:\s*"
    r"(\"[^\"%]*\"|'[^'%]*'|`([^`$%]|\$\{\s*(t|__|i18n\.t)\(\s*(\"[^\"%]*\"|'[^'%]*')\s*\)\s*\})*`"
    r"|(t|__|i18n\.t)\(\s*(\"[^\"%]*\"|'[^'%]*')\s*\))\s*,?\s*)*\})?\s*\)\s*-?%>)"
    r"\s*(?P<expr>[^%]{1,200}?)\s*[-_]?%>"
)
# Pug `!{x}`, `tag!= x`, and a line whose tag is an interpolation (`#{x} text`): Pug writes an
# interpolated tag name as it is, so markup in `x` is markup on the page
_PUG_PRINT = lazy_compile(
    r"!\{(?P<expr>[^}\n]{1,200})\}|^[ \t]*[\w.#-]*(\([^)\n]{0,200}\))?!=[ \t]*(?P<line>\S[^\n]{0,200})"
    r"|^[ \t]*#\{(?P<tag>[^}\n]{1,200})\}",
    re.MULTILINE,
)
_HBS_PRINT = lazy_compile(
    r"\{\{\{(?!~?\s*>)~?\s*(?P<expr>[^{}]{1,200}?)\s*~?\}\}\}|\{\{&\s*(?P<amp>[^{}]{1,200}?)\s*\}\}"
)
# Nunjucks `{{ x | safe }}` (a filter after it too: `| safe | replace("[link]", url)` puts `url` in raw),
# but not a translation of a literal key with no value put into it (`'key' | translate`, `t('key')`):
# the locale file's own markup
_NJK_PRINT = lazy_compile(
    r"\{\{-?(?!\s*['\"][\w.:-]+['\"]\s*\|\s*(?:translate|trans|t|i18n|_|__)\s*\|\s*safe\s*-?\}\})"
    r"(?!\s*(?:t|__|i18n\.t|req\.t)\(\s*['\"][\w.:-]+['\"]\s*\)\s*\|\s*safe\s*-?\}\})"
    r"\s*(?P<expr>[^{}]{0,200}\|\s*safe\b[^{}]{0,200}?)\s*-?\}\}"
)
_NJK_COMMENT = lazy_compile(r"\{#.*?#\}", re.DOTALL)  # `{# ... #}`: a commented-out print renders nothing
_HBS_LAYOUT_SLOT = frozenset({"body", "yield"})  # a layout's slot for the rendered view
_HBS_BLOCK = lazy_compile(r"\{\{~?\s*(?:#\s*(each|with)\b|/\s*(each|with)\s*~?\}\})")
# a print whose value an escaping or sanitising helper made: `<%- sanitize(html) %>`, `serialize(data)`
_ESCAPED = lazy_compile(r"^[\w$.]*?(escape|sanitiz|purif|encode|serializ|xss|striptags|stripHtml)\w*\s*\(", re.I)


@dataclass(frozen=True)
class Print:
    """A raw print of a template: where, the expression printed, the names it reads."""

    start: int
    end: int
    expr: str


def prints(source: SourceFile) -> Iterator[Print]:
    """The raw prints of a template file (none in one that renders no page: template_markup.py)."""
    path = source.path.lower()
    text = source.text
    if path.endswith(EJS):
        if not MARKUP.search(text):
            return  # a template without markup renders no page (an nginx config)
        for match in _EJS_PRINT.finditer(text):
            yield Print(match.start(), match.end(), match.group("expr"))
    elif path.endswith(PUG):
        for match in _PUG_PRINT.finditer(text):
            if text[text.rfind("\n", 0, match.start()) + 1 : match.start()].lstrip().startswith("//"):
                continue
            if match.group("tag") is not None and _in_text_block(text, match.start()):
                continue
            yield Print(match.start(), match.end(), match.group("expr") or match.group("line") or match.group("tag"))
    elif path.endswith(HANDLEBARS) and not renders_other_format(text):
        for match in _HBS_PRINT.finditer(text):
            expr = match.group("expr") or match.group("amp")
            if expr in _HBS_LAYOUT_SLOT and not _in_hbs_loop(text, match.start()):
                continue
            yield Print(match.start(), match.end(), expr)
    elif path.endswith(NUNJUCKS):
        comments = [m.span() for m in _NJK_COMMENT.finditer(text)]
        for match in _NJK_PRINT.finditer(text):
            if any(start < match.start() < end for start, end in comments):
                continue
            if _captured(text, match.start(), match.group("expr")):
                continue
            yield Print(match.start(), match.end(), match.group("expr"))


def _captured(text: str, start: int, expr: str) -> bool:
    """Whether a Nunjucks print marks safe only a block captured before it (`{% set actions %}...
    {% endset %}`, then `{{ actions | safe }}`): the block's prints were escaped when it rendered,
    and `safe` keeps them from being escaped twice."""
    names = roots(_NJK_FILTER.sub("|", expr.split("|", 1)[0]))
    captured = {m.group(1) for m in _NJK_CAPTURE.finditer(text, 0, start)}
    return bool(names) and names <= captured


def _in_hbs_loop(text: str, start: int) -> bool:
    """Whether a Handlebars print sits inside an `{{#each}}`/`{{#with}}` block: there `{{{body}}}` is a
    field of each record (a post's body), not a layout's slot for the rendered view."""
    depth = 0
    for block in _HBS_BLOCK.finditer(text, 0, start):
        depth = depth + 1 if block.group(1) else max(depth - 1, 0)
    return depth > 0


def _in_text_block(text: str, start: int) -> bool:
    """Whether a Pug line is text of a block (under `p.`, `script.`, a `//` comment): there `#{x}` is
    escaped text, not a tag."""
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start : text.find("\n", start) % (len(text) + 1)]
    indent = len(line) - len(line.lstrip())
    for line in reversed(text[:line_start].splitlines()):
        stripped = line.lstrip()
        if not stripped or len(line) - len(stripped) >= indent:
            continue
        if stripped.rstrip().endswith(".") or stripped.startswith("//"):
            return True
        indent = len(line) - len(stripped)
        if indent == 0:
            return False
    return False


def anchors(source: SourceFile) -> Iterator[RawMatch]:
    for found in prints(source):
        yield RawMatch(found.start, found.end, {"EXPR": " ".join(found.expr.split())[:80]})


_STRINGS = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`""")
_ROOT = lazy_compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)(?!\s*[\w$(])")
_NOT_LOCALS = frozenset(
    {
        "true", "false", "null", "undefined", "typeof", "instanceof", "new", "in", "of", "this", "locals",
        "JSON", "Math", "Number", "String", "Object", "Array", "Date", "Boolean", "encodeURIComponent",
        "encodeURI", "if", "else", "each", "unless", "with", "as",
    }
)  # fmt: skip


def roots(expr: str) -> set[str]:
    """The free names an expression reads: `user.bio` -> user, `marked(note.body)` -> note,
    `locals.x` -> x (a called function's name is not one; a Handlebars helper's is its first word)."""
    bare = _STRINGS.sub("''", expr)
    bare = re.sub(r"\blocals\s*\.\s*", "", bare)
    bare = re.sub(r"^\s*[\w$.]+\s+(?=[\w$@.])", "", bare) if " " in bare.strip() and "(" not in bare else bare
    return {name for name in _ROOT.findall(bare) if name not in _NOT_LOCALS}


# a template's own bindings: `x.forEach(function (p) {`, `for (const p of x)`, `var p = x.y`,
# Pug `each p in x` and `- var p = x`, Handlebars `{{#each x}}` / `{{#with x}}`
_LOOP = lazy_compile(r"([\w$.\[\]'\"]+)\s*\.\s*(?:forEach|map|filter|some|every)\s*\(\s*(?:function\s*)?\(?\s*([\w$]+)")
_FOR = lazy_compile(r"\bfor\s*\(\s*(?:var|let|const)?\s*([\w$]+)\s+(?:of|in)\s+([^)]+)\)")
_VAR = lazy_compile(r"\b(?:var|let|const)\s+([\w$]+)\s*=\s*([^;%\n]+)")
_EACH = lazy_compile(r"^\s*(?:each|for)\s+([\w$]+)(?:\s*,\s*[\w$]+)?\s+in\s+([^\n]+)$", re.MULTILINE)
_BLOCK = lazy_compile(r"\{\{#(?:each|with)\s+([^}\s]+)")
# Nunjucks: `{% set x = expr %}`, `{% for p in posts %}` (`{% for k, v in map %}`); a filter's name
# (`| translate`) is no value; `{% set x %}...{% endset %}` captures what the block printed, escaped
_NJK_SET = lazy_compile(r"\{%-?\s*set\s+([\w$]+)\s*=\s*((?:(?!%\}).){1,300})-?%\}", re.DOTALL)
_NJK_FOR = lazy_compile(r"\{%-?\s*for\s+([\w$]+)(?:\s*,\s*([\w$]+))?\s+in\s+((?:(?!%\}).){1,300})-?%\}", re.DOTALL)
_NJK_CAPTURE = lazy_compile(r"\{%-?\s*set\s+([\w$]+)\s*-?%\}")
_NJK_FILTER = lazy_compile(r"\|\s*[\w$]+")


def read_names(text: str, found: Print, path: str) -> set[str]:
    """The names a print reads, with the collections and variables the template `path` binds them from."""
    before = text[: found.start]
    if path.lower().endswith(NUNJUCKS):
        return _nunjucks_names(before, found.expr)
    bindings: dict[str, set[str]] = {}
    for receiver_name in _LOOP.finditer(before):
        bindings.setdefault(receiver_name.group(2), set()).update(roots(receiver_name.group(1)))
    for pattern in (_FOR, _VAR, _EACH):
        for match in pattern.finditer(before):
            bindings.setdefault(match.group(1), set()).update(roots(match.group(2)))
    names = roots(found.expr)
    for _ in range(3):
        names |= {root for name in list(names) for root in bindings.get(name, ())}
    if path.lower().endswith(HANDLEBARS):  # a name inside `{{#each posts}}` is a field of each post
        names |= {root for block in _BLOCK.finditer(before) for root in roots(block.group(1))}
    return names


def _nunjucks_names(before: str, expr: str) -> set[str]:
    """The names a Nunjucks print reads: its free names (filter names aside), through the template's
    `set` and `for` bindings; a captured block (`{% set x %}`) was escaped when it rendered."""
    bindings: dict[str, set[str]] = {}
    for match in _NJK_SET.finditer(before):
        bindings[match.group(1)] = roots(_NJK_FILTER.sub("|", match.group(2)))
    for match in _NJK_FOR.finditer(before):
        collection = roots(_NJK_FILTER.sub("|", match.group(3)))
        for name in filter(None, match.group(1, 2)):
            bindings.setdefault(name, set()).update(collection)
    for match in _NJK_CAPTURE.finditer(before):
        bindings[match.group(1)] = set()
    names = set()
    todo = roots(_NJK_FILTER.sub("|", expr))
    for _ in range(4):
        bound = {name for name in todo if name in bindings}
        names |= todo - bound
        todo = {root for name in bound for root in bindings.pop(name)}
    return names | todo


# -- the render calls --------------------------------------------------------------------------

# Express's `res.render`/`app.render`, `ejs.renderFile`, and hapi's (vision) and Fastify's
# (@fastify/view) `h.view(name, context)` / `reply.view(name, data)`
_RENDER_CALL = lazy_compile(r"(?:\b(?:render|renderFile)|\.\s*view)\s*\(")
_VIEWS_SETTING = lazy_compile(
    r"""\.set\s*\(\s*['"]views['"]\s*,\s*([^;\n]{1,300})|\bnunjucks\s*\.\s*configure\s*\(\s*(\[[^\]]{1,300}\]|['"][^'"]+['"]|(?:path\s*\.\s*)?(?:join|resolve)\s*\([^()]{1,300}\))"""
)
_JOIN = lazy_compile(r"""(?:path\s*\.\s*)?(?:join|resolve)\s*\(([^()]*)\)|['"`]([^'"`$]+)['"`]""")
_LITERAL = lazy_compile(r"""['"`]([^'"`$]*)['"`]""")
_DIRNAME_PLUS = lazy_compile(r"__dirname\s*\+\s*$")


@dataclass(frozen=True)
class Tainted:
    """A render call's local filled from data of one kind, with the path it takes there."""

    kind: str  # "request" or "stored"
    key: str  # the local's name ("*": the whole locals object)
    steps: tuple[RawStep, ...]


@dataclass(frozen=True)
class Render:
    """A render call of a script: where, the template it names, the tainted locals it passes."""

    script: str
    line: int
    text: str
    view: str  # a pattern of the template's path without its extension
    tainted: tuple[Tainted, ...]


def _joined(base: str, parts: list[str]) -> str:
    joined = posixpath.normpath(posixpath.join(base, *[p for p in parts if p]))
    return "" if joined == "." else joined


def _paths_in(expr: str, script_dir: str, app_dir: str) -> list[str]:
    """The folders or files an expression names: `path.join(__dirname, 'views')`, `'views'`,
    `__dirname + '/views'` (the literal relative to the script's folder, its leading `/` a separator)."""
    found = []
    for match in _JOIN.finditer(expr):
        if match.group(1) is not None:
            parts = _LITERAL.findall(match.group(1))
            base = script_dir if "__dirname" in match.group(1) else app_dir
            found.append(_joined(base, parts))
        elif _DIRNAME_PLUS.search(expr[: match.start()]):
            found.append(_joined(script_dir, [match.group(2).lstrip("/")]))
        else:
            found.append(_joined(app_dir, [match.group(2)]))
    return found


def _view_dirs(app: App, repo: Repository) -> list[str]:
    """Where the app's views are: each `app.set('views', ...)`, and `views/` at the app's root."""
    dirs = [_joined(app.root, ["views"])]
    for script in app.scripts:
        text = repo.text(script) or ""
        if "views" not in text:
            continue
        for match in _VIEWS_SETTING.finditer(text):
            dirs += _paths_in(match.group(1) or match.group(2), posixpath.dirname(script), app.root)
    return list(dict.fromkeys(dirs))


def _named_views(first: str, script: str, app: App, dirs: list[str]) -> list[str]:
    """Patterns of the template paths (without extension) a render call's first argument may name:
    a literal (`'search'`), or literals joined with values (`'xss/' + level + '/index'`,
    `` `emails/${kind}` ``), each value standing for one folder or file name."""
    script_dir = posixpath.dirname(script)
    if "__dirname" in first or "join(" in first or "resolve(" in first:
        return [re.escape(_strip(p)) for p in _paths_in(first, script_dir, app.root)]
    name = _view_pattern(first.strip())
    if name is None:
        return []
    named = [re.escape(_joined(d, ["x"])[:-1]) + name for d in [*dirs, _joined(script_dir, ["views"])]]
    if first.strip().strip("'\"`").lower().endswith(NUNJUCKS) and "/" in first:
        # Nunjucks looks a view up in each folder its loader lists (often built at run time, or a
        # package's): a name with a folder part names the template whose path ends with it
        named.append(r"(?:.*/)?" + name)
    return named


_PART = lazy_compile(r"""'([^'\\\n]*)'|"([^"\\\n]*)"|([\w$.]+)""")


def _view_pattern(first: str) -> str | None:
    """The view name as a pattern: literal parts escaped, a value one path segment (None: no literal)."""
    if first.startswith("`") and first.endswith("`"):
        parts = re.split(r"\$\{[^}]*\}", first[1:-1])
        pattern = "[^/]+".join(re.escape(part) for part in parts)
        literal = "".join(parts)
    else:
        pieces = [p.strip() for p in first.split("+")]
        found = [_PART.fullmatch(p) for p in pieces]
        if not all(found):
            return None
        pattern = "".join(
            re.escape(m.group(1) if m.group(1) is not None else m.group(2))
            if m.group(3) is None else "[^/]+"
            for m in found if m
        )
        literal = "".join(m.group(1) or m.group(2) or "" for m in found if m)
    if not literal.strip("/. "):
        return None  # a view chosen at run time: it may be any template
    name = pattern.lstrip("/") if not pattern.startswith("\\/") else pattern[2:]
    for ext in TEMPLATES:
        name = name.removesuffix(re.escape(ext))
    return name


def _constant(text: str, argument: str) -> str:
    """A view named by a module constant (`const TEMPLATE_NAME = "search/index.njk"`): its string."""
    name = argument.strip()
    if not re.fullmatch(r"[A-Za-z_$][\w$]*", name):
        return argument
    bound = re.search(
        rf"""^[ \t]*(?:export\s+)?const\s+{re.escape(name)}\s*(?::\s*string\s*)?=\s*(['"][^'"\n]*['"])\s*;?\s*$""",
        text,
        re.MULTILINE,
    )
    return bound.group(1) if bound else argument


def _strip(path: str) -> str:
    base, ext = posixpath.splitext(path)
    return base if ext.lower() in TEMPLATES else path


def renders_of(repo: Repository, script: str, app: App) -> list[Render]:
    """The render calls of one script with the locals they fill with request or stored data."""
    found: list[Render] = repo.once(f"template_renders:script:{script}", lambda: _renders(repo, script, app))
    return found


def _renders(repo: Repository, script: str, app: App) -> list[Render]:
    from secure_lint.matchers.call_text import call_arguments  # noqa: PLC0415

    text = repo.text(script) or ""
    calls = []
    dirs: list[str] = repo.once(f"template_renders:dirs:{app.root}", lambda: _view_dirs(app, repo))
    wrappers = render_wrappers.wrappers_of(repo, app)
    found = [(m, 0) for m in _RENDER_CALL.finditer(text)]
    helper_calls = render_wrappers.calls(wrappers)
    if helper_calls is not None:
        views_at = {w.name: w.view for w in wrappers}
        found += [(m, views_at[render_wrappers.called(m)]) for m in helper_calls.finditer(text)]
    for match, view_at in found:
        arguments = call_arguments(text, match.end())
        if len(arguments) <= view_at:
            continue
        views = _named_views(_constant(text, arguments[view_at][0]), script, app, dirs)
        if views:
            calls.append((match.start(), arguments[-1][2], views))
    if not calls:
        return []
    tainted = _tainted_locals(repo, script, text, wrappers)
    renders = []
    for start, end, views in calls:
        line = text.count("\n", 0, start) + 1
        shown = " ".join(text[start : min(end + 1, start + 120)].split())
        mine = tuple(t for span, t in tainted if start <= span < end)
        renders += [Render(script, line, shown, view, mine) for view in views]
    return renders


# the locals argument of a render call (the second) or of a render helper's call (render_wrappers):
# its object's members, or the whole object as a variable
_RENDER = {"kind": "call_expression", "has": {"field": "function", "regex": r"(^|\.)(render|renderFile)$|\.view$"}}


def _locals_sinks(call: dict[str, Any], position: int) -> list[str | dict[str, Any]]:
    arguments = {"kind": "arguments", "inside": call}
    object_ = {"kind": "object", "nthChild": position, "inside": arguments}
    return [
        {"kind": "pair", "inside": object_, "has": {"field": "value", "pattern": "$SINK"}},
        {"kind": "shorthand_property_identifier", "pattern": "$SINK", "inside": object_},
        {"kind": "spread_element", "inside": object_, "has": {"pattern": "$SINK"}},
        {"any": [{"kind": "identifier"}, {"kind": "member_expression"}], "pattern": "$SINK", "nthChild": position,
         "inside": arguments},
    ]


def _sinks(wrappers: tuple[render_wrappers.Wrapper, ...]) -> list[str | dict[str, Any]]:
    sinks = _locals_sinks(_RENDER, 2)
    for position in sorted({w.locals for w in wrappers if w.locals is not None}):
        names = "|".join(re.escape(w.name) for w in wrappers if w.locals == position)
        call = {"kind": "call_expression", "has": {"field": "function", "regex": rf"(^|\.)({names})$"}}
        sinks += _locals_sinks(call, position + 1)
    return sinks
# a store's read: an awaited query (`await Post.findById(id)`, `await db.query(sql)`, `.lean()`),
# and the rows a query hands its callback (`db.all(sql, (err, rows) =>`, `.then(function (data) {`)
_QUERY = (
    r"^(find\w*|many|one|oneOrNone|manyOrNone|any|query|all|exec|execute|lean|populate|aggregate|first|select|where|toArray)$"
)
# sqlite's `db.get(sql)` reads one row; `get` alone is any map's or client's, so only with SQL text first
_SELECT = r"^[\"'`]\s*(SELECT|select)\s"
_SQL_GET = {
    "kind": "call_expression",
    "all": [
        {"has": {"field": "function", "kind": "member_expression", "has": {"field": "property", "regex": r"^get$"}}},
        {"has": {"field": "arguments", "has": {"nthChild": 1, "regex": _SELECT}}},
    ],
}
# better-sqlite3's statements answer at once, not awaited: `db.prepare('SELECT ...').get(id)`, `.all()`
_PREPARED_READ = {
    "kind": "call_expression",
    "has": {
        "field": "function",
        "kind": "member_expression",
        "all": [
            {"has": {"field": "property", "regex": r"^(get|all|iterate)$"}},
            {
                "has": {
                    "field": "object",
                    "kind": "call_expression",
                    "all": [
                        {"has": {"field": "function", "regex": r"\.prepare$"}},
                        {"has": {"field": "arguments", "has": {"nthChild": 1, "regex": _SELECT}}},
                    ],
                },
            },
        ],
    },
}
_QUERY_CALL = {
    "any": [
        {
            "kind": "call_expression",
            "has": {"field": "function", "kind": "member_expression", "has": {"field": "property", "regex": _QUERY},
                    "not": {"has": {"field": "object", "regex": r"^Promise$"}}},
        },
        _SQL_GET,
    ]
}
_CALLBACK = {"any": [{"kind": "function_expression"}, {"kind": "arrow_function"}]}


def _rows_of(query: dict[str, Any]) -> list[str | dict[str, Any]]:
    """What a store's read gives: the awaited call, and the rows it hands a callback or `.then`."""
    then = {
        "kind": "call_expression",
        "has": {"field": "function", "regex": r"\.then$", "has": {"field": "object", "stopBy": "end", **query}},
    }
    callback = {**_CALLBACK, "inside": {"kind": "arguments", "inside": {"any": [query, then]}}}
    return [
        {**query, "inside": {"kind": "await_expression"}},
        {
            "kind": "identifier",
            "not": {"regex": r"^(err|error|e)$"},
            "inside": {"kind": "formal_parameters", "inside": callback},
        },
        # an arrow function's lone unparenthesised parameter: `.then(rows => ...)`
        {"kind": "identifier", "inside": {**callback, "kind": "arrow_function", "field": "parameter"}},
    ]


# the session is a store too: what a handler kept in it (`req.session.user.bio = req.body.bio`) is
# printed on the next request (its fields are judged by _user_written as a query's rows are). Not
# in the arguments of another call than a render (`pool.execute(sql, [req.session.user.id])`): a
# query's result is its store's read, not the session's
_SESSION = {
    "kind": "member_expression",
    "regex": r"^(req|request)\.session\.[\w$]+$",
    "not": {
        "inside": {
            "kind": "arguments",
            "stopBy": {"kind": "arguments"},
            "inside": {"kind": "call_expression", "not": {"has": _RENDER["has"]}},
        }
    },
}
_STORED = [*_rows_of(_QUERY_CALL), _PREPARED_READ, _SESSION]

# an app that keeps its records in memory: a collection made empty at the module's top level
# (`const comments = [];`, `new Map()`) that a function of the module fills (`comments.push({ text })`)
# is its store, and what is read from it on a later request is a stored record as a query's rows are
_MEMORY_STORE = lazy_compile(
    r"^(?:const|let|var)\s+([\w$]+)\s*(?::[^=\n]{1,80})?=\s*(?:\[\s*\]|new\s+(?:Map|Set)\s*(?:<[^>\n]*>)?\(\s*\))\s*;?\s*$",
    re.MULTILINE,
)


def memory_stores(text: str) -> tuple[str, ...]:
    """The module's top-level collections that an indented line (a function's body) fills."""
    found = []
    for name in _MEMORY_STORE.findall(text):
        filled = rf"^[ \t]+.*(?<![\w$.]){re.escape(name)}\s*\.\s*(?:push|unshift|set|add|splice)\s*\("
        if re.search(filled, text, re.MULTILINE):
            found.append(name)
    return tuple(found)


# the path, query or fragment of a WHATWG URL object (`new URL(req.originalUrl, base)`, then
# `url.pathname + url.search`): the parser percent-encodes `<`, `>` and `"` in each, so no markup
# (not `href`: a `javascript:` URL is whole in it)
_NEW_URL = {"kind": "new_expression", "regex": r"^new\s+URL\s*\("}
_SERIALISED_URL_PART: dict[str, Any] = {
    "kind": "member_expression",
    "has": {"field": "property", "regex": "^(pathname|search|hash)$"},
    "any": [
        {"has": {"field": "object", **_NEW_URL}},
        {
            "has": {"field": "object", "kind": "identifier", "pattern": "$URL"},
            "inside": {
                "stopBy": "end",
                "kind": "statement_block",
                "has": {
                    "stopBy": "end",
                    "kind": "variable_declarator",
                    "all": [{"has": {"field": "name", "pattern": "$URL"}}, {"has": {"field": "value", **_NEW_URL}}],
                },
            },
        },
    ],
}


def _options(
    readers: tuple[str, ...] = (), memory: tuple[str, ...] = (), wrappers: tuple[render_wrappers.Wrapper, ...] = ()
) -> tuple[TaintMatch, TaintMatch]:
    """The taint options for request data and for stored records; `readers`: the functions of other
    modules the script calls whose body queries the store (`products.list()`), whose results are
    stored records too; `memory`: the module's in-memory stores (memory_stores); `wrappers`: the
    app's render helpers, whose calls pass locals too."""
    from secure_lint.matchers import taint  # noqa: PLC0415 (ast-grep: only when a template has a raw print)

    def made(sources: list[str | dict[str, Any]]) -> TaintMatch:
        return taint.prepare(
            taint.TaintMatch(sources=sources, sinks=_sinks(wrappers),
                             sanitizers=["escaping", "number-conversion", _SERIALISED_URL_PART], escaped_for="html"),
            ["javascript", "typescript", "tsx"],
        )

    stored = list(_STORED)
    if readers:
        named = rf"^({'|'.join(readers)})$"
        stored += _rows_of({"kind": "call_expression", "has": {"field": "function", "regex": named}})
    if memory:
        stored.append({"kind": "identifier", "regex": rf"^({'|'.join(re.escape(m) for m in memory)})$",
                       "not": {"inside": {"kind": "variable_declarator"}}})
    return made(["http-request"]), made(stored)


_Key = tuple[tuple[str, ...], tuple[str, ...], tuple[render_wrappers.Wrapper, ...]]
_prepared: dict[_Key, tuple[TaintMatch, TaintMatch]] = {}


def _tainted_locals(
    repo: Repository, script: str, text: str, wrappers: tuple[render_wrappers.Wrapper, ...]
) -> list[tuple[int, Tainted]]:
    """Each local a render call of the script fills with request or stored data: (offset, what)."""
    from secure_lint.matchers import taint  # noqa: PLC0415
    from secure_lint.matchers.values.imports import Links, modules_of  # noqa: PLC0415

    called = tuple(w for w in wrappers if w.name in text)
    stores = (store_readers(repo, script, text), memory_stores(text), called)
    if stores not in _prepared:
        _prepared[stores] = _options(*stores)
    source = SourceFile(script, text, links=Links(modules_of(repo), script))
    found = []
    for kind, options in zip(("request", "stored"), _prepared[stores], strict=True):
        for match in taint.find(options, None, source):
            steps = tuple(replace_file(step, source) for step in match.flow)
            key = _key(text[match.start : match.end], steps)
            found.append((match.start, Tainted(kind, key, steps)))
    return found


# -- functions of other modules that read the store ----------------------------------------

_REQUIRED = lazy_compile(r"""\b(?:const|let|var)\s+([\w$]+)\s*=\s*require\s*\(\s*['"](\.[^'"]+)['"]\s*\)""")
_IMPORTED = lazy_compile(r"""\bimport\s+(?:\*\s+as\s+)?([\w$]+)\s+from\s+['"](\.[^'"]+)['"]""")
_STORE_QUERY = lazy_compile(
    r"\.(?:find\w*|many|one|oneOrNone|manyOrNone|any|query|all|aggregate|select|where|first|exec|execute|toArray)\s*\("
    r"|\b(?:SELECT|select)\s+[\w*,. ]+\s+(?:FROM|from)\s"
)


# An app that fronts its own backend (a BFF): a module made around an HTTP client (`axios.create`,
# `got.extend`) whose functions GET the records the backend stores (`instance.get('/messages')`).
# What they return is the store's, as a query's rows are: the messages users posted through it.
_HTTP_CLIENT = lazy_compile(r"""(?:\bfrom\s+|\brequire\s*\(\s*)['"](?:axios|got|superagent|ky)['"]""")
_CLIENT_BINDING = lazy_compile(r"\b(?:const|let|var)\s+([\w$]+)\s*=\s*(?:axios|got|ky)\s*\.\s*(?:create|extend)\s*\(")


def _store_query(module: str) -> re.Pattern[str]:
    """What a function of `module` runs to read the store: a query, or a GET of the app's backend
    through the HTTP client the module imports."""
    if not _HTTP_CLIENT.search(module):
        return _STORE_QUERY
    clients = {"axios", "got", "superagent", "ky", *_CLIENT_BINDING.findall(module)}
    http_get = rf"(?<![\w$.])(?:{'|'.join(re.escape(c) for c in sorted(clients))})\s*\.\s*get\s*\("
    return re.compile(rf"{_STORE_QUERY.pattern}|{http_get}")


def store_readers(repo: Repository, script: str, text: str) -> tuple[str, ...]:
    """`module.function` names (as the script calls them) of the app's own modules whose function
    queries the store: `db_products.list` where `list` is `function list() { return db.many(q); }`
    (or GETs the app's backend, _store_query)."""
    from secure_lint.matchers.values.imports import modules_of  # noqa: PLC0415

    modules = modules_of(repo)
    found = []
    for pattern in (_REQUIRED, _IMPORTED):
        for binding in pattern.finditer(text):
            name, spec = binding.groups()
            called = set(re.findall(rf"(?<![\w$.]){re.escape(name)}\s*\.\s*([\w$]+)\s*\(", text))
            if not called:
                continue
            target = modules.resolve(script, spec)
            body = repo.text(target) if target else None
            query = _store_query(body) if body else _STORE_QUERY
            if not body or not query.search(body):
                continue
            found += [f"{re.escape(name)}\\s*\\.\\s*{re.escape(m)}" for m in sorted(called) if _queries(body, m, query)]
    return tuple(found) + _local_readers(text)


_LOCAL_FUNCTION = lazy_compile(
    r"^[ \t]*(?:async\s+)?function\s*\*?\s*([\w$]+)\s*\(|^[ \t]*(?:const|let|var)\s+([\w$]+)\s*=\s*(?:async\s+)?"
    r"(?:function\b|\([^)\n]*\)\s*=>|[\w$]+\s*=>)",
    re.MULTILINE,
)


def _local_readers(text: str) -> tuple[str, ...]:
    """The script's own functions that query the store (`const getPhotos = async () => Photo.find({})`),
    whose results are stored records as a query's are."""
    names = {a or b for a, b in _LOCAL_FUNCTION.findall(text)}
    called = {name for name in names if re.search(rf"(?<![\w$.]){re.escape(name)}\s*\(", text)}
    return tuple(re.escape(name) for name in sorted(called) if _queries(text, name))


# a call of another function of the same module: `this.mapPost(p)`, `DataMapper.mapPost(p)`, `mapPost(p)`
_LOCAL_CALL = lazy_compile(r"(?:(?<![\w$.])this\s*\.\s*|(?<![\w$.])[A-Z][\w$]*\s*\.\s*|(?<![\w$.]))([\w$]+)\s*\(")
_NOT_FUNCTIONS = frozenset({"if", "for", "while", "switch", "catch", "return", "function", "await", "typeof", "new"})
MAX_READER_DEPTH = 2  # calls followed inside a module from a function to the one that queries the store


def _queries(module: str, name: str, query: re.Pattern[str] = _STORE_QUERY, depth: int = 0) -> bool:
    """Whether the module's function `name` (or the function an export maps it to) queries the store,
    in its own body or in a function of the same module it calls (`mapPosts` looping over `this.mapPost`,
    which finds each post's author)."""
    for _ in range(2):
        start = re.search(
            rf"(?:function\s*\*?\s*{re.escape(name)}\s*\(|(?<![\w$.]){re.escape(name)}\s*(?:=|:)\s*(?:async\s+)?"
            rf"(?:function\b[^(]*\(|\([^)]*\)\s*=>|[\w$]+\s*=>)|^\s*(?:static\s+)?(?:async\s+)?{re.escape(name)}\s*\([^)]*\)\s*\{{)",
            module,
            re.MULTILINE,
        )
        if start is not None:
            # a method's header ends at its `{`: its body starts there, not at the next block's
            body = block_body(module, start.end() - 1 if start.group().endswith("{") else start.end())
            if query.search(body):
                return True
            if depth >= MAX_READER_DEPTH:
                return False
            called = {m for m in _LOCAL_CALL.findall(body) if m != name and m not in _NOT_FUNCTIONS}
            return any(_queries(module, callee, query, depth + 1) for callee in sorted(called))
        alias = re.search(rf"""['"]?{re.escape(name)}['"]?\s*:\s*([\w$]+)\s*[,}}\n]""", module)
        if alias is None or alias.group(1) == name:
            return False
        name = alias.group(1)
    return False


def replace_file(step: RawStep, source: SourceFile) -> RawStep:
    return step if step.file is not None else RawStep(step.start, step.end, step.role, step.label, source)


_CALL_RESULT = lazy_compile(r"^[(\s]*(?:await\s+)?[\w$.]+\s*\(")
_REQUEST_CONTAINER = lazy_compile(r"\b(?:req|request)\s*\.\s*(?:body|query|params)\s*[,)]")


def _key(sink: str, steps: tuple[RawStep, ...] = ()) -> str:
    """The local a sink fills: `query: q` -> query, `name` -> name, `...data` -> *, or the one field
    of it the data went into (`data.page = req.query.page`, then `...data`: page); a spread call's
    result fills `*` only when the call is given the request's body, query or params whole."""
    pair = re.match(r"""\s*['"]?([\w$]+)['"]?\s*:""", sink)
    if pair:
        return pair.group(1)
    name = sink.strip().removeprefix("...").strip()
    if _CALL_RESULT.match(name) and not _REQUEST_CONTAINER.search(name):
        return ""  # a spread call's result (`...(await loadAgreements(req.account.id))`): fields no one can name
    if not re.fullmatch(r"[\w$]+", name):
        return "*"
    for step in steps:
        field = re.fullmatch(rf"{re.escape(name)}\.([\w$]+)", step.label)
        if field:
            return field.group(1)
    return name if not sink.strip().startswith("...") else "*"


# -- linking templates to render calls ---------------------------------------------------------

_INCLUDE = lazy_compile(
    r"""include\s*\(?\s*['"]?([\w./@-]+)|^\s*(?:include|extends)\s+([\w./@-]+)|\{\{#?>\s*([\w./@-]+)|\blayout\s*\(\s*['"]([\w./@-]+)"""
    r"""|\{%-?\s*(?:extends|import|from)\s+['"]([\w./@-]+)""",
    re.MULTILINE,
)


def _templates(repo: Repository, app: App) -> list[str]:
    return [p for p in repo.paths if p.lower().endswith(TEMPLATES) and app.holds(p) and "node_modules/" not in p]


def _parents(repo: Repository, app: App, template: str) -> list[str]:
    """The templates of the app that include or extend `template` (by its path, relative to theirs
    or ending in the name they give)."""
    target = _strip(template)
    by_path, by_name = repo.once(f"template_renders:includes:{app.root}", lambda: _include_index(repo, app))
    found = set(by_path.get(target, ()))
    for at, char in enumerate(target):
        if char == "/":
            found |= by_name.get(target[at + 1 :], set())
    found.discard(template)
    return sorted(found)


def _include_index(repo: Repository, app: App) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Who includes what, read once per app: the templates naming each path (resolved against
    theirs), and those naming each name (a path the included template's ends in)."""
    by_path: dict[str, set[str]] = {}
    by_name: dict[str, set[str]] = {}
    for other in _templates(repo, app):
        for match in _INCLUDE.finditer(repo.text(other) or ""):
            name = _strip(next(g for g in match.groups() if g))
            by_path.setdefault(_joined(posixpath.dirname(other), [name]), set()).add(other)
            by_name.setdefault(name.lstrip("./"), set()).add(other)
    return by_path, by_name


def linked(repo: Repository, template: str) -> list[Render]:
    """The render calls of the template's app that render it, or a template including it."""
    renders: list[Render] = repo.once(f"template_renders:linked:{template}", lambda: _linked(repo, template))
    return renders


def _linked(repo: Repository, template: str) -> list[Render]:
    app = app_of(repo, template)
    if app.root != app_root(repo, template):
        return []
    calls: list[Render] = repo.once(f"template_renders:calls:{app.root}", lambda: _app_renders(repo, app))
    wanted, seen, frontier = set(), {template}, [template]
    for _ in range(MAX_PARENTS + 1):
        wanted |= {_strip(t) for t in frontier}
        frontier = [p for t in frontier for p in _parents(repo, app, t) if p not in seen]
        seen |= set(frontier)
        if not frontier:
            break
    return [r for r in calls if any(re.fullmatch(r.view, view) for view in wanted)]


def _app_renders(repo: Repository, app: App) -> list[Render]:
    """Every render call of the app's scripts."""
    names = ("render", "view", *(w.name for w in render_wrappers.wrappers_of(repo, app)))
    return [
        r for script in app.scripts if any(n in (repo.text(script) or "") for n in names)
        for r in renders_of(repo, script, app)
    ]


# -- the verdicts ------------------------------------------------------------------------------


def _print_at(repo: Repository, path: str, line: int, column: int) -> tuple[SourceFile, Print] | None:
    text = repo.text(path)
    if text is None:
        return None
    source = SourceFile(path, text)
    for found in prints(source):
        if source.position(found.start) == (line, column):
            return source, found
    return None


def _judged(repo: Repository, path: str, line: int, column: int, kind: str) -> TracedFacts | None:
    held = _print_at(repo, path, line, column)
    if held is None:
        return None
    source, found = held
    if _ESCAPED.match(found.expr.strip()):
        return None
    names = read_names(source.text, found, path)
    hits = [(r, t) for r in linked(repo, path) for t in r.tainted if t.key in names or t.key == "*"]
    if not hits or (kind == "stored" and any(t.kind == "request" for _, t in hits)):
        return None
    chosen = [(r, t) for r, t in hits if t.kind == kind]
    if not chosen or (kind == "stored" and not _user_written(repo, path, found.expr)):
        return None
    if kind == "request" and _sanitized_field(repo, sorted({r.script for r, _ in chosen}), found.expr):
        return None
    render, tainted = chosen[0]
    sink = RawStep(found.start, found.end, "sink", " ".join(found.expr.split())[:80], source)
    origin = "request data" if kind == "request" else "a stored record"
    facts = TracedFacts([f"`{render.text}` ({render.script}:{render.line}) passes {origin} as `{tainted.key}`"])
    facts.steps = (*tainted.steps[:-1], _as_hop(tainted.steps[-1]), sink)
    return facts


# an HTML sanitizer's or escaper's output: `sanitizeHtml(x)`, `DOMPurify.sanitize(x)`, `xss(x)`, `escapeHtml(x)`
_SANITIZER = (
    r"""(?:sanitizeHtml|sanitize|(?:DOMPurify|purify)\s*\.\s*sanitize|xss|filterXSS|escapeHtml|escapeHTML"""
    r"""|he\s*\.\s*encode)\s*\("""
)
# what a field is assigned: the sanitizer's output (`footer ? sanitizeHtml(footer) : undefined`), or a list
# mapped through it (`list.map((x) => sanitizeHtml(x))`)
_SANITIZED_VALUE = lazy_compile(
    rf"""\s*(?:[\w$.?]+\s*\?\s*)?(?:{_SANITIZER}|[\w$.]+\s*\.\s*map\s*\(\s*(?:\([^()]*\)|[\w$]+)\s*=>\s*(?:\{{\s*return\s+)?{_SANITIZER})"""
)


def _sanitized_field(repo: Repository, scripts: list[str], expr: str) -> bool:
    """Whether the printed field (`locals.validationMessages.roles`, `locals.sanitizedFooter`) is
    assigned in the rendering scripts, and only ever a sanitizer's output: the rest of a model built
    from the request is not what this print shows."""
    parts = [p for p in re.split(r"\s*\.\s*", expr.strip()) if p]
    if parts and parts[0] == "locals":
        parts = parts[1:]
    if not parts or not all(re.fullmatch(r"[A-Za-z_$][\w$]*", p) for p in parts):
        return False
    member = r"\s*\.\s*".join(map(re.escape, parts))
    if len(parts) > 1:
        assignment = re.compile(rf"""\.\s*{member}\s*=(?!=)""")
    else:  # a local or a model's key: `const footer = ...`, `model.footer = ...`, `{ footer: ... }`
        assignment = re.compile(
            rf"""(?:\b(?:const|let|var)\s+|\.\s*){member}\s*=(?!=)|(?<![\w$.]){member}\s*:(?!:)"""
        )
    texts = {script: repo.text(script) or "" for script in scripts}
    ends = [(script, m.end()) for script, text in texts.items() for m in assignment.finditer(text)]
    return bool(ends) and all(_SANITIZED_VALUE.match(texts[script], end) for script, end in ends)


def _user_written(repo: Repository, template: str, expr: str) -> bool:
    """Whether the printed field is one the app takes from request input (request_fields.py): a
    stored record's id, timestamp, count or server-made field holds no one's markup."""
    from secure_lint.matchers.request_fields import printed_field, request_fields, same_field  # noqa: PLC0415

    field = printed_field(expr)
    return field is not None and same_field(field, request_fields(repo, app_of(repo, template)))


def _as_hop(step: RawStep) -> RawStep:
    return RawStep(step.start, step.end, "passed", "render", step.file)


def request_verdict(repo: Repository, path: str, line: int, column: int) -> list[str] | None:
    return _judged(repo, path, line, column, "request")


def stored_verdict(repo: Repository, path: str, line: int, column: int) -> list[str] | None:
    return _judged(repo, path, line, column, "stored")


def _no_column(repo: Repository, path: str, line: int) -> list[str] | None:
    return None  # these checks decide at a print's column (Check.verdict_at)


def unrendered_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    """No render call of the app names the template (nor one including it): what it prints is unknown."""
    return None if linked(repo, path) else ["no render call of this app names the template"]


NEEDLES = ("<%-", "!{", "!=", "{{{", "{{&", "#{", "safe")
CHECKS: dict[str, Check] = {
    check.name: check
    for check in (
        Check("template-raw-print-request", NEEDLES, anchors, _no_column, request_verdict),
        Check("template-raw-print-stored", NEEDLES, anchors, _no_column, stored_verdict),
        Check("template-raw-print-unrendered", NEEDLES, anchors, unrendered_verdict),
    )
}
