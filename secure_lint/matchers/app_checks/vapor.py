"""`vapor-admin-route-unguarded`: a Vapor admin route registered on the bare Application, in an
app that signs users in and mounts no authenticating middleware app-wide.

In Vapor a route is guarded by the builder it is registered on (`app.grouped(UserToken.authenticator(),
User.guardMiddleware())`, `app.group(AdminMiddleware()) { ... }`) or by a middleware the whole
Application uses (`app.middleware.use(...)`). A route registered on `app` itself (or on a group of
`app` by path only, `let api = app.grouped("api")`) has neither, so an administrator's action there
is open to anyone unless the handler checks the caller (`req.auth.require(...)`, a token, a role).
What makes it matter: the app does sign users in (a login route, `req.auth.login`, JWT signing),
so it is not an app that is open by design. Only routes of the Application itself are read: a
RouteCollection's or function's builder may be guarded where it is registered (another file).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.lines import line_start
from secure_lint.matchers.app_checks.app import COMMENT, one_line
from secure_lint.matchers.app_checks.mobile import swift_app_folder, swift_sources
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# a route registration: `app.delete("api", "admin", "users", ":id") { req in`, `api.post("admin", use: h)`
_ROUTE = lazy_compile(
    r"""\b(?P<recv>[A-Za-z_]\w*)\s*\.\s*(?P<verb>get|post|put|patch|delete)\s*\((?P<args>[^(){}\n]*)\)\s*\{"""
    r"""|\b(?P<recv2>[A-Za-z_]\w*)\s*\.\s*(?P<verb2>get|post|put|patch|delete)\s*\((?P<args2>[^(){}\n]*\buse:\s*[\w.]+)\s*\)"""
)
_SEGMENT = lazy_compile(r'''"(?P<part>[^"\n]*)"''')
_ADMIN = lazy_compile(r"""(?:^|/)admins?(?:[/_-]|$)""", re.I)
# an administrator's sign-in (`/api/admin-login`, `/admin/auth/token`) is open by design: it is the way in
_SIGN_IN_PATH = lazy_compile(
    r"""log_?in|sign_?in|log_?out|sign_?out|auth|token|register|sign_?up|password|reset""", re.I
)
# a builder of the Application by path only: `let api = app.grouped("api", "v1")`
_PATH_GROUP = lazy_compile(
    r"""\blet\s+(?P<name>\w+)\s*=\s*app\s*\.\s*grouped\s*\(\s*"[^"\n]*"(?:\s*,\s*"[^"\n]*")*\s*\)"""
)
# where `app` is the Application: a function taking it, or the top-level code that makes it
_APPLICATION = lazy_compile(
    r"""\bapp\s*:\s*Application\b|\blet\s+app\s*=\s*(?:try\s+)?(?:await\s+)?Application\s*[.(]"""
)
# a check the handler makes itself of the caller: an authenticated user, a token, a role, a key
_HANDLER_CHECK = lazy_compile(
    r"""\breq\s*\.\s*(?:auth|session|headers\s*\.\s*bearerAuthorization)\b|\bauthenticat|authori[sz]|token|\bjwt\b"""
    r"""|\brole\b|isAdmin|is_admin|permission|api_?key|\bsecret\b""",
    re.I,
)
_SWIFT_STRING = lazy_compile(r'''"(?:[^"\\\n]|\\.)*"''')
# a middleware the whole Application uses that authenticates or guards
_GUARD_MIDDLEWARE = lazy_compile(
    r"""\bapp\s*\.\s*middleware\s*\.\s*use\s*\([^\n]*(?:authenticat|guard|jwt|token|admin|role|protect|require|Auth\w*Middleware)""",
    re.I,
)
# the app signs users in: a login route, Vapor's auth login, JWT signing
_SIGNS_IN = lazy_compile(
    r"""\.\s*post\s*\([^()\n]*"(?:[^"\n]*/)?(?:log_?in|sign_?in|auth|authenticate|token)[^"\n]*"|\breq\s*\.\s*auth\s*\.\s*login\s*\("""
    r"""|\bjwt\s*\.\s*sign\s*\(|\.\s*sign\s*\(\s*\w*[Pp]ayload|\bJWTSigner\b""",
)


def _admin_routes(text: str) -> Iterator[tuple[re.Match[str], str]]:
    """The routes of the Application (or of a path-only group of it) with an admin path segment."""
    if "Vapor" not in text or _APPLICATION.search(text) is None:
        return
    receivers = {"app"} | {m.group("name") for m in _PATH_GROUP.finditer(text)}
    for match in _ROUTE.finditer(text):
        receiver = match.group("recv") or match.group("recv2")
        args = match.group("args") if match.group("args") is not None else match.group("args2")
        if receiver not in receivers:
            continue
        path = "/".join(m.group("part") for m in _SEGMENT.finditer(args))
        if _ADMIN.search(path) and not _SIGN_IN_PATH.search(path):
            yield match, "/" + path


_USE = lazy_compile(r"""\buse:\s*(?:self\s*\.\s*)?(?P<name>\w+)""")


def _handler(text: str, route: re.Match[str]) -> str | None:
    """The handler's text: the closure up to the next route, or the function `use:` names in this file."""
    if route.group("verb2") is None:
        following = _ROUTE.search(text, route.end())
        return text[route.end() : following.start() if following else min(len(text), route.end() + 1500)]
    named = _USE.search(route.group(0))
    func = re.search(rf"""\bfunc\s+{named.group("name")}\s*\(""", text) if named else None
    if func is None:
        return None
    following = re.search(r"""\bfunc\s""", text[func.end() :])
    return text[func.start() : func.end() + following.start() if following else min(len(text), func.end() + 1500)]


def vapor_admin_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = COMMENT.sub(lambda m: " " * len(m.group(0)), source.text)
    for match, path in _admin_routes(text):
        handler = _handler(text, match)
        if handler is None or _HANDLER_CHECK.search(_SWIFT_STRING.sub('""', handler)):
            continue  # the handler checks the caller itself (or is not in this file to read)
        verb = (match.group("verb") or match.group("verb2")).upper()
        yield RawMatch(match.start(), match.end(), metavars={"ROUTE": f"{verb} {path}"})


def vapor_admin_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    folder = swift_app_folder(repo, path)
    sources = swift_sources(repo, folder)
    texts = {p: COMMENT.sub(lambda m: " " * len(m.group(0)), repo.text(p) or "") for p in sources}
    if any(_GUARD_MIDDLEWARE.search(text) for text in texts.values()):
        return None  # the whole Application authenticates: `app.middleware.use(...)`
    signs_in = next(((p, t, m) for p, t in texts.items() for m in [_SIGNS_IN.search(t)] if m), None)
    if signs_in is None:
        return None  # no sign-in anywhere: an app open by design, or one this check cannot read
    text = texts.get(path) or COMMENT.sub(lambda m: " " * len(m.group(0)), repo.text(path) or "")
    offset = line_start(text, line)
    route = next((m for m, _ in _admin_routes(text) if m.start() >= offset), None)
    if route is None:
        return None
    where, signs_text, sign = signs_in
    sign_line = signs_text.count("\n", 0, sign.start()) + 1
    return [
        f"admin route `{one_line(route.group(0))}` ({path}:{line}) is registered on the Application itself,"
        " not on a builder grouped behind an authenticator or guard",
        "no authenticating middleware used app-wide (`app.middleware.use`) in the app's Swift sources",
        "no authenticated user, token or role checked in the handler",
        f"the app signs users in elsewhere: `{one_line(sign.group(0))}` ({where}:{sign_line})",
    ]
