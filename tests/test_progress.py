"""The progress line: on a terminal's stderr, after a second, erased at the end; never in pipes,
files or CI logs, never with -q."""

from __future__ import annotations

import io
import os
import pty
import subprocess
import sys
import time
from pathlib import Path

from secure_lint.scan import matching as scan
from secure_lint.scan import progress
from secure_lint.scan.engine import EngineOptions
from secure_lint.scan.progress import Progress, progress_for
from secure_lint.scan.reading import DiskReader
from secure_lint.scan.targets import open_workspace

REPO = Path(__file__).resolve().parent.parent
SAMPLE_APP = REPO / "tests" / "e2e" / "sample_app"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_nothing_before_a_second_then_one_line_redrawn_in_place_and_erased() -> None:
    clock, stream = Clock(), io.StringIO()
    line = Progress(4419, stream, clock)
    line.advance(100)
    clock.now += 0.5
    line.advance(100)
    assert stream.getvalue() == ""  # a quick scan prints nothing
    clock.now += 0.6
    line.advance(1000)
    assert stream.getvalue() == "\rsecure-lint: 1,200 of 4,419 files, 1 s"
    clock.now += 0.01
    line.advance(10)  # too soon to redraw
    clock.now += 2
    line.advance(3209)
    drawn = "\rsecure-lint: 1,200 of 4,419 files, 1 s\rsecure-lint: 4,419 of 4,419 files, 3 s"
    assert stream.getvalue() == drawn
    line.close()
    assert stream.getvalue() == drawn + "\r" + " " * len("secure-lint: 4,419 of 4,419 files, 3 s") + "\r"


def test_a_quick_scan_erases_nothing() -> None:
    stream = io.StringIO()
    line = Progress(10, stream, Clock())
    line.advance(10)
    line.close()
    assert stream.getvalue() == ""


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_only_on_a_terminal_and_never_quiet() -> None:
    assert progress_for(10, quiet=False, stream=Terminal()) is not None
    assert progress_for(10, quiet=True, stream=Terminal()) is None
    assert progress_for(10, quiet=False, stream=io.StringIO()) is None  # a pipe, a file, a CI log


def test_a_scan_draws_it_on_a_terminal_only(run_cli, monkeypatch) -> None:
    monkeypatch.setattr(progress, "DELAY", 0.0)
    root = str(SAMPLE_APP)
    piped = run_cli("scan", "--root", root, root, "--no-cache")
    assert piped.stderr == ""
    monkeypatch.setattr(progress, "_is_terminal", lambda stream: True)
    shown = run_cli("scan", "--root", root, root, "--no-cache")
    assert shown.stderr.startswith("\rsecure-lint: ")
    assert "22 of 22 files" in shown.stderr
    assert shown.stderr.endswith("\r")
    assert shown.stdout == piped.stdout
    in_workers = run_cli("scan", "--root", root, root, "--no-cache", "--jobs", "2")
    assert "22 of 22 files" in in_workers.stderr
    assert in_workers.stdout == piped.stdout
    assert run_cli("scan", "--root", root, root, "-q").stderr == ""


def test_a_real_terminal(tmp_path: Path) -> None:
    """stderr a pseudo-terminal, stdout a pipe: the line goes to the terminal only."""
    leader, follower = pty.openpty()
    code = (
        "import sys; from secure_lint.scan import progress; progress.DELAY = 0.0; "
        "from secure_lint.cli.app import main; sys.argv[0] = 'secure-lint'; main()"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    command = [sys.executable, "-c", code, "scan", "--root", str(SAMPLE_APP), str(SAMPLE_APP), "--format", "json"]
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=follower, env=env, check=False, timeout=120)
    os.close(follower)
    terminal = os.read(leader, 65536).decode()
    os.close(leader)
    assert done.returncode == 1
    assert "secure-lint: 22 of 22 files" in terminal
    assert b"secure-lint:" not in done.stdout


def test_the_line_appears_while_workers_match_their_first_files(monkeypatch) -> None:
    """Worker processes report chunk by chunk: the line's clock runs before the first chunk is done."""
    real = scan._scan_one

    def slow(*args):  # type: ignore[no-untyped-def]
        time.sleep(0.5)  # in the forked workers too
        return real(*args)

    monkeypatch.setattr(scan, "_scan_one", slow)
    monkeypatch.setattr(scan, "TICK", 0.05)
    told: list[int] = []
    reader = DiskReader(open_workspace(SAMPLE_APP), 2**20)
    files = ["web/lib/pricing.ts", "README.md"]
    results = scan.scan_files(reader, files, [], EngineOptions(), jobs=2, on_done=told.append)
    assert [r.path for r in results] == files
    assert told[0] == 0  # the clock ticked while the first chunk was matched
    assert sum(told) == len(files)
