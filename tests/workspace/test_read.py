"""read / read_bytes: decoding, newlines, line windows, binaries, size caps, odd files."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest

from secure_lint.workspace import ReadResult, ToolError, Workspace, WorkspaceError
from secure_lint.workspace.text import looks_binary, newline_style


def test_read_text_file(ws: Workspace, root: Path) -> None:
    (root / "a.ts").write_bytes(b"one\ntwo\nthree\n")
    assert ws.read("a.ts") == ReadResult(
        path="a.ts",
        size=14,
        is_binary=False,
        encoding="utf-8",
        has_bom=False,
        newline="\n",
        line_count=3,
        start_line=1,
        end_line=3,
        content="one\ntwo\nthree\n",
        truncated=False,
    )


def test_read_keeps_crlf_and_reports_bom(ws: Workspace, root: Path) -> None:
    (root / "w.cs").write_bytes(codecs.BOM_UTF8 + "héllo\r\nwörld\r\n".encode())
    result = ws.read("w.cs")
    assert isinstance(result, ReadResult)
    assert (result.encoding, result.has_bom, result.newline) == ("utf-8", True, "\r\n")
    assert result.content == "héllo\r\nwörld\r\n"
    assert (result.size, result.line_count) == (19, 2)


def test_read_latin1_fallback(ws: Workspace, root: Path) -> None:
    (root / "old.txt").write_bytes("caf\xe9\n".encode("latin-1"))
    result = ws.read("old.txt")
    assert isinstance(result, ReadResult)
    assert (result.encoding, result.content) == ("latin-1", "café\n")


@pytest.mark.parametrize(
    ("text", "style"),
    [
        ("a\nb\n", "\n"),
        ("a\r\nb\r\n", "\r\n"),
        ("a\r\nb\n", "mixed"),
        ("a\rb", "mixed"),
        ("a", None),
    ],
)
def test_newline_styles(text: str, style: str | None) -> None:
    assert newline_style(text) == style


def test_line_ranges(ws: Workspace, root: Path) -> None:
    (root / "l.txt").write_text("1\n2\n3\n4\n5")
    middle = ws.read("l.txt", start_line=2, line_count=2)
    assert isinstance(middle, ReadResult)
    assert (middle.content, middle.start_line, middle.end_line) == ("2\n3\n", 2, 3)
    assert (middle.line_count, middle.truncated) == (5, True)
    tail = ws.read("l.txt", start_line=4)
    assert isinstance(tail, ReadResult)
    assert (tail.content, tail.start_line, tail.end_line, tail.truncated) == ("4\n5", 4, 5, True)
    beyond = ws.read("l.txt", start_line=5, line_count=10)
    assert isinstance(beyond, ReadResult)
    assert (beyond.content, beyond.end_line) == ("5", 5)
    nothing = ws.read("l.txt", start_line=3, line_count=0)
    assert isinstance(nothing, ReadResult)
    assert (nothing.content, nothing.start_line, nothing.end_line) == ("", 3, 2)


def test_line_ranges_keep_crlf_and_ignore_other_separators(ws: Workspace, root: Path) -> None:
    (root / "c.txt").write_bytes(b"a\x0cb\r\nc\xe2\x80\xa8d\r\ne\r\n")
    result = ws.read("c.txt", start_line=2, line_count=1)
    assert isinstance(result, ReadResult)
    assert (result.content, result.line_count) == ("c\u2028d\r\n", 3)


def test_line_range_errors(ws: Workspace, root: Path) -> None:
    (root / "l.txt").write_text("1\n2\n")
    assert ws.read("l.txt", start_line=3) == ToolError(
        error_type="validation", message="start_line 3 is past the end of 'l.txt' (2 lines)"
    )
    invalid = ToolError(
        error_type="validation", message="start_line must be >= 1 and line_count >= 0"
    )
    assert ws.read("l.txt", start_line=0) == invalid
    assert ws.read("l.txt", line_count=-1) == invalid


def test_empty_file(ws: Workspace, root: Path) -> None:
    (root / "empty").write_bytes(b"")
    result = ws.read("empty")
    assert isinstance(result, ReadResult)
    assert (result.content, result.line_count, result.newline, result.truncated) == (
        "",
        0,
        None,
        False,
    )
    assert ws.read_bytes("empty") == b""


def test_binary_file_returned_without_content(ws: Workspace, root: Path) -> None:
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(100))
    assert ws.read("logo.png") == ReadResult(path="logo.png", size=116, is_binary=True)


def test_binary_detection_rules() -> None:
    assert looks_binary(b"text\x00more")
    assert looks_binary(bytes(range(1, 9)) * 10 + b"abc")
    assert not looks_binary(b"plain text\twith tabs\r\n")
    assert not looks_binary(b"")
    assert not looks_binary(b"x" * 8192 + b"\x00")  # only the first 8 KiB are sniffed
    assert not looks_binary("ünïcödé".encode())


def test_too_large(ws: Workspace, root: Path) -> None:
    (root / "big.min.js").write_bytes(b"x" * (2 * 1024 * 1024))
    expected = ToolError(
        error_type="too_large", message="'big.min.js' is 2 MiB, over the 1 MiB limit"
    )
    assert ws.read("big.min.js") == expected
    assert ws.read_bytes("big.min.js") == expected
    (root / "small.txt").write_bytes(b"0123456789")
    assert ws.read_bytes("small.txt", max_bytes=9) == ToolError(
        error_type="too_large", message="'small.txt' is 10 bytes, over the 9 bytes limit"
    )
    assert ws.read_bytes("small.txt", max_bytes=10) == b"0123456789"


def test_read_bytes_is_exact(ws: Workspace, root: Path) -> None:
    payload = codecs.BOM_UTF8 + b"a\r\nb\x00\xff"
    (root / "raw.bin").write_bytes(payload)
    assert ws.read_bytes("raw.bin") == payload


def test_load_bytes_refuses_what_read_bytes_refuses(ws: Workspace, root: Path, outside: Path) -> None:
    """The scanner's entry point raises the error the tool would return, with no absolute path."""
    (root / "app.ts").write_bytes(b"export {};\n")
    (root / "big.ts").write_bytes(b"x" * 11)
    os.symlink(outside / "secret.txt", root / "leak.ts")
    (root / "dir").mkdir()
    assert ws.load_bytes("app.ts") == b"export {};\n"
    for path, max_bytes in [("big.ts", 10), ("leak.ts", 100), ("../root-evil/secret.txt", 100), ("dir", 100)]:
        with pytest.raises(WorkspaceError) as raised:
            ws.load_bytes(path, max_bytes)
        assert ws.read_bytes(path, max_bytes) == raised.value.to_result()
        assert str(root.parent) not in raised.value.message
    assert ws.read_bytes("leak.ts").error_type == "security"


