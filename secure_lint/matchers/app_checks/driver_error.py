"""`driver-error-to-client`: a database driver's own error answered to the client.

The error a raw SQL driver (sqlite3, mysql, pg, mssql, a `sequelize.query`) hands back carries what
the app never meant to show: the SQL text, table and column names, the server, instance and
procedure names, constraint names. Answered to the client (`res.status(500).json({ error: err })`,
`res.send(err.message)`, `JSON.stringify(err)`), it maps the schema for an attacker and turns a SQL
injection into an error-based one.

What makes the error the driver's, in the file alone:
- the first parameter of the callback handed to a driver call that runs SQL (`db.exec(query,
  function (err) {...})`, where `query` holds SQL text);
- the parameter of a `.catch(...)` (or of `.then`'s second callback) chained on such a call;
- the parameter of a `catch` whose `try` runs such a call and throws nothing of its own.
What is no leak: a message the app wrote (a generic text, a `throw new Error('...')` in the
`try`), an error whose kind the handler tested first (`instanceof`, `err.code === ...`: the app
chose what to say), a ternary or branch on the environment (development only), and a module of
handlers no other file of the project names (app_checks/unreferenced.py: dead code), and a handler
that refuses every request before its query: it answers 4xx unless a `req.params` value is set that
its route's path does not declare (Express fills `req.params` from the path's `:names` only).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, MAX_HANDLER, blocks_of, enclosing, one_line
from secure_lint.matchers.app_checks.unreferenced import unreferenced
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.call_text import call_arguments
from secure_lint.matchers.lazy_regex import regex_on_first_use

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# (the `regex` engine: `re` tries the alternation at every offset of every file, three times slower)
_RESPONSE = regex_on_first_use(
    r"""\b(?:res|response|reply|resp)\s*(?:\.\s*status\s*\(\s*(?P<status>\d+)?[^()]*\))?\s*\.\s*(?:json|send|jsonp|end|write)\s*\("""
    r"""|\b(?:NextResponse|Response)\s*\.\s*json\s*\("""
)
_SQL = lazy_compile(
    r"""^\s*\(?\s*(?:SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|TRUNCATE|WITH|EXEC|EXECUTE|CALL|PRAGMA|MERGE)\b""",
    re.I,
)
# a driver's method, or a wrapper or ORM escape hatch named for one (`queryUnsafe`, `$queryRawUnsafe`,
# `executeSql`): the call runs SQL only where its first argument is SQL text (`_runs_sql`)
_DRIVER_CALL = lazy_compile(
    r"""\.\s*(?P<method>\$?(?:query|execute|exec)[\w$]*|run|all|get|each|raw|unsafe)\s*\("""
)
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`""")
_ENVIRONMENT = lazy_compile(r"""NODE_ENV|\bisDev|\bisProd|\bdevelopment\b|\bproduction\b|\bdebug\b""", re.I)
_PARAMETER = r"""\(?\s*(?P<name>[A-Za-z_$][\w$]*)\s*(?::\s*[\w$.<>]+)?\s*(?:,[^()]*)?\)?"""
_CALLBACK = lazy_compile(
    rf"""(?:function\s*[\w$]*\s*\(\s*(?:this\s*:\s*[\w$]+\s*,\s*)?|(?:async\s*)?){_PARAMETER}\s*(?:=>)?\s*\{{$"""
)
_PROMISE_CATCH = lazy_compile(
    rf"""\.\s*catch\s*\(\s*(?:async\s*)?(?:function\s*[\w$]*\s*)?{_PARAMETER}\s*(?:=>)?\s*\{{$"""
)
_CATCH_CLAUSE = lazy_compile(r"""\bcatch\s*\(\s*(?P<name>[A-Za-z_$][\w$]*)\s*(?::\s*[\w$]+\s*)?\)\s*\{$""")
_TRY_BEFORE = lazy_compile(r"""\btry\s*\{$""")
# a route registered on a literal path, up to its call's `(`: `router.get("/members/:teamLeadId", `
_ROUTE = lazy_compile(r"""\.\s*(?:get|post|put|patch|delete|all)\s*\((?=\s*(['"`])(?P<path>/[^'"`\n]*)\1)""")
_PARAM_BOUND = lazy_compile(
    r"""\b(?:const|let|var)\s+(?P<name>[\w$]+)\s*=\s*req(?:uest)?\s*\.\s*params\s*\.\s*(?P<param>[\w$]+)"""
)
_REFUSAL = lazy_compile(
    r"""\bif\s*\((?P<condition>[^{}]*?)\)\s*\{?\s*return\s+(?:res|response|reply)\s*\.\s*status\s*\(\s*4\d\d\s*\)"""
)
_PLAIN_BLOCK = lazy_compile(r"""(?:\b(?:if|while|for|switch|with)\s*\([^{}]*\)|\belse|\btry|\bdo|\bfinally)\s*\{$""")


@dataclass(frozen=True)
class Leak:
    start: int  # the response call
    end: int
    sent: str  # how the error is sent: `err.message`, `JSON.stringify(err)`
    origin: str  # why the error is the driver's


# The patterns built for one name (a callback parameter's), compiled once per process: `re` keeps
# only its last 512 patterns, and a large app's names and other patterns push them out.
NAME_PATTERNS = 4096

# How a response's arguments carry an error: its message or SQL (`err.message`), its text
# (`String(err)`, `err.toString()`, `${err}`), or itself (`{ error: err }`, `send(err)`); one
# pattern for every name (`(?P<n1>...)`: the name), read with overlapped matches so that each
# offset's match is seen (compiling one pattern per name cost NodeBB's scan a tenth of a second)
_NAME = r"[A-Za-z_$][\w$]*"
_SENT = regex_on_first_use(
    rf"""(?<![\w$.])(?P<n1>{_NAME})\s*\.\s*(?:message|sqlMessage|sql|originalError|precedingErrors)\b"""
    rf"""|\b(?:JSON\s*\.\s*stringify|String)\s*\(\s*(?P<n2>{_NAME})\s*\)|(?<![\w$.])(?P<n3>{_NAME})\s*\.\s*toString\s*\(\s*\)"""
    rf"""|\$\{{\s*(?P<n4>{_NAME})\s*\}}|(?:[:(,{{]\s*|^\s*)(?P<n5>{_NAME})\s*(?=[,)}}]|$)"""
)


def _sent(arguments: str, name: str) -> str | None:
    """How the response's arguments carry the error `name`: itself, its message, its text."""
    for found in _SENT().finditer(arguments, overlapped=True):
        if name in found.group("n1", "n2", "n3", "n4", "n5"):
            return one_line(found.group(0).lstrip(":(,{ "))
    return None


def _runs_sql(text: str, call: re.Match[str], sql_names: set[str]) -> bool:
    arguments = call_arguments(text, call.end())
    if not arguments:
        return False
    first = arguments[0][0].strip()
    if first[:1] in "'\"`":
        return _SQL.search(first[1:]) is not None
    return first in sql_names


def _sql_names(text: str) -> set[str]:
    """Variables the file binds to SQL text (`const query = `INSERT INTO ...``)."""
    names = set()
    for match in re.finditer(r"""\b(?:const|let|var)\s+(?P<name>[\w$]+)\s*(?::\s*string\s*)?=\s*(?P<q>['"`])""", text):
        if _SQL.search(text[match.end() : match.end() + 200]):
            names.add(match.group("name"))
    return names


def _driver_calls(text: str, start: int, end: int, sql_names: set[str]) -> list[re.Match[str]]:
    return [c for c in _DRIVER_CALL.finditer(text, start, end) if _runs_sql(text, c, sql_names)]


def _origin(text: str, blocks: list[tuple[int, int]], offset: int, name: str, sql_names: set[str]) -> str | None:
    """Why `name`, as seen at `offset`, is an error a SQL driver produced; None when it is not."""
    arrow = _expression_arrow(text, offset, name, sql_names)
    if arrow is not None:
        return arrow
    for block in enclosing(blocks, offset):
        head = text[max(0, block[0] - 300) : block[0] + 1]
        if _PLAIN_BLOCK.search(head):
            continue  # a branch, a loop, a try: the names bound outside it are still seen
        callback = callback_in(head)
        if callback and callback[0] == name:
            driver = _driver_call_around(text, block[0] - (len(head) - callback[1]), sql_names)
            if driver:
                return f"the error passed to the callback of `{driver}`"
        caught = _PROMISE_CATCH.search(head)
        if caught and caught.group("name") == name:
            statement = text[max(0, block[0] - 1500) : block[0] - (len(head) - caught.start())]
            calls = _driver_calls(statement, 0, len(statement), sql_names)
            if calls:
                return f"the rejection of `{_call_text(statement, calls[-1])}` caught by `.catch`"
        clause = _CATCH_CLAUSE.search(head)
        if clause and clause.group("name") == name:
            return _try_origin(text, blocks, block[0] - (len(head) - clause.start()), sql_names)
        if callback or caught or clause:
            return None  # a function or catch of its own, binding another name: the error is not this one
    return None


_SPACES = lazy_compile(r"""\s+""")
_NAME_OR_SPACE = lazy_compile(r"""[\w$\s]""")  # what `function f ` or `async ` before a `(` is made of


def callback_in(head: str) -> tuple[str, int] | None:
    """The parameter's name and the start of _CALLBACK's leftmost match in `head` (None: none).
    Searched from every identifier, the pattern's `[^()]*` ran to the next parenthesis and its
    `\\s*`s shared out each run of white space every way (a blanked comment), up to tens of
    milliseconds a block. It is searched instead with each run of white space one space (the
    pattern takes white space with `\\s*` and `[^()]*` alone: the same matches) and from where a
    match may start: a match ends at the head's end and its `(`s are `function f(` and the
    parameter list's, so those are the last two of the head, `function f ` or `async ` before
    the first of them; after the last `(` when it has none."""
    text, origin = _spaces_collapsed(head)
    found = _CALLBACK.search(text, _callback_start(text))
    return (found.group("name"), origin[found.start()]) if found else None


def _callback_start(text: str) -> int:
    last = text.rfind("(")
    if last == -1:
        return 0
    before = text.rfind("(", 0, last)
    at = before if before != -1 else last
    while at > 0 and _NAME_OR_SPACE.match(text, at - 1):
        at -= 1
    return at


def _spaces_collapsed(text: str) -> tuple[str, list[int]]:
    """`text` with each run of white space one space, and the offset in `text` of each of its characters."""
    parts: list[str] = []
    origin: list[int] = []
    at = 0
    for run in _SPACES.finditer(text):
        parts += [text[at : run.start()], " "]
        origin += [*range(at, run.start()), run.start()]
        at = run.end()
    parts.append(text[at:])
    origin += range(at, len(text))
    return "".join(parts), origin


def _driver_call_around(text: str, function_start: int, sql_names: set[str]) -> str | None:
    """The driver call whose arguments hold the callback starting at `function_start`."""
    low = max(0, function_start - 1500)
    for call in reversed(list(_DRIVER_CALL.finditer(text, low, function_start))):
        arguments = call_arguments(text, call.end(), limit=4000)
        if arguments and any(a[1] <= function_start <= a[2] for a in arguments) and _runs_sql(text, call, sql_names):
            return _call_text(text, call)
    return None


def _expression_arrow(text: str, offset: int, name: str, sql_names: set[str]) -> str | None:
    """Why `name` is a driver's error when the response is the expression body of an arrow taking
    it: `.catch((err) => res.status(500).send(err.message))`, `(err, rows) => err ? res.send(err) : ...`."""
    window_start = max(0, offset - 300)
    arrow = _arrow_pattern(name).search(text[window_start:offset])
    if arrow is None:
        return None
    if arrow.group("catch"):
        statement = text[max(0, offset - 1500) : window_start + arrow.start()]
        calls = _driver_calls(statement, 0, len(statement), sql_names)
        return f"the rejection of `{_call_text(statement, calls[-1])}` caught by `.catch`" if calls else None
    driver = _driver_call_around(text, window_start + arrow.start("params"), sql_names)
    return f"the error passed to the callback of `{driver}`" if driver else None


@lru_cache(maxsize=NAME_PATTERNS)
def _arrow_pattern(name: str) -> re.Pattern[str]:
    """An arrow taking `name` whose expression body runs to the end of the text."""
    return re.compile(
        rf"""(?P<catch>\.\s*catch\s*\(\s*)?(?:async\s*)?(?P<params>\(\s*{re.escape(name)}\b[^()]*\)|(?<![\w$.]){re.escape(name)})"""
        r"""\s*=>\s*[^;{}]*$"""
    )


def _call_text(text: str, call: re.Match[str]) -> str:
    line = text.rfind("\n", 0, call.start()) + 1
    return one_line(text[line : call.end()].strip() + "...)")


def _try_origin(text: str, blocks: list[tuple[int, int]], catch_start: int, sql_names: set[str]) -> str | None:
    """A catch whose try block runs SQL through a driver and throws nothing of its own."""
    before = text[:catch_start].rstrip()
    if not before.endswith("}"):
        return None
    body = next((b for b in blocks if b[1] == len(before)), None)
    if body is None or not _TRY_BEFORE.search(text[max(0, body[0] - 20) : body[0] + 1]):
        return None
    code = COMMENT.sub(lambda m: " " * len(m.group(0)), text[body[0] : body[1]])
    if re.search(r"""\bthrow\b""", code):
        return None  # the app throws errors of its own in the try: the message may be the app's
    calls = _driver_calls(code, 0, len(code), sql_names)
    if not calls:
        return None
    return f"the error caught from a try block that runs `{_call_text(code, calls[0])}` and throws nothing of its own"


def _tested(text: str, blocks: list[tuple[int, int]], offset: int, name: str) -> bool:
    """Whether the response sits in a branch that tested the error's kind or the environment."""
    for block in enclosing(blocks, offset)[:3]:
        head = text[max(0, block[0] - 200) : block[0]]
        condition = re.search(r"""\bif\s*\((?P<c>[^{}]*)\)\s*$""", head)
        tested = condition.group("c") if condition else None
        if tested is not None and (_kind_pattern(name).search(tested) or _ENVIRONMENT.search(tested)):
            return True
    return False


@lru_cache(maxsize=NAME_PATTERNS)
def _kind_pattern(name: str) -> re.Pattern[str]:
    """A test of the error `name`'s kind: `instanceof`, its code, name, number or errno."""
    return re.compile(rf"""\b{re.escape(name)}\s*(?:instanceof|\.\s*(?:code|name|number|errno)\b)""")


def _refused(text: str, offset: int) -> bool:
    """Whether the route handler around `offset` refuses every request before it runs SQL: it
    returns a 4xx unless a route parameter is set that the route's path does not declare."""
    routes = list(_ROUTE.finditer(text, max(0, offset - MAX_HANDLER), offset))
    if not routes:
        return False
    route = routes[-1]
    arguments = call_arguments(text, route.end(), limit=MAX_HANDLER * 2)
    if not arguments or not arguments[-1][1] <= offset <= arguments[-1][2]:
        return False
    declared = set(re.findall(r":([\w$]+)", route.group("path")))
    handler = text[arguments[-1][1] : offset]
    first_query = _DRIVER_CALL.search(handler)
    before = handler[: first_query.start() if first_query else len(handler)]
    undeclared = {m.group("name") for m in _PARAM_BOUND.finditer(before) if m.group("param") not in declared}
    undeclared |= {f"req.params.{p}" for p in re.findall(r"req\s*\.\s*params\s*\.\s*([\w$]+)", before)} - {
        f"req.params.{p}" for p in declared
    }
    return any(
        re.search(rf"!\s*{re.escape(name)}(?![\w$.])", refusal.group("condition"))
        for refusal in _REFUSAL.finditer(before)
        for name in undeclared
    )


def leaks(text: str) -> Iterator[Leak]:
    if not _DRIVER_CALL.search(text) or not _RESPONSE().search(text):
        return  # (most files call `.get(` and answer nothing: the comments are not blanked for them)
    bare = COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    sql_names: set[str] | None = None  # both read on the first error a response sends (most files send none)
    blocks: list[tuple[int, int]] = []
    for response in _RESPONSE().finditer(bare):
        status = response.group("status")
        if status and status.startswith("4"):
            continue  # a refusal the app words for the client (validation)
        arguments = call_arguments(bare, response.end())
        joined = ",".join(a[0] for a in arguments)
        if not arguments or _ENVIRONMENT.search(joined):
            continue
        for name in dict.fromkeys(re.findall(r"""(?<![\w$.'"])[A-Za-z_$][\w$]*""", _STRING.sub("''", joined))):
            sent = _sent(joined, name)
            if sent is None:
                continue
            if sql_names is None:
                sql_names, blocks = _sql_names(bare), blocks_of(bare)
            origin = _origin(bare, blocks, response.start(), name, sql_names)
            if origin and not _tested(bare, blocks, response.start(), name) and not _refused(bare, response.start()):
                yield Leak(response.start(), response.end(), sent, origin)
                break


def driver_error_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for leak in leaks(source.text):
        yield RawMatch(leak.start, leak.end, metavars={"SENT": leak.sent})


def driver_error_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    leak = next((leak for leak in leaks(text) if text.count("\n", 0, leak.start) + 1 == line), None)
    if leak is None or unreferenced(repo, path):
        return None
    return [
        f"`{leak.sent}` is answered to the client ({path}:{line})",
        f"it is {leak.origin}: a database driver's own error (SQL text, schema, server or procedure names)",
        "no test of the error's kind or of the environment decides what is sent",
    ]
