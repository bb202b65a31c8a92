"""Shared fixtures: a tiny rule set written for a test, and running the CLI in-process."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from secure_lint.cli.app import main


def write_tree(root: Path, files: dict[str, str]) -> Path:
    for relpath, content in files.items():
        path = root / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(content).lstrip("\n"), encoding="utf-8")
    return root


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Keep the rule cache of test runs out of the user's cache directory."""
    import os

    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))


@pytest.fixture
def tree(tmp_path: Path) -> Callable[[dict[str, str]], Path]:
    """Write files (dedented) under a fresh directory; returns its path."""

    def make(files: dict[str, str]) -> Path:
        return write_tree(tmp_path / "app", files)

    return make


@pytest.fixture
def run_cli(monkeypatch: pytest.MonkeyPatch) -> Callable[..., Result]:
    """Run `secure-lint ARGS` in-process from directory `cwd`."""

    def run(*args: str, cwd: Path | None = None) -> Result:
        if cwd is not None:
            monkeypatch.chdir(cwd)
        return CliRunner().invoke(main, list(args), catch_exceptions=False)

    return run


def findings_of(result: Result) -> list[tuple[str, int, str]]:
    """(path, line, rule id) of each finding in a JSON report."""
    data = json.loads(result.stdout)
    return [(f["location"]["path"], f["location"]["start_line"], f["rule_id"]) for f in data["findings"]]
