"""Precision of judged findings in script modules nothing loads, against the others: whether a
finding's module is reached (module_reach.py) at the app's pinned commit, read from the mirrors
(`git cat-file`, no checkout), for every judged finding of bench/realworld/triage.yaml on a
JavaScript or TypeScript module of the apps up to `--max-batch`.

    python bench/realworld/reach.py --mirror /work/.mirror --max-batch 22 [--only app ...] [-v]

Never for a batch whose test half is unread: the table is a reading of its judged findings.
"""

from __future__ import annotations

import argparse
import collections
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from module_reach import is_module, unreached_modules  # noqa: E402
from run import APPS, TRIAGE, find_mirror  # noqa: E402

from secure_lint.core.repository import Repository  # noqa: E402

_MAX_BLOB = 1_000_000


class Blobs:
    """The files of one commit, read through one `git cat-file --batch`."""

    def __init__(self, git_dir: Path, commit: str) -> None:
        self.commit = commit
        self.process = subprocess.Popen(
            ["git", "--git-dir", str(git_dir), "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )

    def read(self, path: str) -> str | None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{self.commit}:{path}\n".encode())
        self.process.stdin.flush()
        header = self.process.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            return None
        size = int(header[2])
        data = self.process.stdout.read(size + 1)[:-1]
        return data.decode("utf-8", "replace") if size <= _MAX_BLOB else None

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait()


def _git_dir(mirror: Path) -> Path:
    return mirror if (mirror / "objects").is_dir() else mirror / ".git"


def _unreached(git_dir: Path, commit: str) -> frozenset[str]:
    listed = subprocess.run(
        ["git", "--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", commit],
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()  # fmt: skip
    blobs = Blobs(git_dir, commit)
    try:
        return unreached_modules(Repository(lambda: listed, blobs.read))
    finally:
        blobs.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path, required=True)
    parser.add_argument("--max-batch", type=int, required=True)
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("-v", "--verbose", action="store_true", help="list the findings in unreached modules")
    args = parser.parse_args()
    apps = {a.name: a for a in APPS if a.batch <= args.max_batch and (not args.only or a.name in args.only)}
    entries = yaml.load(TRIAGE.read_text(), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))["findings"]
    by_app = collections.defaultdict(list)
    for entry in entries:
        path = entry["at"].rsplit(":", 1)[0]
        if entry["app"] in apps and is_module(path) and not entry["rule"].startswith("secure-lint."):
            by_app[entry["app"]].append((path, entry))
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    for name, rows in sorted(by_app.items()):
        mirror = find_mirror(args.mirror, apps[name])
        if mirror is None:
            print(f"{name}: no mirror", file=sys.stderr)
            continue
        unreached = _unreached(_git_dir(mirror), apps[name].commit)
        for path, entry in rows:
            where = "unreached" if path in unreached else "reached"
            counts[(where, entry["verdict"])] += 1
            if args.verbose and where == "unreached":
                print(f"  {entry['verdict']:<8}{name:<18}{entry['rule']}  {entry['at']}")
    for where in ("reached", "unreached"):
        true, false = counts[(where, "true")], counts[(where, "false")]
        share = f"{100 * true / (true + false):.1f}%" if true + false else "-"
        print(
            f"{where:<10} true {true:>5}  false {false:>5}  unclear {counts[(where, 'unclear')]:>3}  precision {share}"
        )


if __name__ == "__main__":
    main()
