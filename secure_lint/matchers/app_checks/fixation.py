"""`login-session-fixation`: a login that sets the session's user without regenerating the session."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.matchers.app_checks.app import MAX_HANDLER, app_of, blocks_of, enclosing
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# login: the session's user set without regenerating the session (session fixation)
_SESSION_USER = re.compile(
    # req.session, or the session handed to a login helper (`function onLogin(session, user)`)
    r"""(?:\breq\s*\.\s*|(?<![\w$.]))session\s*\.\s*"""
    r"""(?:user|userId|user_id|userid|uid|username|user_name|logged|loggedIn|logged_in|authenticated|isLoggedIn|account"""
    r"""|accountId|login|auth)\s*=(?!=)(?!\s*(?:null|undefined|false|0)\b|\s*['"]{2})"""
)
_REGENERATE = re.compile(r"""\bregenerate\s*\(|\bsession\s*=\s*null\b|\breq\s*\.\s*log[iI]n\s*\(""")
# what makes a handler the one that signs a user in: it checks a credential (a password compared
# or verified, passport.authenticate, a provider's code or token exchanged) before it sets the
# session's user; a logout or a settings handler that writes the session checks none
_AUTHENTICATES = re.compile(
    r"""passw(?:or)?d|\bpass\b|credential|\bauthenticat\w*\s*\(|\.\s*authenticate\b|\b(?:verify|compare|check)\w*\s*\("""
    r"""|\bexchange\w*\s*\(|\bquery\s*\.\s*code\b|\bauth_?token\b|\b(?:otp|totp|mfa|2fa)\b|\bvalidate\w*\s*\("""
    # a helper the login calls once the credential is checked, by its name (`function onLoginSuccess(`)
    r"""|\bfunction\s+\w*log_?in\w*\s*\(|\b\w*log_?in\w*\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*=>)""",
    re.I,
)


def fixation_anchors(source: SourceFile) -> Iterator[RawMatch]:
    """In each handler that signs a user in, the first write of the user to the session, when
    the handler does not regenerate the session (one finding per handler)."""
    text = source.text
    blocks = blocks_of(text) if _SESSION_USER.search(text) else []
    seen: set[tuple[int, int]] = set()
    for match in _SESSION_USER.finditer(text):
        handler = [b for b in enclosing(blocks, match.start()) if b[1] - b[0] <= MAX_HANDLER]
        if not handler or handler[-1] in seen:
            continue
        seen.add(handler[-1])
        start = text.rfind("\n", 0, handler[-1][0]) + 1  # the outermost handler, from its line (the route)
        if _AUTHENTICATES.search(text, start, handler[-1][1]) and not _REGENERATE.search(text, start, handler[-1][1]):
            yield RawMatch(match.start(), match.end())


def fixation_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    if "express-session" not in app.dependencies and not app.uses(("express-session",)):
        return None  # cookie-session keeps the session in the cookie: a new one is written at login
    return [
        "server-side session: `express-session` in package.json",
        "the handler stores the signed-in user in the session without req.session.regenerate()",
    ]
