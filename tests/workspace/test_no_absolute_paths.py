"""No result of any tool, success or error, carries an absolute path or OS error text."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest

from secure_lint.workspace import Edit, ToolError, Workspace, WorkspaceError


@pytest.fixture
def scene(root: Path, outside: Path) -> Path:
    (root / "src").mkdir()
    (root / "src" / "a.ts").write_text('const k = "x";\n')
    (root / "bin.dat").write_bytes(b"\x00\x01\x02")
    (root / "big.txt").write_bytes(b"x" * (1024 * 1024 + 1))
    (root / "out").symlink_to(outside)
    (root / "out.txt").symlink_to(outside / "secret.txt")
    (root / "loop").symlink_to("loop")
    os.mkfifo(root / "pipe")
    return root


def _calls(ws: Workspace, root: Path, outside: Path) -> list[Callable[[], object]]:
    secret = str(outside / "secret.txt")
    inside = str(root / "src" / "a.ts")
    calls: list[Callable[[], object]] = []
    for path in (inside, secret, "out.txt", "out/secret.txt", "loop", "pipe", "src", "nope"):
        calls += [
            partial(ws.read, path),
            partial(ws.read_bytes, path),
            partial(ws.write, path, "x"),
            partial(ws.edit, path, "x", "y"),
            partial(ws.multiedit, path, [Edit(old="k", new="key")]),
            partial(ws.ls, path),
            partial(ws.glob, "*", path=path),
            partial(ws.grep, "k", path=path),
            partial(ws.theme, path, ":root{}"),
        ]
    calls += [
        lambda: ws.read("bin.dat"),
        lambda: ws.read("big.txt"),
        lambda: ws.read("src/a.ts", start_line=9),
        lambda: ws.write(f"{outside}/new.txt", "x", create_dirs=True),
        lambda: ws.write("out/new/x.css", "x", create_dirs=True),
        lambda: ws.edit(inside, "const", "let"),
        lambda: ws.edit(inside, "missing", "x"),
        lambda: ws.ls(),
        lambda: ws.ls(str(root)),
        lambda: ws.glob("**/*"),
        lambda: ws.grep("(bad"),
        lambda: ws.grep("."),
        lambda: ws.theme(f"{root}/themes/dark.css", ":root{}"),
        lambda: list(ws.walk()),
        lambda: list(ws.walk(str(root / "src"))),
    ]
    return calls


def test_no_tool_result_leaks_absolute_paths(
    ws: Workspace,
    scene: Path,
    outside: Path,
    assert_no_abs: Callable[[object], None],
) -> None:
    for call in _calls(ws, scene, outside):
        assert_no_abs(call())


def test_walk_errors_do_not_leak(ws: Workspace, scene: Path, outside: Path) -> None:
    for path in (str(outside), "out/x", "missing", "a\x00"):
        with pytest.raises(WorkspaceError) as caught:
            ws.walk(path)
        assert str(outside.parent) not in caught.value.message


def test_raw_os_errors_are_mapped_to_short_phrases(
    ws: Workspace,
    scene: Path,
    monkeypatch: pytest.MonkeyPatch,
    assert_no_abs: Callable[[object], None],
) -> None:
    def odd_failure(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EOVERFLOW, f"Value too large: '{scene}/src/a.ts'")

    monkeypatch.setattr(os, "replace", odd_failure)
    result = ws.write("src/a.ts", "x")
    assert result == ToolError(
        error_type="execution", message="'src/a.ts': operation failed (EOVERFLOW)"
    )
    assert_no_abs(result)
