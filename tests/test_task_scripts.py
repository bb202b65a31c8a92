"""A file only developer-task scripts (eval, bench) run, that nothing else in the repository
mentions, is development tooling (repo/task_scripts.py); one that an import, a package entry, a
Dockerfile or a release script reaches stays shipped."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.task_scripts import run_only_by_dev_tasks

EVAL_SCRIPT = """\
import { Pool } from "pg";
import { scoreMatch } from "../matching/score";

const pool = new Pool({
  connectionString: process.env.EVAL_DATABASE_URL,
  ssl: process.env.NODE_ENV === "development" ? false : { rejectUnauthorized: false },
});
const { rows } = await pool.query("select id, name from transactions limit 200");
for (const row of rows) console.log(row.id, scoreMatch(row.name, process.argv[2] ?? ""));
await pool.end();
"""
DB_CLIENT = """\
import { Pool } from "pg";

export const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  ssl: process.env.NODE_ENV === "development" ? false : { rejectUnauthorized: false },
});
"""
SCORE = "export const scoreMatch = (a: string, b: string) => (a === b ? 1 : 0);\n"


def _package(scripts: dict[str, str], **fields: object) -> str:
    return json.dumps({"name": "@acme/db", "private": True, "scripts": scripts, **fields}, indent=2)


def _repo(files: dict[str, str]) -> Repository:
    return Repository(lambda: list(files), files.get)


def _db(scripts: dict[str, str], **more: str) -> dict[str, str]:
    files = {
        "packages/db/package.json": _package(scripts, exports={"./client": "./src/client.ts"}),
        "packages/db/src/client.ts": DB_CLIENT,
        "packages/db/src/matching/score.ts": SCORE,
        "packages/db/src/tools/eval-matches.ts": EVAL_SCRIPT,
        "packages/db/src/tools/bench-score.ts": EVAL_SCRIPT,
    }
    return {**files, **more}


def test_a_file_only_an_eval_or_bench_script_runs_is_dev_tooling() -> None:
    repo = _repo(
        _db(
            {
                "lint": "biome check .",
                "eval:matches": "bun run src/tools/eval-matches.ts",
                "bench": "bun src/tools/bench-score.ts --runs 20",
            },
            **{"docs/matching.md": "Run `bun run eval:matches` (src/tools/eval-matches.ts) against a copy."},
        )
    )
    assert run_only_by_dev_tasks(repo) == frozenset(
        {"packages/db/src/tools/eval-matches.ts", "packages/db/src/tools/bench-score.ts"}
    )


def test_a_task_file_something_shipped_reaches_stays_shipped() -> None:
    cases = [
        # the app imports it
        _db(
            {"eval": "bun run src/tools/eval-matches.ts"},
            **{"apps/api/src/jobs.ts": 'import "@acme/db/src/tools/eval-matches";\n'},
        ),
        # a package entry exposes it
        {
            "packages/db/package.json": _package(
                {"eval": "tsx src/tools/eval-matches.ts"}, bin={"eval-matches": "./src/tools/eval-matches.ts"}
            ),
            "packages/db/src/tools/eval-matches.ts": EVAL_SCRIPT,
        },
        # a container runs the task
        _db({"eval": "bun run src/tools/eval-matches.ts"}, Dockerfile='FROM oven/bun\nCMD ["bun", "run", "eval"]\n'),
        # a release script runs its compiled copy
        _db({"eval": "tsx src/tools/eval-matches.ts", "start": "node dist/tools/eval-matches.js"}),
        # a script that runs the app is no developer task
        _db({"worker": "bun run src/tools/eval-matches.ts", "debug": "bun --inspect src/tools/bench-score.ts"}),
    ]
    for files in cases:
        assert run_only_by_dev_tasks(_repo(files)) == frozenset(), files


def test_a_helper_only_task_files_import_is_dev_tooling_and_one_a_shipped_task_imports_is_not() -> None:
    helper = 'import { Pool } from "pg";\nexport const evalPool = new Pool({ ssl: { rejectUnauthorized: false } });\n'
    runner = 'import { evalPool } from "./eval-pool";\nconsole.log(await evalPool.query("select 1"));\n'
    files = {
        "package.json": _package({"eval": "tsx tools/eval-run.ts", "eval:pool": "tsx tools/eval-pool.ts"}),
        "tools/eval-run.ts": runner,
        "tools/eval-pool.ts": helper,
    }
    assert run_only_by_dev_tasks(_repo(files)) == frozenset({"tools/eval-run.ts", "tools/eval-pool.ts"})
    shipped = {**files, "Procfile": "evaluator: npx tsx tools/eval-run.ts\n"}
    assert run_only_by_dev_tasks(_repo(shipped)) == frozenset()


def test_code_rules_are_off_in_an_eval_scripts_file(tree, run_cli) -> None:
    files = {
        "package.json": json.dumps({"name": "acme", "private": True, "workspaces": ["packages/*"]}),
        **_db({"start": "bun run src/client.ts", "eval:matches": "bun run src/tools/eval-matches.ts"}),
    }
    scan = run_cli("scan", "--format", "json", "--profile", "extended", "--fail-on", "never", cwd=tree(files))
    found = {(f["location"]["path"], f["rule_id"]) for f in json.loads(scan.output)["findings"]}
    assert ("packages/db/src/client.ts", "node.tls.reject-unauthorized-false") in found
    assert not any(path == "packages/db/src/tools/eval-matches.ts" for path, _ in found)
