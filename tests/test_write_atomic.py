"""write_atomic: whole or not at all, through a temporary file of its own beside the target."""

from __future__ import annotations

import stat
import subprocess
import sys
from pathlib import Path

import pytest

from secure_lint.core.files import OutputError, write_atomic


def test_writes_whole_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "report.json"
    write_atomic(target, "first")
    write_atomic(target, b"second")
    assert target.read_text() == "second"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_without_overwrite_an_existing_file_is_an_error_and_stays(tmp_path: Path) -> None:
    target = tmp_path / "baseline.json"
    target.write_text("kept")
    with pytest.raises(OutputError, match="already exists"):
        write_atomic(target, "new", overwrite=False)
    assert target.read_text() == "kept"
    assert [p.name for p in tmp_path.iterdir()] == ["baseline.json"]


def test_a_missing_directory_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="directory does not exist"):
        write_atomic(tmp_path / "missing" / "out.json", "x")


def test_writing_does_not_import_tempfile(tmp_path: Path) -> None:
    """A staged scan writes its result cache: tempfile's import (~10 ms) is not paid for it."""
    code = (
        "import sys; from secure_lint.core.files import write_atomic; "
        f"write_atomic({str(tmp_path / 'x')!r}, 'x'); print('tempfile' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
