"""One judgement of a guard by its name for every check (guard_names.py): a rate limiter, a CSRF
check, a validator or a parser guards nothing, whatever guard word its name holds."""

from __future__ import annotations

import pytest

from secure_lint.matchers.app_checks.guard_names import first_guard, is_guard


@pytest.mark.parametrize(
    "argument",
    [
        "requireAuth",
        "isLoggedIn",
        "verifyJWT",
        "passport.authenticate('jwt', { session: false })",
        "checkRole(['admin'])",
        "validateToken",
        "[authenticate, loginRateLimiter]",
        "protectRoute",
        "requireAdminRouter",
    ],
)
def test_guards(argument: str) -> None:
    assert is_guard(argument)


@pytest.mark.parametrize(
    "argument",
    [
        "loginRateLimiter",
        "authLimiter",
        "rateLimit({ skip: (req) => req.isAuthenticated() })",
        "csrfProtection",
        "validate(loginSchema)",
        "validateTokenSchema",
        "verifyCaptcha",
        "authSlowDown",
        "[loginLimiter]",
        "express.json()",
        "'/api/auth'",
        "authRoutes",
        "adminRouter",
        "authController",
        "require('./routes/auth.routes')",
    ],
)
def test_not_guards(argument: str) -> None:
    assert not is_guard(argument)


def test_first_guard_skips_a_limiter() -> None:
    assert first_guard(["loginRateLimiter", "requireAuth"]) == "requireAuth"
    assert first_guard(["loginRateLimiter"]) is None
