"""Speed against the parse floor (not a test): full-tree, monorepo, staged and cached scans.

    python bench/speed.py [TREE] [--monorepo TREE] [--runs N] [--exe PATH] [--compare PATH]
                          [--corpus] [--mirror DIR] [--cache DIR]

Every row is the median wall time of N runs of the `secure-lint` command (interpreter start
included), next to the parse floor of the same tree measured in the same run: a fresh
interpreter of the same Python that imports ast-grep, reads every TS/JS file the scan reads
and parses it once, in one process. `x floor` is the ratio of wall times; `cpu s` the user and
system seconds of all processes (steadier than wall time on a busy machine). Peak memory is the
highest sum over the scan and all its worker processes of their proportional set size (PSS:
pages a worker shares with its parent after the fork count once), sampled every 10 ms; `rss MB`
sums their resident sizes instead (shared pages counted in each process).

Rows:
- full scan of TREE (default: the pinned Express app APP, materialised from a mirror or GitHub);
- full scan of the monorepo (default: dub, pinned in bench/realworld);
- `scan --staged` of 10 TS/JS files staged in a throw-away clone of TREE (git trees only);
- a re-scan of the unchanged monorepo with the cache the first scan left ("n/a" while
  secure-lint keeps no result cache: detected by what a scan writes to its cache folder);
- with --corpus: the 1,000-file tree of bench/run.py.

Full scans run with a fresh cache folder holding only the validated rule and config files
(as after `pip install` and one scan), so no result cache helps them. Each executable's package is
compiled to bytecode first, as `pip install` leaves it (an editable install under
PYTHONDONTWRITEBYTECODE would compile its modules at every start). With `--compare OTHER`
each row also runs OTHER (say an older checkout's venv), interleaved run by run, so both see
the same load; the machine's load average is printed before and after.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "realworld"))
from corpus import write_corpus  # noqa: E402
from run import APPS, DEFAULT_CACHE, App, materialise  # noqa: E402

from secure_lint.core.languages import language_of  # noqa: E402

# An Express + jQuery/Benchpress forum (NodeBB): ~930 JS/TS files among 5,700 (language files,
# themes, images), 20 MB: the shape of the app issue 16 measured.
APP = App("nodebb", "NodeBB/NodeBB", "ab329b3b4c4d4cc9717b2938908649382cca2b39", "nodejs", "none")  # not in the split
MONOREPO = next(app for app in APPS if app.name == "dub")  # a 270 KLOC Next.js monorepo
CODE_LANGUAGES = ("javascript", "typescript", "tsx")  # what the parse floor parses
STAGED_FILES = 10
WIDTH = 9  # of a number column
# the validated rule/config cache (validated_cache.py), and the digest of the files the rule entry is
# named by (rules/cache.py: kept by the first scan, as any installed build's first scan keeps it)
RULE_CACHE_PREFIXES = ("rules-", "config-", "linked-")

FLOOR = """
import sys
from ast_grep_py import SgRoot
for line in open(sys.argv[1], encoding="utf-8"):
    path, language = line.rstrip("\\n").rsplit("\\t", 1)
    with open(path, "rb") as handle:
        text = handle.read().decode("utf-8", "replace")
    SgRoot(text, language).root()
