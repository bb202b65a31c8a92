"""`login-session-fixation`: a login that sets the session's user without regenerating the session."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import MAX_HANDLER, App, app_of, at, blocks_of, enclosing
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# login: the session's user set without regenerating the session (session fixation)
_SESSION_USER = lazy_compile(
    # req.session, Koa's ctx.session (this.session in Koa 1), or the session handed to a login
    # helper (`function onLogin(session, user)`)
    r"""(?:\b(?:req|ctx|this)\s*\.\s*|(?<![\w$.]))session\s*\.\s*"""
    r"""(?:user|userId|user_id|userid|uid|username|user_name|logged|loggedIn|logged_in|authenticated|isLoggedIn|account"""
    r"""|accountId|login|auth)\s*=(?!=)(?!\s*(?:null|undefined|false|0)\b|\s*['"]{2})"""
)
# express-session's regenerate(), koa-session's and koa-generic-session's ctx.regenerateSession(),
# a session dropped before it is written again, passport's req.login (which regenerates)
_REGENERATE = lazy_compile(
    r"""\bregenerate(?:Session)?\s*\(|\bsession\s*=\s*null\b|\b(?:req|ctx)\s*\.\s*log[iI]n\s*\("""
)
# what makes a handler the one that signs a user in: it checks a credential (a password compared
# or verified, passport.authenticate, a provider's code or token exchanged) before it sets the
# session's user; a logout or a settings handler that writes the session checks none
_AUTHENTICATES = lazy_compile(
    r"""passw(?:or)?d|\bpass\b|credential|\bauthenticat\w*\s*\(|\.\s*authenticate\b|\b(?:verify|compare|check)\w*\s*\("""
    r"""|\bexchange\w*\s*\(|\bquery\s*\.\s*code\b|\bauth_?token\b|\b(?:otp|totp|mfa|2fa)\b|\bvalidate\w*\s*\("""
    # a helper the login calls once the credential is checked, by its name (`function onLoginSuccess(`)
    r"""|\bfunction\s+\w*log_?in\w*\s*\(|\b\w*log_?in\w*\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*=>)""",
    re.I,
)


# a bare `session` is the signed-in user's session only when it is bound to the request's:
# named from it (`const { session } = req`), or a parameter of a helper the file hands the
# request's session to (`onLogin(req.session, user)`); a `session` of a sessions list is not
_SESSION_FROM_REQUEST = lazy_compile(
    r"""\b(?:const|let|var)\s+session\s*=\s*req\s*\.\s*session\b|\{[^{}]*\bsession\b[^{}]*\}\s*=\s*req\b"""
)
_SESSION_DECLARED = lazy_compile(r"""\b(?:const|let|var)\s+session\b""")
_SESSION_PARAMETER = lazy_compile(
    r"""\((?P<params>[^()]*)\)\s*(?::[^{=()]*)?(?:=>)?\s*$|(?<![\w$.])session\s*=>\s*$"""
)
_SESSION_HANDED = lazy_compile(r"""[(,]\s*req\s*\.\s*session\s*[,)]""")
# the request's session handed over by the name it was given (`const session = req.session;
# onLogin(page, session, user)`)
_SESSION_PASSED = lazy_compile(r"""[\w$]\s*\(\s*(?:[^()]*,\s*)?session\s*[,)]""")


def _request_session(text: str, blocks: list[tuple[int, int]], offset: int) -> bool:
    """Whether the bare `session` written at `offset` is the request's session, by its binding."""
    for block in enclosing(blocks, offset):
        inside = text[block[0] : offset]
        if _SESSION_FROM_REQUEST.search(inside):
            return True
        if _SESSION_DECLARED.search(inside):
            return False
        head = _SESSION_PARAMETER.search(text, max(0, block[0] - 300), block[0])
        if head and re.search(r"""(?<![\w$.])session\b""", head.group("params") or "session"):
            return _SESSION_HANDED.search(text) is not None or bool(
                _SESSION_FROM_REQUEST.search(text) and _SESSION_PASSED.search(text)
            )
    return False


# a credential only a machine holds: a signature or HMAC of a shared secret the handler computes
# and compares (a sync peer, a webhook); no person types it into a browser, so no browser holds
# a session id an attacker could have planted
_MACHINE_CREDENTIAL = lazy_compile(r"""\b(?:create)?hmac\w*\s*\(|\bverify\w*signature\w*\s*\(""", re.I)
_PERSON_CREDENTIAL = lazy_compile(
    r"""passw(?:or)?d|\bpass\b|\b(?:otp|totp|mfa|2fa)\b|\bpassport\b|\bquery\s*\.\s*code\b|\bexchange\w*\s*\(""", re.I
)


# a handler registered on a sign-in path (`app.post('/login', (req, res) => {`, `router.post("/auth/signin", ...`):
# whatever it checks (a username alone, in a demo), it is where a user is signed in
_SIGN_IN_ROUTE = lazy_compile(
    r"""\s*[\w$.]+\s*\.\s*(?:post|get|all|put)\s*\(\s*['"`](?P<path>(?:/[\w.-]+)*/(?:log_?in|sign_?in))['"`]""", re.I
)


@dataclass(frozen=True)
class Login:
    """A handler that signs a user in and writes the user to the session without regenerating it."""

    write: re.Match[str]  # the first write of the user to the session
    credential: str  # what makes it a login: the credential check it makes, or its sign-in route
    routed: bool = False  # a login by its route's path (`app.post('/login', ...)`), with no credential check seen


def logins(text: str) -> Iterator[Login]:
    """In each handler that signs a user in, the first write of the user to the session, when
    the handler does not regenerate the session (one per handler). A bare `session` counts only
    when it is bound to the request's session; a handler whose only credential is a
    signature a machine computes (a server-to-server login) is left out."""
    blocks = blocks_of(text) if _SESSION_USER.search(text) else []
    seen: set[tuple[int, int]] = set()
    for match in _SESSION_USER.finditer(text):
        if not match.group(0).startswith(("req", "ctx", "this")) and not _request_session(text, blocks, match.start()):
            continue
        handler = [b for b in enclosing(blocks, match.start()) if b[1] - b[0] <= MAX_HANDLER]
        if not handler or handler[-1] in seen:
            continue
        seen.add(handler[-1])
        start = text.rfind("\n", 0, handler[-1][0]) + 1  # the outermost handler, from its line (the route)
        end = handler[-1][1]
        credential = _AUTHENTICATES.search(text, start, end)
        route = _SIGN_IN_ROUTE.match(text, start) if credential is None else None
        if (credential is None and route is None) or _REGENERATE.search(text, start, end):
            continue
        if _MACHINE_CREDENTIAL.search(text, start, end) and not _PERSON_CREDENTIAL.search(text, start, end):
            continue
        if credential is not None:
            yield Login(match, " ".join(credential.group(0).split()))
        elif route is not None:
            yield Login(match, route.group("path"), routed=True)


def fixation_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for login in logins(source.text):
        yield RawMatch(login.write.start(), login.write.end())


# koa-session keeps the session in its cookie unless given a store: `session({ store: redisStore }, app)`,
# a ContextStore, or an external key
_KOA_STORE = lazy_compile(r"""\b(?:store|ContextStore|externalKey)\s*:""")
_KOA_SESSION_IMPORT = lazy_compile(r"""(?:require\s*\(\s*|from\s+)['"]koa-session['"]""")


def server_side_session(app: App) -> str | None:
    """The server-side session package the app uses, whose session id outlives a sign-in unless it
    is regenerated, or None. A cookie-held session (cookie-session, koa-session without a store) is
    written anew at login: there is no id an attacker could plant."""
    for name in ("express-session", "koa-generic-session"):
        if name in app.dependencies or app.uses((name,)):
            return f"`{name}` in package.json"
    for path in app.scripts if app.imports(("koa-session",)) else ():
        text = app.repo.text(path) or ""
        store = _KOA_STORE.search(text) if _KOA_SESSION_IMPORT.search(text) else None
        if store is not None:
            place = (path, text.count("\n", 0, store.start()) + 1, store.group(0))
            return f"`koa-session` given a session store ({at(place)})"
    return None


# Passport's sign-in: `req.logIn(user, cb)` / `req.login(...)` sets req.user (and regenerates the session from 0.6)
_PASSPORT_LOGIN = lazy_compile(r"""\breq\s*\.\s*log[iI]n\s*\(""")


def fixation_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    package = server_side_session(app)
    if package is None:
        return None
    text = repo.text(path) or ""
    here = [x for x in logins(text) if text.count("\n", 0, x.write.start()) + 1 == line]
    if here and not here[0].routed and app.find("passport-login", _PASSPORT_LOGIN):
        return None  # the app signs in with Passport's req.logIn: a session field set elsewhere is workflow data
    stored = "the handler stores the signed-in user in the session"
    if here:
        write = " ".join(here[0].write.group(0).split())
        if here[0].routed:
            stored += f" (`{write}`) in the handler of its sign-in route (`{here[0].credential}`)"
        else:
            stored += f" (`{write}`) after it checks a credential (`{here[0].credential}`)"
    regenerate = "ctx.regenerateSession()" if "koa" in package else "req.session.regenerate()"
    return [
        f"server-side session: {package}",
        stored,
        f"no {regenerate} in the handler (the session id from before sign-in stays valid)",
    ]
