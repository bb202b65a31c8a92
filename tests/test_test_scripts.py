"""A file only a package.json test script runs, named as a test, is test code (issue 24).

The package's scripts say what a developer runs to test the app; a file they run that another
script (start, dev, build) runs too, or whose name does not say test, stays shipped code."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.test_scripts import run_only_by_tests, run_only_for_development

SMOKE_TEST = """\
import { spawn } from 'node:child_process';
import jwt from 'jsonwebtoken';

const child = spawn(process.execPath, ['dist/index.js'], {
  env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: 'smoke-secret-for-a-throwaway-server' },
});
const token = jwt.sign({ sub: 'smoke-user' }, 'smoke-secret-for-a-throwaway-server');
console.log(token, child.pid);
"""
SERVER = """\
import jwt from 'jsonwebtoken';

export const sign = (userId: string) => jwt.sign({ sub: userId }, 'hunter2-production-signing-key');
"""


def _package(scripts: dict[str, str]) -> str:
    return json.dumps({"name": "@acme/server", "scripts": scripts}, indent=2)


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: list(files), files.get)


def test_a_test_script_names_its_file_as_test_code() -> None:
    repo = _repo(
        {
            "apps/server/package.json": _package(
                {"start": "node dist/index.js", "test:smoke": "tsx src/scripts/smoke-test.script.ts"}
            ),
            "apps/server/src/scripts/smoke-test.script.ts": SMOKE_TEST,
        }
    )
    assert run_only_by_tests(repo) == frozenset({"apps/server/src/scripts/smoke-test.script.ts"})


def test_a_file_another_script_runs_or_not_named_as_a_test_stays_shipped() -> None:
    repo = _repo(
        {
            "package.json": _package(
                {
                    "dev": "tsx watch ./src/smoke-test.ts",
                    "test:smoke": "tsx ./src/smoke-test.ts",
                    "test:e2e": "node src/index.js && playwright test",
                }
            ),
            "src/smoke-test.ts": SMOKE_TEST,
            "src/index.js": SERVER,
        }
    )
    assert run_only_by_tests(repo) == frozenset()


def test_a_malformed_package_json_is_no_fact() -> None:
    assert run_only_by_tests(_repo({"package.json": "{ scripts: ", "src/e2e.test-run.js": SMOKE_TEST})) == frozenset()


def test_code_rules_are_off_in_a_test_scripts_file(tree, run_cli) -> None:
    files = {
        "package.json": json.dumps({"name": "api", "dependencies": {"jsonwebtoken": "^9.0.0"}}),
        "server/package.json": _package({"start": "node src/index.js", "test:smoke": "node src/smoke-test.js"}),
        "server/src/smoke-test.js": SMOKE_TEST,
        "server/src/index.js": SERVER,
    }
    result = run_cli("scan", "--format", "json", "--profile", "extended", "--fail-on", "never", cwd=tree(files))
    report = json.loads(result.output)
    paths = {f["location"]["path"] for f in report["findings"]}
    assert "server/src/index.js" in paths
    assert "server/src/smoke-test.js" not in paths


DEV_SERVER = """\
const express = require('express');
const app = express();
app.use(express.static(__dirname)); // the GUI's sources, served as they are while editing them
app.listen(4000);
"""


def test_a_dev_server_only_a_watcher_or_dev_script_runs_is_not_shipped() -> None:
    repo = _repo(
        {
            "src/gui/package.json": _package(
                {"start:gui": 'nodemon --exec "node dev-server.js" ', "build": "webpack --config build.js"}
            ),
            "src/gui/dev-server.js": DEV_SERVER,
            "src/gui/build.js": "module.exports = {};",
            "web/package.json": _package({"dev": "node devServer.ts", "start": "node server.js"}),
            "web/devServer.ts": DEV_SERVER,
            "web/server.js": DEV_SERVER,
        }
    )
    assert run_only_for_development(repo) == frozenset({"src/gui/dev-server.js", "web/devServer.ts"})


def test_a_server_a_release_script_starts_or_not_named_for_development_stays_shipped() -> None:
    repo = _repo(
        {
            # `start` runs the same file: it is the app
            "a/package.json": _package({"dev": "nodemon dev-server.js", "start": "node dev-server.js"}),
            "a/dev-server.js": DEV_SERVER,
            # watched while editing, but named as the app's server
            "b/package.json": _package({"dev": "nodemon server.js"}),
            "b/server.js": DEV_SERVER,
        }
    )
    assert run_only_for_development(repo) == frozenset()


def test_a_dev_named_entry_a_release_bundle_builds_stays_shipped() -> None:
    repo = _repo(
        {
            # Electron: `start-main-dev` runs the main process from source while editing, and the
            # production webpack config bundles the same file into the app's main.prod.js
            "package.json": _package(
                {
                    "start-main-dev": "cross-env NODE_ENV=development electron -r @babel/register ./app/main.dev.js",
                    "build-main": "webpack --config ./webpack/config.main.prod.babel.js",
                }
            ),
            "app/main.dev.js": "import { app } from 'electron';\napp.on('ready', () => {});\n",
            "webpack/config.main.prod.babel.js": "export default { target: 'electron-main', entry: './app/main.dev' };",
        }
    )
    assert run_only_for_development(repo) == frozenset()
