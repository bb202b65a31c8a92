"""Shipped vs not shipped code: code rules off in e2e harnesses, seeds, tooling...; secret rules on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import findings_of

from secure_lint.core.path_classes import Shipping, is_shipped

RULES = Path(__file__).parent / "data" / "basic-rules.yaml"
TOKEN = "acme_Zq8Xw2Lp4Vt7Rn1Cy6Bh5Js0"
EVAL = "export const run = () => eval(window.location.hash.slice(1));\n"
APP = {
    "package.json": '{"name": "web"}\n',
    "src/calc.ts": EVAL,
    "detox/helpers.ts": EVAL,
    ".maestro/scripts/random.js": EVAL,
    "apps/web/scripts/dev/seed.ts": EVAL,
    "apps/web/integration/global-setup.ts": EVAL,
    "ops/deploy.ts": EVAL,
    "fastlane/keys.ts": f"export const key = '{TOKEN}';\n",
}


@pytest.mark.parametrize(
    ("path", "shipped"),
    [
        ("src/app/page.tsx", True),
        ("detox/helpers.ts", False),
        # CI pipelines: the build machine's environment (`NODE_TLS_REJECT_UNAUTHORIZED=0` for a test stage)
        ("Jenkinsfile_CNP", False),
        ("services/api/Jenkinsfile", False),
        (".gitlab-ci.yml", False),
        ("azure-pipelines.yml", False),
        ("src/jenkins/JenkinsfileParser.ts", True),
        # Xcode's StoreKit Testing configuration: the local test store's products and offer key
        ("Hound/Configuration.storekit", False),
        ("packages/e2e-tests/login.ts", False),
        ("test-gallery/visual-diff.js", False),
        ("android/app/src/androidTest/AndroidManifest.xml", False),
        ("android/app/src/androidTestDebug/java/com/app/DetoxTest.java", False),
        ("app/android/app/src/androidTest/AndroidManifest.xml", False),  # an app kept in `app/`
        ("backup_sdk54_upgrade/ios_original/Nuvio/Info.plist", False),
        ("Shared/Services/Backups/BackupsService.swift", True),  # a backup feature, not a copy
        ("android/app/src/main/AndroidManifest.xml", True),
        ("server/routes/testutils/appSetup.ts", False),
        ("server/routes/__test/mockAuthentication.js", False),
        ("integration_tests/mockApis/auth.ts", False),
        ("server/integration_tests/users.ts", False),
        ("server/test_utils/createUserToken.ts", False),
        ("packages/api-tests/users.ts", False),
        ("src/latest-posts/feed.ts", True),
        ("apps/mobile-e2e/flow.ts", False),
        (".maestro/scripts/random.js", False),
        ("__maestro__/login/login.yaml", False),
        ("services/local/mock-cf-api/index.js", False),
        ("src/e2e-mock/handlers.ts", False),
        ("src/mockup/editor.tsx", True),
        ("appium/specs/login.js", False),
        ("apps/web/prisma/seed.ts", False),
        ("packages/database/migration/20250101/migration.ts", False),
        ("apps/web/scripts/dev/seed.ts", False),
        ("ios/fastlane/Fastfile", False),
        (".github/scripts/release.js", False),
        ("tools/codegen.js", False),
        ("packages/cli/tools/build.ts", False),
        ("apps/web/modules/mcp/tools/search.ts", True),  # tools/ deep in the source: app code
        ("src/migrations/v2.ts", True),
        ("migrations/20190820200142-config-to-jsonb.js", False),  # sequelize-cli's, run by an operator
        ("ci/tasks/configure-database-migrations.js", False),
        ("screenshots/render.js", False),
        ("src/screens/screenshots/ShareScreen.tsx", True),
        ("src/ci/badge.tsx", True),  # an app's own on-device state migrations ship
        ("benchmarks/render.ts", False),
        ("lib/Example/ios/Example/Info.plist", False),
        ("apps/web/integration/global-setup.ts", False),
        ("Sources/App/Settings.swift", True),
        ("docker-compose.dev.yml", False),  # a developer's local services
        ("apps/api/.devcontainer/docker-compose.yml", False),
        ("docker-compose.yml", True),
        # a compose file beside a component starts its dev or test services; the deployed stack is at
        # the root or in a folder named for deployment
        ("server/drivers/sqlserver/docker-compose.yml", False),
        ("docker-examples/mssql/docker-compose.yml", False),
        ("packages/backend/compose.yaml", False),
        ("deploy/docker-compose.yml", True),
        ("docker/docker-compose/with-mysql/docker-compose.yml", False),
        ("prod/compose.yaml", True),
        ("infra/self-host/docker-compose.yml", True),
        ("src/compose.ts", True),
        # test folders by a capitalised name too (git matches case-sensitively)
        ("src/Test/helpers/data/externalApps.ts", False),
        ("src/Tests/fixtures.ts", False),
        ("src/TestData/accounts.json", False),
        ("src/Fixtures/wallets.json", False),
        ("src/Contest/entries.ts", True),
        ("src/screens/Testimonials/list.tsx", True),
        # a fixture by its own name, beside the test that reads it
        ("server/config.fixture.json", False),
        ("src/api/users.fixtures.ts", False),
        ("src/fixture-loader.ts", True),
        ("src/lib/fixtures-view.tsx", True),
        # a test double by its own name, and a test folder named with a leading underscore
        ("packages/backend/src/_core/users.mock.ts", False),
        ("src/api/handlers.mocks.ts", False),
        ("packages/backend/src/_tests/_core/constants/TEST_USERS.ts", False),
        ("src/mockup/preview.tsx", True),
        ("src/unmock.ts", True),
        ("src/_testsuite-view.tsx", True),
        ("Riot/Modules/Room/MockRoomScreenState.swift", False),
        ("Sources/Domain/Models/Mocks/Credential+Mock.swift", False),
        ("Sources/Networking/HTTPClientMocks.swift", False),
        ("Sources/Views/Mockingbird.swift", True),
        ("Sources/Views/MockupPreviewView.swift", True),
        # pytest's and Go's test files, and pytest's shared fixtures
        ("infosec-scan/py-sectest/signup_test.py", False),
        ("scripts-py/test_login.py", False),
        ("harness/conftest.py", False),
        ("server/auth_test.go", False),
        ("server/auth.py", True),
        ("src/ab_test.ts", True),
        ("src/latest.py", True),
        # bundler, dev-server and test-runner configuration: the build's and the developer's, not the product's
        ("metro.config.js", False),
        ("apps/mobile/metro.config.cjs", False),
        ("apps/extension/vite.config.ts", False),
        ("webpack.config.js", False),
        ("config/webpack.prod.config.js", False),
        ("babel.config.js", False),
        ("jest.config.ts", False),
        ("playwright.config.ts", False),
        ("apps/web/cypress.config.js", False),
        ("src/setupProxy.js", False),
        ("next.config.js", True),  # headers, redirects and rewrites ship with the app
        ("app.config.ts", True),
        ("src/config/metro.ts", True),
        ("src/webpack/loader.ts", True),
        # editor and coding-agent folders: a developer's tools, not the app
        (".claude/skills/impeccable/scripts/live-server.mjs", False),
        (".cursor/rules/server.ts", False),
        (".vscode/extensions/snippets.js", False),
        ("src/claude/client.ts", True),
        # a root folder of developer test pages and one-off scripts; a `dev` folder inside the app is the app's
        ("dev/audio.html", False),
        ("dev/keyTest.ts", False),
        ("src/dev/tools-panel.tsx", True),
        ("src/cursor/pagination.ts", True),
    ],
)
def test_default_classification(path: str, shipped: bool) -> None:
    assert is_shipped(path) is shipped


def test_project_globs_add_non_shipped_paths_and_shipped_globs_win() -> None:
    shipping = Shipping(non_shipped=("ops/**",), shipped=("scripts/lambda/",))
    assert not shipping.is_shipped("ops/deploy.ts")
    assert shipping.is_shipped("scripts/lambda/handler.ts")
    assert not shipping.is_shipped("scripts/release.ts")


@pytest.fixture
def app(tree) -> Path:
    root = tree(APP)
    (root.parent / "security").mkdir()
    shutil.copy(RULES, root.parent / "security" / "acme-rules.yaml")
    return root


def scan(run_cli, root: Path, *args: str):
    return run_cli("scan", "--no-bundled-rules", "--rules", "../security/acme-rules.yaml", "--format", "json",
                   *args, cwd=root)


def test_code_rules_stay_off_in_non_shipped_paths_secret_rules_run(app: Path, run_cli) -> None:
    result = scan(run_cli, app)
    assert findings_of(result) == [
        ("fastlane/keys.ts", 1, "test.secrets.token"),
        ("ops/deploy.ts", 1, "test.injection.eval"),
        ("src/calc.ts", 1, "test.injection.eval"),
    ]
    coverage = json.loads(result.stdout)["coverage"]
    assert coverage["not_shipped"] == [
        ".maestro/scripts/random.js",
        "apps/web/integration/global-setup.ts",
        "apps/web/scripts/dev/seed.ts",
        "detox/helpers.ts",
        "fastlane/keys.ts",
    ]


def test_config_non_shipped_and_shipped_globs(app: Path, run_cli) -> None:
    (app / ".secure-lint.yaml").write_text('non-shipped: ["ops/"]\nshipped: ["detox/"]\n')
    assert findings_of(scan(run_cli, app)) == [
        ("detox/helpers.ts", 1, "test.injection.eval"),
        ("fastlane/keys.ts", 1, "test.secrets.token"),
        ("src/calc.ts", 1, "test.injection.eval"),
    ]


def test_verbose_text_lists_the_non_shipped_files(app: Path, run_cli) -> None:
    result = run_cli("scan", "--no-bundled-rules", "--rules", "../security/acme-rules.yaml", "-v", cwd=app)
    assert "not shipped detox/helpers.ts (code rules off; secret rules ran)" in result.stdout.splitlines()


def test_include_tests_runs_code_rules_everywhere(app: Path, run_cli) -> None:
    paths = {path for path, _, _ in findings_of(scan(run_cli, app, "--include-tests"))}
    assert {"detox/helpers.ts", ".maestro/scripts/random.js", "apps/web/scripts/dev/seed.ts"} <= paths


NEXT_ROUTES = (
    "app/api/docs/route.ts",
    "app/stories/page.tsx",
    "app/api/examples/route.ts",
    "app/translations/page.tsx",
    "app/api/seeds/route.ts",
    "app/api/fixtures/route.ts",
    "app/e2e-hooks/page.tsx",
    "src/app/scripts/page.tsx",
    "pages/api/mocks/[id].ts",
    "apps/web/app/docs/[slug]/page.tsx",
)


@pytest.mark.parametrize("path", [*NEXT_ROUTES, "src/mocks/handlers.ts", "src/scripts/load.ts"])
def test_next_routes_and_app_folders_are_shipped_whatever_their_name(path: str) -> None:
    """Issue 25 #7: a folder name under a Next.js router folder does not make a route non-shipped."""
    assert is_shipped(path)


