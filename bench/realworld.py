"""Precision on real code (not a test): scan version-pinned npm packages with the bundled rules.

    python bench/realworld.py [--secure-lint EXE] [--detect-secrets EXE] [--only NAME ...]
                              [--findings-out FILE] [--cache DIR]

Each package is fetched once with `npm pack NAME@VERSION` into the cache (default
~/.cache/secure-lint-bench/, outside the repository), extracted there, and scanned with
`secure-lint scan --format json` and default options (tests, docs and build outputs excluded
as usual). Scans run one after another. `ms` is the wall time of the command, interpreter
start included; `cpu ms` is its user+system time, workers included (steadier on a shared
machine). Prints per package files scanned, findings, ms; per rule the finding count; a total.
With detect-secrets on PATH (or --detect-secrets), it runs on exactly the files our scan read,
and its count and time are printed beside our `secrets.*` findings. `--secure-lint` points at
another build, e.g. a snapshot of one commit (rules change under a shared tree).
The triage of the findings is in bench/REALWORLD.md.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import resource
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

# (name, version, what it stands for). Pinned: the triage in REALWORLD.md is of these versions.
PACKAGES: tuple[tuple[str, str, str], ...] = (
    ("express", "5.3.0", "node server"),
    ("body-parser", "2.4.0", "node server"),
    ("multer", "2.5.0", "node server"),
    ("passport", "0.7.0", "node auth"),
    ("jsonwebtoken", "9.0.3", "node auth"),
    ("cookie-parser", "1.4.7", "node server"),
    ("cors", "2.8.6", "node server"),
    ("helmet", "8.3.0", "node server"),
    ("axios", "1.21.1", "http client"),
    ("node-fetch", "3.3.2", "http client"),
    ("mongoose", "9.12.1", "database"),
    ("sequelize", "6.37.8", "database"),
    ("knex", "3.3.0", "database"),
    ("pg", "8.23.1", "database"),
    ("next-auth", "4.24.15", "next auth"),
    ("@auth/core", "0.41.3", "web auth"),
    ("react-router", "8.5.3", "react"),
    ("swr", "2.5.1", "react"),
    ("@tanstack/react-query", "5.108.4", "react, ships src/"),
    ("react-markdown", "10.1.0", "react, ships lib/"),
    ("expo-secure-store", "57.0.4", "expo, swift/kotlin"),
    ("expo-auth-session", "57.0.13", "expo"),
    ("expo-linking", "58.0.5", "expo"),
    ("expo-web-browser", "57.0.3", "expo, swift/kotlin"),
    ("expo-local-authentication", "57.0.3", "expo, swift/kotlin"),
    ("expo-crypto", "57.0.3", "expo, swift/kotlin"),
    ("react-native-webview", "16.0.0", "react native, objc/java"),
    ("@react-native-async-storage/async-storage", "3.1.1", "react native"),
    ("react-native-mmkv", "4.3.2", "react native, c++/swift"),
    ("expo-notifications", "58.0.2", "expo, swift/kotlin"),
    ("@stripe/stripe-react-native", "0.78.0", "react native, swift"),
)

DEFAULT_CACHE = Path.home() / ".cache" / "secure-lint-bench"


@dataclass
class Outcome:
    name: str
    version: str
    files: int = 0
    skipped: int = 0
    ms: float = 0.0  # wall time of the scan command
    cpu_ms: float = 0.0  # user + system time of the scan command and its workers
    findings: list[dict] = field(default_factory=list)
    peer: list[dict] | None = None  # detect-secrets results on the same files
    peer_ms: float = 0.0
    error: str = ""


def slug(name: str, version: str) -> str:
    return f"{name.replace('/', '__')}@{version}"


def extract(tarball: Path, dest: Path) -> None:
    """Unpack into a temporary sibling, then rename: an interrupted run leaves no half tree."""
    staging = Path(tempfile.mkdtemp(dir=dest.parent, prefix=".extract-"))
    with tarfile.open(tarball) as archive:
        if hasattr(tarfile, "data_filter"):
            archive.extractall(staging, filter="data")
        else:  # Python < 3.12 without the backported filter: refuse members leaving the tree
            for member in archive.getmembers():
                if member.issym() or member.islnk() or Path(member.name).is_absolute() or ".." in member.name:
                    raise SystemExit(f"{tarball.name}: refusing member {member.name!r}")
            archive.extractall(staging)
    os.replace(staging / "package", dest)
    shutil.rmtree(staging)


def fetch(name: str, version: str, cache: Path) -> Path:
    """The extracted package tree, fetched with `npm pack` on first use."""
    tree = cache / "src" / slug(name, version)
    if tree.is_dir():
        return tree
    tarballs = cache / "tarballs"
    tarballs.mkdir(parents=True, exist_ok=True)
    tree.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["npm", "pack", f"{name}@{version}", "--pack-destination", str(tarballs), "--json"],
        capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"npm pack {name}@{version} failed: {done.stderr.strip().splitlines()[-1:]}")
    filename = json.loads(done.stdout)[0]["filename"]
    extract(tarballs / filename, tree)
    return tree


def child_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def scan(exe: str, tree: Path, outcome: Outcome) -> None:
    cpu, start = child_cpu_seconds(), time.perf_counter()
    done = subprocess.run(
        [exe, "scan", "--format", "json", "--root", str(tree), "."],
        cwd=tree, capture_output=True, text=True, check=False,
    )
    outcome.ms = (time.perf_counter() - start) * 1000
    outcome.cpu_ms = (child_cpu_seconds() - cpu) * 1000
    if done.returncode not in (0, 1):
        outcome.error = f"exit {done.returncode}: {done.stderr.strip()[:200]}"
        return
    report = json.loads(done.stdout)
    outcome.files = report["coverage"]["files_scanned"]
    outcome.skipped = len(report["coverage"]["skipped"])
    outcome.findings = report["findings"]


def scanned_files(tree: Path) -> list[str]:
    """The files our scan reads under default options (for the peer run on the same set)."""
    from secure_lint.scan.targets import collect, open_workspace

    return collect(open_workspace(tree), ["."], max_file_size=1 << 20).files


def run_peer(exe: str, tree: Path, outcome: Outcome) -> None:
    """detect-secrets (default plugins and filters) on exactly the files our scan read, timed like ours."""
    files = scanned_files(tree)
    outcome.peer = []
    if not files:
        return
    start = time.perf_counter()
    done = subprocess.run([exe, "scan", "--all-files", *files], cwd=tree, capture_output=True, text=True, check=False)
    outcome.peer_ms = (time.perf_counter() - start) * 1000
    if done.returncode != 0:
        raise RuntimeError(f"detect-secrets failed: {done.stderr.strip()[:200]}")
    results = json.loads(done.stdout)["results"]
    outcome.peer = [
        {"path": path, "line": r["line_number"], "type": r["type"]} for path, found in results.items() for r in found
    ]


def peer_version(exe: str) -> str:
    return subprocess.run([exe, "--version"], capture_output=True, text=True, check=False).stdout.strip()


def is_secret(finding: dict) -> bool:
    """Our hard-coded secret detectors: the counterpart of detect-secrets' plugins."""
    return finding["rule_id"].startswith("secrets.")


