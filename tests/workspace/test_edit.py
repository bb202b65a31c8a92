"""edit / multiedit: exact counts, all-or-nothing, line endings, BOM, encoding, mode."""

from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path

import pytest

from secure_lint.workspace import (
    Edit,
    EditOutcome,
    EditResult,
    MultiEditResult,
    ToolError,
    Workspace,
)
from secure_lint.workspace.text import to_style

APP = 'const url = "http://api";\nfetch(url);\nconst other = "http://cdn";\n'


@pytest.fixture
def app(root: Path) -> Path:
    path = root / "app.ts"
    path.write_text(APP)
    return path


def test_edit_replaces_exactly_once(ws: Workspace, app: Path) -> None:
    result = ws.edit("app.ts", '"http://api"', '"https://api"')
    assert result == EditResult(path="app.ts", replacements=1, bytes_written=len(APP) + 1)
    assert app.read_text() == APP.replace('"http://api"', '"https://api"')


def test_edit_all_expected_occurrences(ws: Workspace, app: Path) -> None:
    result = ws.edit("app.ts", "http://", "https://", expected_replacements=2)
    assert result == EditResult(path="app.ts", replacements=2, bytes_written=len(APP) + 2)
    assert app.read_text().count("https://") == 2


def test_count_mismatch_is_a_conflict_and_writes_nothing(ws: Workspace, app: Path) -> None:
    before = app.stat()
    assert ws.edit("app.ts", "http://", "https://") == ToolError(
        error_type="conflict", message="'app.ts': found 2 occurrence(s) of old, expected 1"
    )
    assert ws.edit("app.ts", "ftp://", "sftp://") == ToolError(
        error_type="conflict", message="'app.ts': found 0 occurrence(s) of old, expected 1"
    )
    after = app.stat()
    assert app.read_text() == APP
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert os.listdir(app.parent) == ["app.ts"]


def test_edit_argument_errors(ws: Workspace, app: Path) -> None:
    assert ws.edit("app.ts", "", "x") == ToolError(
        error_type="validation", message="old must not be empty"
    )
    assert ws.edit("app.ts", "fetch", "fetch") == ToolError(
        error_type="validation", message="old and new are identical"
    )
    assert ws.edit("app.ts", "fetch", "get", expected_replacements=0) == ToolError(
        error_type="validation", message="invalid edit: Input should be greater than or equal to 1"
    )
    assert ws.edit("missing.ts", "a", "b") == ToolError(
        error_type="not_found", message="'missing.ts' does not exist"
    )
    assert ws.edit("nodir/x.ts", "a", "b") == ToolError(
        error_type="not_found", message="parent directory 'nodir' of 'nodir/x.ts' does not exist"
    )


def test_crlf_file_stays_crlf(ws: Workspace, root: Path) -> None:
    path = root / "win.ts"
    path.write_bytes(b"line one\r\nline two\r\nline three\r\n")
    result = ws.edit("win.ts", "line one\nline two\n", "first\nsecond\nextra\n")
    assert isinstance(result, EditResult)
    assert path.read_bytes() == b"first\r\nsecond\r\nextra\r\nline three\r\n"
    crlf_given = ws.edit("win.ts", "second\r\nextra", "2nd")
    assert isinstance(crlf_given, EditResult)
    assert path.read_bytes() == b"first\r\n2nd\r\nline three\r\n"


def test_lf_file_stays_lf_even_if_caller_sends_crlf(ws: Workspace, app: Path) -> None:
    result = ws.edit("app.ts", "fetch(url);\r\n", "await fetch(url);\r\n")
    assert isinstance(result, EditResult)
    assert b"\r" not in app.read_bytes()


def test_mixed_file_is_matched_verbatim() -> None:
    assert to_style("a\nb", "mixed") == "a\nb"
    assert to_style("a\nb\r\n", "\r\n") == "a\r\nb\r\n"
    assert to_style("a\r\nb", "\n") == "a\nb"


def test_bom_and_latin1_are_kept(ws: Workspace, root: Path) -> None:
    bom = root / "bom.cs"
    bom.write_bytes(codecs.BOM_UTF8 + 'var s = "ä";\r\n'.encode())
    assert isinstance(ws.edit("bom.cs", '"ä"', '"ö"'), EditResult)
    assert bom.read_bytes() == codecs.BOM_UTF8 + 'var s = "ö";\r\n'.encode()
    old = root / "old.txt"
    old.write_bytes("caf\xe9 = 1\n".encode("latin-1"))
    assert isinstance(ws.edit("old.txt", "1", "2"), EditResult)
    assert old.read_bytes() == "caf\xe9 = 2\n".encode("latin-1")
    assert ws.edit("old.txt", "2", "€") == ToolError(
        error_type="validation", message="the new text cannot be encoded as latin-1 in 'old.txt'"
    )
    assert old.read_bytes() == "caf\xe9 = 2\n".encode("latin-1")


