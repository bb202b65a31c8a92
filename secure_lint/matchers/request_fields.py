"""The field names an app takes from request input: what a stored record may hold that a user wrote.

A record read from the app's store is a weaker source than the request itself: its fields are
attacker-chosen only where some handler of the same app stores request data under that name. The
handler's write is not followed to the table; the names are: `req.body.bio`, `req.query['title']`,
`const { title, body: text } = req.body`, `ctx.request.body.name`, `formData.get('comment')`, and the
members of a variable bound to the request's input (`params = req.body; ... params.mail`). A
stored print of `post.text` is judged only when `text` is such a name; `post._id`,
`post.createdAt`, `post.comments.length` and fields the server fills itself are not.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.app_checks.app import App

_REQUEST = r"(?:req|request|ctx\.request|ctx)\.(?:body|query|params|fields)"
_MEMBER = lazy_compile(rf"(?<![\w$.]){_REQUEST}\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*['\"]([\w$-]+)['\"]\s*\])")
_DESTRUCTURED = lazy_compile(rf"\{{([^{{}}]{{1,600}})\}}\s*=\s*(?:await\s+)?{_REQUEST}\b")
_FORM_GET = lazy_compile(r"\b(?:formData|form|body|searchParams|params)\s*\.\s*get(?:All)?\s*\(\s*['\"]([\w$-]+)['\"]")
_KEY = lazy_compile(r"^\s*(?:\.\.\.)?\s*([A-Za-z_$][\w$]*)")
# a variable bound to the request's input: `params = req.body`, `const q = url.parse(req.url, true).query`
_ALIAS = lazy_compile(
    rf"(?<![\w$.])([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?(?:{_REQUEST}|url\.parse\(\s*(?:req|request)\.url\s*,\s*true\s*\)\.query)"
    r"\s*(?:[;,)\n]|\|\|)"
)
# a variable holding one request field, whose name is often the column it is stored in:
# `let body = req.body.inputBody; ... INSERT INTO Post (title, body) VALUES (..., body)`
_BOUND = lazy_compile(rf"\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?{_REQUEST}\s*(?:\.\s*[\w$]+|\[)")

# the last member of a printed expression: `post.user.name` -> name, `rows[i]['title']` -> title
_LAST = lazy_compile(r"(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*['\"]([\w$-]+)['\"]\s*\]|^([A-Za-z_$][\w$]*))\s*$")


def request_fields(repo: Repository, app: App) -> frozenset[str]:
    """The names the app's scripts read from request bodies, queries, route params and forms."""
    found: frozenset[str] = repo.once(f"request_fields:{app.root}", lambda: _fields(repo, app))
    return found


def _fields(repo: Repository, app: App) -> frozenset[str]:
    names: set[str] = set()
    for script in app.scripts:
        text = repo.text(script) or ""
        names |= {a or b for a, b in _MEMBER.findall(text)}
        for alias in set(_ALIAS.findall(text)):
            names |= set(re.findall(rf"(?<![\w$.]){re.escape(alias)}\s*\.\s*([A-Za-z_$][\w$]*)", text))
        names |= set(_FORM_GET.findall(text))
        names |= set(_BOUND.findall(text))
        for block in _DESTRUCTURED.findall(text):
            names |= {m.group(1) for part in block.split(",") if (m := _KEY.match(part))}
    return frozenset(names)


# a call of one argument: `renderMarkdown(note.body)` prints what the helper made of `note.body`
_ONE_ARGUMENT = lazy_compile(r"^(?:new\s+)?[\w$.]+\s*\(\s*([^,]+?)\s*\)$")


def printed_field(expr: str) -> str | None:
    """The field a printed expression ends in (or the one argument of the call it is), or None when it
    ends in an operator or another call."""
    text = expr.strip()
    for _ in range(3):  # `marked(new String(todo.content))`
        argument = _ONE_ARGUMENT.match(text)
        if argument is None:
            break
        text = argument.group(1)
    match = _LAST.search(text)
    if match is None:
        return None
    return next(g for g in match.groups() if g)


def same_field(name: str, fields: frozenset[str]) -> bool:
    """Whether `name` is one of `fields` in any case style: a column `signature_html` is the request's
    `signatureHtml`."""
    wanted = name.replace("_", "").replace("-", "").lower()
    return any(f.replace("_", "").replace("-", "").lower() == wanted for f in fields)
