"""Fixtures for the workspace tests: a root, a sibling 'root-evil' directory next to it
(the classic string-prefix escape), a Workspace on the root, and an absolute-path check."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from pydantic import BaseModel

from secure_lint.workspace import Workspace


@pytest.fixture
def root(tmp_path: Path) -> Path:
    path = tmp_path / "root"
    path.mkdir()
    return path


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """`<tmp>/root-evil`: shares the root's name as a string prefix, but is outside it."""
    path = tmp_path / "root-evil"
    path.mkdir()
    (path / "secret.txt").write_text("top secret\n")
    return path


@pytest.fixture
def ws(root: Path) -> Workspace:
    return Workspace(root)


@pytest.fixture
def umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


@pytest.fixture
def assert_no_abs(tmp_path: Path) -> Callable[[object], None]:
    """Fail if a result (model, tuple or list of them) mentions the temp dir or OS noise."""
    needles = {str(tmp_path), str(tmp_path.resolve()), "Traceback", "Errno", "[Errno"}

    def check(result: object) -> None:
        text = _dump(result)
        for needle in needles:
            assert needle not in text, f"{needle!r} leaked into {text}"

    return check


def _dump(result: object) -> str:
    if isinstance(result, BaseModel):
        return result.model_dump_json()
    if isinstance(result, list | tuple):
        return "[" + ",".join(_dump(item) for item in result) + "]"
    return repr(result)
