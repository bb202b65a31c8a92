"""The catalogue of whole-app checks, by name: each check is built, its family's module imported,
when a rule first names it. A family's module compiles its regexes at import (about 140 in all);
a scan whose files reach one check (a staged scan of a few route files: the destructive-route
check) imports that check's family alone, not all of them."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from secure_lint.matchers.app_checks.app import Check, anchors_of

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

# The imports below are each family's, inside its builder: only when a rule needs the check.
# ruff: noqa: PLC0415


def _csrf() -> Check:
    from secure_lint.matchers.app_checks.csrf import csrf_verdict
    from secure_lint.matchers.app_checks.servers import server_anchors

    return Check("express-csrf", ("express", "NestFactory", "astify", "Koa"), server_anchors, csrf_verdict)


def _csrf_routes() -> Check:
    from secure_lint.matchers.app_checks.csrf_routes import csrf_route_anchors, csrf_route_verdict

    return Check(
        "csrf-route-unprotected", ("post", "put", "patch", "delete", "all"), csrf_route_anchors, csrf_route_verdict
    )


def _headers() -> Check:
    from secure_lint.matchers.app_checks.headers import headers_verdict
    from secure_lint.matchers.app_checks.servers import server_anchors

    return Check(
        "express-security-headers", ("express", "NestFactory", "astify", "Koa"), server_anchors, headers_verdict
    )


def _rest() -> Check:
    from secure_lint.matchers.app_checks.rest import rest_anchors, rest_verdict

    return Check("rest-resource-unguarded", ("resource",), rest_anchors, rest_verdict)


def _hashing() -> Check:
    from secure_lint.matchers.app_checks.hashing import hashing_verdict, password_anchors

    return Check("password-not-hashed", ("password",), password_anchors, hashing_verdict)


def _hash_helper() -> Check:
    from secure_lint.matchers.app_checks.hash_helper import helper_anchors, helper_verdict

    return Check(
        "password-helper-returns-input", ("assword", "asswd", "wd"), helper_anchors, helper_verdict
    )


def _beside() -> Check:
    from secure_lint.matchers.app_checks.beside import beside_anchors, beside_verdict

    return Check("password-beside-hash", ("password",), beside_anchors, beside_verdict)


def _fixation() -> Check:
    from secure_lint.matchers.app_checks.fixation import fixation_anchors, fixation_verdict

    return Check("login-session-fixation", ("session",), fixation_anchors, fixation_verdict)


def _admin() -> Check:
    from secure_lint.matchers.app_checks.admin import admin_anchors, admin_verdict

    return Check("admin-route-login-only", ("admin",), admin_anchors, admin_verdict)


def _unguarded() -> Check:
    from secure_lint.matchers.app_checks.unguarded import unguarded_anchors, unguarded_verdict

    return Check(
        "admin-route-unguarded", ("admin", "export"), unguarded_anchors, unguarded_verdict  # export: Next.js handlers
    )


def _vapor_admin() -> Check:
    from secure_lint.matchers.app_checks.vapor import vapor_admin_anchors, vapor_admin_verdict

    return Check("vapor-admin-route-unguarded", ("admin",), vapor_admin_anchors, vapor_admin_verdict)


def _driver_error() -> Check:
    from secure_lint.matchers.app_checks.driver_error import driver_error_anchors, driver_error_verdict

    return Check("driver-error-to-client", ("query", "exec", "run", "all", "get", "raw"), driver_error_anchors,
                 driver_error_verdict)


def _password_log() -> Check:
    from secure_lint.matchers.app_checks.password_log import password_log_anchors, password_log_verdict

    return Check(
        "password-in-logged-text",
        ("assword", "asswd", "pwd", "assphrase", "login", "log-in", "signin", "sign-in", "signup", "sign-up")
        + ("register",),
        password_log_anchors,
        password_log_verdict,
    )


def _destructive() -> Check:
    from secure_lint.matchers.app_checks.destructive import destructive_anchors, destructive_verdict

    return Check(
        "destructive-route-unauthenticated",
        ("get", "post", "put", "patch", "delete", "route", "export"),  # export: a Next.js API handler
        destructive_anchors,
        destructive_verdict,
    )


def _open_write() -> Check:
    from secure_lint.matchers.app_checks.open_write import open_write_anchors, open_write_verdict

    return Check(
        "write-route-unguarded-beside-guarded",
        ("post", "put", "patch", "delete"),
        open_write_anchors,
        open_write_verdict,
    )


def _open_read() -> Check:
    from secure_lint.matchers.app_checks.open_read import open_read_anchors, open_read_verdict

    return Check("record-read-route-unguarded-beside-guarded", ("get",), open_read_anchors, open_read_verdict)


def _record_write() -> Check:
    from secure_lint.matchers.app_checks.record_write import record_write_anchors, record_write_verdict

    return Check(
        "record-write-route-unguarded",
        ("post", "put", "patch", "delete", "POST", "PUT", "PATCH", "DELETE"),
        record_write_anchors,
        record_write_verdict,
    )


def _mass_assign() -> Check:
    from secure_lint.matchers.app_checks.mass_assign import body_write_anchors, body_write_verdict

    return Check("body-to-privileged-model", ("body",), body_write_anchors, body_write_verdict)


def _password_rows() -> Check:
    from secure_lint.matchers.app_checks.password_rows import password_row_anchors, password_row_verdict

    return Check(
        "user-row-with-password-in-response", ("json", "send", "body"), password_row_anchors, password_row_verdict
    )


def _enumeration() -> Check:
    from secure_lint.matchers.app_checks.enumeration import enumeration_anchors, enumeration_verdict

    return Check("login-user-enumeration", ("password",), enumeration_anchors, enumeration_verdict)


def _attempt_limit() -> Check:
    from secure_lint.matchers.app_checks.attempt_limit import attempt_anchors, attempt_verdict

    return Check("login-attempts-unlimited", ("post", "Post", "all"), attempt_anchors, attempt_verdict)


def _login_unchecked() -> Check:
    from secure_lint.matchers.app_checks.login_unchecked import unchecked_anchors, unchecked_verdict

    return Check("login-accepts-any-password", ("post", "Post", "all"), unchecked_anchors, unchecked_verdict)


def _stack() -> Check:
    from secure_lint.matchers.app_checks.stack import stack_anchors, stack_verdict

    return Check("error-stack-to-client", ("next", "errorHandler", "errorhandler"), stack_anchors, stack_verdict)


def _sqlcipher() -> Check:
    from secure_lint.matchers.app_checks.mobile import PRAGMA_KEY, sqlcipher_verdict

    return Check("sqlcipher-missing", ("PRAGMA", "pragma", "sqlite3_key"), anchors_of(PRAGMA_KEY), sqlcipher_verdict)


def _rn_storage() -> Check:
    from secure_lint.matchers.app_checks.mobile import ASYNC_STORAGE_WRITE, credential_write_anchors, rn_storage_verdict

    return Check(
        "rn-no-secure-storage", ("AsyncStorage",), credential_write_anchors(ASYNC_STORAGE_WRITE), rn_storage_verdict
    )


def _swift_storage() -> Check:
    from secure_lint.matchers.app_checks.mobile import DEFAULTS_WRITE, credential_write_anchors, swift_storage_verdict

    return Check(
        "swift-no-keychain", ("forKey", "AppStorage"), credential_write_anchors(DEFAULTS_WRITE), swift_storage_verdict
    )


def _swift_defaults_use() -> Check:
    from secure_lint.matchers.app_checks.defaults_use import defaults_anchors, defaults_verdict

    return Check("swift-defaults-credential-by-use", ("forKey",), defaults_anchors, defaults_verdict)


def _swift_defaults_records() -> Check:
    from secure_lint.matchers.app_checks.defaults_records import record_anchors, record_verdict

    return Check("swift-defaults-credential-record", ("forKey", "AppStorage"), record_anchors, record_verdict)


def _rn_storage_wrapper() -> Check:
    from secure_lint.matchers.app_checks.storage_wrappers import NEEDLES, wrapper_anchors, wrapper_verdict

    def by_column(repo: Repository, path: str, line: int) -> list[str] | None:
        return None  # decided at the call's column (Check.verdict_at)

    return Check("rn-storage-wrapper-credential", NEEDLES, wrapper_anchors, by_column, verdict_at=wrapper_verdict)


def _rn_typed_storage() -> Check:
    from secure_lint.matchers.app_checks.typed_storage_writes import NEEDLES, typed_write_anchors, typed_write_verdict

    def by_column(repo: Repository, path: str, line: int) -> list[str] | None:
        return None  # decided at the write's column (Check.verdict_at)

    return Check("rn-storage-typed-credential", NEEDLES, typed_write_anchors, by_column, verdict_at=typed_write_verdict)


def _login_cookie() -> Check:
    from secure_lint.matchers.app_checks.login_cookie import login_cookie_anchors, login_cookie_verdict

    return Check("login-cookie-unchecked", ("cookie",), login_cookie_anchors, login_cookie_verdict)


def _cookie_secret() -> Check:
    from secure_lint.matchers.app_checks.login_cookie import cookie_secret_anchors, cookie_secret_verdict

    return Check("cookie-secret-literal", ("cookieParser",), cookie_secret_anchors, cookie_secret_verdict)


def _firebase_public() -> Check:
    from secure_lint.matchers.app_checks.firebase_rules import NEEDLES, anchors_for, deployed_verdict

    return Check("firebase-rules-public", NEEDLES, anchors_for("public"), deployed_verdict)


def _firebase_any_user() -> Check:
    from secure_lint.matchers.app_checks.firebase_rules import NEEDLES, anchors_for, deployed_verdict

    return Check("firebase-rules-any-user", NEEDLES, anchors_for("any-user"), deployed_verdict)


def _supabase_policies() -> Check:
    from secure_lint.matchers.app_checks.supabase_policies import NEEDLES, policy_anchors, policy_verdict

    return Check("supabase-policy-open-writes", NEEDLES, policy_anchors, policy_verdict)


def _supabase_secret_reads() -> Check:
    from secure_lint.matchers.app_checks.supabase_policies import NEEDLES, read_policy_anchors, secret_read_verdict

    return Check("supabase-policy-open-secret-reads", NEEDLES, read_policy_anchors, secret_read_verdict)


BUILDERS: dict[str, Callable[[], Check]] = {
    "express-csrf": _csrf,
    "csrf-route-unprotected": _csrf_routes,
    "express-security-headers": _headers,
    "rest-resource-unguarded": _rest,
    "password-not-hashed": _hashing,
    "password-helper-returns-input": _hash_helper,
    "password-beside-hash": _beside,
    "login-session-fixation": _fixation,
    "admin-route-login-only": _admin,
    "admin-route-unguarded": _unguarded,
    "vapor-admin-route-unguarded": _vapor_admin,
    "destructive-route-unauthenticated": _destructive,
    "driver-error-to-client": _driver_error,
    "password-in-logged-text": _password_log,
    "write-route-unguarded-beside-guarded": _open_write,
    "record-read-route-unguarded-beside-guarded": _open_read,
    "record-write-route-unguarded": _record_write,
    "body-to-privileged-model": _mass_assign,
    "user-row-with-password-in-response": _password_rows,
    "login-user-enumeration": _enumeration,
    "login-attempts-unlimited": _attempt_limit,
    "login-accepts-any-password": _login_unchecked,
    "error-stack-to-client": _stack,
    "sqlcipher-missing": _sqlcipher,
    "rn-no-secure-storage": _rn_storage,
    "rn-storage-wrapper-credential": _rn_storage_wrapper,
    "rn-storage-typed-credential": _rn_typed_storage,
    "swift-no-keychain": _swift_storage,
    "swift-defaults-credential-by-use": _swift_defaults_use,
    "swift-defaults-credential-record": _swift_defaults_records,
    "login-cookie-unchecked": _login_cookie,
    "cookie-secret-literal": _cookie_secret,
    "firebase-rules-public": _firebase_public,
    "firebase-rules-any-user": _firebase_any_user,
    "supabase-policy-open-writes": _supabase_policies,
    "supabase-policy-open-secret-reads": _supabase_secret_reads,
}


@functools.cache
def check(name: str) -> Check:
    """The check of that name (KeyError: none), built by its first use."""
    return BUILDERS[name]()


def every() -> dict[str, Check]:
    """Every check of the catalogue, by name (each family imported)."""
    return {name: check(name) for name in BUILDERS}