def test_mode_is_kept(ws: Workspace, root: Path) -> None:
    script = root / "deploy.sh"
    script.write_text("#!/bin/sh\ncurl http://x\n")
    script.chmod(0o755)
    assert isinstance(ws.edit("deploy.sh", "http://", "https://"), EditResult)
    assert stat.S_IMODE(script.stat().st_mode) == 0o755
    assert script.read_text() == "#!/bin/sh\ncurl https://x\n"


def test_binary_and_oversized_files_are_not_edited(ws: Workspace, root: Path) -> None:
    (root / "b.bin").write_bytes(b"\x00abc")
    assert ws.edit("b.bin", "abc", "xyz") == ToolError(
        error_type="validation", message="'b.bin' is a binary file"
    )
    (root / "huge.js").write_bytes(b"a" * (8 * 1024 * 1024 + 1))
    result = ws.edit("huge.js", "a", "b")
    assert isinstance(result, ToolError)
    assert result.error_type == "too_large"


def test_failed_replace_during_edit_keeps_file(
    ws: Workspace, app: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def boom(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", boom)
    assert ws.edit("app.ts", "fetch", "get") == ToolError(
        error_type="permission", message="'app.ts': permission denied"
    )
    assert app.read_text() == APP
    assert os.listdir(app.parent) == ["app.ts"]


def test_multiedit_applies_in_sequence(ws: Workspace, app: Path) -> None:
    edits: list[Edit | dict[str, str]] = [
        Edit(old='"http://api"', new='"https://api"'),
        Edit(old='"https://api"', new="API_URL"),  # sees the result of the first edit
        {"old": "http://", "new": "https://"},
    ]
    result = ws.multiedit("app.ts", edits)
    expected_text = 'const url = API_URL;\nfetch(url);\nconst other = "https://cdn";\n'
    assert result == MultiEditResult(
        path="app.ts",
        edits_total=3,
        edits_applied=3,
        edits_failed=0,
        total_replacements=3,
        written=True,
        bytes_written=len(expected_text),
        outcomes=[
            EditOutcome(step=1, success=True, replacements=1),
            EditOutcome(step=2, success=True, replacements=1),
            EditOutcome(step=3, success=True, replacements=1),
        ],
    )
    assert app.read_text() == expected_text


def test_multiedit_is_all_or_nothing(ws: Workspace, app: Path) -> None:
    edits = [Edit(old="fetch", new="get"), Edit(old="missing", new="x"), Edit(old="url", new="u")]
    assert ws.multiedit("app.ts", edits) == ToolError(
        error_type="conflict",
        message="edit 2 of 3 failed: 'app.ts': found 0 occurrence(s) of old, expected 1; "
        "nothing written",
    )
    assert app.read_text() == APP


def test_multiedit_without_fail_fast_reports_per_edit(ws: Workspace, app: Path) -> None:
    edits = [
        Edit(old="fetch", new="get"),
        Edit(old="missing", new="x"),
        Edit(old="http://", new="https://", expected_replacements=2),
        Edit(old="", new="x"),
    ]
    result = ws.multiedit("app.ts", edits, fail_fast=False)
    assert isinstance(result, MultiEditResult)
    assert (result.edits_applied, result.edits_failed, result.total_replacements) == (2, 2, 3)
    assert result.outcomes == [
        EditOutcome(step=1, success=True, replacements=1),
        EditOutcome(
            step=2, success=False, error="'app.ts': found 0 occurrence(s) of old, expected 1"
        ),
        EditOutcome(step=3, success=True, replacements=2),
        EditOutcome(step=4, success=False, error="old must not be empty"),
    ]
    assert app.read_text() == APP.replace("fetch", "get").replace("http://", "https://")


def test_multiedit_nothing_applied_writes_nothing(ws: Workspace, app: Path) -> None:
    before = app.stat().st_ino
    result = ws.multiedit("app.ts", [Edit(old="nope", new="x")], fail_fast=False)
    assert isinstance(result, MultiEditResult)
    assert (result.written, result.bytes_written, result.edits_failed) == (False, 0, 1)
    assert app.stat().st_ino == before


def test_multiedit_keeps_crlf_and_bom(ws: Workspace, root: Path) -> None:
    path = root / "w.ts"
    path.write_bytes(codecs.BOM_UTF8 + b"a\r\nb\r\nc\r\n")
    edits = [Edit(old="a\nb\n", new="A\nB\n"), Edit(old="B\nc", new="B\nC")]
    assert isinstance(ws.multiedit("w.ts", edits), MultiEditResult)
    assert path.read_bytes() == codecs.BOM_UTF8 + b"A\r\nB\r\nC\r\n"


def test_multiedit_argument_errors(ws: Workspace, app: Path) -> None:
    assert ws.multiedit("app.ts", []) == ToolError(
        error_type="validation", message="edits must not be empty"
    )
    bad = ws.multiedit("app.ts", [{"old": "a", "new": "b", "expected_replacements": 0}])
    assert bad == ToolError(
        error_type="validation",
        message="edit 1 is invalid: Input should be greater than or equal to 1",
    )
    assert app.read_text() == APP
