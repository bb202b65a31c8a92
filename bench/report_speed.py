"""`secure-lint report` speed (not a test): how its time grows with the number of results.

    python bench/report_speed.py [--sizes 1000,10000,20000] [--formats text,json,markdown,sarif]

Writes a secure-lint JSON report of N findings (realistic: 40 rules of the bundled set, 2,000
files, secret-like evidence and snippets that redaction must look at, a few duplicates) and
a SARIF log of the same findings (as another tool's), then times `secure-lint report` on each,
in-process, once per size and format (the first call, not counted, imports and loads rules).
Prints wall and CPU seconds (the machine may be shared: CPU time is the steadier) and CPU
microseconds per result: linear means the last column stays flat as N grows.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

from click.testing import CliRunner

from secure_lint.cli.app import main
from secure_lint.rules.loader import load_rules


def findings(count: int, seed: int = 25) -> list[dict[str, object]]:
    rng = random.Random(seed)
    rules = [r for r in load_rules() if r.match.kind != "file"][:40]
    out = []
    for i in range(count):
        rule = rules[rng.randrange(len(rules))]
        path = f"src/module{rng.randrange(2000)}/file{i % 7}.ts"
        line = rng.randrange(1, 400)
        token = "".join(rng.choice("abcdefABCDEF0123456789") for _ in range(32))
        ident = f"{i:032x}" if rng.random() > 0.02 else f"{(i - 1):032x}"  # ~2% duplicates
        out.append(
            {
                "rule_id": rule.id,
                "title": rule.title,
                "message": f"{rule.title} (value {token[:6]}...)",
                "severity": rule.severity,
                "confidence": rule.confidence,
                "category": rule.category,
                "cwe": list(rule.cwe),
                "location": {
                    "path": path,
                    "start_line": line,
                    "start_column": 3,
                    "end_line": line,
                    "end_column": 40,
                    "snippet": f"  const apiKey = \"{token}\"; // call(user.input)",
                },
                "evidence": f"apiKey = \"{token}\"",
                "remediation": "1. Move the value to the environment.\n2. Rotate it.",
                "instance_id": ident,
                "evidence_hash": token[:16],
            }
        )
    return out


def sarif(items: list[dict[str, object]]) -> dict[str, object]:
    results = []
    for item in items:
        location = item["location"]
        assert isinstance(location, dict)
        results.append(
            {
                "ruleId": item["rule_id"],
                "level": "error",
                "message": {"text": item["message"]},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": location["path"]},
                            "region": {"startLine": location["start_line"], "snippet": {"text": location["snippet"]}},
                        }
                    }
                ],
            }
        )
    return {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "other-tool"}}, "results": results}]}


def timed(args: list[str]) -> tuple[float, float]:
    from secure_lint.review import redaction

    clear = getattr(redaction.redact_secrets, "cache_clear", None)
    if clear is not None:
        clear()  # each run redacts from scratch, as a new process would
    start, cpu = time.perf_counter(), time.process_time()
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    elapsed, used = time.perf_counter() - start, time.process_time() - cpu
    if result.exit_code not in (0, 1):
        sys.exit(f"report failed ({result.exit_code}): {result.stderr[-300:]}")
    return elapsed, used


def main_() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,20000")
    parser.add_argument("--formats", default="text,json,markdown,sarif")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    formats = args.formats.split(",")
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        warm = base / "warm.json"
        warm.write_text(json.dumps({"findings": findings(10, seed=1)}), encoding="utf-8")
        timed(["report", str(warm)])
        print(f"{'input':<8} {'results':>8} {'format':<9} {'wall s':>8} {'CPU s':>8} {'CPU us/result':>14}")
        for size in sizes:
            items = findings(size, seed=size)
            ours = base / f"ours-{size}.json"
            ours.write_text(json.dumps({"findings": items}), encoding="utf-8")
            theirs = base / f"theirs-{size}.sarif"
            theirs.write_text(json.dumps(sarif(items)), encoding="utf-8")
            for label, path in (("json", ours), ("sarif", theirs)):
                for fmt in formats:
                    wall, cpu = timed(["report", str(path), "--format", fmt, "-o", str(base / "out")])
                    print(f"{label:<8} {size:>8} {fmt:<9} {wall:>8.2f} {cpu:>8.2f} {cpu / size * 1e6:>14.0f}")


if __name__ == "__main__":
    main_()
