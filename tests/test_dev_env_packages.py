"""A workspace package that is a local development environment by its own manifest is not the
product: no code rules there, no secret known only by its name; provider formats still reported
(issue 24; repo/dev_env_packages.py)."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.dev_env_packages import dev_env_folders

DEV_ENV_MANIFEST = json.dumps(
    {
        "name": "@acme/dev-env",
        "description": "Local development environment helper for Acme development",
        "bin": "bin.js",
        "dependencies": {"@acme/server": "workspace:^"},
    }
)
SERVER_MANIFEST = json.dumps({"name": "@acme/server", "dependencies": {"jsonwebtoken": "^9.0.2"}})
DEV_ENV_CONSTANTS = """\
// the network every developer runs locally: fixed ports and a shared signing secret
export const ADMIN_PASSWORD = 'admin-pass'
export const JWT_SECRET = 'jwt-secret'
export const PDS_PORT = 2583
"""
SERVER_CONFIG = """\
export const JWT_SECRET = "9f86d081884c7d659a2feaa0c55ad015";
"""
PASTED_KEY = """\
export const billing = {
  key: "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",
};
"""


def _folders(files: dict[str, str]) -> tuple[str, ...]:
    return dev_env_folders(Repository(lambda: sorted(files), files.get))


def test_a_package_that_describes_itself_as_a_dev_environment_is_one() -> None:
    files = {
        "package.json": json.dumps({"name": "acme", "private": True}),
        "packages/dev-env/package.json": DEV_ENV_MANIFEST,
        "packages/server/package.json": SERVER_MANIFEST,
        "infosec/oauth2-test-server/package.json": json.dumps(
            {"name": "oauth2-test", "description": "An OAuth2 test server"}
        ),
    }
    assert sorted(_folders(files)) == ["infosec/oauth2-test-server", "packages/dev-env"]


def test_a_package_others_run_with_or_the_root_is_none() -> None:
    files = {
        # the root describes the whole repository: it is scanned as asked
        "package.json": json.dumps({"name": "sandbox", "description": "A local development environment"}),
        # a runtime dependency of the product, whatever its description says
        "packages/mock-server/package.json": json.dumps(
            {"name": "@acme/mock-server", "description": "Test server for the mobile app's demo mode"}
        ),
        "packages/app/package.json": json.dumps({"name": "@acme/app", "dependencies": {"@acme/mock-server": "1"}}),
        "packages/web/package.json": json.dumps({"name": "@acme/web", "description": "The web client"}),
        "packages/broken/package.json": "{ not json",
    }
    assert _folders(files) == ()


def test_a_dev_environments_constants_are_not_reported_but_the_servers_are(tree, run_cli) -> None:
    files = {
        "package.json": json.dumps({"name": "acme", "private": True, "workspaces": ["packages/*"]}),
        "packages/dev-env/package.json": DEV_ENV_MANIFEST,
        "packages/dev-env/src/const.ts": DEV_ENV_CONSTANTS,
        "packages/dev-env/src/billing.ts": PASTED_KEY,
        "packages/server/package.json": SERVER_MANIFEST,
        "packages/server/src/config.ts": SERVER_CONFIG,
    }
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=tree(files))
    found = {(f["rule_id"], f["location"]["path"]) for f in json.loads(result.stdout)["findings"]}
    assert ("node.jwt.hardcoded-secret-constant", "packages/server/src/config.ts") in found
    assert ("secrets.stripe-secret-key", "packages/dev-env/src/billing.ts") in found
    assert not {(r, path) for r, path in found if path.startswith("packages/dev-env/src/const")}