@pytest.mark.parametrize(
    "path",
    [
        "app/page.test.tsx",
        "app/__tests__/page.tsx",
        "app/Test/page.tsx",
        "app/button.stories.tsx",
        "scripts/release.ts",
        "mocks/db.ts",
        # a Next.js project kept in `app/`: its end-to-end suite and its test runner's set-up folder
        "app/e2e/test-constants.ts",
        "app/playwright/auth.setup.ts",
        "server/_jest-setup_/utils/env-setup.js",
    ],
)
def test_test_files_in_route_folders_and_root_tooling_stay_non_shipped(path: str) -> None:
    assert not is_shipped(path)


def test_build_output_names_inside_app_code_are_scanned(tree, run_cli) -> None:
    """Issue 25 #7: `coverage/`, `out/`, `dist/` are build output at a package root only."""
    files = {
        "package.json": '{"name": "web", "dependencies": {"next": "14.2.0"}}\n',
        "app/coverage/page.tsx": EVAL,
        "app/api/out/route.ts": EVAL,
        "app/dist/page.tsx": EVAL,
        "dist/server.js": EVAL,
        "coverage/lcov-report/prettify.js": EVAL,
        **{path: EVAL for path in NEXT_ROUTES},
    }
    root = tree(files)
    result = run_cli("scan", "--profile", "extended", "--format", "json", cwd=root)
    found = {path for path, _, rule in findings_of(result) if rule == "js.injection.eval-dynamic"}
    assert found == {"app/coverage/page.tsx", "app/api/out/route.ts", "app/dist/page.tsx", *NEXT_ROUTES}


