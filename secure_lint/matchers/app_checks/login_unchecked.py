"""`login-accepts-any-password`: a login route that signs the caller in without checking the password.

A handler at a login path that reads the password from the request and then issues a credential
(a signed token, the session's user, an auth cookie) while it only tests that the password is
present (`if (username && password)`, `!password`, `password.length`) signs in anyone as anyone: the
password never reaches a comparison, a hash check, a query or any other call. A handler that hands
the password to anything (`bcrypt.compare(password, ...)`, `authService.login(username, password)`,
a query's parameters) or compares it is left alone, whatever that call does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import COMMENT, blocks_of, line_start
from secure_lint.matchers.app_checks.attempt_limit import LOGIN_ROUTE, handler_text, login_routes
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# the password bound from the request's body (`const { username, password } = req.body`,
# `const pass = req.body.password`), or read in place (`req.body.password`)
_BOUND = lazy_compile(
    r"""\{[^{}]*\b(?:password|passwd|pass)\b(?:\s*:\s*(?P<alias>[\w$]+))?[^{}]*\}\s*=\s*(?:req|request|ctx\.request)\s*\.\s*body\b"""
    r"""|\b(?:const|let|var)\s+(?P<name>[\w$]+)\s*=\s*(?:req|request|ctx\.request)\s*\.\s*body\s*\.\s*(?:password|passwd|pass)\b"""
)
_IN_PLACE = r"""(?:req|request|ctx\.request)\s*\.\s*body\s*\.\s*(?:password|passwd|pass)\b"""
# what signs the caller in: a token signed, the session's user set, an auth cookie set
_ISSUES = lazy_compile(
    r"""\b(?:jwt|jsonwebtoken)\s*\.\s*sign\s*\(|\bsign(?:Token|Jwt|AccessToken)\s*\("""
    r"""|\b(?:req|ctx)\s*\.\s*session\s*\.\s*(?:user|userId|username|authenticated|loggedIn)\s*=(?!=)"""
    r"""|\bres\s*\.\s*cookie\s*\(\s*['"`](?:token|auth|session|jwt|access_token)\w*['"`]"""
)
# a use that only tests presence: `(password)`, `!password`, `&& password`, `password.length < 1`, `password.trim()`
_BEFORE_TEST = lazy_compile(r"""(?:\(|!|&&|\|\||\?)\s*$""")
_AFTER_TEST = lazy_compile(
    r"""^(?:\s*\.\s*trim\s*\(\s*\))?(?:\s*\.\s*length(?:\s*(?:[<>]=?|[=!]==?)\s*\d+)?)?\s*(?:\)|&&|\|\||\?)"""
)


def unchecked_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """Each login route whose inline handler issues a credential and only tests the password's presence."""
    for match, handler, inline in login_routes(source.text):
        if inline and presence_only(handler):
            yield RawMatch(match.start(), match.end())


def presence_only(handler: str) -> bool:
    """Whether the handler issues a credential and its password is read but only tested for presence."""
    bare = _without_comments(handler)
    if _ISSUES.search(bare) is None:
        return False
    bound = _BOUND.search(bare)
    name = (bound.group("alias") or bound.group("name") or "password") if bound else None
    pattern = _IN_PLACE + (rf"|(?<![\w$.]){re.escape(name)}\b" if name else "")
    uses = [m for m in re.finditer(pattern, bare) if bound is None or m.start() >= bound.end()]
    return bool(uses) and all(
        _BEFORE_TEST.search(bare, 0, use.start()) and _AFTER_TEST.match(bare[use.end() :]) for use in uses
    )


def _without_comments(text: str) -> str:
    return COMMENT.sub(lambda m: " " * len(m.group(0)), text)


def unchecked_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    route = LOGIN_ROUTE.search(text, line_start(text, line))
    if route is None:
        return None
    handler, inline = handler_text(text, blocks_of(text), route.end())
    if not inline or not presence_only(handler):
        return None
    issued = _ISSUES.search(_without_comments(handler))
    return [
        f"a login route (`{route.group(0).strip(' ,')}`, {path}:{line}) reads the password from the request",
        "the password is only tested for presence: it reaches no comparison, hash check, query or other call",
        f"the handler signs the caller in regardless: `{issued.group(0).strip() if issued else ''}`",
    ]
