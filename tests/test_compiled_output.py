"""tsc's output committed beside its source is reported once, at the source (never the same
finding twice): what marks a file as compiled output is a tsconfig's outDir and a .ts source at
the same place under the sources' root, never a folder name."""

from __future__ import annotations

import json

SERVER_TSCONFIG = """\
{
  // the server is compiled into ../backend, which `node rtl.js` runs
  "extends": "../tsconfig.json",
  "compilerOptions": {
    "outDir": "../backend",
    "module": "Node16",
  },
  "include": ["./**/*"]
}
"""
ROOT_TSCONFIG = '{"compilerOptions": {"target": "ES2022", "strict": false}}\n'
DOWNLOAD_TS = """\
import { Request, Response } from "express";
import * as fs from "fs";
import * as path from "path";

export const downloadBackup = (req: Request, res: Response) => {
  const file = path.join(process.cwd(), "backups", req.params.fileName);
  fs.readFile(file, "utf8", (err, data) => {
    if (err) {
      return res.status(404).json({ message: "No backup" });
    }
    res.status(200).json({ backup: data });
  });
};
"""
DOWNLOAD_JS = """\
import * as fs from "fs";
import * as path from "path";
export const downloadBackup = (req, res) => {
    const file = path.join(process.cwd(), "backups", req.params.fileName);
    fs.readFile(file, "utf8", (err, data) => {
        if (err) {
            return res.status(404).json({ message: "No backup" });
        }
        res.status(200).json({ backup: data });
    });
};
"""

def _scan(run_cli, root):  # type: ignore[no-untyped-def]
    return run_cli("scan", "--format", "json", "--select", "node.path.fs-request-input", cwd=root)  # an extended rule


def _paths(result) -> list[str]:  # type: ignore[no-untyped-def]
    findings = json.loads(result.stdout)["findings"]
    return sorted(f["location"]["path"] for f in findings if f["rule_id"] == "node.path.fs-request-input")


def test_the_compiled_copy_is_quiet_and_the_source_reports(tree, run_cli) -> None:
    root = tree(
        {
            "tsconfig.json": ROOT_TSCONFIG,
            "server/tsconfig.server.json": SERVER_TSCONFIG,
            "server/controllers/backup.ts": DOWNLOAD_TS,
            "backend/controllers/backup.js": DOWNLOAD_JS,
        }
    )
    assert _paths(_scan(run_cli, root)) == ["server/controllers/backup.ts"]


def test_rootdir_and_an_inherited_outdir_are_read_as_tsc_reads_them(tree, run_cli) -> None:
    base = '{"compilerOptions": {"outDir": "./dist", "rootDir": "./src"}}\n'
    root = tree(
        {
            "api/tsconfig.base.json": base,
            "api/tsconfig.json": '{"extends": "./tsconfig.base.json", "include": ["src"]}\n',
            "api/src/routes/backup.ts": DOWNLOAD_TS,
            "api/dist/routes/backup.js": DOWNLOAD_JS,
        }
    )
    assert _paths(_scan(run_cli, root)) == ["api/src/routes/backup.ts"]


def test_javascript_without_a_typescript_source_stays(tree, run_cli) -> None:
    root = tree(
        {
            "server/tsconfig.server.json": SERVER_TSCONFIG,
            "server/controllers/backup.ts": DOWNLOAD_TS,
            "backend/controllers/legacy.js": DOWNLOAD_JS,
        }
    )
    found = _paths(_scan(run_cli, root))
    assert found == ["backend/controllers/legacy.js", "server/controllers/backup.ts"]


def test_a_folder_no_tsconfig_emits_into_keeps_its_findings(tree, run_cli) -> None:
    root = tree(
        {
            "tsconfig.json": ROOT_TSCONFIG,
            "server/controllers/backup.ts": DOWNLOAD_TS,
            "backend/controllers/backup.js": DOWNLOAD_JS,
        }
    )
    found = _paths(_scan(run_cli, root))
    assert found == ["backend/controllers/backup.js", "server/controllers/backup.ts"]
