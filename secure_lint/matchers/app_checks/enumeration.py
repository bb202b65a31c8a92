"""`login-user-enumeration`: different login responses for an unknown user and a wrong password."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers import message_reach
from secure_lint.matchers.app_checks.app import (
    MAX_HANDLER,
    App,
    blocks_of,
    comment_spans,
    enclosing,
    in_spans,
    line_start,
    project_root,
)
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# login responses that tell "no such user" from "wrong password"
_NO_USER = lazy_compile(
    r"""['"`](?=[^'"`\n]{0,80}['"`])(?![^'"`\n]*password)[^'"`\n]*?(?:"""
    r"""(?:user(?:name)?|account|e-?mail|login)\s+(?:(?:was|is)\s+)?(?:not\s+(?:be\s+)?found|does\s*n[o']?t\s+exists?|not\s+exists?|not\s+registered|unknown|invalid)"""
    r"""|(?:no\s+such|unknown|incorrect|wrong|invalid|no)\s+(?:user(?:name)?|account|e-?mail)\b(?!\s+(?:or|and|/))"""
    r""")[^'"`\n]*['"`]""",
    re.I,
)
_BAD_PASSWORD = lazy_compile(
    r"""['"`](?![^'"`\n]*(?:user(?:name)?|e-?mail|account)\s*(?:or|and|/))[^'"`\n]*?(?:"""
    r"""(?:wrong|incorrect|invalid|bad)\s+password|password\s+(?:for\s+[^'"`\n]{0,60}?\s)?(?:is\s+)?(?:wrong|incorrect|invalid|(?:does\s*n[o']?t|did\s*n[o']?t)\s+match|mismatch)"""
    r""")[^'"`\n]*['"`]""",
    re.I,
)


# a message keyed by an auth service's error code (`'auth/user-not-found': '...'`, `case 'UserNotFoundException':`):
# the app words what the service answered; whether accounts can be told apart is the service's setting
_PROVIDER_CODE = lazy_compile(
    r"""(?:^|[\s{,(])(?:case\s+)?['"](?:[a-z]+/)?[A-Za-z]+(?:[-_][A-Za-z]+)+['"]\s*:\s*(?:return\s+)?$"""
    r"""|(?:^|[\s{,(])(?:case\s+)?['"][A-Z][A-Za-z]+(?:Exception|Error)['"]\s*:\s*(?:return\s+)?$"""
)


def _offset_line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


# what a message is built of besides its words: a `${...}` substitution, or a value concatenated
# between two literals (`'User ' + name + ' not found'`)
_MESSAGE_PART = lazy_compile(
    r"""\$\{[^{}`\n]{1,80}\}|['"`][ \t]*\+\s*[\w$.]{1,60}(?:\([^()\n]{0,40}\))?\s*\+[ \t]*['"`]"""
)


def _messages_joined(text: str) -> str:
    """The text with each message's interpolated values blanked (same length, so offsets hold):
    `'User ' + name + ' not found'` reads as one literal, `${email}` as spaces."""
    return _MESSAGE_PART.sub(lambda m: " " * len(m.group()) if m.group().startswith("$") else
                             "".join("\n" if c == "\n" else " " for c in m.group()), text)


# the account a route names in its path (`/users/:id/password`): its caller is signed in already
_PATH_ACCOUNT = lazy_compile(r"""\breq\s*\.\s*params\b""")
# the account looked up by its id (`userRepo.findById(userId)`, `findByPk(id)`): a login finds
# the user by the name typed in the form; a lookup by id serves a caller whose session names the user
_ID_LOOKUP = lazy_compile(
    r"""\.\s*find\w*By(?:Id|Pk)\s*\("""
    # the signed-in caller's own record (`where: { id: req.user!.id }`, `ctx.state.user.id`)
    r"""|\b(?:req|request|ctx\s*\.\s*state|session)\s*\.\s*user\s*!?\s*\??\.\s*(?:id|_id|userId)\b"""
    # a query on the record's id column (Drizzle's `eq(user.id, id)`, `where: { id }`, `{ _id: id }`)
    r"""|\beq\s*\(\s*[\w$]+\s*\.\s*(?:id|_id)\s*,|\bwhere\s*:\s*\{\s*(?:id|_id)\s*[:,}]"""
    # a record fetched by its id column (`repository.findOne({ id: obj.id })`, `User.findOne({ _id: req.user.id })`)
    r"""|\.\s*find\w*\s*\(\s*\{\s*(?:id|_id)\s*[:,}]"""
)
_TYPED_IDENTIFIER = lazy_compile(
    r"""\b(?:body|query)\s*(?:\.\s*|\[\s*['"])(?:e-?mail|username|user_?name|login|identifier|phone)\b"""
    r"""|\{[^{}]*\b(?:email|username|login|identifier)\b[^{}]*\}\s*=\s*(?:await\s+)?(?:req|request|ctx)\b""",
    re.I,
)