def test_not_found_and_directories(ws: Workspace, root: Path) -> None:
    (root / "dir").mkdir()
    assert ws.read("nope.txt") == ToolError(
        error_type="not_found", message="'nope.txt' does not exist"
    )
    assert ws.read("dir") == ToolError(error_type="validation", message="'dir' is a directory")
    assert ws.read(".") == ToolError(error_type="validation", message="'.' is a directory")
    assert ws.read_bytes("dir/missing") == ToolError(
        error_type="not_found", message="'dir/missing' does not exist"
    )


def test_fifo_is_refused_without_blocking(ws: Workspace, root: Path) -> None:
    os.mkfifo(root / "pipe")
    expected = ToolError(error_type="validation", message="'pipe' is not a regular file")
    assert ws.read("pipe") == expected
    assert ws.read_bytes("pipe") == expected


def test_device_is_refused(ws: Workspace, root: Path) -> None:
    (root / "null").symlink_to("/dev/null")
    assert ws.read("null") == ToolError(
        error_type="security",
        message="'null' leads outside the workspace root through a symbolic link",
    )


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions")
def test_unreadable_file_is_a_permission_error(ws: Workspace, root: Path) -> None:
    (root / "locked.txt").write_text("x")
    (root / "locked.txt").chmod(0)
    assert ws.read("locked.txt") == ToolError(
        error_type="permission", message="'locked.txt': permission denied"
    )


def test_read_text_or_none(ws: Workspace, root: Path) -> None:
    (root / ".gitignore").write_bytes(codecs.BOM_UTF8 + b"node_modules/\n")
    (root / "blob").write_bytes(b"\x00\x01")
    assert ws.read_text_or_none(".gitignore") == "node_modules/\n"
    assert ws.read_text_or_none("blob") is None
    assert ws.read_text_or_none("missing") is None


def test_has_git_dir(ws: Workspace, root: Path) -> None:
    assert ws.has_git_dir() is False
    (root / ".git").write_text("gitdir: ../.git/worktrees/x\n")
    assert ws.has_git_dir() is True
