"""The value model across files (matchers/values/imports.py, scan/repo/linked.py): specifiers
resolved within the root (relative paths, index files, tsconfig aliases), bounded hops, import
cycles, and nothing read outside the root."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from sql_rule_helpers import scan_sql_built

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers.values import Verdict, judge
from secure_lint.matchers.values.imports import Links, Modules


def _modules(files: dict[str, str]) -> Modules:
    return Modules(Repository(lambda: sorted(files), files.get))


def _verdict(files: dict[str, str], path: str, name: str) -> Verdict | None:
    """The verdict of the last use of `name` in `path`, its imports resolved in `files`."""
    modules = _modules(files)
    source = SourceFile(path, files[path])
    node = [n for n in source.tree.find_all(kind="identifier") if n.text() == name][-1]
    return judge(node, source.language, links=Links(modules, path))


def test_relative_index_and_extensions() -> None:
    modules = _modules({"src/lib/index.ts": "", "src/lib/db.ts": "", "src/util.js": "", "src/a.ts": ""})
    assert modules.resolve("src/a.ts", "./lib") == "src/lib/index.ts"
    assert modules.resolve("src/a.ts", "./lib/db") == "src/lib/db.ts"
    assert modules.resolve("src/a.ts", "./lib/db.js") == "src/lib/db.ts"  # TypeScript's ESM style
    assert modules.resolve("src/lib/db.ts", "../util") == "src/util.js"
    assert modules.resolve("src/a.ts", "react") is None


def test_tsconfig_paths_alias_with_comments() -> None:
    config = (
        '{\n  // aliases\n  "compilerOptions": {"baseUrl": ".", '
        '"paths": {"@/*": ["./src/*"], "~db": ["src/lib/db.ts"], }, },\n}'
    )
    files = {"tsconfig.json": config, "src/lib/db.ts": "", "src/app/page.ts": ""}
    modules = _modules(files)
    assert modules.resolve("src/app/page.ts", "@/lib/db") == "src/lib/db.ts"
    assert modules.resolve("src/app/page.ts", "~db") == "src/lib/db.ts"
    assert modules.resolve("src/app/page.ts", "@/lib/missing") is None


def test_nearest_config_of_a_workspace_package() -> None:
    files = {
        "tsconfig.json": '{"compilerOptions": {"paths": {"@/*": ["./other/*"]}}}',
        "apps/web/jsconfig.json": '{"compilerOptions": {"baseUrl": "src"}}',
        "apps/web/src/lib/consts.js": "",
        "apps/web/src/pages/a.js": "",
    }
    assert _modules(files).resolve("apps/web/src/pages/a.js", "lib/consts") == "apps/web/src/lib/consts.js"


def test_a_path_out_of_the_root_is_never_read() -> None:
    read: list[str] = []

    def reading(path: str) -> str | None:
        read.append(path)
        return "export const T = 'x';"

    modules = Modules(Repository(lambda: ["src/a.ts"], reading))
    assert modules.resolve("src/a.ts", "../../../etc/consts") is None
    assert modules.resolve("src/a.ts", "/etc/consts") is None
    assert modules.tree("../outside.ts") is None
    assert read == []


def test_imported_constant_enum_and_type_alias() -> None:
    files = {
        "src/consts.ts": (
            "export const TABLE = 'users';\nexport enum Kind { A = 'a' }\nexport type Dir = 'asc' | 'desc';\n"
            "export let schema = 'public';\nexport function setSchema(s: string) { schema = s; }\n"
        ),
        "src/q.ts": (
            "import { TABLE, Kind, type Dir, schema } from './consts';\n"
            "function f(d: Dir, k: Kind) { return [TABLE, d, k, schema]; }\n"
        ),
    }
    assert _verdict(files, "src/q.ts", "TABLE") == Verdict.CONSTANT
    assert _verdict(files, "src/q.ts", "d") == Verdict.CONSTANT
    assert _verdict(files, "src/q.ts", "k") == Verdict.CONSTANT
    assert _verdict(files, "src/q.ts", "schema") is None  # reassigned from a parameter at run time


def test_default_export_and_commonjs() -> None:
    files = {
        "lib/table.js": "const NAME = 'events';\nexport default NAME;\n",
        "lib/cfg.js": "module.exports = { A: 'a', B: process.env.B };\nmodule.exports.C = 'c';\n",
        "q.js": (
            "import table from './lib/table';\nconst { A, B } = require('./lib/cfg');\n"
            "const cfg = require('./lib/cfg');\nuse(table, A, B, cfg.C);\n"
        ),
    }
    assert _verdict(files, "q.js", "table") == Verdict.CONSTANT
    assert _verdict(files, "q.js", "A") == Verdict.CONSTANT
    assert _verdict(files, "q.js", "B") is None
    source = SourceFile("q.js", files["q.js"])
    member = next(n for n in source.tree.find_all(kind="member_expression") if n.text() == "cfg.C")
    assert judge(member, "javascript", links=Links(_modules(files), "q.js")) == Verdict.CONSTANT


def test_import_cycle_ends_in_nothing_known() -> None:
    files = {
        "a.ts": "import { B } from './b';\nexport const A = B;\n",
        "b.ts": "import { A } from './a';\nexport const B = A;\n",
        "q.ts": "import { A } from './a';\nuse(A);\n",
    }
    assert _verdict(files, "q.ts", "A") is None


def test_hops_are_bounded() -> None:
    files = {
        "c.ts": "export const C = 'c';\n",
        "b.ts": "import { C } from './c';\nexport const B = C;\n",
        "a.ts": "import { B } from './b';\nexport const A = B;\n",
        "q1.ts": "import { B } from './b';\nuse(B);\n",
        "q2.ts": "import { A } from './a';\nuse(A);\n",
    }
    assert _verdict(files, "q1.ts", "B") == Verdict.CONSTANT  # two modules away
    assert _verdict(files, "q2.ts", "A") is None  # three: not followed


def test_barrels_forward_a_name_beyond_the_import_hops() -> None:
    """A package's index re-exporting a folder's index re-exporting the module: barrels declare
    nothing, so two more re-export hops are followed; a fifth module is not."""
    files = {
        "pkg/utils/backups/restore.ts": "export const MODE = 'restore';\n",
        "pkg/utils/backups/index.ts": "export * from './restore';\n",
        "pkg/index.ts": "export * from './utils/backups/index';\n",
        "q.ts": "import { MODE } from './pkg/index';\nuse(MODE);\n",
        "far/d.ts": "export const FAR = 'far';\n",
        "far/c.ts": "export * from './d';\n",
        "far/b.ts": "export * from './c';\n",
        "far/a.ts": "export * from './b';\n",
        "far/index.ts": "export * from './a';\n",
        "r.ts": "import { FAR } from './far/index';\nuse(FAR);\n",
    }
    assert _verdict(files, "q.ts", "MODE") == Verdict.CONSTANT  # three modules away, two of them barrels
    assert _verdict(files, "r.ts", "FAR") is None  # five: not followed


def test_scan_quiets_an_imported_constant(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    root = tree(
        {
            "src/consts.ts": "export const TABLE = 'users';\n",
            "src/q.ts": (
                "import { TABLE } from './consts';\n"
                "export const f = (id: string) => db.query(`SELECT * FROM ${TABLE} WHERE id = ${id}`);\n"
                "export const g = () => db.query(`SELECT * FROM ${TABLE}`);\n"
            ),
        }
    )
    assert scan_sql_built(run_cli, root) == [("src/q.ts", 2, "test.sql-built")]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_scan_does_not_follow_a_link_out_of_the_root(
    tmp_path: Path, tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "consts.ts").write_text("export const TABLE = 'users';\n", encoding="utf-8")
    root = tree(
        {"src/q.ts": "import { TABLE } from './lib/consts';\nexport const g = () => db.query(`SELECT ${TABLE}`);\n"}
    )
    (root / "src" / "lib").symlink_to(outside, target_is_directory=True)
    assert scan_sql_built(run_cli, root) == [("src/q.ts", 2, "test.sql-built")]


def test_a_parameter_is_what_its_callers_pass() -> None:
    code = (
        "function quoted(q) { return db.query(q); }\n"
        "quoted('SELECT 1'); quoted(`SELECT ${2}`);\n"
        "function loose(q) { return db.query(q); }\n"
        "loose('SELECT 1'); [1].map(loose);\n"
        "function shown({ text }) { return text; }\n"
        "shown({ text: 'a' }); shown({});\n"
    )
    source = SourceFile("a.ts", code)
    links = Links(_modules({"a.ts": code}), "a.ts")

    def used(name: str, line: int) -> Verdict | None:
        node = next(
            n
            for n in source.tree.find_all(kind="identifier")
            if n.text() == name and n.range().start.line == line and n.parent().kind() != "formal_parameters"
        )
        return judge(node, "typescript", links=links)

    assert used("q", 0) == Verdict.CONSTANT  # every call passes a constant
    assert used("q", 2) is None  # passed as a value to map: its calls are not all known
    assert used("text", 4) == Verdict.CONSTANT  # 'a', or undefined


def test_an_exported_parameter_is_judged_by_its_shipped_importers() -> None:
    files = {
        "src/help.tsx": "export function Help({ html }) { return <p dangerouslySetInnerHTML={{ __html: html }} />; }\n",
        "src/page.tsx": "import { Help } from './help';\nexport const Page = () => <Help html=\"<b>hi</b>\" />;\n",
        "src/lonely.tsx": "export const Lonely = ({ html }) => <b dangerouslySetInnerHTML={{ __html: html }} />;",
    }
    assert _verdict(files, "src/help.tsx", "html") == Verdict.CONSTANT
    assert _verdict(files, "src/lonely.tsx", "html") is None  # no importer: a framework or a user may call it
    files["src/page.tsx"] += "export const Other = ({ bio }) => <Help html={bio} />;\n"
    assert _verdict(files, "src/help.tsx", "html") is None


def test_a_package_of_the_workspace() -> None:
    files = {
        "packages/lib/package.json": '{"name": "@acme/lib", "private": true, "main": "index.ts"}',
        "packages/lib/index.ts": "",
        "packages/lib/styles.ts": "",
        "apps/web/page.tsx": "",
    }
    modules = _modules(files)
    assert modules.resolve("apps/web/page.tsx", "@acme/lib/styles") == "packages/lib/styles.ts"
    assert modules.resolve("apps/web/page.tsx", "@acme/lib") == "packages/lib/index.ts"
    assert modules.resolve("apps/web/page.tsx", "@acme/other") is None


def test_a_workspace_package_built_from_its_sources() -> None:
    """A package whose `main` is its build output (not in the repository): its `react-native`
    or `source` entry, and a deep import of `dist/` read in `src/`."""
    files = {
        "packages/utils/package.json": '{"name": "@acme/utils", "main": "dist/index.js", "source": "src/index.ts"}',
        "packages/utils/src/index.ts": "export * as urlUtils from './isomorphic/url';",
        "packages/utils/src/isomorphic/url.ts": "export const sanitize = (u: string) => u.replace(/'/g, '');",
        "packages/num/package.json": '{"name": "@acme/num", "main": "./dist/index.js"}',
        "packages/num/src/number.ts": "export function toInt(v: any) { return parseInt(v, 10); }",
        "apps/web/page.tsx": (
            "import { urlUtils } from '@acme/utils';\n"
            "import { toInt } from '@acme/num/dist/number';\n"
            "sink(toInt(width))"
        ),
    }
    modules = _modules(files)
    assert modules.resolve("apps/web/page.tsx", "@acme/utils") == "packages/utils/src/index.ts"
    assert modules.resolve("apps/web/page.tsx", "@acme/num/dist/number") == "packages/num/src/number.ts"
    assert _verdict(files, "apps/web/page.tsx", "width") is None
    page = SourceFile("apps/web/page.tsx", files["apps/web/page.tsx"])
    call = next(n for n in page.tree.find_all(kind="call_expression") if n.text().startswith("toInt("))
    assert judge(call, page.language, links=Links(modules, "apps/web/page.tsx")) == Verdict.TYPED
    namespace = Links(modules, "apps/web/page.tsx").imported(call, "urlUtils")  # `export * as urlUtils from`
    assert namespace is not None and namespace.path == "packages/utils/src/isomorphic/url.ts"


def test_a_swift_target_needs_evidence() -> None:
    from secure_lint.matchers.values.swift_target import target_of, xcode_projects

    listed = frozenset(
        {
            "Reader/Info.plist",
            "Reader/Views/Home.swift",
            "Package.swift",
            "Sources/Kit/Store.swift",
            "Mac.xcodeproj/project.pbxproj",
            "MacApp/Window.swift",
            "Samples/loose.swift",
        }
    )
    projects = xcode_projects(listed)
    assert target_of("Reader/Views/Home.swift", listed, projects) == "Reader"
    assert target_of("Sources/Kit/Store.swift", listed, projects) == "Sources/Kit"
    assert target_of("MacApp/Window.swift", listed, projects) == "MacApp"
    assert target_of("Samples/loose.swift", frozenset({"Samples/loose.swift"}), frozenset()) is None
