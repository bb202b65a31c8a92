"""`yaml.load` in a package on js-yaml 4 or later (scan/repo/js_yaml_version.py): 4.0.0 took the
JavaScript types out of the default schema, so the finding stays only where the package resolves
js-yaml 3 or older, or an unknown version."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

RULE = "node.deserialize.yaml-load"
VALIDATOR = """
    const yaml = require('js-yaml');
    function parseSiteConfig(siteConfig) {
      return typeof siteConfig === 'string' ? yaml.load(siteConfig) : siteConfig;
    }
    module.exports = { parseSiteConfig };
"""


def _manifest(range_: str) -> str:
    return json.dumps({"name": "pages", "dependencies": {"express": "^4.21.2", "js-yaml": range_}})


def _npm_lock(version: str) -> str:
    packages = {"": {"name": "pages"}, "node_modules/js-yaml": {"version": version}}
    return json.dumps({"name": "pages", "lockfileVersion": 3, "packages": packages})


def _reported(tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result], files: dict[str, str]) -> bool:
    root = tree({"api/utils/validators.js": VALIDATOR, **files})
    result = run_cli(
        "scan", "--format", "json", "--profile", "extended", "--root", str(root), "--select", RULE, str(root)
    )
    return any(rule == RULE for _, _, rule in findings_of(result))


def test_js_yaml_4_loads_no_javascript_types(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert not _reported(tree, run_cli, {"package.json": _manifest("^4.1.1")})
    assert not _reported(tree, run_cli, {"package.json": _manifest("^3.14.1"), "package-lock.json": _npm_lock("4.1.0")})


def test_js_yaml_3_or_an_unknown_version_keeps_the_finding(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert _reported(tree, run_cli, {"package.json": _manifest("^3.14.1")})
    assert _reported(tree, run_cli, {"package.json": _manifest("latest")})
    assert _reported(tree, run_cli, {})
