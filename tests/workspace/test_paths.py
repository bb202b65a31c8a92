"""Containment of caller paths: the root, `..`, sibling prefixes, absolute paths, bad chars."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from secure_lint.workspace import ReadResult, ToolError, Workspace, WriteResult
from secure_lint.workspace.paths import is_inside


def test_root_must_be_a_directory(tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(ValueError, match="not a directory"):
        Workspace(tmp_path / "file.txt")
    with pytest.raises(ValueError, match="not a directory"):
        Workspace(tmp_path / "missing")


def test_broad_roots_refused_unless_allowed() -> None:
    with pytest.raises(ValueError, match="too broad"):
        Workspace("/")
    assert Workspace("/", allow_broad_root=True).root == "/"


def test_root_is_canonicalized(tmp_path: Path, root: Path) -> None:
    (tmp_path / "alias").symlink_to(root)
    assert Workspace(tmp_path / "alias").root == os.path.realpath(root)
    assert Workspace(f"{root}/").root == os.path.realpath(root)


def test_is_inside_uses_relative_paths_not_string_prefixes() -> None:
    assert is_inside("/srv/root", "/srv/root")
    assert is_inside("/srv/root/a/b", "/srv/root")
    assert is_inside("/srv/root/..data", "/srv/root")
    assert not is_inside("/srv/root-evil/secret.txt", "/srv/root")
    assert not is_inside("/srv/rootx", "/srv/root")
    assert not is_inside("/srv", "/srv/root")
    assert not is_inside("/etc/passwd", "/srv/root")


def test_dotdot_escape_refused(ws: Workspace, outside: Path) -> None:
    for path in ("../root-evil/secret.txt", "a/../../root-evil/secret.txt", "..", "./.."):
        result = ws.read(path)
        assert result == ToolError(error_type="security", message="path escapes the workspace root")


def test_dotdot_that_stays_inside_is_normalized(ws: Workspace, root: Path) -> None:
    (root / "b.txt").write_text("bee\n")
    result = ws.read("a/../b.txt")
    assert isinstance(result, ReadResult)
    assert (result.path, result.content) == ("b.txt", "bee\n")


def test_double_dots_inside_a_name_are_legal(ws: Workspace, root: Path) -> None:
    written = ws.write("a..b.css", "body{}\n")
    assert written == WriteResult(path="a..b.css", bytes_written=7, is_new_file=True)
    made = ws.write("v1..2/notes..txt", "n\n", create_dirs=True)
    assert isinstance(made, WriteResult)
    assert made.created_dirs == ["v1..2"]
    assert (root / "v1..2" / "notes..txt").read_text() == "n\n"
    result = ws.read("a..b.css")
    assert isinstance(result, ReadResult)
    assert result.content == "body{}\n"


def test_sibling_prefix_directory_is_outside(ws: Workspace, outside: Path) -> None:
    absolute = ws.read(str(outside / "secret.txt"))
    assert absolute == ToolError(
        error_type="security", message="absolute path is outside the workspace root"
    )
    written = ws.write(str(outside / "new.txt"), "x")
    assert isinstance(written, ToolError)
    assert written.error_type == "security"
    assert not (outside / "new.txt").exists()
    assert ws.relative(str(outside / "secret.txt")) is None


def test_absolute_path_outside_refused(ws: Workspace) -> None:
    result = ws.read("/etc/passwd")
    assert result == ToolError(
        error_type="security", message="absolute path is outside the workspace root"
    )


def test_absolute_path_inside_accepted(ws: Workspace, root: Path) -> None:
    (root / "src").mkdir()
    (root / "src" / "a.ts").write_text("let a = 1;\n")
    result = ws.read(str(root / "src" / "a.ts"))
    assert isinstance(result, ReadResult)
    assert result.path == "src/a.ts"
    assert ws.relative(str(root / "src" / "a.ts")) == "src/a.ts"
    assert ws.relative(str(root)) == "."


def test_absolute_path_through_the_given_root_spelling(tmp_path: Path, root: Path) -> None:
    (root / "a.txt").write_text("a\n")
    (tmp_path / "alias").symlink_to(root)
    ws = Workspace(tmp_path / "alias")
    for path in (str(tmp_path / "alias" / "a.txt"), str(root / "a.txt")):
        result = ws.read(path)
        assert isinstance(result, ReadResult)
        assert result.path == "a.txt"


def test_nul_byte_is_a_security_error(ws: Workspace) -> None:
    for call in (
        lambda: ws.read("a.txt\x00.png"),
        lambda: ws.write("a\x00b", "x"),
        lambda: ws.edit("a\x00", "x", "y"),
        lambda: ws.ls("\x00"),
    ):
        assert call() == ToolError(error_type="security", message="path contains a NUL byte")


@pytest.mark.parametrize("path", ["a\nb.txt", "a\tb", "\x1b[31mred", "del\x7f", "cr\r"])
def test_control_characters_are_refused(ws: Workspace, root: Path, path: str) -> None:
    expected = ToolError(error_type="validation", message="path contains a control character")
    assert ws.read(path) == expected
    assert ws.write(path, "x") == expected
    assert os.listdir(root) == []


def test_empty_and_non_string_paths(ws: Workspace) -> None:
    assert ws.read("") == ToolError(error_type="validation", message="path is empty")
    assert ws.read(b"a.txt") == ToolError(  # type: ignore[arg-type]
        error_type="validation", message="path must be a string"
    )
    assert ws.read("x" * 5000) == ToolError(error_type="validation", message="path is too long")


def test_pathlike_paths_are_accepted(ws: Workspace, root: Path) -> None:
    (root / "p.txt").write_text("p\n")
    result = ws.read(Path("p.txt"))
    assert isinstance(result, ReadResult)
    assert result.path == "p.txt"


def test_relative_helper(ws: Workspace) -> None:
    assert ws.relative("./src//a.ts") == "src/a.ts"
    assert ws.relative("../x") is None
    assert ws.relative("a\x00") is None
