"""tsconfig resolution for the value model (matchers/values/tsconfig.py, imports.py): a `baseUrl`
of "." at the repository's root, and `extends` chains in a monorepo whose packages' configs
extend a base config holding `paths`, as tsc reads them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from sql_rule_helpers import scan_sql_built

from secure_lint.core.repository import Repository
from secure_lint.matchers.values.imports import Modules
from secure_lint.matchers.values.tsconfig import resolution

BASE = """{
  // shared by every package of the workspace
  "compilerOptions": {
    "strict": true,
    "baseUrl": ".",
    "paths": {"@acme/db/*": ["packages/db/src/*"], "@acme/shared": ["packages/shared/src/index.ts"]},
  },
}
"""
API = '{"extends": "../../tsconfig.base.json", "compilerOptions": {"outDir": "dist"}, "include": ["src"]}\n'
WEB = """{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["./src/*"]}}
}
"""
MONOREPO = {
    "tsconfig.base.json": BASE,
    "apps/api/tsconfig.json": API,
    "apps/web/tsconfig.json": WEB,
    "packages/db/src/queries.ts": "export const ORDERS = 'orders';\n",
    "packages/shared/src/index.ts": "export const LIMIT = 50;\n",
    "apps/api/src/routes/orders.ts": "",
    "apps/web/src/lib/db.ts": "",
    "apps/web/src/app/page.tsx": "",
}


def _modules(files: dict[str, str]) -> Modules:
    return Modules(Repository(lambda: sorted(files), files.get))


def test_root_base_url_dot_resolves_from_the_root() -> None:
    files = {"tsconfig.json": '{"compilerOptions": {"baseUrl": "."}}', "src/lib/db.ts": "", "src/app/a.ts": ""}
    modules = _modules(files)
    assert modules.resolve("src/app/a.ts", "src/lib/db") == "src/lib/db.ts"
    assert modules.resolve("src/app/a.ts", "react") is None


def test_no_base_url_leaves_bare_specifiers_to_packages() -> None:
    files = {"web/tsconfig.json": '{"compilerOptions": {"paths": {"@/*": ["./src/*"]}}}', "web/lib/db.ts": ""}
    files |= {"web/src/util.ts": "", "web/src/a.ts": ""}
    modules = _modules(files)
    assert modules.resolve("web/src/a.ts", "@/util") == "web/src/util.ts"  # paths: relative to their config
    assert modules.resolve("web/src/a.ts", "lib/db") is None  # no baseUrl: a package name, not a path


def test_a_package_config_extends_the_base_that_holds_paths() -> None:
    modules = _modules(MONOREPO)
    assert modules.resolve("apps/api/src/routes/orders.ts", "@acme/db/queries") == "packages/db/src/queries.ts"
    assert modules.resolve("apps/api/src/routes/orders.ts", "@acme/shared") == "packages/shared/src/index.ts"
    assert modules.resolve("apps/api/src/routes/orders.ts", "@acme/db/missing") is None


def test_a_child_overrides_the_paths_and_base_url_it_extends() -> None:
    modules = _modules(MONOREPO)
    assert modules.resolve("apps/web/src/app/page.tsx", "@/lib/db") == "apps/web/src/lib/db.ts"
    assert modules.resolve("apps/web/src/app/page.tsx", "@acme/db/queries") is None  # paths replaced whole


def test_extends_a_workspace_package_list_and_cycle() -> None:
    files = {
        "packages/tsconfig/package.json": '{"name": "@acme/tsconfig"}',
        "packages/tsconfig/base.json": '{"compilerOptions": {"paths": {"~/*": ["../../apps/api/src/*"]}}}',
        "apps/api/tsconfig.json": '{"extends": ["@tsconfig/node20", "@acme/tsconfig/base"]}',
        "apps/api/src/db.ts": "",
        "apps/api/src/a.ts": "",
        "loop/tsconfig.json": '{"extends": "./other.json"}',
        "loop/other.json": '{"extends": "./tsconfig.json"}',
        "loop/a.ts": "",
    }
    modules = _modules(files)
    assert modules.resolve("apps/api/src/a.ts", "~/db") == "apps/api/src/db.ts"
    assert modules.resolve("loop/a.ts", "x") is None
    found = resolution("apps/api/tsconfig.json", files.get, modules.packages)
    assert found is not None and found.base_url is None and found.paths_base == "packages/tsconfig"


def test_a_config_out_of_the_root_is_never_read() -> None:
    read: list[str] = []

    def reading(path: str) -> str | None:
        read.append(path)
        return '{"extends": "../../../etc/tsconfig.json"}' if path == "tsconfig.json" else None

    assert resolution("tsconfig.json", reading, {}) is None
    assert read == ["tsconfig.json"]


def test_scan_through_an_extended_alias_both_ways(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    files = dict(MONOREPO)
    files["packages/db/src/queries.ts"] = "export const ORDERS = 'orders';\nexport let column = process.env.COL;\n"
    files["apps/api/src/routes/orders.ts"] = (
        "import { ORDERS, column } from '@acme/db/queries';\n"
        "// ok: a constant of the workspace package, imported through the base config's alias\n"
        "export const all = () => db.query(`SELECT * FROM ${ORDERS}`);\n"
        "// ruleid: a value read at run time\n"
        "export const sorted = () => db.query(`SELECT * FROM orders ORDER BY ${column}`);\n"
    )
    assert scan_sql_built(run_cli, tree(files)) == [("apps/api/src/routes/orders.ts", 5, "test.sql-built")]
