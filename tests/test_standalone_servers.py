"""A server script in a mobile app's package that nothing runs or imports is a developer's tool
(repo/standalone_servers.py); one a package script, a Dockerfile, a reached shell script or an
import starts, or one in a package of its own, stays shipped."""

from __future__ import annotations

import json

import pytest

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.standalone_servers import unreached_servers

DASHBOARD = """\
const express = require("express");
const { exec } = require("child_process");
const path = require("path");

const app = express();
app.use(express.static(path.join(__dirname)));
app.post("/api/run", (req, res) => {
  exec(`task-master ${req.body.command}`, (err, out) => res.json({ out }));
});
app.listen(3333, () => console.log("dashboard on http://localhost:3333"));
"""
SCREEN = """\
import { View, Text } from "react-native";
import { supabase } from "../services/supabase";

export default function Home() {
  return <View><Text>Cameras</Text></View>;
}
"""
DASHBOARD_PATH = "tools-archive/progress/dashboard-server.js"


def _manifest(scripts: dict[str, str] | None = None, **deps: str) -> str:
    dependencies = deps or {"expo": "~52.0.0", "react-native": "0.76.5"}
    return json.dumps({"name": "field-app", "main": "index.js", "scripts": scripts or {}, "dependencies": dependencies})


def _app(**more: str) -> dict[str, str]:
    files = {
        "package.json": _manifest({"start": "expo start", "ios": "expo run:ios"}),
        "index.js": 'import { registerRootComponent } from "expo";\nimport App from "./src/App";\n',
        "src/App.tsx": SCREEN,
        DASHBOARD_PATH: DASHBOARD,
        "tools-archive/progress/README.md": "Run `node dashboard-server.js` or `./start.sh`.",
        "tools-archive/progress/dashboard-server.js.backup": DASHBOARD,
        "tools-archive/progress/start.sh": '#!/bin/bash\ncd "$(dirname "$0")"\nnode dashboard-server.js\n',
    }
    return {**files, **more}


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: list(files), files.get)


def test_a_server_script_nothing_runs_in_a_mobile_app_is_not_shipped() -> None:
    assert unreached_servers(_repo(_app())) == frozenset({DASHBOARD_PATH})


@pytest.mark.parametrize(
    "more",
    [
        # a package script starts it
        {"package.json": _manifest({"start": "expo start", "serve:web": f"node {DASHBOARD_PATH}"})},
        # a Dockerfile runs it
        {"Dockerfile": 'FROM node:20\nCOPY . .\nCMD ["node", "tools-archive/progress/dashboard-server.js"]\n'},
        # a script the package runs starts the shell script that starts it
        {"package.json": _manifest({"start": "expo start", "dashboard": "bash tools-archive/progress/start.sh"})},
        # the app's code imports it
        {"src/dev/bootstrap.ts": 'import "../../tools-archive/progress/dashboard-server";\n'},
    ],
)
def test_a_server_script_something_runs_stays_shipped(more: dict[str, str]) -> None:
    assert unreached_servers(_repo(_app(**more))) == frozenset()


def test_a_server_in_its_own_package_or_in_a_web_app_stays_shipped() -> None:
    own_package = _app(**{"tools-archive/progress/package.json": _manifest({}, express="^4.19.0")})
    assert unreached_servers(_repo(own_package)) == frozenset()
    web = _app(**{"package.json": _manifest({"start": "next start"}, next="15.0.0", express="^4.19.0")})
    assert unreached_servers(_repo(web)) == frozenset()


def test_a_script_that_makes_no_server_is_left_to_the_other_checks() -> None:
    files = _app(**{DASHBOARD_PATH: "const fs = require('fs');\nfs.writeFileSync('out.json', '{}');\n"})
    assert unreached_servers(_repo(files)) == frozenset()
