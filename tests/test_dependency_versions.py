"""The version of an npm package a file runs with, read from the nearest lock file or, without
one, the lowest the package.json range allows (scan/repo/dependency_versions.py)."""

from __future__ import annotations

import json

import pytest

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.dependency_versions import lowest_version, resolved_version

ROUTE = "api/src/routes.js"


def _repo(files: dict[str, str]) -> Repository:
    listed = {ROUTE: "module.exports = router;\n", **files}
    return Repository(lambda: sorted(listed), listed.get)


def _manifest(**dependencies: str) -> str:
    return json.dumps({"name": "api", "dependencies": dependencies})


@pytest.mark.parametrize(
    ("spec", "lowest"),
    [
        ("^4.17.11", (4, 17, 11)),
        ("~4.17.0", (4, 17, 0)),
        (">= 4.17.12", (4, 17, 12)),
        ("4.x", (4, 0, 0)),
        ("4.17.4 || ^4.17.21", (4, 17, 4)),
        ("4.17.11 - 4.17.21", (4, 17, 11)),
        ("*", None),
        ("<5", None),
        ("latest", None),
        ("workspace:*", None),
        ("github:lodash/lodash", None),
    ],
)
def test_the_lowest_version_of_a_range(spec: str, lowest: tuple[int, int, int] | None) -> None:
    assert lowest_version(spec) == lowest


def test_package_lock_v3_takes_the_copy_node_finds_from_the_file() -> None:
    lock = {
        "lockfileVersion": 3,
        "packages": {
            "node_modules/lodash": {"version": "4.17.21"},
            "api/node_modules/lodash": {"version": "4.17.4"},
            "node_modules/tool/node_modules/lodash": {"version": "4.17.10"},
        },
    }
    repo = _repo({"package-lock.json": json.dumps(lock), "api/package.json": _manifest(lodash="^4.17.4")})
    assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 4)
    assert resolved_version(repo, "web/app.js", "lodash") == (4, 17, 21)
    assert resolved_version(repo, "server.js", "lodash") == (4, 17, 21)


def test_package_lock_v1_reads_the_top_level_dependency() -> None:
    lock = {"lockfileVersion": 1, "dependencies": {"lodash": {"version": "4.17.11"}}}
    repo = _repo({"api/package-lock.json": json.dumps(lock), "api/package.json": _manifest(lodash="^4.17.4")})
    assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 11)


def test_yarn_berry_takes_the_entry_of_the_declared_range() -> None:
    lock = (
        '"lodash@npm:^4.17.4":\n  version: 4.17.4\n  resolution: "lodash@npm:4.17.4"\n\n'
        '"lodash@npm:^4.17.15, lodash@npm:^4.17.21":\n  version: 4.17.21\n'
    )
    repo = _repo({"yarn.lock": lock, "api/package.json": _manifest(lodash="^4.17.21")})
    assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 21)


def test_yarn_without_a_declared_range_takes_the_lowest_copy() -> None:
    lock = 'lodash@^4.17.4:\n  version "4.17.4"\n\nlodash@^4.17.21:\n  version "4.17.21"\n'
    repo = _repo({"yarn.lock": lock, "api/package.json": _manifest(express="^4")})
    assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 4)


def test_pnpm_v5_lock_of_one_package() -> None:
    lock = "lockfileVersion: 5.4\n\nspecifiers:\n  lodash: ^4.17.4\n\ndependencies:\n  lodash: 4.17.21\n\npackages:\n"
    repo = _repo({"api/pnpm-lock.yaml": lock, "api/package.json": _manifest(lodash="^4.17.4")})
    assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 21)


def test_pnpm_workspace_reads_the_files_importer() -> None:
    lock = (
        "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      lodash:\n"
        "        specifier: 4.17.4\n        version: 4.17.4\n\n  api:\n    dependencies:\n      lodash:\n"
        "        specifier: ^4.17.21\n        version: 4.17.21(patch_hash=abc)\n\npackages:\n\n  lodash@4.17.21: {}\n"
    )
    repo = _repo({"pnpm-lock.yaml": lock, "api/package.json": _manifest(lodash="^4.17.21")})
    assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 21)


def test_without_a_lock_the_range_gives_its_lowest_version_and_unknown_stays_unknown() -> None:
    assert resolved_version(_repo({"api/package.json": _manifest(lodash="^4.17.21")}), ROUTE, "lodash") == (4, 17, 21)
    assert resolved_version(_repo({"api/package.json": _manifest(lodash="latest")}), ROUTE, "lodash") is None
    assert resolved_version(_repo({}), ROUTE, "lodash") is None


def test_an_unreadable_or_empty_pnpm_lock_falls_back_to_the_range() -> None:
    manifest = {"api/package.json": _manifest(lodash="^4.17.21")}
    for lock in ("", "# too large to read\n"):
        repo = _repo({"pnpm-lock.yaml": lock, **manifest})
        assert resolved_version(repo, ROUTE, "lodash") == (4, 17, 21)
    listed = {ROUTE: "", "pnpm-lock.yaml": "", **manifest}
    unread = Repository(lambda: sorted(listed), lambda path: None if path == "pnpm-lock.yaml" else listed.get(path))
    assert resolved_version(unread, ROUTE, "lodash") == (4, 17, 21)
