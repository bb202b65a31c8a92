"""Verifies without an `algorithms` list in a package on jsonwebtoken 9 or later
(scan/repo/jsonwebtoken_version.py): 9.0.0 ties the algorithms to the key's type and refuses
`none`, so the finding stays only where the package resolves 8.x or older, or an unknown version."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

RULE = "node.jwt.verify-without-algorithms"
ROUTE = """
    const jwt = require('jsonwebtoken');
    const PUBLIC_KEY = process.env.JWT_PUBLIC_KEY;
    function claims(token) {
      return jwt.verify(token, PUBLIC_KEY);
    }
    module.exports = { claims };
"""


def _manifest(range_: str) -> str:
    return json.dumps({"name": "api", "dependencies": {"express": "^4.19.2", "jsonwebtoken": range_}})


def _npm_lock(version: str) -> str:
    packages = {"": {"name": "api"}, "node_modules/jsonwebtoken": {"version": version}}
    return json.dumps({"name": "api", "lockfileVersion": 3, "packages": packages})


def _reported(tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result], files: dict[str, str]) -> bool:
    root = tree({"src/auth.js": ROUTE, **files})
    result = run_cli("scan", "--format", "json", "--root", str(root), "--select", RULE, str(root))
    return any(rule == RULE for _, _, rule in findings_of(result))


def test_the_lock_file_decides_over_the_declared_range(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert not _reported(tree, run_cli, {"package.json": _manifest("^8.5.1"), "package-lock.json": _npm_lock("9.0.2")})
    assert _reported(tree, run_cli, {"package.json": _manifest("^8.5.1"), "package-lock.json": _npm_lock("8.5.1")})


def test_without_a_lock_the_lowest_version_of_the_range(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert not _reported(tree, run_cli, {"package.json": _manifest("^9.0.0")})
    assert _reported(tree, run_cli, {"package.json": _manifest("^8.5.1 || ^9.0.0")})


def test_an_unknown_version_keeps_the_finding(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert _reported(tree, run_cli, {"package.json": _manifest("latest")})
    assert _reported(tree, run_cli, {})
