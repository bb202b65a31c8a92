"""walk (the scanner's file source) and ls."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from secure_lint.workspace import LsEntry, LsResult, ToolError, WalkEntry, Workspace, WorkspaceError


@pytest.fixture
def tree(root: Path) -> Path:
    for rel, body in {
        "b.ts": "bb",
        "a/z.ts": "z",
        "a/b/c.ts": "ccc",
        "a.txt": "aaaa",
        "node_modules/pkg/index.js": "m",
        ".env": "KEY=1",
        "app/node_modules/x.js": "n",
    }.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body)
    (root / "empty").mkdir()
    return root


def test_walk_is_depth_first_sorted_by_name(ws: Workspace, tree: Path) -> None:
    assert list(ws.walk()) == [
        WalkEntry(".env", "file", size=5),
        WalkEntry("a/b/c.ts", "file", size=3),
        WalkEntry("a/z.ts", "file", size=1),
        WalkEntry("a.txt", "file", size=4),
        WalkEntry("app/node_modules/x.js", "file", size=1),
        WalkEntry("b.ts", "file", size=2),
        WalkEntry("node_modules/pkg/index.js", "file", size=1),
    ]


def test_prune_skips_directories_without_descending(ws: Workspace, tree: Path) -> None:
    asked: list[str] = []

    def prune(directory: str) -> bool:
        asked.append(directory)
        return directory.rsplit("/", 1)[-1] == "node_modules"

    assert [e.path for e in ws.walk(prune=prune)] == [
        ".env",
        "a/b/c.ts",
        "a/z.ts",
        "a.txt",
        "b.ts",
    ]
    assert asked == ["a", "a/b", "app", "app/node_modules", "empty", "node_modules"]


def test_walk_from_a_subdirectory_or_a_file(ws: Workspace, tree: Path) -> None:
    assert [e.path for e in ws.walk("a")] == ["a/b/c.ts", "a/z.ts"]
    assert list(ws.walk("a/b/c.ts")) == [WalkEntry("a/b/c.ts", "file", size=3)]
    assert list(ws.walk(str(tree / "a" / "b"))) == [WalkEntry("a/b/c.ts", "file", size=3)]


def test_walk_include_dirs(ws: Workspace, tree: Path) -> None:
    entries = [(e.path, e.kind) for e in ws.walk("a", include_dirs=True)]
    assert entries == [("a/b", "dir"), ("a/b/c.ts", "file"), ("a/z.ts", "file")]


def test_walk_bad_start_raises(ws: Workspace, tree: Path) -> None:
    with pytest.raises(WorkspaceError) as caught:
        ws.walk("missing")
    assert caught.value.to_result() == ToolError(
        error_type="not_found", message="'missing' does not exist"
    )
    with pytest.raises(WorkspaceError) as escaped:
        ws.walk("../root-evil")
    assert escaped.value.error_type == "security"


def test_walk_reports_special_files(ws: Workspace, root: Path) -> None:
    os.mkfifo(root / "pipe")
    (root / "x.ts").write_text("x")
    assert list(ws.walk()) == [WalkEntry("pipe", "other"), WalkEntry("x.ts", "file", size=1)]


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc")
def test_abandoned_walk_closes_its_descriptors(ws: Workspace, tree: Path) -> None:
    before = len(os.listdir("/proc/self/fd"))
    walker = ws.walk()
    next(walker)
    next(walker)  # inside a/b: three directory descriptors open
    assert len(os.listdir("/proc/self/fd")) > before
    walker.close()  # type: ignore[attr-defined]
    assert len(os.listdir("/proc/self/fd")) == before
    list(ws.walk())
    assert len(os.listdir("/proc/self/fd")) == before


def test_walk_handles_thousands_of_files(ws: Workspace, root: Path) -> None:
    for d in range(10):
        sub = root / f"pkg{d:02d}"
        sub.mkdir()
        for f in range(120):
            (sub / f"f{f:03d}.ts").write_bytes(b"x")
    paths = [e.path for e in ws.walk()]
    assert len(paths) == 1200
    assert paths == sorted(paths)
    assert paths[0] == "pkg00/f000.ts"
    assert ws.read_bytes(paths[-1]) == b"x"


def test_ls_sorts_dirs_first_and_hides_dotfiles(ws: Workspace, tree: Path) -> None:
    (tree / "link.ts").symlink_to("b.ts")
    result = ws.ls()
    assert result == LsResult(
        path=".",
        entries=[
            LsEntry(name="a", kind="dir"),
            LsEntry(name="app", kind="dir"),
            LsEntry(name="empty", kind="dir"),
            LsEntry(name="node_modules", kind="dir"),
            LsEntry(name="a.txt", kind="file", size=4),
            LsEntry(name="b.ts", kind="file", size=2),
            LsEntry(name="link.ts", kind="symlink", target_inside=True),
        ],
        hidden_count=1,
        truncated=False,
    )
    shown = ws.ls(show_hidden=True)
    assert isinstance(shown, LsResult)
    assert LsEntry(name=".env", kind="file", size=5) in shown.entries
    assert shown.hidden_count == 0


def test_ls_subdirectory_and_errors(ws: Workspace, tree: Path) -> None:
    sub = ws.ls("a")
    assert isinstance(sub, LsResult)
    assert (sub.path, [e.name for e in sub.entries]) == ("a", ["b", "z.ts"])
    assert ws.ls("b.ts") == ToolError(error_type="validation", message="'b.ts' is not a directory")
    assert ws.ls("nope") == ToolError(error_type="not_found", message="'nope' does not exist")
    assert ws.ls("empty") == LsResult(path="empty", entries=[], hidden_count=0, truncated=False)
