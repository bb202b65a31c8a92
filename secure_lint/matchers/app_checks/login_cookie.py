"""Cookies that say who is signed in, judged by how the app sets and reads them.

`login-cookie-unchecked`: a login handler (it reads a password from the request) that sets a
cookie to the login as typed (`res.cookie('logged', req.body.email)`) on every path: not inside a
branch, after no early return. When the app then reads that cookie back as who the caller is
(`req.signedCookies.logged`), typing someone's login with any password signs in as them. A cookie
set only after the check (`if (!user) return ...`, inside `if (match)`) is no finding, nor one the
app never reads back (a "remember my e-mail" convenience).

`cookie-secret-literal`: `cookieParser('secretsecret')` signs cookies with a key in the code, and
the app trusts what it signs (it reads `req.signedCookies` or sets `signed: true` cookies): anyone
with the source forges a signed cookie. A parser given a secret whose signed cookies the app never
uses signs nothing it relies on.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, MAX_HANDLER, app_of, at, blocks_of, enclosing
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_REQUEST_INPUT = r"""(?:req|request)\s*\.\s*(?:body|query)"""
# `res.cookie('logged', login` / `res.cookie("user", req.body.email`
_SET_COOKIE = lazy_compile(
    rf"""\b(?:res|response)\s*\.\s*cookie\s*\(\s*(?P<q>['"])(?P<name>[\w$.-]+)(?P=q)\s*,\s*"""
    rf"""(?P<value>{_REQUEST_INPUT}\s*\.\s*[\w$]+|[\w$]+)\s*[,)]"""
)
_PASSWORD_READ = lazy_compile(
    rf"""{_REQUEST_INPUT}\s*(?:\.\s*[\w$]*pass|\[\s*['"][\w$-]*pass)|\{{[^{{}}]*\bpass\w*[^{{}}]*\}}\s*=\s*{_REQUEST_INPUT}\b""",
    re.I,
)
# what stops the call from running on every path: a branch or loop it is in, or a return/throw before it
_BRANCH_HEAD = lazy_compile(
    r"""(?:\bif|\belse|\bfor|\bwhile|\bswitch|\bcatch|=>|\bfunction\b[^{]*|\?)\s*(?:\([^{]*\))?\s*$"""
)
_EXIT = lazy_compile(r"""\b(?:return|throw)\b|\bnext\s*\(""")


def _bound_to_request(text: str, block: tuple[int, int], name: str) -> bool:
    """Whether `name` is the request's input in the handler: `let login = req.body.inputEmail`,
    `const { email } = req.body`."""
    single = rf"""\b(?:const|let|var)\s+{re.escape(name)}\s*=\s*{_REQUEST_INPUT}\s*\.\s*[\w$]+\s*[;\n]"""
    destructured = rf"""\b(?:const|let|var)\s*\{{[^{{}}]*\b{re.escape(name)}\b[^{{}}]*\}}\s*=\s*{_REQUEST_INPUT}\b"""
    body = text[block[0] : block[1]]
    return re.search(single, body) is not None or re.search(destructured, body) is not None


def _on_every_path(text: str, blocks: list[tuple[int, int]], handler: tuple[int, int], offset: int) -> bool:
    """Whether the statement at `offset` runs whatever happened before it in the handler: every block
    between it and the handler's body is a plain block (`try {`), and no return or throw comes first."""
    for block in enclosing(blocks, offset):
        if block == handler:
            break
        head = text[max(handler[0], block[0] - 200) : block[0]]
        if not head.rstrip().endswith("try") and _BRANCH_HEAD.search(head):
            return False
    return _EXIT.search(text, handler[0], offset) is None


def login_cookie_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = COMMENT.sub(lambda m: " " * len(m.group(0)), source.text)
    if "cookie" not in text or not _PASSWORD_READ.search(text):
        return
    blocks = blocks_of(text)
    for match in _SET_COOKIE.finditer(text):
        handlers = [b for b in enclosing(blocks, match.start()) if b[1] - b[0] <= MAX_HANDLER]
        handler = next((b for b in reversed(handlers) if _PASSWORD_READ.search(text, b[0], b[1])), None)
        if handler is None:
            continue
        value = match.group("value")
        typed = value.startswith(("req", "request")) or _bound_to_request(text, handler, value)
        if typed and _on_every_path(text, blocks, handler, match.start()):
            yield RawMatch(match.start(), match.end("value"))


def login_cookie_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    found = next((m for m in _SET_COOKIE.finditer(text) if text.count("\n", 0, m.start()) + 1 == line), None)
    if found is None:
        return None
    name = re.escape(found.group("name"))
    read = re.compile(
        rf"""\b(?:cookies|signedCookies)\s*(?:\?\.|\.)\s*{name}\b|\b(?:cookies|signedCookies)\s*\[\s*['"]{name}['"]"""
    )
    place = app_of(repo, path).find(f"login-cookie-read:{name}", read)
    if place is None:
        return None  # never read back: a convenience cookie, not who is signed in
    return [
        f"the login handler sets the `{found.group('name')}` cookie to the login as typed ({path}:{line}), "
        "on every path: before or regardless of the password check",
        f"the app reads that cookie back as the caller: {at(place)}",
    ]


# `cookieParser('secretsecret')`, `cookieParser(["k1", "k2"])`
_PARSER_SECRET = lazy_compile(
    r"""\bcookieParser\s*\(\s*(?:\[\s*)?(?P<q>['"`])(?P<secret>[^'"`\n$]{1,200})(?P=q)"""
)
_SIGNED_USE = lazy_compile(r"""\bsignedCookies\b|\bsigned\s*:\s*true\b""")


def cookie_secret_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for match in _PARSER_SECRET.finditer(source.text):
        yield RawMatch(match.start("secret") - 1, match.end("secret") + 1)


def cookie_secret_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    place = app_of(repo, path).find("signed-cookie-use", _SIGNED_USE)
    if place is None:
        return None  # the app relies on no signed cookie: the key signs nothing it trusts
    return [
        f"cookie-parser signs cookies with a key written in the code ({path}:{line})",
        f"the app trusts the cookies it signs: {at(place)}",
    ]
