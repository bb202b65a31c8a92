"""Score secure-lint `--select secrets` and its peers on the secrets corpus, in one run.

    python bench/secrets/score.py [--real-repo GITDIR] [--split tuning|test|both] [--peers DIR]
                                  [--tree-mb 30] [--no-peers] [--misses]

One run: generate the corpus (bench/secrets/generate.py, checked against manifest.tsv), run
secure-lint, CredSweeper, detect-secrets, secretlint (recommended preset) and trufflehog3 on it,
and print per half of the corpus (the manifest's `split` column) recall, false-positive rate,
realistic negatives flagged (files of a real app) and wall time side by side; then time
secure-lint and detect-secrets on a ~30 MB tree of real app text in the same run.

A secret sample counts as found when a tool reports a finding in its file on one of the
secret's lines; a clean sample is a false positive when a tool reports anything in its file.
The FP rate is over every clean sample (look-alikes, placeholders, public-by-design keys and
real files); "realistic" is over the real-app files alone. The peers are installed into their
own environments under `--peers` (default ~/.cache/secure-lint-bench/peers-venvs): one virtual
environment per pip peer, an npm prefix for secretlint, never the project's. Each tool runs in
its own process group, which is killed when the run ends.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
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
    real_alarms: int = 0
    reals: int = 0
    misses: list[str] = field(default_factory=list)
    alarms: list[str] = field(default_factory=list)

    recall = property(lambda self: share(self.found, self.positives, empty=0.0))
    fp_rate = property(lambda self: share(self.false_alarms, self.negatives, empty=0.0))
    real_rate = property(lambda self: share(self.real_alarms, self.reals, empty=0.0))


TIMEOUT_S = 1800


def run(cmd: list[str], cwd: Path | None = None, ok: tuple[int, ...] = (0, 1)) -> tuple[str, float]:
    """Run one tool in its own process group; the group is killed when the tool ends or fails,
    so no helper process it started outlives the run."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        out, err = proc.communicate(timeout=TIMEOUT_S)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    elapsed = time.perf_counter() - start
    if proc.returncode not in ok:
        raise SystemExit(f"{Path(cmd[0]).name} failed ({proc.returncode}): {err.strip()[-500:]}")
    return out, elapsed


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
    out, seconds = run([str(peers / "detect-secrets" / "bin" / "detect-secrets"), "scan", "--all-files"], cwd=corpus)
    hits: Hits = defaultdict(set)
    for path, results in json.loads(out)["results"].items():
        hits[path].update(r["line_number"] for r in results)
    return hits, seconds


def trufflehog3(peers: Path, corpus: Path, output: Path) -> tuple[Hits, float]:
    _, seconds = run(
        [str(peers / "trufflehog3" / "bin" / "trufflehog3"), "--no-history", "-z", "-f", "JSON", "-o", str(output)]
        + ["."],
        cwd=corpus,
        ok=(0, 1, 2),
    )
    hits: Hits = defaultdict(set)
    for issue in json.loads(output.read_text() or "[]"):
        path = issue["path"].removeprefix("./")
        hits[path].add(int(issue.get("line") or 0))
    return hits, seconds


def credsweeper(peers: Path, corpus: Path, output: Path) -> tuple[Hits, float]:
    """CredSweeper with its default ML validation (the way it is run out of the box)."""
    output.unlink(missing_ok=True)
    _, seconds = run(
        [str(peers / "credsweeper" / "bin" / "credsweeper"), "--path", str(corpus), "--save-json", str(output)]
    )
    hits: Hits = defaultdict(set)
    for candidate in json.loads(output.read_text() or "[]"):
        for line in candidate.get("line_data_list", []):
            path = Path(line["path"]).resolve().relative_to(corpus.resolve()).as_posix()
            hits[path].add(int(line["line_num"]))
    return hits, seconds


SECRETLINTRC = {"rules": [{"id": "@secretlint/secretlint-rule-preset-recommend"}]}


def secretlint(peers: Path, corpus: Path, output: Path) -> tuple[Hits, float]:
    """secretlint with its recommended preset, on every file (dot files included)."""
    config = output.with_suffix(".secretlintrc.json")
    config.write_text(json.dumps(SECRETLINTRC))
    output.unlink(missing_ok=True)
    _, seconds = run(
        [
            str(peers / "npm" / "node_modules" / ".bin" / "secretlint"),
            "--secretlintrc",
            str(config),
            "--format",
            "json",
            "--no-color",
            "--output",
            str(output),
            "--secretlintignore",
            str(output.with_suffix(".ignore")),
            "**/*",
            "**/.*",
            "**/.*/**/*",
        ],
        cwd=corpus,
    )
    hits: Hits = defaultdict(set)
    # written to a file: node may exit before a large stdout is flushed to a pipe
    for result in json.loads(output.read_text() if output.exists() else "[]"):
        path = Path(result["filePath"]).resolve().relative_to(corpus.resolve()).as_posix()
        for message in result.get("messages", []):
            hits[path].add(int(message["loc"]["start"]["line"]))
    return hits, seconds


