"""bench/realworld/module_reach.py: which script modules nothing loads (a measurement of issue 24:
findings in unreached modules, against the others)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from secure_lint.core.repository import Repository

BENCH = Path(__file__).resolve().parents[1] / "bench" / "realworld"

CONTROLLER = """\
import { Request, Response } from "express";
import db from "../config/db";

export default class ReportsController {
  static async byMember(req: Request, res: Response) {
    const rows = await db.query(`SELECT * FROM tasks WHERE member_id = '${req.params.id}'`);
    res.json(rows);
  }
}
"""
ROUTES = """\
import express from "express";
import ReportsController from "../controllers/reports-controller";

const router = express.Router();
router.get("/reports/:id", ReportsController.byMember);
export default router;
"""
SERVER = """\
import express from "express";
import apiRouter from "@/routes/api";

const app = express();
app.use("/api", apiRouter);
app.listen(3000);
"""
PACKAGE = '{"name": "backend", "main": "src/server.ts", "scripts": {"start": "node dist/server.js"}}'
LOADER = """\
const fs = require("fs");
const path = require("path");

module.exports = (app) => {
  for (const file of fs.readdirSync(path.join(__dirname, "handlers"))) {
    app.use(require(path.join(__dirname, "handlers", file)));
  }
};
"""


@pytest.fixture(scope="module")
def reach() -> ModuleType:
    spec = importlib.util.spec_from_file_location("module_reach", BENCH / "module_reach.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["module_reach"] = module
    spec.loader.exec_module(module)
    return module


def _unreached(reach: ModuleType, files: dict[str, str]) -> frozenset[str]:
    return reach.unreached_modules(Repository(lambda: sorted(files), files.get))


def _backend(**changes: str) -> dict[str, str]:
    files = {
        "backend/package.json": PACKAGE,
        "backend/tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["src/*"]}}}',
        "backend/src/server.ts": SERVER,
        "backend/src/routes/api.ts": ROUTES,
        "backend/src/controllers/reports-controller.ts": CONTROLLER,
        "backend/src/controllers/reports-controller-updated.ts": "// Example of the updated byMember\n" + CONTROLLER,
        "backend/src/config/db.ts": "export default { query: async (q: string) => [q] };\n",
    }
    files.update(changes)
    return files


def test_a_controller_a_route_file_imports_is_reached_and_its_orphan_copy_is_not(reach: ModuleType) -> None:
    unreached = _unreached(reach, _backend())
    assert "backend/src/controllers/reports-controller-updated.ts" in unreached
    assert "backend/src/controllers/reports-controller.ts" not in unreached
    assert "backend/src/routes/api.ts" not in unreached  # through the tsconfig alias
    assert "backend/src/server.ts" not in unreached  # the package's main


def test_a_folder_a_loader_lists_and_requires_is_reached(reach: ModuleType) -> None:
    files = _backend(
        **{
            "backend/src/plugins.js": LOADER,
            "backend/src/handlers/export.js": "module.exports = (req, res) => res.send(req.query.q);\n",
        }
    )
    files["backend/src/server.ts"] = SERVER + 'require("./plugins")(app);\n'
    unreached = _unreached(reach, files)
    assert "backend/src/handlers/export.js" not in unreached
    # the same handler with no loader beside it is nothing's
    alone = _backend(**{"backend/src/handlers/export.js": "module.exports = (req, res) => res.send(req.query.q);\n"})
    assert "backend/src/handlers/export.js" in _unreached(reach, alone)


def test_framework_files_and_configuration_names_are_entries(reach: ModuleType) -> None:
    files = {
        "web/package.json": '{"name": "web", "dependencies": {"next": "15.0.0"}}',
        "web/app/(dashboard)/settings/page.tsx": "export default function Page() { return null; }\n",
        "web/app/api/users/route.ts": "export async function GET() { return Response.json([]); }\n",
        "web/middleware.ts": "export function middleware() {}\n",
        "web/next.config.mjs": "export default {};\n",
        "web/app/(dashboard)/settings/old-form.tsx": "export function OldForm() { return null; }\n",
        "billing/serverless.yml": "functions:\n  hook:\n    handler: src/hook.main\n",
        "billing/src/hook.ts": "export const main = async () => ({ statusCode: 200 });\n",
    }
    unreached = _unreached(reach, files)
    assert unreached == frozenset({"web/app/(dashboard)/settings/old-form.tsx"})
    files.pop("billing/serverless.yml")
    assert "billing/src/hook.ts" in _unreached(reach, files)
