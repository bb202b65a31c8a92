"""The whole-repository step's output kept in the result cache (scan/cache/repository_step.py): a
re-scan of an unchanged tree takes it from there and does not run the step; an edit of a file the
step reads runs it again, both ways; a step that read a file the listing leaves out, or a damaged
record, is never taken. Every scan prints what a scan without the cache prints."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_judged_cache import CONSTANTS, SQL_RULE, app, scan, sql_lines  # noqa: F401 (app: a fixture)

from secure_lint.core.findings import Finding, Location, SkippedPath
from secure_lint.core.repository import Repository
from secure_lint.scan import whole_repository
from secure_lint.scan.cache.repository_step import through_step_cache
from secure_lint.scan.cache.result_cache import ResultCache
from secure_lint.scan.cache.result_codec import Item, items_to_data
from secure_lint.scan.engine import FileResult


@pytest.fixture
def steps(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the whole-repository step ran."""
    ran: list[int] = []
    real = whole_repository.guarded_elsewhere

    def counting(*args: Any) -> Any:
        ran.append(1)
        return real(*args)

    monkeypatch.setattr(whole_repository, "guarded_elsewhere", counting)
    return ran


def test_an_unchanged_tree_takes_the_steps_output_from_the_cache(app, run_cli, steps) -> None:  # noqa: F811
    first = scan(run_cli, app)
    assert len(steps) == 1
    assert scan(run_cli, app) == first
    assert scan(run_cli, app) == first
    assert len(steps) == 1  # not run again
    assert first == scan(run_cli, app, "--no-cache")


def test_an_edit_of_a_module_the_step_reads_runs_it_again_both_ways(app, run_cli, steps) -> None:  # noqa: F811
    """The value step reads the constants module that quiets line 20: edited, the finding shows;
    edited back, it is quiet again; each is what a scan without the cache gives."""
    first = scan(run_cli, app)
    assert 20 not in sql_lines(first)
    constants = app / CONSTANTS
    text = constants.read_text(encoding="utf-8")
    constants.write_text(text.replace("export enum Unit {", "export const enum Unused {"), encoding="utf-8")
    (app / "src" / "lib" / "sql" / "unit.ts").write_text("export type Unit = string;\n", encoding="utf-8")
    index = app / "src" / "lib" / "sql" / "index.ts"
    indexed = index.read_text(encoding="utf-8")
    index.write_text(indexed + "export * from './unit';\n", encoding="utf-8")
    edited = scan(run_cli, app)
    assert 20 in sql_lines(edited) and len(steps) == 2
    assert edited == scan(run_cli, app, "--no-cache")
    constants.write_text(text, encoding="utf-8")
    index.write_text(indexed, encoding="utf-8")
    (app / "src" / "lib" / "sql" / "unit.ts").unlink()
    assert scan(run_cli, app) == first
    assert scan(run_cli, app) == first
    assert len(steps) == 4  # (the --no-cache scan ran it too); the last scan took it from the cache


# -- the record, on its own --------------------------------------------------------------------


def _finding(path: str, line: int) -> Finding:
    where = Location(path=path, start_line=line, start_column=1, end_line=line, end_column=5)
    return Finding(
        rule_id=SQL_RULE, title="t", message="m", severity="high", confidence="high", category="injection-risk",
        location=where, evidence="q", instance_id="0", evidence_hash="0",
    )


def _inputs() -> tuple[list[Item], ResultCache]:
    items: list[Item] = [
        FileResult("a.ts", findings=[_finding("a.ts", 3)], digest="da"),
        FileResult("b.ts", findings=[_finding("b.ts", 7)], digest="db"),
        SkippedPath(path="logo.png", reason="binary"),
    ]
    entries = {
        "a.ts": {"digest": "da", "used": 1, "items": items_to_data(items[:1])},
        "b.ts": {"digest": "db", "used": 1, "items": items_to_data(items[1:2])},
    }  # the binary file matched, not read from the cache: no entry
    return items, ResultCache(Path("unused"), frozenset({SQL_RULE}), entries, 1)


def _repository(texts: dict[str, str]) -> Repository:
    return Repository(lambda: sorted(texts), texts.get)


def _dropping_b(items: list[Item]) -> Any:
    def step(repo: Repository) -> list[Item]:
        repo.text("a.ts")
        return [FileResult("b.ts", digest="db") if i.path == "b.ts" else i for i in items]

    return step


def test_the_record_keeps_unchanged_items_by_position_and_changed_ones_whole() -> None:
    items, cache = _inputs()
    repo = _repository({"a.ts": "a", "b.ts": "b", "logo.png": ""})
    output = through_step_cache(cache, "t", items, repo, _dropping_b(items))
    assert [p for p, _ in cache.step_output("t")] == ["a.ts", "b.ts", "logo.png"]
    assert cache.step_output("t")[0][1] == 0 and isinstance(cache.step_output("t")[1][1], dict)

    def never(_repo: Repository) -> list[Item]:
        raise AssertionError("the step ran")

    assert through_step_cache(cache, "t", items, repo, never) == output
    assert cache.step_output("another tree") is None


def test_a_step_that_read_an_unlisted_file_is_not_kept() -> None:
    items, cache = _inputs()
    repo = _repository({"a.ts": "a", "b.ts": "b", "logo.png": ""})

    def reading_more(seen: Repository) -> list[Item]:
        seen.text(".env")  # not listed (ignored): its content is not in the tree's digest
        return items

    assert through_step_cache(cache, "t", items, repo, reading_more) == items
    assert cache.step_output("t") is None
    through_step_cache(cache, "t", items, repo, lambda seen: items)
    assert cache.step_output("t") is not None


@pytest.mark.parametrize(
    "record",
    [
        "damaged",
        [["a.ts", 5]],  # no such position
        [["a.ts", -1]],
        [["gone.ts", 0]],  # not a file of the tree
        [["logo.png", 0]],  # a position, where no entry is
        [["a.ts", {"findings": "x"}]],
        [["a.ts"]],
    ],
)
def test_a_damaged_record_runs_the_step_and_is_replaced(record: Any) -> None:
    items, cache = _inputs()
    repo = _repository({"a.ts": "a", "b.ts": "b", "logo.png": ""})
    cache.store_step("t", record)
    ran: list[int] = []

    def step(seen: Repository) -> list[Item]:
        ran.append(1)
        return _dropping_b(items)(seen)

    output = through_step_cache(cache, "t", items, repo, step)
    assert ran == [1]
    assert output[1] == FileResult("b.ts", digest="db")
    assert cache.step_output("t") != record