def test_each_path_class_matches_as_its_gitignore_spec_does() -> None:
    """path_classes.matcher reads the patterns itself (one regex, nothing compiled per pattern):
    it answers as pathspec's GitIgnoreSpec of the same lines, negations included."""
    from secure_lint.core import path_classes
    from secure_lint.core.path_classes import matcher, spec

    tuples = [v for v in vars(path_classes).values() if isinstance(v, tuple) and v]
    classes = [t for t in tuples if all(isinstance(p, str) for p in t)]
    classes.append(("docs/", "# a comment", "", "*.md", "/root.txt", "a/**/b", "[ab]c.ts", "!keep.md"))
    paths = [
        *("docs/a.md", "src/docs/x.ts", "README.md", "root.txt", "sub/root.txt", "a/x/y/b", "a/b/c", "ac.ts"),
        *("keep.md", "src/app/page.tsx", "test/a.spec.ts", "node_modules/x/index.js", "ios/Pods/A.swift"),
        *("package.json", "pnpm-lock.yaml", "assets/logo.PNG", "e2e/login.ts", "src/__tests__/a.ts"),
    ]
    assert len(classes) > 8
    for patterns in classes:
        for path in paths:
            assert matcher(patterns)(path) == spec(patterns).match_file(path), (patterns[:3], path)


def test_a_fixture_by_its_own_name_gets_no_generic_secret_rule(tree, run_cli) -> None:
    """A test's fixture beside it (`config.fixture.json`, read by `config.spec.js`) is test data: the
    generic password rule, which runs in shipped code and documentation, stays off there."""
    setting = '{\n    "password": "Vn4qT8xK2mLz7Rw",\n    "auth": true\n}\n'
    root = tree({"server/config.json": setting, "server/config.fixture.json": setting})
    result = run_cli("scan", "--select", "secrets.generic-password", "--format", "json", cwd=root)
    assert findings_of(result) == [("server/config.json", 2, "secrets.generic-password")]
