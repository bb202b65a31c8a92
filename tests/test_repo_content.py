"""scan/repo/content.py: which files of a git snapshot a listing of the working tree would keep."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from secure_lint.scan.repo.content import Snapshot


def _snapshot(paths: list[str]) -> Snapshot:
    snapshot = Snapshot(Path("/repo"), "index", stream=None)  # type: ignore[arg-type]  # no blob is read here
    snapshot.__dict__["listed"] = dict.fromkeys(paths, "0" * 40)  # the listing git would give
    return snapshot


def test_a_build_folder_is_excluded_at_the_root_or_beside_a_project_file() -> None:
    snapshot = _snapshot(["build/out.js", "packages/a/package.json", "packages/a/build/x.js", "src/build/y.js"])
    assert snapshot.paths() == ["packages/a/package.json", "src/build/y.js"]
    assert not snapshot.kept("absent.js")


def test_the_listing_is_gone_through_for_project_files_only_for_a_build_folder_below_the_root() -> None:
    snapshot: Any = _snapshot(["src/index.ts", "package.json", "lib/util.ts"])
    assert snapshot.paths() == ["lib/util.ts", "package.json", "src/index.ts"]
    assert "_names_by_folder" not in snapshot.__dict__  # no `vendor/` or `build/` below the root: not needed
    assert snapshot.kept("src/index.ts")
    assert not _snapshot(["src/build/a.js", "src/package.json"]).kept("src/build/a.js")
