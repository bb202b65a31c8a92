"""Score secure-lint `--select secrets`, detect-secrets and trufflehog3 on the secrets corpus.

    python bench/secrets/score.py [--real-repo GITDIR] [--peers VENV] [--tree-mb 30] [--misses]

One run: generate the corpus (bench/secrets/generate.py, checked against manifest.tsv), run
the three tools on it, and print recall, false-positive rate and wall time side by side; then
time secure-lint and detect-secrets on a ~30 MB tree of real app text (the fetched snapshot
copied until large enough, else the corpus copied) in the same run.

A secret sample counts as found when a tool reports a finding in its file on one of the
secret's lines; a clean sample is a false positive when a tool reports anything in its file.
The peers are installed with pip into their own virtual environment (never the project's):
`--peers` names one that has them, else one is created under ~/.cache/secure-lint-bench.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import generate
from scoring import share

CACHE = generate.DEFAULT_OUT.parent
Hits = dict[str, set[int]]  # path -> lines with a finding


@dataclass
class Score:
    tool: str
    seconds: float
    found: int = 0
    positives: int = 0
    false_alarms: int = 0
    negatives: int = 0
    misses: list[str] = field(default_factory=list)
    alarms: list[str] = field(default_factory=list)

    recall = property(lambda self: share(self.found, self.positives, empty=0.0))
    fp_rate = property(lambda self: share(self.false_alarms, self.negatives, empty=0.0))


def run(cmd: list[str], cwd: Path | None = None) -> tuple[str, float]:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{cmd[0]} failed ({done.returncode}): {done.stderr.strip()[-500:]}")
    return done.stdout, elapsed


def secure_lint(corpus: Path, output: Path) -> tuple[Hits, float]:
    _, seconds = run(
        [
            "secure-lint",
            "scan",
            "--select",
            "secrets",
            "--format",
            "json",
            "-o",
            str(output),
            "--root",
            str(corpus),
            str(corpus),
        ]
    )
    hits: Hits = defaultdict(set)
    for f in json.loads(output.read_text())["findings"]:
        loc = f["location"]
        # `--select secrets` also selects review reminders of the secrets category (info)
        if f.get("disposition") == "suppressed" or not f["rule_id"].startswith("secrets."):
            continue
        hits[loc["path"]].update(range(loc["start_line"], loc["end_line"] + 1))
    return hits, seconds


def detect_secrets(peers: Path, corpus: Path) -> tuple[Hits, float]:
    out, seconds = run([str(peers / "bin" / "detect-secrets"), "scan", "--all-files"], cwd=corpus)
    hits: Hits = defaultdict(set)
    for path, results in json.loads(out)["results"].items():
        hits[path].update(r["line_number"] for r in results)
    return hits, seconds


def trufflehog3(peers: Path, corpus: Path, output: Path) -> tuple[Hits, float]:
    _, seconds = run(
        [str(peers / "bin" / "trufflehog3"), "--no-history", "-z", "-f", "JSON", "-o", str(output), "."], cwd=corpus
    )
    hits: Hits = defaultdict(set)
    for issue in json.loads(output.read_text() or "[]"):
        path = issue["path"].removeprefix("./")
        hits[path].add(int(issue.get("line") or 0))
    return hits, seconds


def score(tool: str, hits: Hits, seconds: float, rows: list[list[str]]) -> Score:
    result = Score(tool, seconds)
    for path, label, cls, lines, _ in rows:
        if label == "secret":
            first, last = (int(x) for x in lines.split("-"))
            result.positives += 1
            if hits.get(path, set()) & set(range(first, last + 1)):
                result.found += 1
            else:
                result.misses.append(f"{path}\t{cls}")
        else:
            result.negatives += 1
            if hits.get(path):
                result.false_alarms += 1
                result.alarms.append(f"{path}\t{cls}\tlines {sorted(hits[path])[:5]}")
    return result


def ensure_peers(peers: Path | None) -> Path:
    venv = peers or CACHE / "peers"
    if not (venv / "bin" / "detect-secrets").exists() or not (venv / "bin" / "trufflehog3").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "detect-secrets", "trufflehog3"], check=True)
    return venv


def peer_versions(venv: Path) -> str:
    ds = subprocess.run(
        [str(venv / "bin" / "detect-secrets"), "--version"], capture_output=True, text=True
    ).stdout.strip()
    th = (
        subprocess.run([str(venv / "bin" / "trufflehog3"), "--version"], capture_output=True, text=True)
        .stdout.strip()
        .split()[-1:]
    )
    return f"detect-secrets {ds}, trufflehog3 {' '.join(th)}"


def build_tree(target: Path, megabytes: int, real_repo: str | None, corpus: Path) -> int:
    """A tree of at least `megabytes` MB of text: the real app copied until large enough."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    sources = _real_texts(real_repo) if real_repo else []
    if not sources:
        sources = [(p.relative_to(corpus).as_posix(), p.read_bytes()) for p in sorted(corpus.rglob("*")) if p.is_file()]
    total, copy = 0, 0
    while True:
        copy += 1
        for rel, data in sources:
            if total >= megabytes * 1_000_000:
                return total
            dest = target / f"copy{copy}" / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
            total += len(data)


