"""Symlinks never lead outside the root.

Policy under test:
- read / read_bytes follow a link only when its target resolves inside the root;
- write / edit / multiedit / theme never go through a link, inside or not;
- walk / ls / glob / grep report links and never enter them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from secure_lint.workspace import (
    Edit,
    ReadResult,
    ToolError,
    WalkEntry,
    Workspace,
    WorkspaceError,
)


@pytest.fixture
def linked(root: Path, outside: Path) -> Path:
    """root/
    src/app.ts                 real file
    inside.ts -> src/app.ts    link to a file inside
    secret.txt -> ../root-evil/secret.txt   link to a file outside
    evil/ -> ../root-evil       link to a directory outside
    srcdir/ -> src              link to a directory inside
    """
    (root / "src").mkdir()
    (root / "src" / "app.ts").write_text("const secret = 1;\n")
    (root / "inside.ts").symlink_to("src/app.ts")
    (root / "secret.txt").symlink_to(outside / "secret.txt")
    (root / "evil").symlink_to("../root-evil")
    (root / "srcdir").symlink_to("src")
    return root


def test_read_through_file_link_to_outside_refused(ws: Workspace, linked: Path) -> None:
    expected = ToolError(
        error_type="security",
        message="'secret.txt' leads outside the workspace root through a symbolic link",
    )
    assert ws.read("secret.txt") == expected
    assert ws.read_bytes("secret.txt") == expected
    assert ws.read_text_or_none("secret.txt") is None


def test_read_through_dir_link_to_outside_refused(ws: Workspace, linked: Path) -> None:
    assert ws.read("evil/secret.txt") == ToolError(
        error_type="security",
        message="'evil/secret.txt' leads outside the workspace root through a symbolic link",
    )


def test_read_through_inside_link_allowed(ws: Workspace, linked: Path) -> None:
    via_file_link = ws.read("inside.ts")
    assert isinstance(via_file_link, ReadResult)
    assert (via_file_link.path, via_file_link.content) == ("inside.ts", "const secret = 1;\n")
    via_dir_link = ws.read_bytes("srcdir/app.ts")
    assert via_dir_link == b"const secret = 1;\n"


def test_write_through_any_link_refused(ws: Workspace, linked: Path, outside: Path) -> None:
    assert ws.write("secret.txt", "pwned") == ToolError(
        error_type="security", message="'secret.txt' is a symbolic link"
    )
    assert ws.write("inside.ts", "pwned") == ToolError(
        error_type="security", message="'inside.ts' is a symbolic link"
    )
    assert ws.write("evil/new.txt", "pwned") == ToolError(
        error_type="security", message="'evil' is a symbolic link"
    )
    assert ws.write("evil/deep/new.txt", "pwned", create_dirs=True) == ToolError(
        error_type="security", message="'evil' is a symbolic link"
    )
    assert ws.write("srcdir/app.ts", "pwned") == ToolError(
        error_type="security", message="'srcdir' is a symbolic link"
    )
    assert (outside / "secret.txt").read_text() == "top secret\n"
    assert sorted(p.name for p in outside.iterdir()) == ["secret.txt"]
    assert (linked / "src" / "app.ts").read_text() == "const secret = 1;\n"
    assert (linked / "inside.ts").is_symlink()


def test_edit_and_multiedit_through_links_refused(
    ws: Workspace, linked: Path, outside: Path
) -> None:
    assert ws.edit("secret.txt", "top", "no") == ToolError(
        error_type="security", message="'secret.txt' is a symbolic link"
    )
    assert ws.edit("evil/secret.txt", "top", "no") == ToolError(
        error_type="security", message="'evil' is a symbolic link"
    )
    assert ws.edit("inside.ts", "secret", "public") == ToolError(
        error_type="security", message="'inside.ts' is a symbolic link"
    )
    assert ws.multiedit("secret.txt", [Edit(old="top", new="no")]) == ToolError(
        error_type="security", message="'secret.txt' is a symbolic link"
    )
    assert ws.theme("evil/dark.css", ":root{}") == ToolError(
        error_type="security", message="'evil' is a symbolic link"
    )
    assert (outside / "secret.txt").read_text() == "top secret\n"
    assert (linked / "src" / "app.ts").read_text() == "const secret = 1;\n"


def test_dangling_link_to_outside_is_not_written_through(
    ws: Workspace, root: Path, outside: Path
) -> None:
    (root / "dangling").symlink_to(outside / "created.txt")
    assert ws.write("dangling", "x") == ToolError(
        error_type="security", message="'dangling' is a symbolic link"
    )
    assert ws.read("dangling") == ToolError(
        error_type="security",
        message="'dangling' leads outside the workspace root through a symbolic link",
    )
    assert not (outside / "created.txt").exists()


def test_tree_tools_do_not_enter_links(ws: Workspace, linked: Path) -> None:
    assert list(ws.walk()) == [
        WalkEntry("evil", "symlink", target_inside=False),
        WalkEntry("inside.ts", "symlink", target_inside=True),
        WalkEntry("secret.txt", "symlink", target_inside=False),
        WalkEntry("src/app.ts", "file", size=18),
        WalkEntry("srcdir", "symlink", target_inside=True),
    ]
    globbed = ws.glob("**/*")
    assert not isinstance(globbed, ToolError)
    assert [m.path for m in globbed.matches] == ["src/app.ts"]
    grepped = ws.grep("secret")
    assert not isinstance(grepped, ToolError)
    assert [(m.path, m.line) for m in grepped.matches] == [("src/app.ts", 1)]
    listed = ws.ls(".")
    assert not isinstance(listed, ToolError)
    assert [(e.name, e.kind, e.target_inside) for e in listed.entries] == [
        ("src", "dir", None),
        ("evil", "symlink", False),
        ("inside.ts", "symlink", True),
        ("secret.txt", "symlink", False),
        ("srcdir", "symlink", True),
    ]


def test_tree_tools_refuse_a_link_as_start(ws: Workspace, linked: Path) -> None:
    expected = ToolError(
        error_type="security", message="'evil' is a symbolic link; links are not followed"
    )
    assert ws.ls("evil") == expected
    assert ws.glob("*", path="evil") == expected
    assert ws.grep("secret", path="evil") == expected
    assert ws.ls("evil/sub") == ToolError(
        error_type="security", message="'evil' is a symbolic link"
    )
    assert list(ws.walk("evil")) == [WalkEntry("evil", "symlink", target_inside=False)]
    with pytest.raises(WorkspaceError) as caught:
        ws.walk("evil/inner")
    assert (caught.value.error_type, caught.value.message) == (
        "security",
        "'evil' is a symbolic link",
    )


def test_symlink_loop(ws: Workspace, root: Path) -> None:
    (root / "loop").symlink_to("loop")
    (root / "ping").symlink_to("pong")
    (root / "pong").symlink_to("ping")
    for path in ("loop", "ping", "loop/x.txt"):
        result = ws.read(path)
        assert isinstance(result, ToolError)
        assert result.error_type == "security"
        assert result.message == f"'{path}' involves a symbolic link loop"
    assert ws.write("loop", "x") == ToolError(
        error_type="security", message="'loop' is a symbolic link"
    )
    assert ws.write("loop/x.txt", "x", create_dirs=True) == ToolError(
        error_type="security", message="'loop' is a symbolic link"
    )
    assert [(e.path, e.kind) for e in ws.walk()] == [
        ("loop", "symlink"),
        ("ping", "symlink"),
        ("pong", "symlink"),
    ]


def test_link_swapped_in_after_listing_is_not_followed(
    ws: Workspace, root: Path, outside: Path
) -> None:
    (root / "a").mkdir()
    (root / "a" / "x.txt").write_text("x\n")
    (root / "b").mkdir()
    (root / "b" / "y.txt").write_text("y\n")
    walker = ws.walk()
    assert next(walker) == WalkEntry("a/x.txt", "file", size=2)
    (root / "b" / "y.txt").unlink()
    (root / "b").rmdir()
    (root / "b").symlink_to(outside)
    assert list(walker) == [WalkEntry("b", "unreadable")]
