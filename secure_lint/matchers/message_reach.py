"""Whether a message literal in server code reaches the client: the login-enumeration check
(matchers/app_checks/enumeration.py) follows an "unknown user" message to the response before it reports.

A message does not reach the client when it is only logged (itself, or the variable it is kept
in, which nothing else in the function reads), or when it is thrown and the `catch`
that receives it answers with something else (`catch { throw new TRPCError({ code:
'UNAUTHORIZED' }) }`, `catch (e) { log(e.message); return null }`), either in the same function or
at every call of the function that throws it (a `validatePassword` helper whose callers all turn
its errors into one generic failure). A catch that rethrows, forwards (`next(e)`) or sends the
caught error lets the message through.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile

# a call whose arguments go to a log, not to the client
_LOG_CALL = lazy_compile(
    r"""(?:\b(?:console|logger|log|Logger|Sentry|winston|pino)\s*\.\s*[\w$]+"""
    r"""|\bthis\s*\.\s*[\w$]*log[\w$]*\s*\.\s*[\w$]+|\b[\w$]*[lL]og(?:Event|Error|Warn|Info|Debug|ger)?|\bdebug"""
    # a helper named for what it logs (`this.logFailedLoginAttempt(req, name, 'User not found')`)
    r"""|\blog(?!In\b|Out\b)[A-Z][\w$]*|\bcaptureException)\s*\(""",
)
_THROWN = lazy_compile(r"""\bthrow\b[^;}]*$""")
_TRY = lazy_compile(r"""\btry\s*$""")
_CATCH = lazy_compile(r"""\s*catch\s*(?:\(\s*(?P<name>[\w$]+)[^)]*\)\s*)?\{""")
_CONTROL = lazy_compile(r"""\b(?:if|for|while|switch|catch|with|else|do|try)\s*(?:\([^{}]*\))?\s*$""")
# a function's header just before its body: its name, by the forms a declaration takes
_FUNCTION_NAME = lazy_compile(
    r"""(?:\bfunction\s*\*?\s*(?P<f>[\w$]+)\s*(?:<[^>{}]*>)?\s*\([^{};]*\)"""
    r"""|\b(?P<v>[\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\b[^{};]*|\([^{};]*\)\s*(?::[^{};=]+)?=>|[\w$]+\s*=>)"""
    r"""|(?:^|[\s;}])(?:(?:public|private|protected|static|async)\s+)*(?P<m>[\w$]+)\s*\([^{};]*\))"""
    r"""\s*(?::\s*[^{};=]+)?\s*$"""
)
_KEYWORDS = frozenset({"if", "for", "while", "switch", "catch", "with", "return", "function", "constructor"})


def in_log_call(text: str, start: int) -> bool:
    """Whether the literal at `start` is an argument of a logging call, opened on its line or on
    one of the lines before (`EventLogs.logEvent("failed_login", {\n username: name || "Unknown user"`)."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    calls = list(_LOG_CALL.finditer(before))
    if calls:
        return _balance(before[calls[-1].end() :]) >= 0
    window = text[max(0, start - _LOG_WINDOW) : start]
    calls = list(_LOG_CALL.finditer(window))
    return bool(calls) and _still_open(window[calls[-1].end() :])


def _still_open(text: str) -> bool:
    """Whether the call whose `(` opened just before `text` is still open at its end: it never
    closes on the way (a call opened and closed after it does not reopen it)."""
    depth = 0
    for c in text:
        depth += (c == "(") - (c == ")")
        if depth < 0:
            return False
    return True


_LOG_WINDOW = 400  # characters: how far back a logging call's opening is looked for


def _balance(text: str) -> int:
    """Open minus closed parentheses: >= 0 while still inside the call that opened before."""
    return text.count("(") - text.count(")")


# `reason = '...'`, `const reason = cond ? '...' : '...'`: the message kept in a plain variable
_ASSIGNED = lazy_compile(r"""(?:^|[;{}(\s])(?P<name>[A-Za-z_$][\w$]*)\s*=(?!=)\s*(?:[^;=\n]*?[?:]\s*)?$""")


def kept_in(text: str, start: int) -> str | None:
    """The plain variable the literal at `start` is assigned to, if it is assigned to one."""
    line_start = text.rfind("\n", 0, start) + 1
    match = _ASSIGNED.search(text[line_start:start])
    return match.group("name") if match else None


def read_beyond_logs(text: str, name: str, start: int, end: int) -> bool:
    """Whether `name` is read between `start` and `end` other than in a logging call."""
    line_end = text.find("\n", start, end)
    rest = without_log_calls(text[line_end if line_end >= 0 else end : end])
    word = re.escape(name)
    tested = rf"""\bif\s*\(\s*!*\s*{word}\s*\)|(?<![\w$.]){word}\s*\?(?![.?])"""  # `if (reason)`: a test, not a send
    rest = re.sub(tested, " ", rest)
    return re.search(rf"""(?<![\w$.]){word}\b(?!\s*=(?!=))""", rest) is not None


def thrown(text: str, start: int) -> bool:
    """Whether the literal at `start` is in a `throw` statement."""
    return _THROWN.search(text[max(0, start - 240) : start]) is not None


def caught_quietly(text: str, blocks: list[tuple[int, int]], offset: int, within: tuple[int, int]) -> bool:
    """Whether what is thrown at `offset` lands, inside `within`, in a catch that answers with
    something else than the caught error (the innermost try around it decides)."""
    for block in _around(blocks, offset):
        if block[0] < within[0] or block[1] > within[1]:
            return False
        if _TRY.search(text[max(0, block[0] - 20) : block[0]]):
            return _quiet_catch(text, blocks, block[1])
    return False


def _around(blocks: Iterable[tuple[int, int]], offset: int) -> list[tuple[int, int]]:
    return sorted((b for b in blocks if b[0] < offset < b[1]), key=lambda b: b[1] - b[0])


def _quiet_catch(text: str, blocks: list[tuple[int, int]], after_try: int) -> bool:
    catch = _CATCH.match(text, after_try)
    if catch is None:
        return False  # try/finally: the error goes on
    body = next((b for b in blocks if b[0] == catch.end() - 1), None)
    if body is None:
        return False
    name = catch.group("name")
    return name is None or re.search(rf"\b{re.escape(name)}\b", without_log_calls(text[body[0] : body[1]])) is None


def without_log_calls(text: str) -> str:
    """The text with each logging call's arguments removed."""
    out, i = [], 0
    for call in _LOG_CALL.finditer(text):
        if call.start() < i:
            continue
        out.append(text[i : call.start()])
        i = closing(text, call.end()) or len(text)
    out.append(text[i:])
    return "".join(out)


def function_of(text: str, blocks: list[tuple[int, int]], offset: int) -> tuple[str, tuple[int, int]] | None:
    """The named function whose body holds `offset` (innermost), with its body."""
    for block in _around(blocks, offset):
        header = text[max(0, block[0] - 400) : block[0]]
        if _CONTROL.search(header):
            continue
        match = _FUNCTION_NAME.search(header)
        if match is None:
            continue
        name = match.group("f") or match.group("v") or match.group("m")
        if name and name not in _KEYWORDS:
            return name, block
    return None


def calls_of(name: str, text: str) -> Iterable[int]:
    """Where `name(...)` is called in the text (not where it is declared)."""
    for match in re.finditer(rf"""(?<![\w$]){re.escape(name)}\s*\(""", text):
        line = text[text.rfind("\n", 0, match.start()) + 1 : match.start()]
        if _DECLARATION_HEAD.search(line) and _DECLARATION_TAIL.match(text, match.end()):
            continue  # `function name(...) {`, `async name(...) {`
        yield match.start()


_DECLARATION_HEAD = lazy_compile(
    r"""^\s*(?:(?:export|default|public|private|protected|static|async|function\s*\*?)\s*)*$"""
)
_DECLARATION_TAIL = lazy_compile(r"""[^{};]*\)\s*(?::\s*[^{};=]+)?\s*\{""")


def imports_module(text: str, path: str) -> bool:
    """Whether the text imports the module at `path` (by its file name: `../auth`, `@app/trpc/auth`,
    `./auth.service`)."""
    stem = re.sub(r"\.[cm]?[jt]sx?$", "", path.rsplit("/", 1)[-1])
    if stem == "index":
        stem = path.rsplit("/", 2)[-2] if path.count("/") else stem
    return re.search(rf"""['"](?:[^'"\n]*/)?{re.escape(stem)}(?:\.[cm]?[jt]sx?)?(?:/index)?['"]""", text) is not None