"""


@dataclass
class Sample:
    seconds: float
    cpu: float  # user + system seconds of the process and every child it waited for
    peak_mb: float  # the highest sum of the processes' PSS: pages shared after a fork counted once
    peak_rss_mb: float  # the highest sum of their RSS: shared pages counted in every process


@dataclass
class Row:
    name: str
    floor: str | None  # the name of the floor row it is compared with
    runs: dict[str, list[Sample]] = field(default_factory=dict)  # per executable label
    note: str = ""

    def median(self, label: str) -> Sample | None:
        samples = self.runs.get(label)
        if not samples:
            return None
        return Sample(
            statistics.median(s.seconds for s in samples),
            statistics.median(s.cpu for s in samples),
            max(s.peak_mb for s in samples),
            max(s.peak_rss_mb for s in samples),
        )


# -- running and measuring one command ---------------------------------------------------


def _memory_kb(pid: int) -> tuple[int, int]:
    """(PSS, RSS) of a process in kB; (0, 0) once it is gone."""
    pss = rss = 0
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii", errors="replace") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    pss = int(line.split()[1])
                elif line.startswith("Rss:"):
                    rss = int(line.split()[1])
    except OSError:
        pass
    return pss, rss


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as children:
            return [int(c) for c in children.read().split()]
    except OSError:
        return []


def _tree_memory_kb(root: int) -> tuple[int, int]:
    pss = rss = 0
    todo = [root]
    while todo:
        pid = todo.pop()
        one_pss, one_rss = _memory_kb(pid)
        pss, rss = pss + one_pss, rss + one_rss
        todo += _children(pid)
    return pss, rss


def measure(command: list[str], cwd: Path, env: dict[str, str]) -> Sample:
    """Wall and CPU time, and the peak of the summed resident memory of the process and its children."""
    peak = [0, 0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            pss, rss = _tree_memory_kb(process.pid)
            peak[0], peak[1] = max(peak[0], pss), max(peak[1], rss)
            done.wait(0.01)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _, stderr = process.communicate()
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    done.set()
    sampler.join()
    if process.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command[:3])} failed ({process.returncode}): {stderr.decode()[-500:]}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return Sample(seconds, cpu, peak[0] / 1024, peak[1] / 1024)


# -- trees ---------------------------------------------------------------------------------


def git_files(tree: Path) -> list[str]:
    if not (tree / ".git").exists():
        return [str(p.relative_to(tree)) for p in tree.rglob("*") if p.is_file() and "node_modules" not in p.parts]
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=tree,
        capture_output=True,
        check=True,
    ).stdout.decode()
    return [p for p in listed.split("\0") if p]


def code_files(tree: Path) -> list[str]:
    """The TS/JS files of the tree a scan parses (default excludes and minified files left out)."""
    files = []
    for path in git_files(tree):
        if language_of(path) in CODE_LANGUAGES and "node_modules/" not in path and not path.endswith(".min.js"):
            files.append(path)
    return sorted(files)


def floor_list(tree: Path, out: Path) -> Path:
    lines = [f"{tree / p}\t{language_of(p)}\n" for p in code_files(tree)]
    out.write_text("".join(lines), encoding="utf-8")
    return out


def staged_clone(tree: Path, into: Path) -> Path | None:
    """A throw-away clone of the tree with 10 TS/JS files changed and staged."""
    if not (tree / ".git").exists():
        return None
    subprocess.run(["git", "clone", "-q", "--shared", str(tree), str(into)], check=True)
    candidates = [p for p in code_files(into) if "test" not in p]
    step = max(1, len(candidates) // STAGED_FILES)
    chosen = candidates[::step][:STAGED_FILES]
    for path in chosen:
        with open(into / path, "a", encoding="utf-8") as handle:
            handle.write("\n// changed by bench/speed.py\n")
    subprocess.run(["git", "add", "--", *chosen], cwd=into, check=True)
    return into


# -- caches ------------------------------------------------------------------------------


def warm_rule_cache(exe: str, folder: Path, scratch: Path) -> None:
    scratch.mkdir(exist_ok=True)
    command = [exe, "scan", "-q", str(scratch)]
    subprocess.run(command, cwd=scratch, env=env_with(folder), capture_output=True, check=False)


def seeded_cache(warm: Path, into: Path) -> Path:
    """A cache folder holding only the validated rule and config entries of `warm`."""
    shutil.rmtree(into, ignore_errors=True)
    (into / "secure-lint").mkdir(parents=True)
    for entry in (warm / "secure-lint").iterdir():
        if entry.name.startswith(RULE_CACHE_PREFIXES):
            shutil.copy2(entry, into / "secure-lint" / entry.name)
    return into


def holds_results(folder: Path) -> bool:
    """Whether a scan left more in its cache folder than the rule and config entries."""
    base = folder / "secure-lint"
    return base.is_dir() and any(not e.name.startswith(RULE_CACHE_PREFIXES) for e in base.iterdir())


def env_with(cache: Path) -> dict[str, str]:
    return {**os.environ, "XDG_CACHE_HOME": str(cache)}


# -- the benchmark ---------------------------------------------------------------------------


def python_of(exe: str) -> str:
    """The interpreter of an installed console script (its shebang), else this one."""
    with open(exe, "rb") as script:
        first = script.readline().decode(errors="replace")
    return first[2:].strip() if first.startswith("#!") else sys.executable


@dataclass
class Bench:
    """The trees and commands of one benchmark run, and the rows they fill."""

    exes: dict[str, str]  # label -> secure-lint executable
    tree: Path
    monorepo: Path
    tmp: Path
    staged: Path | None = None
    corpus: Path | None = None
    rows: dict[str, Row] = field(default_factory=dict)
    floors: dict[str, Path] = field(default_factory=dict)  # floor row key -> list of files

    def warm(self, label: str) -> Path:
        return self.tmp / f"warm-{label}"

    def fresh(self, label: str, key: str) -> dict[str, str]:
        """An environment whose cache folder holds only the warmed rule and config entries."""
        return env_with(seeded_cache(self.warm(label), self.tmp / f"cache-{label}-{key}"))

    def record(self, key: str, label: str, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.rows[key].runs.setdefault(label, []).append(measure(command, cwd, env))

    def prepare(self, with_corpus: bool) -> None:
        for label, exe in self.exes.items():
            warm_rule_cache(exe, self.warm(label), self.tmp / "empty")
        self.staged = staged_clone(self.tree, self.tmp / "staged")
        if with_corpus:
            self.corpus = self.tmp / "corpus"
            write_corpus(self.corpus, 1000)
        self.floors = {
            "app floor": floor_list(self.tree, self.tmp / "app.list"),
            "monorepo floor": floor_list(self.monorepo, self.tmp / "mono.list"),
        }
        tree, mono = self.tree, self.monorepo
        self.rows = {
            "app floor": Row(f"parse floor: {tree.name} ({len(code_files(tree))} TS/JS files)", None),
            "app": Row(f"full scan: {tree.name} ({len(git_files(tree))} files)", "app floor"),
            "monorepo floor": Row(f"parse floor: {mono.name} ({len(code_files(mono))} TS/JS files)", None),
            "monorepo": Row(f"full scan: {mono.name} ({len(git_files(mono))} files)", "monorepo floor"),
            "staged": Row(
                f"scan --staged, {STAGED_FILES} files", None, note="" if self.staged else "n/a: not a git tree"
            ),
            "cached": Row(f"cached re-scan: {mono.name}", "monorepo floor"),
        }
        if self.corpus is not None:
            self.rows["corpus"] = Row("scan of the 1,000-file corpus (bench/run.py)", None)

    def run_once(self) -> None:
        python = python_of(self.exes["this"])
        for key, list_file in self.floors.items():  # the floor does not depend on secure-lint's version
            self.record(key, "this", [python, "-c", FLOOR, str(list_file)], self.tmp, dict(os.environ))
        for label, exe in self.exes.items():
            self.record(
                "app",
                label,
                [exe, "scan", "-q", "--root", str(self.tree), str(self.tree)],
                self.tmp,
                self.fresh(label, "app"),
            )
            self.scan_monorepo(label, exe)
            if self.staged is not None:
                self.record("staged", label, [exe, "scan", "-q", "--staged"], self.staged, self.fresh(label, "staged"))
            if self.corpus is not None:
                self.record("corpus", label, [exe, "scan", "-q", "."], self.corpus, self.fresh(label, "corpus"))

    def scan_monorepo(self, label: str, exe: str) -> None:
        """A full scan, then (when it left a result cache) the same scan again with it."""
        env = self.fresh(label, "monorepo")
        command = [exe, "scan", "-q", "--root", str(self.monorepo), str(self.monorepo)]
        self.record("monorepo", label, command, self.tmp, env)
        if holds_results(Path(env["XDG_CACHE_HOME"])):
            self.record("cached", label, command, self.tmp, env)

    def finish(self) -> None:
        if not self.rows["cached"].runs:
            self.rows["cached"].note = "n/a: no result cache (the scans wrote none)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tree", nargs="?", type=Path, help=f"default: {APP.repo}@{APP.commit[:12]}")
    parser.add_argument("--monorepo", type=Path, help=f"default: {MONOREPO.repo}@{MONOREPO.commit[:12]}")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--exe", default=shutil.which("secure-lint"))
    parser.add_argument("--compare", help="another secure-lint executable, run interleaved")
    parser.add_argument("--corpus", action="store_true", help="also the 1,000-file tree of bench/run.py")
    parser.add_argument("--mirror", type=Path, help="local git mirrors (owner+name/repo) for the pinned trees")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="where pinned trees are checked out")
    args = parser.parse_args()
    if not args.exe:
        sys.exit("secure-lint is not installed in this environment (or pass --exe)")
    exes = {"this": os.path.abspath(args.exe)}
    if args.compare:
        exes["other"] = os.path.abspath(args.compare)
    tree = (args.tree or materialise(APP, args.cache, args.mirror)).resolve()
    monorepo = (args.monorepo or materialise(MONOREPO, args.cache, args.mirror)).resolve()
    for exe in exes.values():
        compile_bytecode(exe)
    print(f"load before: {load()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="speed-") as tmp:
        bench = Bench(exes, tree, monorepo, Path(tmp))
        bench.prepare(args.corpus)
        for run in range(args.runs):
            bench.run_once()
            print(f"  run {run + 1}/{args.runs} done", file=sys.stderr, flush=True)
        bench.finish()
    print(f"load after:  {load()}")
    print_table(bench.rows, list(exes), args.runs)


def compile_bytecode(exe: str) -> None:
    """Compile the executable's secure_lint package to bytecode, as `pip install` does: an
    editable install under PYTHONDONTWRITEBYTECODE=1 would otherwise compile some 200 modules on
    every start (about 0.2 s, most of a staged scan), and only in whichever checkout lacks them."""
    python = Path(exe).with_name("python")
    # run from the file system's root: `-c` puts the working directory first on sys.path, where a
    # checkout's own `secure_lint` would shadow the executable's (the bench runs from one)
    where = subprocess.run(
        [str(python), "-c", "import os, secure_lint; print(os.path.dirname(secure_lint.__file__))"],
        capture_output=True, text=True, check=False, cwd=os.path.abspath(os.sep),
    ).stdout.strip()
    if where:
        env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
        subprocess.run([str(python), "-m", "compileall", "-q", where], env=env, capture_output=True, check=False)


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.2f} {five:.2f} (1 and 5 min averages; {os.cpu_count()} cpus)"


def print_table(rows: dict[str, Row], labels: list[str], runs: int) -> None:
    print(
        f"median of {runs} runs; cpu = user+system seconds of all processes; peak MB = highest sum of all processes'"
        " PSS (pages shared after a fork counted once); rss MB = highest sum of their RSS (counted in each)"
    )
    columns = [(f"{label} s", "x floor", "cpu s", "peak MB", "rss MB") for label in labels]
    header = f"{'':<52}" + "".join(f"{name:>{WIDTH}}" for names in columns for name in names)
    print(header + (f"{'ratio':>8}" if len(labels) == 2 else ""))
    for row in rows.values():
        line = f"{row.name:<52}"
        if row.note:
            print(line + row.note)
            continue
        medians = [row.median(label) for label in labels]
        floor = rows[row.floor].median("this") if row.floor else None
        for sample in medians:
            if sample is None:
                line += f"{'-':>{WIDTH}}" + " " * WIDTH * 4
                continue
            ratio = f"{sample.seconds / floor.seconds:.1f}x" if floor else ""
            line += f"{sample.seconds:{WIDTH}.2f}{ratio:>{WIDTH}}{sample.cpu:{WIDTH}.2f}"
            line += f"{sample.peak_mb:{WIDTH}.0f}{sample.peak_rss_mb:{WIDTH}.0f}"
        if len(labels) == 2 and medians[0] and medians[1]:
            line += f"{medians[0].seconds / medians[1].seconds:8.2f}"
        print(line)


if __name__ == "__main__":
    main()
