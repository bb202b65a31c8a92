"""Recall and precision of the default rules on the dev set of deliberately vulnerable apps.

    python bench/vulnapps/score.py [--half tuning|test|all] [--app NAME] [--misses] [--false-positives]
                                   [--mirrors DIR] [--profile default|extended] [--reveal-test]

Each app of apps.yaml is copied at its pinned commit from the snapshot the `fetch` tool made
(a bare git directory under --mirrors, default /work/.mirror, named <owner>+<name>/repo) into
~/.cache/secure-lint-bench/vulnapps/<app>, scanned with the installed `secure-lint`, and scored
against truth.tsv: a finding matches a label on the same file within LINE_WINDOW lines (of its sink,
or of a step of its flow: the source and each hop) whose class is compatible with one of the
finding's CWEs (CLASS_CWES). A label of an app-wide class (APP_WIDE_CLASSES: CSRF) matches a
finding of its class anywhere in the same app instead (the folder of the nearest package.json):
the weakness is a defence the app lacks, which a labeller may note at the app's setup or at a route
it leaves open, and a check reports once at the setup (or at the route that lacks the check the
app hands its other routes). Recall counts the labels a single-file analysis can see; precision
counts the findings that match any label.

Each app carries the half of the tuning/test split it fell in (`split:` in apps.yaml, drawn by
bench/split.py). The table is printed per half with a total for each; `--half` keeps one. The
misses and false positives of test-half apps are listed only with `--reveal-test` (the end-of-issue
scoring): before that, only the test half's numbers are read. `--profile extended` scores every
rule (what an AppSec review runs) instead of the default profile.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from scoring import share  # noqa: E402

CACHE = Path(os.environ.get("SECURE_LINT_BENCH_CACHE", Path.home() / ".cache" / "secure-lint-bench")) / "vulnapps"
LINE_WINDOW = 3
HALVES = ("tuning", "test")
# The classes issue 23 measures recall on: SQL/NoSQL, command, eval/Function/vm and template
# injection, path traversal, SSRF, open redirect, XSS (HTML responses too), Swift WebView script
# and URL loads, postMessage.
INJECTION_CLASSES = frozenset({
    "sql-injection", "nosql-injection", "command-injection", "code-injection", "path-traversal", "ssrf",
    "open-redirect", "xss", "webview", "postmessage",
})

# Classes whose weakness is a defence missing across an app, not a line: a label and a finding
# of the class match anywhere in the same app, whichever place each names (the setup or a route).
APP_WIDE_CLASSES = frozenset({"csrf"})

# Which CWEs a finding may carry to match a label of each class.
CLASS_CWES: dict[str, frozenset[int]] = {
    name: frozenset(cwes)
    for name, cwes in {
        "sql-injection": (89, 564),
        "nosql-injection": (943,),
        "command-injection": (77, 78, 88),
        "code-injection": (94, 95, 96, 1336),
        "path-traversal": (22, 23, 35, 73),
        "ssrf": (918,),
        "open-redirect": (601,),
        "xss": (79, 80, 83, 87, 116),
        "xxe": (611, 776, 827),
        "xpath-injection": (643,),
        "xml-injection": (79, 91),
        "deserialization": (502,),
        "prototype-pollution": (1321, 915),
        "mass-assignment": (915, 1321),
        "redos": (1333, 185, 400),
        "log-injection": (117, 93),
        "weak-crypto": (310, 323, 326, 327, 329, 780, 1204, 1240),
        "weak-hash": (327, 328, 759, 760, 916),
        "weak-random": (330, 338),
        "hardcoded-secret": (256, 259, 321, 538, 547, 798),
        "insecure-cookie": (614, 1004, 1275),
        "jwt": (290, 345, 347, 613),
        "cors": (183, 346, 942),
        "csrf": (352,),
        "session-fixation": (384,),
        # 538: sensitive files put where outsiders reach them (a backup or .env folder served statically),
        # a child of CWE-200
        "info-exposure": (200, 209, 215, 489, 497, 538),
        "cleartext-transport": (311, 319, 523, 757),
        "insecure-storage": (311, 312, 313, 316, 530, 922),
        "sensitive-logging": (200, 359, 532),
        "postmessage": (201, 345, 346, 940),
        "rate-limit": (290, 307, 348, 770),
        "webview": (79, 94, 200, 552, 749, 829),
        "weak-auth": (287, 288, 306, 308, 1390),
        "unmasked-input": (549,),
        "tls": (295, 297),  # certificate or host validation turned off (batch 12)
    }.items()
}


@dataclass(frozen=True)
class Label:
    app: str
    path: str
    first: int  # the lines the weakness spans (source to sink), often one
    last: int
    kind: str
    cwe: str
    single_file: bool
    triage: bool
    note: str


@dataclass(frozen=True)
class Hit:
    rule_id: str
    path: str
    line: int
    cwes: frozenset[int]
    flow: frozenset[tuple[str, int]] = frozenset()  # (path, line) of the flow's source and hops


@dataclass
class Score:
    app: str
    labels: int = 0
    found: int = 0
    findings: int = 0
    true_positives: int = 0
    injection_labels: int = 0  # the labels of INJECTION_CLASSES among `labels` (issue 23's measure)
    injection_found: int = 0

    recall = property(lambda self: share(self.found, self.labels, empty=1.0))
    injection_recall = property(lambda self: share(self.injection_found, self.injection_labels, empty=1.0))
    precision = property(lambda self: share(self.true_positives, self.findings, empty=1.0))


def read_truth(path: Path) -> list[Label]:
    labels = []
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        app, where, kind, cwe, visible, note = raw.split("\t", 5)
        file, _, lines = where.rpartition(":")
        first, _, last = lines.partition("-")
        if kind not in CLASS_CWES or visible not in ("yes", "no", "triage"):
            sys.exit(f"truth.tsv:{number}: unknown class {kind!r} or single-file value {visible!r}")
        span = (int(first), int(last or first))
        labels.append(Label(app, file, *span, kind, cwe, visible == "yes", visible == "triage", note))
    return labels


def materialise(name: str, app: dict[str, str], mirrors: Path) -> Path:
    """The app's files at the pinned commit, under the cache; copied once per commit.

    Blobs the snapshot lacks (its largest files may be absent) are left out.
    """
    target = CACHE / name
    stamp = target / ".secure-lint-bench-commit"
    wanted = f"{app['commit']} {app.get('skip', [])}"
    if stamp.is_file() and stamp.read_text() == wanted:
        return target
    git_dir = mirrors / app["repo"].replace("/", "+") / "repo"
    if not git_dir.is_dir():
        sys.exit(f"{name}: no snapshot of {app['repo']} at {git_dir}; fetch it first (the `fetch` tool)")
    git = ["git", f"--git-dir={git_dir}"]
    subdir = app.get("subdir", "").strip("/")
    listing = subprocess.run(
        [*git, "ls-tree", "-r", "-z", app["commit"], "--", subdir or "."], capture_output=True, check=True
    ).stdout.decode()
    shutil.rmtree(target, ignore_errors=True)
    for entry in filter(None, listing.split("\0")):
        meta, path = entry.split("\t", 1)
        mode, kind, blob = meta.split()
        if kind != "blob" or mode == "120000":
            continue
        content = subprocess.run([*git, "cat-file", "blob", blob], capture_output=True, check=False)
        if content.returncode != 0:
            continue
        relative = path[len(subdir) + 1 :] if subdir else path
        if any(fnmatch.fnmatch(relative, pattern) for pattern in app.get("skip", [])):
            continue
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_bytes(content.stdout)
    stamp.write_text(wanted)
    return target


def scan(root: Path, extra: list[str]) -> tuple[list[Hit], float]:
    exe = shutil.which("secure-lint") or sys.exit("secure-lint is not installed in this environment")
    start = time.perf_counter()
    done = subprocess.run(
        [exe, "scan", "--root", str(root), "--format", "json", "--fail-on", "never", "--no-cache", *extra, str(root)],
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        sys.exit(f"scan of {root.name} failed ({done.returncode}): {done.stderr.strip()[:400]}")
    hits = []
    for finding in json.loads(done.stdout)["findings"]:
        if finding.get("disposition") not in (None, "reportable", "needs_review"):
            continue
        cwes = frozenset(int(c.split("-")[1]) for c in finding.get("cwe", []) if c.startswith("CWE-"))
        location = finding["location"]
        hits.append(Hit(finding["rule_id"], location["path"], location["start_line"], cwes, _flow_lines(finding)))
    return hits, elapsed


def _flow_lines(finding: dict) -> frozenset[tuple[str, int]]:
    flow = finding.get("flow") or {}
    steps = [flow.get("source"), *flow.get("hops", [])]
    return frozenset((step["path"], step["line"]) for step in steps if step)


def compatible(hit: Hit, label: Label, root: Path | None = None) -> bool:
    """Same class, and the sink or a step of the finding's flow (source, hops) near the label's
    span; for an app-wide class, the same app (given the app's files at `root`)."""
    if not hit.cwes & CLASS_CWES[label.kind]:
        return False
    if label.kind in APP_WIDE_CLASSES and root is not None:
        return app_folder(root, hit.path) == app_folder(root, label.path)
    places = {(hit.path, hit.line), *hit.flow}
    return any(
        path == label.path and label.first - LINE_WINDOW <= line <= label.last + LINE_WINDOW for path, line in places
    )


def app_folder(root: Path, path: str) -> str:
    """The folder of the nearest package.json above `path` (relative to root), or the root's ''."""
    folder = Path(path).parent
    while folder != Path("."):
        if (root / folder / "package.json").is_file():
            return folder.as_posix()
        folder = folder.parent
    return ""


def score_app(
    name: str, labels: list[Label], hits: list[Hit], root: Path | None = None
) -> tuple[Score, list[Label], list[Hit]]:
    """Each label is found by any compatible finding; a finding is true when some label is compatible."""
    score = Score(name, labels=sum(label.single_file for label in labels), findings=len(hits))
    missed = [label for label in labels if label.single_file and not any(compatible(h, label, root) for h in hits)]
    score.found = score.labels - len(missed)
    score.injection_labels = sum(label.single_file and label.kind in INJECTION_CLASSES for label in labels)
    score.injection_found = score.injection_labels - sum(label.kind in INJECTION_CLASSES for label in missed)
    false = [hit for hit in hits if not any(compatible(hit, label, root) for label in labels)]
    score.true_positives = len(hits) - len(false)
    return score, missed, false


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", action="append", help="only this app (repeatable)")
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--misses", action="store_true", help="list labels no finding matched")
    parser.add_argument("--false-positives", action="store_true", help="list findings no label matched")
    parser.add_argument("--half", choices=(*HALVES, "all"), default="all", help="only this half of the split")
    parser.add_argument("--profile", choices=("default", "extended", "audit"), default="default",
                        help="the rule set scanned")
    parser.add_argument("--reveal-test", action="store_true",
                        help="allow --misses/--false-positives on test-half apps (end-of-issue scoring only)")
    args = parser.parse_args()
    apps = yaml.safe_load((HERE / "apps.yaml").read_text())["apps"]
    for name, app in apps.items():
        if app.get("split") not in HALVES:
            sys.exit(f"apps.yaml: {name}: split must be one of {HALVES} (bench/split.py)")
    unknown_apps = [name for name in args.app or [] if name not in apps]
    if unknown_apps:
        sys.exit(f"no such app in apps.yaml: {', '.join(unknown_apps)}")
    chosen = [name for name in args.app or list(apps) if args.half in ("all", apps[name]["split"])]
    truth = read_truth(HERE / "truth.tsv")
    unknown = {label.app for label in truth} - set(apps)
    if unknown:
        sys.exit(f"truth.tsv names apps that apps.yaml lacks: {', '.join(sorted(unknown))}")
    print(f"{'app':<22}{'labels':>7}{'found':>7}{'recall':>8}{'findings':>10}{'TP':>5}{'FP':>5}", end="")
    print(f"{'precision':>11}{'injection':>13}{'scan s':>8}")
    total = Score("all")
    for half in HALVES:
        members = [name for name in chosen if apps[name]["split"] == half]
        if not members:
            continue
        print(f"-- {half} half")
        subtotal = Score(f"total {half}")
        reveal = half == "tuning" or args.reveal_test
        for name in members:
            root = materialise(name, apps[name], args.mirrors)
            hits, elapsed = scan(root, [*apps[name].get("scan_args", []), "--profile", args.profile])
            score, missed, false = score_app(name, [label for label in truth if label.app == name], hits, root)
            for field in ("labels", "found", "findings", "true_positives", "injection_labels", "injection_found"):
                for into in (subtotal, total):
                    setattr(into, field, getattr(into, field) + getattr(score, field))
            print(_row(score, f"{elapsed:8.1f}"))
            for label in missed if args.misses and reveal else ():
                print(f"    miss {label.path}:{label.first} {label.kind} ({label.note})")
            for hit in false if args.false_positives and reveal else ():
                print(f"    false {hit.path}:{hit.line} {hit.rule_id} {sorted(hit.cwes)}")
        print(_row(subtotal, ""))
    if args.half == "all":
        print(_row(total, ""))


def _row(score: Score, tail: str) -> str:
    false = score.findings - score.true_positives
    return (
        f"{score.app:<22}{score.labels:>7}{score.found:>7}{score.recall:>8.0%}{score.findings:>10}"
        f"{score.true_positives:>5}{false:>5}{score.precision:>11.0%}"
        f"{f'{score.injection_found}/{score.injection_labels} {score.injection_recall:.0%}':>13}{tail}"
    )


if __name__ == "__main__":
    main()
