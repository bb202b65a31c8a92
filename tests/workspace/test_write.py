"""write / theme: atomic replacement, modes, parents, refusals, failure cleanup."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from secure_lint.workspace import ThemeResult, ToolError, Workspace, WriteResult


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_write_new_file(ws: Workspace, root: Path, umask: int) -> None:
    result = ws.write("notes.md", "# hi\n")
    assert result == WriteResult(path="notes.md", bytes_written=5, is_new_file=True)
    assert (root / "notes.md").read_bytes() == b"# hi\n"
    assert _mode(root / "notes.md") == 0o644 & ~umask
    assert os.listdir(root) == ["notes.md"]


def test_overwrite_keeps_mode_and_writes_bytes_verbatim(ws: Workspace, root: Path) -> None:
    script = root / "run.sh"
    script.write_text("#!/bin/sh\necho old\n")
    script.chmod(0o755)
    inode_before = script.stat().st_ino
    result = ws.write("run.sh", b"#!/bin/sh\r\necho new\r\n")
    assert result == WriteResult(path="run.sh", bytes_written=21, is_new_file=False)
    assert script.read_bytes() == b"#!/bin/sh\r\necho new\r\n"
    assert _mode(script) == 0o755
    assert script.stat().st_ino != inode_before  # replaced, not rewritten in place


def test_str_content_is_utf8(ws: Workspace, root: Path) -> None:
    assert ws.write("u.txt", "é\n") == WriteResult(path="u.txt", bytes_written=3, is_new_file=True)
    assert (root / "u.txt").read_bytes() == b"\xc3\xa9\n"


def test_missing_parents(ws: Workspace, root: Path) -> None:
    assert ws.write("a/b/c.txt", "x") == ToolError(
        error_type="not_found", message="parent directory 'a' of 'a/b/c.txt' does not exist"
    )
    assert os.listdir(root) == []
    created = ws.write("a/b/c.txt", "x", create_dirs=True)
    assert created == WriteResult(
        path="a/b/c.txt", bytes_written=1, is_new_file=True, created_dirs=["a", "a/b"]
    )
    assert (root / "a" / "b" / "c.txt").read_text() == "x"
    again = ws.write("a/b/d.txt", "y", create_dirs=True)
    assert isinstance(again, WriteResult)
    assert again.created_dirs == []


def test_parent_that_is_a_file(ws: Workspace, root: Path) -> None:
    (root / "a").write_text("file")
    assert ws.write("a/b.txt", "x", create_dirs=True) == ToolError(
        error_type="validation", message="'a' is not a directory"
    )


def test_refuses_directories_and_special_files(ws: Workspace, root: Path) -> None:
    (root / "dir").mkdir()
    os.mkfifo(root / "pipe")
    assert ws.write("dir", "x") == ToolError(
        error_type="validation", message="'dir' is a directory"
    )
    assert ws.write(".", "x") == ToolError(
        error_type="validation", message="'.' is the workspace root, not a file"
    )
    assert ws.write("pipe", "x") == ToolError(
        error_type="validation", message="'pipe' is not a regular file"
    )
    assert ws.write("x.txt", 42) == ToolError(  # type: ignore[arg-type]
        error_type="validation", message="content must be str or bytes"
    )
    assert ws.write("x.txt", "\udcff") == ToolError(
        error_type="validation", message="content for 'x.txt' is not valid text"
    )


def _boom(*args: object, **kwargs: object) -> None:
    raise OSError(errno.EIO, "simulated failure at /secret/abs/path")


def test_failed_replace_keeps_old_file_and_leaves_no_temp(
    ws: Workspace, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (root / "keep.txt").write_text("original\n")
    monkeypatch.setattr(os, "replace", _boom)
    result = ws.write("keep.txt", "replacement\n")
    assert result == ToolError(error_type="execution", message="'keep.txt': input/output error")
    assert (root / "keep.txt").read_text() == "original\n"
    assert os.listdir(root) == ["keep.txt"]


def test_failed_write_removes_the_directories_it_created(
    ws: Workspace, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "replace", _boom)
    result = ws.write("new/dir/f.txt", "x", create_dirs=True)
    assert result == ToolError(
        error_type="execution", message="'new/dir/f.txt': input/output error"
    )
    assert os.listdir(root) == []


def test_failed_data_write_cleans_up(
    ws: Workspace, root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (root / "keep.txt").write_text("original\n")

    def full_disk(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    assert ws.write("keep.txt", "x" * 100) == ToolError(
        error_type="execution", message="'keep.txt': no space left on device"
    )
    assert (root / "keep.txt").read_text() == "original\n"
    assert os.listdir(root) == ["keep.txt"]


def test_theme_writes_css(ws: Workspace, root: Path) -> None:
    css = ":root { --bg: #111; --fg: #eee; }\n"
    assert ws.theme("themes/dark.css", css) == ThemeResult(path="themes/dark.css", bytes_written=34)
    assert (root / "themes" / "dark.css").read_text() == css
    assert ws.theme("themes/light.CSS", ":root{}") == ThemeResult(
        path="themes/light.CSS", bytes_written=7
    )


def test_theme_validation(ws: Workspace, root: Path) -> None:
    assert ws.theme("theme.js", "x") == ToolError(
        error_type="validation", message="'theme.js': a theme file name must end in .css"
    )
    assert ws.theme(".css", "x") == ToolError(
        error_type="validation", message="'.css': a theme file name must end in .css"
    )
    assert ws.theme("t.css", "a\x00b") == ToolError(
        error_type="validation", message="css must be text without NUL characters"
    )
    assert ws.theme("deep/t.css", "x", create_dirs=False) == ToolError(
        error_type="not_found", message="parent directory 'deep' of 'deep/t.css' does not exist"
    )
    assert os.listdir(root) == []
