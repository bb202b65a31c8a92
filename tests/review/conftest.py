"""Fixtures for the review commands: the e2e sample app and a monorepo, copied to a
temporary directory (with a dependency folder and an ignored folder a review must skip)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result

HERE = Path(__file__).parent
SAMPLE_APP = HERE.parent / "e2e" / "sample_app"
MONOREPO = HERE / "monorepo"


@pytest.fixture
def sample_app(tmp_path: Path) -> Path:
    return Path(shutil.copytree(SAMPLE_APP, tmp_path / "sample_app"))


@pytest.fixture
def monorepo(tmp_path: Path) -> Path:
    root = Path(shutil.copytree(MONOREPO, tmp_path / "monorepo"))
    dependency = root / "node_modules" / "left-pad"
    dependency.mkdir(parents=True)
    (dependency / "package.json").write_text('{"name": "left-pad"}\n')
    (dependency / "route.ts").write_text("export async function GET() {}\n")
    generated = root / "apps" / "web" / "generated"
    generated.mkdir()
    (generated / "route.ts").write_text("export async function POST() {}\n")
    (root / ".secure-lintignore").write_text("apps/web/generated/\n")
    return root


@pytest.fixture
def review_json(run_cli: Callable[..., Result]) -> Callable[..., dict[str, Any]]:
    """Run a review command with --format json in `root`; its parsed output."""

    def run(*args: str, root: Path) -> dict[str, Any]:
        result = run_cli(*args, "--format", "json", cwd=root)
        assert result.exit_code == 0, result.output
        data: dict[str, Any] = json.loads(result.stdout)
        return data

    return run
