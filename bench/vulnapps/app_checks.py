"""Issue 27: the whole-app control labels of truth.tsv, found or missed by the whole-app checks.

    python bench/vulnapps/app_checks.py HITS_DIR [--app NAME ...]

Picks the labels whose class and note are a whole-app or per-handler control (CSRF, security
headers, generated REST resources, plaintext passwords, session fixation, user enumeration, stack
traces, admin role checks, SQLCipher, destructive routes, mobile credential storage), scans each of
their apps with `--profile extended` and the rule families of those controls (the findings are kept
in HITS_DIR/<app>.json; delete them to rescan), and prints for each label which check found it
(extended-only rules marked), or which other rule of those families, or MISSED. Then every finding
of the whole-app checks on those apps, labelled or not. Both halves are printed: the test halves of
batches 1-12 are read (the issue-27 table may name them).
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
_SPEC = importlib.util.spec_from_file_location("score", HERE / "score.py")
assert _SPEC is not None and _SPEC.loader is not None
score = importlib.util.module_from_spec(_SPEC)
sys.modules["score"] = score
_SPEC.loader.exec_module(score)

CHECK_RULES = (
    "node.csrf.app-without-csrf-defence", "node.csrf.route-without-the-apps-csrf-check",
    "node.headers.app-without-security-headers",
    "node.authz.generated-rest-resource-unguarded", "node.password.no-hashing-library",
    "node.password.plaintext-beside-hash", "node.password.hash-helper-returns-input",
    "node.session.login-without-regenerate", "node.auth.login-user-enumeration", "node.error.stack-trace-view",
    "node.authz.admin-route-login-only", "node.authz.admin-route-unguarded", "swift.authz.vapor-admin-route-unguarded",
    "node.authz.destructive-route-unauthenticated", "node.authz.write-route-unguarded-beside-guarded",
    "node.authz.record-write-route-unguarded",
    "swift.storage.pragma-key-without-sqlcipher", "rn.storage.app-without-secure-storage",
    "swift.storage.app-without-keychain", "swift.storage.defaults-value-used-as-credential",
)
FAMILIES = (
    "node.csrf", "node.headers", "node.authz", "node.password", "node.session", "node.auth.login-user-enumeration",
    "node.error", "swift.storage", "rn.storage", "swift.authz",
)
_PLAINTEXT = re.compile(r"no hash|plaintext|as typed|as given|unhashed|in clear|stored and compared")
_ON_DEVICE = re.compile(r"userdefaults|plist|keychain|documents|sharedpreferences")
_OPEN = re.compile(r"no authentication|unauthenticated|no authmiddleware|for anyone|with no auth")
_WRITES = re.compile(r"delet|drop|reseed|re-seed|creates|changes|provision|update")


def control(kind: str, note: str) -> str | None:
    """The control a label is about, by its class and note, or None."""
    note = note.lower()
    named = (
        ("csrf", kind == "csrf"),
        ("session fixation", kind == "session-fixation"),
        ("security headers", re.search(r"helmet|x-powered-by|security headers", note) is not None),
        ("generated REST", re.search(r"finale|epilogue|auto-generated rest", note) is not None),
        ("user enumeration", "enumerat" in note),
        ("SQLCipher", re.search(r"sqlcipher|pragma key", note) is not None),
        ("plaintext passwords", kind in ("insecure-storage", "weak-hash") and "password" in note
         and _PLAINTEXT.search(note) is not None and _ON_DEVICE.search(note) is None),
        ("mobile credential storage", kind == "insecure-storage"
         and re.search(r"asyncstorage|userdefaults|@appstorage", note) is not None),
        ("stack traces", kind == "info-exposure" and "stack" in note),
        ("destructive routes", kind == "weak-auth" and _OPEN.search(note) is not None
         and _WRITES.search(note) is not None),
        ("admin role", kind == "weak-auth" and "admin" in note and "role" in note),
    )
    return next((name for name, applies in named if applies), None)


def hits_of(app: str, conf: dict, out: Path) -> list:
    cached = out / f"{app}.json"
    if cached.exists():
        return [
            score.Hit(h[0], h[1], h[2], frozenset(h[3]), frozenset(tuple(x) for x in h[4]))
            for h in json.loads(cached.read_text())
        ]
    root = score.materialise(app, conf, Path("/work/.mirror"))
    select = [arg for family in FAMILIES for arg in ("--select", family)]
    hits, _ = score.scan(root, [*conf.get("scan_args", []), "--profile", "extended", *select])
    cached.write_text(json.dumps([[h.rule_id, h.path, h.line, sorted(h.cwes), sorted(h.flow)] for h in hits]))
    return hits


def default_rules() -> set[str]:
    found = set()
    for path in (HERE.parent.parent / "rules").glob("*.yaml"):
        for rule in (yaml.safe_load(path.read_text()) or {}).get("rules", []):
            if rule.get("profile", "default") == "default":
                found.add(rule["id"])
    return found


def state_of(label, hits: list, defaults: set[str]) -> str:
    by = sorted({h.rule_id for h in hits if score.compatible(h, label, score.CACHE / label.app)})
    checks = [rule for rule in by if rule in CHECK_RULES]
    if checks:
        return "found by " + ", ".join(rule + ("" if rule in defaults else " (extended)") for rule in checks)
    return "found by other rules: " + ", ".join(by) if by else "MISSED"


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    only = sys.argv[2:]
    apps = yaml.safe_load((HERE / "apps.yaml").read_text())["apps"]
    defaults = default_rules()
    rows = []
    for label in score.read_truth(HERE / "truth.tsv"):
        name = control(label.kind, label.note)
        if name is None or label.app not in apps or (only and label.app not in only):
            continue
        state = state_of(label, hits_of(label.app, apps[label.app], out), defaults)
        rows.append((name, apps[label.app]["split"], label, state))
    for name, half, label, state in sorted(rows, key=lambda r: (r[0], r[1], r[2].app)):
        counted = "yes" if label.single_file else ("triage" if label.triage else "no")
        print("\t".join((name, half, label.app, f"{label.path}:{label.first}", label.kind, counted, state)))
    print("\n# findings of the whole-app checks on these apps")
    for cached in sorted(out.glob("*.json")):
        for hit in json.loads(cached.read_text()):
            if hit[0] in CHECK_RULES:
                print(f"{cached.stem}\t{hit[0]}\t{hit[1]}:{hit[2]}")


if __name__ == "__main__":
    main()
