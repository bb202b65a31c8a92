"""An app's own render helpers: functions that pass one of their parameters to `res.render` as the
view, so that `response(req, res, 'transactions/index', model)` renders `transactions/index` with
`model` as its locals.

A helper is found from its body: `function render(req, res, template, data) { res.render(template,
data) }` takes the view at parameter 2 and the locals at parameter 3. A helper that calls another
helper is one too (`response(req, res, template, data)` converting `data` first and calling
`render(req, res, template, converted)`), up to MAX_HOPS levels. The locals parameter is the one the
render call's locals come from, directly or through one local variable of the helper; the request
and response objects (`req`, `res`) are never it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.call_text import block_body, call_arguments

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.matchers.app_checks.app import App

MAX_HOPS = 3  # helpers calling helpers, counted from the one calling res.render

_DEFINITION = lazy_compile(
    r"\bfunction\s*\*?\s*([\w$]+)\s*\(|(?<![\w$.])(?:const|let|var)\s+([\w$]+)\s*=\s*(?:async\s+)?(?:function\b[^(\n]*)?\("
)
_BODY_START = lazy_compile(r"\s*(?::\s*[^{=;\n]{1,80})?\s*(=>\s*)?(\{)?")
_NATIVE_RENDER = lazy_compile(r"\.\s*render\s*\(")
_IDENTIFIER = lazy_compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")
_PARAMETER = lazy_compile(r"\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)\s*\??\s*(?:[:=,]|$)")
_NATIVE_NAMES = frozenset({"render", "renderFile"})
_REQUEST_OR_RESPONSE = lazy_compile(r"req|res|request|response|ctx|context|next|reply", re.IGNORECASE)


@dataclass(frozen=True)
class Wrapper:
    """A render helper: its name, the index of its view parameter, of its locals parameter (None:
    the locals are the helper's own)."""

    name: str
    view: int
    locals: int | None


def wrappers_of(repo: Repository, app: App) -> tuple[Wrapper, ...]:
    """The render helpers the app's scripts define."""
    found: tuple[Wrapper, ...] = repo.once(f"render_wrappers:{app.root}", lambda: _wrappers(repo, app))
    return found


def _wrappers(repo: Repository, app: App) -> tuple[Wrapper, ...]:
    definitions = [d for script in app.scripts if "render" in (text := repo.text(script) or "")
                   for d in _definitions(text)]
    known: dict[str, Wrapper] = {}
    for _ in range(MAX_HOPS):
        added = False
        for name, parameters, body in definitions:
            if name in known:
                continue
            wrapper = _as_wrapper(name, parameters, body, known)
            if wrapper is not None:
                known[name] = wrapper
                added = True
        if not added:
            break
    return tuple(known[name] for name in sorted(known))


def calls(wrappers: tuple[Wrapper, ...]) -> re.Pattern[str] | None:
    """A pattern of the calls of the helpers in a script (not their definitions); `called` names one."""
    if not wrappers:
        return None
    # a member call (`utils.response(`) only of a name that is not the framework's own `x.render(`
    bare = "|".join(re.escape(w.name) for w in wrappers)
    member = "|".join(re.escape(w.name) for w in wrappers if w.name not in _NATIVE_NAMES) or "(?!)"
    return re.compile(rf"(?<![\w$.])(?<!function )(?:({bare})|[\w$]+\s*\.\s*({member}))\s*\(")


def called(match: re.Match[str]) -> str:
    """The helper a match of `calls` calls."""
    return match.group(1) or match.group(2)


def _definitions(text: str) -> list[tuple[str, list[str], str]]:
    """The script's named functions: (name, parameter names, body text)."""
    found = []
    for match in _DEFINITION.finditer(text):
        arguments = call_arguments(text, match.end())
        close = arguments[-1][2] if arguments else text.find(")", match.end())
        if close < 0:
            continue
        head = _BODY_START.match(text, close + 1)
        arrow = match.group(2) is not None and "function" not in match.group(0)
        if head is None or (arrow and not head.group(1)) or (not arrow and not head.group(2)):
            continue  # not a function (a call, a parenthesised value)
        parameters = [_parameter(a[0]) for a in arguments]
        body = block_body(text, head.end() - 1) if head.group(2) else _line_rest(text, head.end())
        found.append((match.group(1) or match.group(2), parameters, body))
    return found


def _parameter(text: str) -> str:
    named = _PARAMETER.match(text)
    return named.group(1) if named else ""  # a destructured parameter names no one value


def _line_rest(text: str, start: int) -> str:
    end = text.find("\n", start)
    return text[start : end if end >= 0 else len(text)]


def _as_wrapper(name: str, parameters: list[str], body: str, known: dict[str, Wrapper]) -> Wrapper | None:
    candidates: list[tuple[int, int, int | None]] = [(m.end(), 0, 1) for m in _NATIVE_RENDER.finditer(body)]
    if known:
        pattern = calls(tuple(known.values()))
        if pattern is not None:
            for m in pattern.finditer(body):
                helper = known[called(m)]
                if helper.name != name:
                    candidates.append((m.end(), helper.view, helper.locals))
    for end, view_at, locals_at in candidates:
        arguments = [a[0].strip() for a in call_arguments(body, end)]
        if len(arguments) <= view_at or arguments[view_at] not in parameters:
            continue
        view = parameters.index(arguments[view_at])
        given = arguments[locals_at] if locals_at is not None and len(arguments) > locals_at else ""
        return Wrapper(name, view, _locals_parameter(given, parameters, view, body))
    return None


def _locals_parameter(given: str, parameters: list[str], view: int, body: str) -> int | None:
    """The parameter the render call's locals come from, directly or through one local variable."""
    names = _IDENTIFIER.findall(given)
    if len(names) == 1 and names[0] not in parameters:
        assigned = re.search(rf"(?<![\w$.]){re.escape(names[0])}\s*(?::[^=\n]*)?=(?!=)\s*([^;\n]+)", body)
        names = _IDENTIFIER.findall(assigned.group(1)) if assigned else []
    for candidate in names:
        if candidate in parameters:
            index = parameters.index(candidate)
            if index != view and not _REQUEST_OR_RESPONSE.fullmatch(candidate):
                return index
    return None