def score(tool: str, hits: Hits, seconds: float, rows: list[list[str]]) -> Score:
    result = Score(tool, seconds)
    for path, label, cls, lines, _, _ in rows:
        if label == "secret":
            first, last = (int(x) for x in lines.split("-"))
            result.positives += 1
            if hits.get(path, set()) & set(range(first, last + 1)):
                result.found += 1
            else:
                result.misses.append(f"{path}\t{cls}")
        else:
            result.negatives += 1
            real = cls.startswith("real:")
            result.reals += real
            if hits.get(path):
                result.false_alarms += 1
                result.real_alarms += real
                result.alarms.append(f"{path}\t{cls}\tlines {sorted(hits[path])[:5]}")
    return result


PIP_PEERS = ("credsweeper", "detect-secrets", "trufflehog3")
NPM_PEERS = ("secretlint", "@secretlint/secretlint-rule-preset-recommend")


def ensure_peers(peers: Path | None) -> Path:
    """One virtual environment per pip peer and an npm prefix for secretlint, under `peers`."""
    root = peers or CACHE / "peers-venvs"
    for name in PIP_PEERS:
        venv = root / name
        if not (venv / "bin" / name).exists():
            subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
            subprocess.run([str(venv / "bin" / "pip"), "install", "-q", name], check=True)
    if not (root / "npm" / "node_modules" / ".bin" / "secretlint").exists():
        subprocess.run(["npm", "install", "-q", "--prefix", str(root / "npm"), *NPM_PEERS], check=True)
    return root


def peer_versions(root: Path) -> str:
    def version(cmd: list[str]) -> str:
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        return (done.stdout.strip() or done.stderr.strip()).split()[-1] if (done.stdout or done.stderr) else "?"

    return ", ".join(
        [
            f"CredSweeper {version([str(root / 'credsweeper' / 'bin' / 'credsweeper'), '--version'])}",
            f"detect-secrets {version([str(root / 'detect-secrets' / 'bin' / 'detect-secrets'), '--version'])}",
            f"secretlint {version([str(root / 'npm' / 'node_modules' / '.bin' / 'secretlint'), '--version'])}",
            f"trufflehog3 {version([str(root / 'trufflehog3' / 'bin' / 'trufflehog3'), '--version'])}",
        ]
    )


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
    lines = [
        "| tool | recall | FP rate | realistic negatives flagged | time (s, whole corpus) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for s in scores:
        recall = f"{s.recall:.1%} ({s.found}/{s.positives})"
        fp_rate = f"{s.fp_rate:.1%} ({s.false_alarms}/{s.negatives})"
        real = f"{s.real_rate:.1%} ({s.real_alarms}/{s.reals})"
        lines.append(f"| {s.tool} | {recall} | {fp_rate} | {real} | {s.seconds:.1f} |")
    return "\n".join(lines)


def by_class(scores: list[Score], rows: list[list[str]]) -> str:
    """Recall per class group (provider, syntax, keywordless) and FP per negative class group."""
    groups: dict[str, list[str]] = defaultdict(list)
    for path, _label, cls, _, _, _ in rows:
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
    parser.add_argument("--peers", type=Path, help="directory of the peers' environments (see ensure_peers)")
    parser.add_argument(
        "--split", choices=("tuning", "test", "both"), default="tuning", help="which half to print (default: tuning)"
    )
    parser.add_argument("--tree-mb", type=int, default=30, help="size of the timing tree (0: skip)")
    parser.add_argument("--no-peers", action="store_true", help="score secure-lint alone (development)")
    parser.add_argument("--misses", action="store_true", help="list each tool's misses and false alarms")
    args = parser.parse_args()

    corpus = CACHE / "secrets-corpus"
    rows_out = generate.generate(corpus, args.real_repo)
    if not generate.matches_manifest(rows_out):
        raise SystemExit("generated corpus differs from bench/secrets/manifest.tsv")
    all_rows = [list(r) for r in rows_out]
    CACHE.mkdir(parents=True, exist_ok=True)
    tools: list[tuple[str, Callable[[], tuple[Hits, float]]]] = [
        ("secure-lint", lambda: secure_lint(corpus, CACHE / "secure-lint.json"))
    ]
    if not args.no_peers:
        peers = ensure_peers(args.peers)
        print(peer_versions(peers))
        tools.append(("CredSweeper", lambda: credsweeper(peers, corpus, CACHE / "credsweeper.json")))
        tools.append(("detect-secrets", lambda: detect_secrets(peers, corpus)))
        tools.append(("secretlint", lambda: secretlint(peers, corpus, CACHE / "secretlint.json")))
        tools.append(("trufflehog3", lambda: trufflehog3(peers, corpus, CACHE / "trufflehog3.json")))
    results = [(name, *call()) for name, call in tools]
    load = os.getloadavg()
    halves = ("tuning", "test") if args.split == "both" else (args.split,)
    for half in halves:
        rows = [r for r in all_rows if r[5] == half]
        scores = [score(name, hits, seconds, rows) for name, hits, seconds in results]
        secrets = sum(r[1] == "secret" for r in rows)
        print(f"\n## {half} half: {len(rows)} samples ({secrets} secret), load {load[0]:.2f}\n")
        print(table(scores))
        print()
        print(by_class(scores, rows))
        if args.misses:
            for s in scores:
                print(f"\n### {half}: {s.tool}: {len(s.misses)} misses, {len(s.alarms)} false alarms")
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
