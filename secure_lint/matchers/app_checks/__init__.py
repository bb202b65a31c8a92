"""Whole-app controls: the catalogue of checks the `app_control` matcher kind runs.

A control that is absent across an app (no CSRF defence, no security headers, no password
hashing) is not a line that is wrong: it is found from facts about the whole app and reported
once, where the control belongs (the file that makes the Express app, the route, the model).
Each check has two halves:

- `anchors(source)`: where the control belongs in one file, with what that file alone shows
  (it runs in the per-file matching, so its result may be cached by the file's content);
- `verdict(repo, path, line)`: the whole-app half, run after matching (scan/repo/controls.py):
  the preconditions and the places the control may sit in other files. None drops the finding
  (a precondition fails, or the control is there); otherwise the facts relied on, which the
  finding's message and evidence list so that a reader can verify or dismiss it.

The app is the folder of the nearest package.json above the anchor (the repository for Swift):
in a monorepo each package is its own app. Only shipped code counts (tests and fixtures do not
mount middleware in production).

One module per check family; the shared app facts are in `app.py`.
"""

from __future__ import annotations

from secure_lint.matchers.app_checks.admin import admin_anchors, admin_verdict
from secure_lint.matchers.app_checks.app import (
    SCRIPT_SUFFIXES,
    App,
    Check,
    TracedFacts,
    anchors_of,
    app_of,
    app_root,
    at,
    blocks_of,
    enclosing,
    project_root,
)
from secure_lint.matchers.app_checks.beside import beside_anchors, beside_verdict
from secure_lint.matchers.app_checks.csrf import csrf_verdict
from secure_lint.matchers.app_checks.destructive import destructive_anchors, destructive_verdict
from secure_lint.matchers.app_checks.enumeration import enumeration_anchors, enumeration_verdict
from secure_lint.matchers.app_checks.fixation import fixation_anchors, fixation_verdict
from secure_lint.matchers.app_checks.hashing import hashing_verdict, password_anchors
from secure_lint.matchers.app_checks.headers import headers_verdict
from secure_lint.matchers.app_checks.mobile import (
    ASYNC_STORAGE_WRITE,
    DEFAULTS_WRITE,
    PRAGMA_KEY,
    credential_write_anchors,
    rn_storage_verdict,
    sqlcipher_verdict,
    swift_storage_verdict,
)
from secure_lint.matchers.app_checks.rest import rest_anchors, rest_verdict
from secure_lint.matchers.app_checks.servers import server_anchors
from secure_lint.matchers.app_checks.stack import stack_anchors, stack_verdict
from secure_lint.matchers.app_checks.unguarded import unguarded_anchors, unguarded_verdict
from secure_lint.matchers.app_checks.vapor import vapor_admin_anchors, vapor_admin_verdict

# what other modules use of the package (template_prints, scan/repo)
__all__ = [
    "CHECKS", "SCRIPT_SUFFIXES", "App", "Check", "TracedFacts", "app_of", "app_root", "at",
    "blocks_of", "enclosing", "project_root"]

CHECKS: dict[str, Check] = {
    check.name: check
    for check in (
        Check("express-csrf", ("express", "NestFactory", "astify", "Koa"), server_anchors, csrf_verdict),
        Check("express-security-headers", ("express", "NestFactory", "astify", "Koa"), server_anchors, headers_verdict),
        Check("rest-resource-unguarded", ("resource",), rest_anchors, rest_verdict),
        Check("password-not-hashed", ("password",), password_anchors, hashing_verdict),
        Check("password-beside-hash", ("password",), beside_anchors, beside_verdict),
        Check("login-session-fixation", ("session",), fixation_anchors, fixation_verdict),
        Check("admin-route-login-only", ("admin",), admin_anchors, admin_verdict),
        Check("admin-route-unguarded", ("admin",), unguarded_anchors, unguarded_verdict),
        Check("vapor-admin-route-unguarded", ("admin",), vapor_admin_anchors, vapor_admin_verdict),
        Check("destructive-route-unauthenticated", ("get", "post", "put", "patch", "delete", "route"),
              destructive_anchors, destructive_verdict),
        Check("login-user-enumeration", ("password",), enumeration_anchors, enumeration_verdict),
        Check("error-stack-to-client", ("next", "errorHandler", "errorhandler"), stack_anchors, stack_verdict),
        Check("sqlcipher-missing", ("PRAGMA", "pragma", "sqlite3_key"), anchors_of(PRAGMA_KEY), sqlcipher_verdict),
        Check("rn-no-secure-storage", ("AsyncStorage",), credential_write_anchors(ASYNC_STORAGE_WRITE),
              rn_storage_verdict),
        Check("swift-no-keychain", ("forKey", "AppStorage"), credential_write_anchors(DEFAULTS_WRITE),
              swift_storage_verdict),
    )
}