COLUMNS = ("files", "skipped", "findings", "ms", "cpu ms", "secrets.*", "detect-secrets", "its ms")


def row(label: str, values: list[object]) -> str:
    cells = "".join(f" {value:>{max(7, len(name))}}" for name, value in zip(COLUMNS, values, strict=False))
    return f"{label:<52}{cells}"


def numbers(o: Outcome, with_peer: bool) -> list[object]:
    values: list[object] = [o.files, o.skipped, len(o.findings), round(o.ms), round(o.cpu_ms)]
    if with_peer:
        values += [sum(map(is_secret, o.findings)), "-" if o.peer is None else len(o.peer), round(o.peer_ms)]
    return values


def print_report(outcomes: list[Outcome], with_peer: bool) -> None:
    heads = list(COLUMNS if with_peer else COLUMNS[:5])
    print(row("package", heads))
    for o in outcomes:
        label = f"{o.name}@{o.version}"
        print(f"{label:<52} ERROR {o.error}" if o.error else row(label, numbers(o, with_peer)))
    ok = [o for o in outcomes if not o.error]
    per_package = [numbers(o, with_peer) for o in ok]
    totals = [sum(v for v in column if isinstance(v, int)) for column in zip(*per_package, strict=True)] if ok else []
    print(row("TOTAL", totals))
    by_rule = collections.Counter(f["rule_id"] for o in ok for f in o.findings)
    print("\nfindings per rule")
    for rule, count in sorted(by_rule.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {count:>5}  {rule}")


def write_findings(outcomes: list[Outcome], path: Path) -> None:
    """Every finding (ours and the peer's) with the fields triage needs, for reading next to the code."""
    ours = [
        {"package": f"{o.name}@{o.version}", "rule_id": f["rule_id"], "severity": f["severity"],
         "path": f["location"]["path"], "line": f["location"]["start_line"],
         "snippet": f["location"]["snippet"], "message": f["message"]}
        for o in outcomes for f in o.findings
    ]
    peer = [{"package": f"{o.name}@{o.version}", **r} for o in outcomes for r in o.peer or []]
    text = json.dumps({"secure-lint": ours, "detect-secrets": peer}, indent=1) + "\n"
    staging = path.with_name(path.name + ".tmp")
    staging.write_text(text, encoding="utf-8")
    os.replace(staging, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="where packages are kept between runs")
    parser.add_argument("--secure-lint", dest="exe", help="the secure-lint command (default: next to this Python)")
    parser.add_argument("--only", nargs="*", default=[], help="scan only these package names")
    parser.add_argument("--findings-out", type=Path, help="write every finding (for triage) to this JSON file")
    parser.add_argument("--detect-secrets", dest="peer", default=shutil.which("detect-secrets"),
                        help="detect-secrets executable (default: from PATH; skipped when absent)")
    args = parser.parse_args()
    search = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    exe = args.exe or shutil.which("secure-lint", path=search) or sys.exit("secure-lint is not installed here")
    ours = subprocess.run([exe, "--version"], capture_output=True, text=True, check=False).stdout.strip()
    print(f"{ours}; {'detect-secrets ' + peer_version(args.peer) if args.peer else 'no detect-secrets'}")
    chosen = [p for p in PACKAGES if not args.only or p[0] in args.only]
    outcomes = []
    for name, version, _ in chosen:
        outcome = Outcome(name, version)
        try:
            tree = fetch(name, version, args.cache)
            scan(exe, tree, outcome)
            if args.peer:
                run_peer(args.peer, tree, outcome)
        except (RuntimeError, OSError, ValueError) as error:
            outcome.error = str(error)
        outcomes.append(outcome)
        print(f"  scanned {name}@{version}", file=sys.stderr)
    print_report(outcomes, with_peer=bool(args.peer))
    if args.findings_out:
        write_findings(outcomes, args.findings_out)


if __name__ == "__main__":
    main()