def _real_texts(git_dir: str) -> list[tuple[str, bytes]]:
    names = subprocess.run(
        ["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    out = []
    for name in filter(None, names):
        data = subprocess.run(
            ["git", "--git-dir", git_dir, "show", f"HEAD:{name}"], capture_output=True, check=False
        ).stdout
        if b"\0" not in data[:8192] and len(data) < 1_000_000:
            out.append((name, data))
    return out


def table(scores: list[Score]) -> str:
    lines = ["| tool | recall | FP rate | time (s) |", "| --- | --- | --- | --- |"]
    for s in scores:
        recall = f"{s.recall:.1%} ({s.found}/{s.positives})"
        fp_rate = f"{s.fp_rate:.1%} ({s.false_alarms}/{s.negatives})"
        lines.append(f"| {s.tool} | {recall} | {fp_rate} | {s.seconds:.1f} |")
    return "\n".join(lines)


def by_class(scores: list[Score], rows: list[list[str]]) -> str:
    """Recall per class group (provider, syntax, keywordless) and FP per negative class group."""
    groups: dict[str, list[str]] = defaultdict(list)
    for path, _label, cls, _, _ in rows:
        groups[cls.split(":")[0]].append(path)
    lines = [
        "| class | samples | " + " | ".join(s.tool for s in scores) + " |",
        "| --- | --- |" + " --- |" * len(scores),
    ]
    for group, paths in sorted(groups.items()):
        wanted = set(paths)
        cells = []
        for s in scores:
            bad = {m.split("\t")[0] for m in (s.misses + s.alarms)} & wanted
            cells.append(f"{1 - len(bad) / len(wanted):.1%}")
        lines.append(f"| {group} | {len(wanted)} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--real-repo", help="git directory of a fetched excalidraw/excalidraw snapshot")
    parser.add_argument("--peers", type=Path, help="virtual environment with detect-secrets and trufflehog3")
    parser.add_argument("--tree-mb", type=int, default=30, help="size of the timing tree (0: skip)")
    parser.add_argument("--no-peers", action="store_true", help="score secure-lint alone (development)")
    parser.add_argument("--misses", action="store_true", help="list each tool's misses and false alarms")
    args = parser.parse_args()

    corpus = CACHE / "secrets-corpus"
    rows_out = generate.generate(corpus, args.real_repo)
    if not generate.matches_manifest(rows_out):
        raise SystemExit("generated corpus differs from bench/secrets/manifest.tsv")
    rows = [list(r) for r in rows_out]
    CACHE.mkdir(parents=True, exist_ok=True)
    tools: list[tuple[str, Callable[[], tuple[Hits, float]]]] = [
        ("secure-lint", lambda: secure_lint(corpus, CACHE / "secure-lint.json"))
    ]
    if not args.no_peers:
        peers = ensure_peers(args.peers)
        print(peer_versions(peers))
        tools.append(("detect-secrets", lambda: detect_secrets(peers, corpus)))
        tools.append(("trufflehog3", lambda: trufflehog3(peers, corpus, CACHE / "trufflehog3.json")))
    scores = [score(name, *call(), rows) for name, call in tools]
    load = os.getloadavg()
    print(f"\nCorpus: {len(rows)} samples ({sum(r[1] == 'secret' for r in rows)} secret), load {load[0]:.2f}\n")
    print(table(scores))
    print()
    print(by_class(scores, rows))
    if args.misses:
        for s in scores:
            print(f"\n## {s.tool}: {len(s.misses)} misses, {len(s.alarms)} false alarms")
            print("\n".join(["miss\t" + m for m in s.misses] + ["alarm\t" + a for a in s.alarms]))
    if args.tree_mb and not args.no_peers:
        tree = CACHE / "tree"
        size = build_tree(tree, args.tree_mb, args.real_repo, corpus)
        _, ours = secure_lint(tree, CACHE / "tree-secure-lint.json")
        _, theirs = detect_secrets(peers, tree)
        print(f"\n{size / 1e6:.1f} MB tree (load {os.getloadavg()[0]:.2f}): secure-lint --select secrets {ours:.1f} s, "
              f"detect-secrets {theirs:.1f} s: {theirs / ours:.1f}x faster")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
