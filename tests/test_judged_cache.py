"""The value step's cross-file verdicts kept in the result cache (result_cache.py, repo/linked.py):
a re-scan of an unchanged tree takes each file's verdict from the cache and reads no module for it;
an edit anywhere in the tree (the module a verdict read, or the file itself) judges it again, and
every scan prints what a scan without the cache prints."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from secure_lint.scan.cache import result_cache
from secure_lint.scan.cache.result_cache import ResultCache, tree_digest
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import linked

REPO = Path(__file__).resolve().parent.parent
# SQL built from constants, an enum and types imported through an index file and a path alias
APP = REPO / "rules" / "tests" / "core" / "node.sql.query-string-built.imports"
QUERIES = "src/queries.ts"
CONSTANTS = "src/lib/sql/constants.ts"
SQL_RULE = "js.sql.sql-string-built"


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = tmp_path / "app"
    shutil.copytree(APP, root)
    (root / "package.json").write_text('{"name": "reports", "dependencies": {"pg": "8"}}\n', encoding="utf-8")
    return root


@pytest.fixture
def judged(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the value step judged across files (the others' verdicts came from the cache)."""
    calls: list[str] = []
    real = linked._reported

    def recording(result: FileResult, *args: Any) -> Any:
        calls.append(result.path)
        return real(result, *args)

    monkeypatch.setattr(linked, "_reported", recording)
    return calls


def scan(run_cli, root: Path, *args: str) -> str:  # type: ignore[no-untyped-def]
    # the audit profile: the review item on line 43 (an exported function's parameter) is judged too
    result = run_cli("scan", "--format", "json", "--profile", "audit", "--root", str(root), str(root), *args)
    assert result.exit_code in (0, 1), result.output
    return str(result.stdout)


def sql_lines(output: str) -> list[int]:
    findings = json.loads(output)["findings"]
    return sorted(f["location"]["start_line"] for f in findings if f["rule_id"] == SQL_RULE)


def test_an_unchanged_tree_takes_each_verdict_from_the_cache(app, run_cli, judged) -> None:
    first = scan(run_cli, app)
    assert judged == [QUERIES]
    assert sql_lines(first) == [37, 43]  # the constants, enum and types imported: quiet (lines 20, 25, 29, 31)
    second = scan(run_cli, app)
    assert judged == [QUERIES]  # not judged again: the verdict came from the cache
    assert second == first == scan(run_cli, app, "--no-cache")


def test_an_edited_module_judges_its_unchanged_importer_again(app, run_cli, judged) -> None:
    scan(run_cli, app)
    constants = app / CONSTANTS
    text = constants.read_text(encoding="utf-8")
    constants.write_text(text.replace("export enum Unit {", "export const enum Unused {"), encoding="utf-8")
    (app / "src" / "lib" / "sql" / "unit.ts").write_text("export type Unit = string;\n", encoding="utf-8")
    index = app / "src" / "lib" / "sql" / "index.ts"
    index.write_text(index.read_text(encoding="utf-8") + "export * from './unit';\n", encoding="utf-8")
    edited = scan(run_cli, app)
    assert judged == [QUERIES, QUERIES]  # queries.ts did not change, the modules it imports did
    assert 20 in sql_lines(edited)  # `${unit}` is any string now
    assert edited == scan(run_cli, app, "--no-cache")


def test_an_edited_caller_is_judged_against_the_unchanged_modules(app, run_cli, judged) -> None:
    scan(run_cli, app)
    queries = app / QUERIES
    queries.write_text("// reports\n" + queries.read_text(encoding="utf-8"), encoding="utf-8")
    edited = scan(run_cli, app)
    assert judged == [QUERIES, QUERIES]
    assert sql_lines(edited) == [38, 44]  # the unchanged modules' constants still quiet it
    assert edited == scan(run_cli, app, "--no-cache")  # judged again, without the cache
    assert scan(run_cli, app) == edited
    assert len(judged) == 3  # the edited file's verdict was kept in turn


def test_a_partial_scan_neither_takes_nor_keeps_verdicts(app, run_cli, judged) -> None:
    scan(run_cli, app, str(app / QUERIES))
    scan(run_cli, app, str(app / QUERIES))
    assert judged == [QUERIES, QUERIES]  # no digest of the whole tree to check a verdict against


def _cache_with(entry: dict[str, Any]) -> ResultCache:
    return ResultCache(Path("unused"), frozenset({SQL_RULE}), {QUERIES: entry}, 1)


@pytest.mark.parametrize(
    "kept",
    [
        None,
        "damaged",
        {"tree": "another", "reported": {SQL_RULE: [[37, 10]]}},
        {"tree": "t", "reported": {}},  # not the rule asked about
        {"tree": "t", "reported": {SQL_RULE: [[37]]}},
        {"tree": "t", "reported": {SQL_RULE: [[0, 1]]}},
        {"tree": "t", "reported": {SQL_RULE: [[True, 1]]}},
        {"tree": "t", "reported": {SQL_RULE: "37:10"}},
    ],
)
def test_a_verdict_for_another_tree_or_damaged_is_not_taken(kept: Any) -> None:
    entry: dict[str, Any] = {"digest": "d", "used": 1, "items": []}
    if kept is not None:
        entry["judged"] = kept
    assert _cache_with(entry).judged(QUERIES, "d", "t", {SQL_RULE}) is None


def test_a_verdict_is_kept_for_the_content_it_was_judged_on() -> None:
    cache = _cache_with({"digest": "d", "used": 1, "items": []})
    cache.store_judged(QUERIES, "other", "t", {SQL_RULE: {(37, 10)}})  # the file changed since
    assert cache.judged(QUERIES, "d", "t", {SQL_RULE}) is None
    cache.store_judged(QUERIES, "d", "t", {SQL_RULE: {(37, 10), (43, 10)}})
    assert cache.judged(QUERIES, "d", "t", {SQL_RULE}) == {SQL_RULE: {(37, 10), (43, 10)}}
    assert cache.judged(QUERIES, "e", "t", {SQL_RULE}) is None


def test_the_tree_digest_covers_every_file_and_its_content() -> None:
    files = [FileResult("a.ts", digest="1"), FileResult("b.ts", digest="2")]
    assert tree_digest(files) == tree_digest(list(reversed(files)))
    assert tree_digest(files) != tree_digest([files[0], FileResult("b.ts", digest="3")])
    assert tree_digest(files) != tree_digest(files[:1])
    assert tree_digest([*files, FileResult("c.ts")]) is None  # content not known
    assert result_cache.FORMAT == 5
