"""Whether a middleware handed to a route or mounted on a router is a sign-in or role guard, by
its name: one definition for every check that judges guards by words (destructive, record-write,
open-write, csrf-routes, admin-route-unguarded).

A name with a guard word may still guard nothing: `loginRateLimiter` counts attempts at the
sign-in, `csrfProtection` checks a form token, `validate(loginSchema)` checks a request's shape,
`bodyParser`, `upload.single('avatar')`, a logger. Those pass every request of a caller who is
not signed in, so they are no guard whatever word their name holds. A validator of a credential
(`validateToken`, `validateJwt`) is one. A router or controller module named after what it serves
(`authRoutes`, `adminRouter`, `authController`) holds routes, not a check in front of them, unless its
name says it protects (`protectRoute`, `requireAuthRouter`).
"""

from __future__ import annotations

import re

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import one_line

# words of a sign-in or role guard's name (`requireAuth`, `isLoggedIn`, `verifyJWT`, `adminOnly`,
# `passport.authenticate('jwt')`, `checkPermission('posts:delete')`)
GUARD_WORDS = lazy_compile(
    r"""auth|log(?:ged)?_?in|guard|protect|verify|token|jwt|passport\s*\.\s*authenticate|ensure|admin|role|permission"""
    r"""|restrict|sign(?:ed)?_?in|is_?user|require_?user|require_?login|require_?session|api_?key""",
    re.I,
)
# middleware that guards no identity, whatever guard word its name holds
_NOT_A_GUARD = lazy_compile(
    r"""limit|throttl|slow_?down|brute|captcha|schema|upload|multer|pars(?:e|er|ing)|cors|csrf|xsrf|cache"""
    r"""|logg(?:er|ing)|morgan|helmet|compress""",
    re.I,
)
# a module of routes, named after what it serves (`authRoutes`, `adminRouter`, `usersController`)
_ROUTE_MODULE = lazy_compile(r"""(?:routes|router|controller)s?\s*$""", re.I)
_PROTECTS = lazy_compile(r"""protect|require|ensure|verify|guard|restrict|check|is_?(?:logged|auth|admin)""", re.I)
_VALIDATOR = lazy_compile(r"""validat|saniti[sz]""", re.I)
_CREDENTIAL = lazy_compile(r"""token|jwt|session|auth|api_?key|signature|bearer""", re.I)
_STRING = lazy_compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")


def is_guard(argument: str) -> bool:
    """Whether a middleware argument (a name, a call, an array of them) holds a guard."""
    return any(_is_guard_name(piece) for piece in _pieces(_STRING.sub("''", argument)))


def first_guard(arguments: list[str]) -> str | None:
    """The first of a route's middleware arguments that is a guard (on one line), or None."""
    return next((one_line(argument.strip()) for argument in arguments if is_guard(argument)), None)


def _is_guard_name(piece: str) -> bool:
    if GUARD_WORDS.search(piece) is None or _NOT_A_GUARD.search(piece) is not None:
        return False
    if _ROUTE_MODULE.search(piece) is not None and _PROTECTS.search(piece) is None:
        return False
    return _VALIDATOR.search(piece) is None or _CREDENTIAL.search(piece) is not None


def _pieces(argument: str) -> list[str]:
    """The middleware an argument names: itself, or each element of an array of them
    (`[authenticate, loginLimiter]`); a call's own arguments stay with it."""
    pieces, depth, begin = [], 0, 0
    for i, char in enumerate(argument):
        if depth == 0 and char in "[],":
            pieces.append(argument[begin:i])
            begin = i + 1
        elif char in "({[":
            depth += 1
        elif char in ")}]":
            depth = max(depth - 1, 0)
    pieces.append(argument[begin:])
    return [piece for piece in pieces if piece.strip()]
