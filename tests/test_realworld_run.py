"""bench/realworld/run.py refuses an app list it cannot match instead of scanning nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

RUN_PY = Path(__file__).resolve().parent.parent / "bench" / "realworld" / "run.py"


def test_an_unknown_app_name_is_a_usage_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(RUN_PY), "--cache", str(tmp_path), "--reuse", "--only", "grist,cobalt"],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 2
    assert "--only: no app named grist,cobalt (names are separated by spaces)" in done.stderr
    assert done.stdout == ""
