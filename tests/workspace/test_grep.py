"""grep: exact locations, include filters, skips, caps, and the regex time budget."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from secure_lint.workspace import GrepMatch, GrepResult, ToolError, Workspace


@pytest.fixture
def project(root: Path) -> Path:
    (root / "src").mkdir()
    (root / "src" / "db.ts").write_text(
        'const q = "SELECT * FROM users WHERE id=" + id;\nrun(q);\nconst r = "select 1";\n'
    )
    (root / "src" / "view.tsx").write_bytes(b"<div>{html}</div>\r\nconst html = input;\r\n")
    (root / "lib.js").write_text("export const SELECT = 1;\n")
    (root / "img.png").write_bytes(b"\x89PNG\x00\x00SELECT")
    return root


def _result(result: GrepResult | ToolError) -> GrepResult:
    assert isinstance(result, GrepResult), result
    return result


def test_matches_with_exact_positions(ws: Workspace, project: Path) -> None:
    result = _result(ws.grep(r"SELECT \*"))
    assert result.matches == [
        GrepMatch(
            path="src/db.ts",
            line=1,
            column=12,
            end_column=20,
            text='const q = "SELECT * FROM users WHERE id=" + id;',
        )
    ]
    assert (result.files_searched, result.files_matched, result.files_skipped) == (3, 1, 1)
    assert (result.truncated, result.timed_out) == (False, False)


def test_ignore_case_and_multiple_matches_per_line(ws: Workspace, project: Path) -> None:
    result = _result(ws.grep("select", ignore_case=True))
    assert [(m.path, m.line, m.column, m.end_column) for m in result.matches] == [
        ("lib.js", 1, 14, 20),
        ("src/db.ts", 1, 12, 18),
        ("src/db.ts", 3, 12, 18),
    ]
    several = _result(ws.grep("t", path="lib.js"))  # "export const SELECT = 1;"
    assert [(m.column, m.end_column) for m in several.matches] == [(6, 7), (12, 13)]


def test_include_filter_with_braces(ws: Workspace, project: Path) -> None:
    result = _result(ws.grep("html", include="*.{tsx,jsx}"))
    assert [(m.path, m.line) for m in result.matches] == [("src/view.tsx", 1), ("src/view.tsx", 2)]
    assert result.files_searched == 1
    assert _result(ws.grep("html", include="*.py")).files_searched == 0


def test_line_end_anchor_works_on_crlf(ws: Workspace, project: Path) -> None:
    result = _result(ws.grep(r"input;$"))
    assert [(m.path, m.line, m.text) for m in result.matches] == [
        ("src/view.tsx", 2, "const html = input;")
    ]


def test_search_path_and_single_file(ws: Workspace, project: Path) -> None:
    under_src = _result(ws.grep("const", path="src"))
    assert {m.path for m in under_src.matches} == {"src/db.ts", "src/view.tsx"}
    single = _result(ws.grep("const", path="lib.js"))
    assert [m.path for m in single.matches] == ["lib.js"]


def test_large_files_are_skipped_and_long_lines_capped(ws: Workspace, root: Path) -> None:
    (root / "big.txt").write_bytes(b"needle\n" * 200_000)
    (root / "min.js").write_text("var a=1;" * 200 + "needle")
    result = _result(ws.grep("needle"))
    assert (result.files_searched, result.files_skipped) == (1, 1)
    [match] = result.matches
    assert (match.path, match.column, match.end_column) == ("min.js", 1601, 1607)
    assert (len(match.text), match.text_truncated) == (500, True)


def test_max_matches(ws: Workspace, root: Path) -> None:
    (root / "a.txt").write_text("x\nx\nx\n")
    capped = _result(ws.grep("x", max_matches=2))
    assert ([m.line for m in capped.matches], capped.truncated) == ([1, 2], True)
    exact = _result(ws.grep("x", max_matches=3))
    assert (len(exact.matches), exact.truncated) == (3, False)


def test_max_files(ws: Workspace, root: Path) -> None:
    for name in ("a.txt", "b.txt", "c.txt"):
        (root / name).write_text("hit\n")
    capped = _result(ws.grep("hit", max_files=2))
    assert ([m.path for m in capped.matches], capped.truncated) == (["a.txt", "b.txt"], True)
    exact = _result(ws.grep("hit", max_files=3))
    assert (exact.files_searched, exact.truncated) == (3, False)


def test_catastrophic_regex_is_time_boxed(ws: Workspace, root: Path) -> None:
    (root / "a.txt").write_text("first aaa line\n")
    (root / "b.txt").write_text("a" * 50_000 + "!\n")
    (root / "c.txt").write_text("never reached\n")
    started = time.monotonic()
    result = _result(ws.grep(r"(a+)+$", timeout_s=0.5))
    elapsed = time.monotonic() - started
    # unbounded, (a+)+$ on 50k characters would run for ages; the margin absorbs a loaded CI machine
    assert elapsed < 20.0
    assert result.timed_out is True
    assert result.files_searched == 2
    assert result.matches == []


def test_partial_results_survive_a_timeout(ws: Workspace, root: Path) -> None:
    (root / "a.txt").write_text("aa\n")
    (root / "b.txt").write_text("a" * 50_000 + "!\n")
    result = _result(ws.grep(r"(a+)+$", timeout_s=0.5))
    assert [(m.path, m.line, m.column, m.end_column) for m in result.matches] == [
        ("a.txt", 1, 1, 3)
    ]
    assert result.timed_out is True


def test_bad_regex_and_arguments(ws: Workspace, project: Path) -> None:
    assert ws.grep("(unclosed") == ToolError(
        error_type="validation",
        message="invalid regular expression: missing ) at position 9",
    )
    assert ws.grep("") == ToolError(
        error_type="validation", message="pattern must be a non-empty string"
    )
    assert ws.grep("x", timeout_s=0) == ToolError(
        error_type="validation", message="timeout_s must be in (0, 300]"
    )
    assert ws.grep("x", max_matches=0) == ToolError(
        error_type="validation", message="max_matches must be a positive integer"
    )
    assert ws.grep("x", path="missing") == ToolError(
        error_type="not_found", message="'missing' does not exist"
    )


def test_prune_skips_directories(ws: Workspace, project: Path) -> None:
    result = _result(ws.grep("SELECT", prune=lambda rel: rel == "src"))
    assert [(m.path, m.line) for m in result.matches] == [("lib.js", 1)]
    assert result.files_searched == 1
