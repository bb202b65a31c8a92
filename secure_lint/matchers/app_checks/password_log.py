"""`password-in-logged-text`: a password written to the log one step away from its name.

A log call that names the password (`console.log(password)`) is `js.logging.secret-in-log`'s. This
check finds the two forms that rule cannot see, because the logged value is not named for it:
- text built with the password, logged by the variable that holds it: `const query = `SELECT ...
  WHERE password = '${password}'``, then `console.log(`Executing: ${query}`)`;
- the whole request body logged by a handler that reads a password from it (a login, a sign-up,
  a password change): `console.log(req.body)` next to `const { username, password } = req.body`,
  alone or as a part of the logged text (`'Request: ' + JSON.stringify(req.body)`), or through a
  name bound to it (`const query = req.body; console.log(JSON.stringify(query))`); so too the body
  of a POST or PUT route whose path names a sign-in, a sign-up or a password (`app.post('/auth/login',
  ...)`), which carries the password whether or not the handler names it.
Not reported: a password hashed or masked before it is put in the text (`${await hash(password)}`
is no interpolation of the password itself), text bound with placeholders (`password = ?`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, MAX_HANDLER, blocks_of, enclosing, one_line
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.call_text import call_arguments

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_LOG = lazy_compile(
    r"""\b(?:console|logger|log|winston|pino|this\s*\.\s*logger)\s*\.\s*(?:log|info|debug|warn|error|trace|verbose)\s*\("""
)
_PASSWORD = r"""(?:[\w$]*_)?(?:password|passwd|pwd|passphrase)|[a-z][\w$]*(?:Password|Passwd|Passphrase)"""
# the words a file that may log a password holds (any case): a password's name, or a sign-in's
_PASSWORD_WORDS = ("password", "passwd", "pwd", "passphrase")
_SIGN_IN_WORDS = ("login", "log-in", "signin", "sign-in", "signup", "sign-up", "register")
# the password itself put into text: `${password}`, `${req.body.password}`, `' + password + '`
_PUT_IN_TEXT = lazy_compile(
    rf"""\$\{{\s*(?:(?:req|request)\s*\.\s*body\s*\.\s*)?(?:{_PASSWORD})\s*\}}"""
    rf"""|\+\s*(?:(?:req|request)\s*\.\s*body\s*\.\s*)?(?:{_PASSWORD})\b(?!\s*[.(\[])|(?<![\w$.])(?:{_PASSWORD})\s*\+\s*['"`]""",
    re.I,
)
_BODY = lazy_compile(
    r"""^\s*(?:JSON\s*\.\s*stringify\s*\(\s*)?(?:req|request)\s*\.\s*body\s*(?:,[^()]*)?\)?\s*$"""
)
# a POST/PUT route registered for a sign-in, a sign-up or a password: `app.post('/auth/login', ...`,
# `/users/register` (not a device's or a webhook's `/devices/register`, nor a forgotten password's
# request, `/forgot-password` or `/password/forgot`, whose body is an email address)
_REGISTRATION = lazy_compile(r"""\.\s*(?:get|post|put|patch|delete|all|use)\s*\(""")
_SIGN_IN_ROUTE = lazy_compile(
    r"""\.\s*(?:post|put)\s*\(\s*['"`](?:[^'"`]*?(?<![a-z])(?:log-?in|sign-?in|sign-?up|(?<!forgot-)(?<!forgot_)(?<!forgot)passw(?:or)?d(?![-_/]?(?:forgot|recover)))(?![a-z])[^'"`]*"""
    r"""|(?:[^'"`]*/(?:auth|users?|accounts?))?/register/?)['"`]""",
    re.I,
)
ROUTE_WINDOW = 400  # characters before a handler's block where its registration is looked for
_READS_PASSWORD = lazy_compile(
    rf"""\b(?:req|request)\s*\.\s*body\s*\.\s*(?:{_PASSWORD})\b|\{{[^{{}}]*\b(?:{_PASSWORD})\b[^{{}}]*\}}\s*=\s*(?:await\s+)?(?:req|request)\s*\.\s*(?:body\b|json\s*\()""",
    re.I,
)


def _holds_password_text(code: str, name: str) -> str | None:
    """The binding of `name` in `code` to text that carries the password, or None."""
    bindings = list(re.finditer(rf"""\b(?:const|let|var)\s+{re.escape(name)}\s*(?::\s*string\s*)?=\s*""", code))
    for binding in bindings[-1:]:  # the binding nearest before the log call
        end = code.find(";", binding.end())
        newline = code.find("\n", binding.end())
        if end < 0 or (newline >= 0 and code[binding.end()] != "`" and newline < end):
            end = newline if newline >= 0 else len(code)
        value = code[binding.end() : end if end >= 0 else len(code)]
        if _PUT_IN_TEXT.search(value):
            return one_line(f"{code[binding.start() : binding.end()]}{value}")
    return None


def _handler_code(text: str, blocks: list[tuple[int, int]], offset: int) -> tuple[int, str]:
    """Where the outermost block around `offset` small enough to be one handler starts, and its code."""
    around = [b for b in enclosing(blocks, offset) if b[1] - b[0] <= MAX_HANDLER]
    if around:
        return around[-1][0], text[around[-1][0] : around[-1][1]]
    return -1, text[max(0, offset - 2000) : offset]


def _sign_in_route(text: str, start: int) -> bool:
    """Whether the handler whose block starts at `start` is registered on a sign-in, sign-up or
    password route (the last registration call before it)."""
    if start < 0:
        return False
    before = text[max(0, start - ROUTE_WINDOW) : start]
    registrations = list(_REGISTRATION.finditer(before))
    return bool(registrations) and _SIGN_IN_ROUTE.match(before, registrations[-1].start()) is not None


def _body_names(code: str) -> list[str]:
    """The names the handler binds to the whole request body (`const query = req.body;`)."""
    return re.findall(r"""\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:req|request)\s*\.\s*body\s*[;\n]""", code)


def logged_passwords(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, why) of each log call that writes a password."""
    lowered = text.lower()  # (a substring test of the words: the patterns' own search costs more)
    if not any(word in lowered for word in (*_PASSWORD_WORDS, *_SIGN_IN_WORDS)):
        return
    if not _LOG.search(text):
        return  # no log call: the comments need no blanking
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    blocks: list[tuple[int, int]] | None = None
    for log in _LOG.finditer(bare):
        arguments = call_arguments(bare, log.end())
        if not arguments:
            continue
        blocks = blocks_of(bare) if blocks is None else blocks
        start, code = _handler_code(bare, blocks, log.start())
        why = _why(bare, code, log.start(), [a[0] for a in arguments], partial(_sign_in_route, bare, start))
        if why:
            yield log.start(), log.end(), why


def _why(text: str, code: str, offset: int, arguments: list[str], sign_in: Callable[[], bool]) -> str | None:
    aliases = _body_names(code)
    for argument in arguments:
        if any(_logs_body(part, aliases) for part in _operands(argument)):
            if _READS_PASSWORD.search(code):
                return f"the whole request body (`{one_line(argument)}`), which carries the password the handler reads"
            if sign_in():
                return f"a sign-in's whole request body (`{one_line(argument)}`), which carries the password"
        names = re.findall(r"""(?<![\w$.'"])[A-Za-z_$][\w$]*(?!\s*\()""", _code_of(argument))
        before = text[max(0, offset - 3000) : offset]
        for name in dict.fromkeys(names):
            bound = _holds_password_text(before, name)
            if bound:
                return f"`{name}`, text built with the password: `{bound}`"
    return None


def _logs_body(part: str, aliases: list[str]) -> bool:
    """Whether a logged operand is the request body, as read or by a name bound to it."""
    if _BODY.match(part):
        return True
    name = re.match(r"""^\s*(?:JSON\s*\.\s*stringify\s*\(\s*)?([A-Za-z_$][\w$]*)\s*(?:,[^()]*)?\)?\s*$""", part)
    return name is not None and name.group(1) in aliases


def _operands(argument: str) -> list[str]:
    """The argument, the operands of its `+` and the interpolations of its templates: the whole body
    logged inside text (`'Request: ' + JSON.stringify(req.body)`, `` `body ${JSON.stringify(req.body)}` ``)."""
    plain = re.sub(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*\"""", "''", argument)
    interpolations = re.findall(r"""\$\{([^{}]*)\}""", plain)
    return [argument, *re.sub(r"""`[^`]*`""", "''", plain).split("+"), *interpolations]


def _code_of(argument: str) -> str:
    """The argument with its strings' text dropped (a template keeps its interpolations)."""
    plain = re.sub(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*\"""", "''", argument)
    return re.sub(r"""`[^`]*`""", lambda m: " ".join(re.findall(r"""\$\{([^{}]*)\}""", m.group(0))), plain)


def password_log_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for start, end, why in logged_passwords(source.text):
        yield RawMatch(start, end, metavars={"WHAT": why.split(",")[0]})


def password_log_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    for start, _, why in logged_passwords(text):
        if text.count("\n", 0, start) + 1 == line:
            return [f"the log call ({path}:{line}) writes {why}", "the password is neither hashed nor masked first"]
    return None