def enumeration_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """A login's response for an unknown user, beside a different one for a wrong password. A
    handler for the account its path names (a password change at /users/:id/password) or that
    looks the user up by id, and reads no typed user name, is not a login: "not found" tells its
    signed-in caller nothing. A message only logged, or thrown into a catch in the same function
    that answers with something else, never reaches the client."""
    text = _messages_joined(source.text) if _MESSAGE_PART.search(source.text) else source.text
    blocks = blocks_of(source.text) if _NO_USER.search(text) else []
    reported: set[tuple[int, int]] = set()  # one finding per handler (its first such response)
    comments = comment_spans(source.text) if blocks else []
    for match in _NO_USER.finditer(text):
        if in_spans(comments, match.start()) or not _message_sent(text, blocks, match.start()):
            continue  # a comment's words ("never leak which: no such user or wrong password") answer nobody
        if _PROVIDER_CODE.search(text, _offset_line_start(text, match.start()), match.start()):
            continue  # the wording of an auth service's error code: that service tells, not this code
        around = enclosing(blocks, match.start())
        for index, block in enumerate(around):
            if block[1] - block[0] > MAX_HANDLER or block in reported:
                break
            bad = [
                other.start() for other in _BAD_PASSWORD.finditer(text, block[0], block[1])
                if _same_function(text, blocks, match.start(), other.start())
            ]
            if any(_message_sent(text, blocks, other) for other in bad):
                outer = around[index + 1][0] if index + 1 < len(around) else 0
                if _a_login(text, _statement_head(text, outer, block[0]), block[1]):
                    reported.add(block)
                    yield RawMatch(match.start(), match.end())
                break


def _statement_head(text: str, outer: int, start: int) -> int:
    """Where the statement that opens the block at `start` begins: for a query's callback
    (`User.findOne({ _id: req.user.id }).exec(function (err, user) {`), the query."""
    return max(outer, text.rfind(";", outer, start) + 1)


def _a_login(text: str, start: int, end: int) -> bool:
    """Whether the handler between `start` and `end` reads a typed user name, or names no account
    by its path or its id (a login finds the user by what the form typed)."""
    names_account = _PATH_ACCOUNT.search(text, start, end) or _ID_LOOKUP.search(text, start, end)
    return not names_account or _TYPED_IDENTIFIER.search(text, start, end) is not None


def _same_function(text: str, blocks: list[tuple[int, int]], one: int, other: int) -> bool:
    """Whether two messages sit in the same named function (or in no named one): a form's
    `validateUsername()` and `validatePassword()` each answer for one field, not a login."""
    first = message_reach.function_of(text, blocks, one)
    second = message_reach.function_of(text, blocks, other)
    return first is None or second is None or first[1] == second[1]


def _message_sent(text: str, blocks: list[tuple[int, int]], start: int) -> bool:
    """Whether the message at `start` may reach the client as far as its own function shows."""
    if message_reach.in_log_call(text, start):
        return False
    function = message_reach.function_of(text, blocks, start)
    within = function[1] if function else (0, len(text))
    kept = message_reach.kept_in(text, start)
    if kept is not None:
        return message_reach.read_beyond_logs(text, kept, start, within[1])
    if not message_reach.thrown(text, start):
        return True
    return not message_reach.caught_quietly(text, blocks, start, within)


def enumeration_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    facts = [
        f"a response for an unknown user ({path}:{line})",
        "a different response for a wrong password in the same handler",
    ]
    text = repo.text(path) or ""
    start = line_start(text, line)
    message = _NO_USER.search(_messages_joined(text), start)
    if message is None or not message_reach.thrown(text, message.start()):
        return facts
    blocks = blocks_of(text)
    function = message_reach.function_of(text, blocks, message.start())
    if function is None:
        return facts
    callers = _callers(repo, path, function[0])
    if callers and all(quiet for _, quiet in callers):
        return None  # every caller answers its errors with a message of its own
    loud = [where for where, quiet in callers if not quiet]
    if loud:
        facts.append(f"thrown by `{function[0]}`, whose error reaches the client at {', '.join(loud[:2])}")
    return facts


def _callers(repo: Repository, path: str, name: str) -> list[tuple[str, bool]]:
    """The calls of function `name` (defined in `path`) across the project, each with whether it
    sits in a try whose catch answers with something else than the error (path:line, quiet)."""
    top = project_root(repo, path)
    project: App = repo.once(f"app_checks:project:{top}", lambda: App(repo, top, whole=True))
    found = []
    for script in project.scripts:
        text = repo.text(script) or ""
        if name not in text or (script != path and not message_reach.imports_module(text, path)):
            continue
        blocks: list[tuple[int, int]] | None = None
        for call in message_reach.calls_of(name, text):
            blocks = blocks if blocks is not None else blocks_of(text)
            function = message_reach.function_of(text, blocks, call)
            within = function[1] if function else (0, len(text))
            where = f"{script}:{text.count(chr(10), 0, call) + 1}"
            found.append((where, message_reach.caught_quietly(text, blocks, call, within)))
    return found
