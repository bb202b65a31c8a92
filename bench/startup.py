"""Start-up time (not a test): `secure-lint --version` and `scan --staged` of a 10-file commit.

    python bench/startup.py [--runs 20] [--exe PATH] [--compare PATH]

Makes a temporary git repository holding 10 files of tests/e2e/sample_app, staged, and times
each command N times, interleaved with `--compare` (another installed secure-lint, e.g. one of
an earlier commit) when given, after one untimed run each (it fills the rule cache, which every
later run uses, as a developer's commits do). Prints the median, minimum and maximum wall time,
and the median CPU time of the child (user + system), which a busy machine disturbs less.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

SAMPLE_APP = Path(__file__).resolve().parent.parent / "tests" / "e2e" / "sample_app"
FILES = 10


def staged_repository(into: Path) -> Path:
    repo = into / "app"
    sources = sorted(p for p in SAMPLE_APP.rglob("*") if p.is_file())[:FILES]
    for source in sources:
        target = repo / source.relative_to(SAMPLE_APP)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run(["git", "-C", str(repo), "add", "."], check=True)
    return repo


def timed(command: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run (the exit code is the scan's verdict: not checked)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--exe", default=shutil.which("secure-lint"))
    parser.add_argument("--compare", help="another secure-lint executable, run interleaved")
    args = parser.parse_args()
    exes = {"this": args.exe, **({"compare": args.compare} if args.compare else {})}
    with tempfile.TemporaryDirectory() as scratch:
        repo = staged_repository(Path(scratch))
        commands = {"--version": ["--version"], "scan --staged": ["scan", "--staged", "-q"]}
        samples: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for label, exe in exes.items():
            env = {**os.environ, "XDG_CACHE_HOME": str(Path(scratch) / f"cache-{label}")}
            for args_ in commands.values():
                timed([exe, *args_], repo, env)  # untimed: fills the rule cache
        for _ in range(args.runs):
            for name, args_ in commands.items():
                for label, exe in exes.items():
                    env = {**os.environ, "XDG_CACHE_HOME": str(Path(scratch) / f"cache-{label}")}
                    samples.setdefault((name, label), []).append(timed([exe, *args_], repo, env))
    print(f"{'command':<16} {'exe':<8} {'median s':>9} {'min':>7} {'max':>7} {'CPU s':>7}")
    for (name, label), runs in samples.items():
        walls = [wall for wall, _ in runs]
        cpu = statistics.median(c for _, c in runs)
        median = statistics.median(walls)
        print(f"{name:<16} {label:<8} {median:>9.3f} {min(walls):>7.3f} {max(walls):>7.3f} {cpu:>7.3f}")


if __name__ == "__main__":
    main()
