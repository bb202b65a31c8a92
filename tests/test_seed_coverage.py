"""docs/seed-coverage.md: every seed detector maps to bundled rules, and the page is true."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from secure_lint.rules.loader import load_rules

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "seed-coverage.md"
RULE_TESTS = ROOT / "rules" / "tests"

# SEEDS-REFERENCE.md A3: the 46 detectors of the seed scanner (root_control ids).
SEED_DETECTORS = (
    # A3.1 check_authentication
    "AUTH-HARDCODED-JWT-SECRET",
    "AUTH-DISABLE-VERIFY",
    "AUTH-MIDDLEWARE-ONLY",
    "AUTH-MISSING-ROLE-CHECK",
    "AUTH-USERDEFAULTS-TOKEN",
    "AUTH-SWIFT-KEYCHAIN-ALWAYS",
    "AUTH-SWIFT-TRUST-DISABLE",
    "AUTH-SWIFT-SUITE-TOKEN",
    "AUTH-RN-INSECURE-TOKEN-STORE",
    "AUTH-EXPO-PUBLIC-CREDENTIAL",
    "AUTH-RN-SECURESTORE-WEAK-ACCESS",
    "AUTH-HTTP-BASIC-OR-BEARER-HARDCODE",
    "CMN-AUTHZ-IDOR",
    "AUTH-MIDDLEWARE-MATCHER-COVERAGE",
    "AUTH-EXPO-STORAGE-REDIRECTS",
    "AUTH-SWIFT-KEYCHAIN-STORAGE",
    # A3.2 analyze_injection_risks
    "INJ-EVAL",
    "INJ-CHILD-PROCESS",
    "INJ-SQL-CONCAT",
    "INJ-DANGEROUS-HTML",
    "INJ-PATH-JOIN-USER",
    "NEXT-DANGEROUS-HTML",
    "NEXT-REDIRECT-PARAM",
    "SWIFT-PROCESS-SHELL",
    "SWIFT-WEBVIEW-HANDLER",
    "SWIFT-DEEP-LINK-HANDLER",
    "SWIFT-EVAL-JS",
    "SWIFT-ATS-ARBITRARY",
    "SWIFT-ATS-EXCEPTION",
    "SWIFT-HTTP-URL",
    "SWIFT-WEAK-HASH",
    # A3.3 review_secrets
    "SECRET-PATTERN-AWS-ACCESS-KEY-ID",
    "SECRET-PATTERN-GENERIC-API-KEY-ASSIGNMENT",
    "SECRET-PATTERN-JWT-LIKE-TOKEN",
    "SECRET-PATTERN-PRIVATE-KEY-BLOCK",
    "SECRET-PATTERN-GITHUB-TOKEN",
    "SECRET-PATTERN-SLACK-TOKEN",
    "SECRET-PATTERN-STRIPE-SECRET-KEY",
    "SECRET-PATTERN-PASSWORD-ASSIGNMENT",
    "SECRET-ENV-FILE",
    "SWIFT-FIREBASE-CONFIG",
    "NEXT-PUBLIC-SECRET",
    "NEXT-USE-CLIENT-SECRET",
    "SWIFT-HARDCODED-PASSWORD",
    "SWIFT-PRINT-SENSITIVE",
    "SWIFT-PASTEBOARD-SECRET",
)

CODE = re.compile(r"`([^`]+)`")
RULE_ID = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)+$")
PROFILE_MARK = re.compile(r"`([a-z0-9.-]+)`\s*\*\((extended|audit)\)\*")
RULE_PREFIXES = {"js", "node", "react", "next", "rn", "swift", "plist", "config", "secrets"}


def _table(heading: str) -> list[list[str]]:
    """The rows (cells) of the first table after `heading`."""
    lines = PAGE.read_text(encoding="utf-8").splitlines()
    start = lines.index(heading)
    rows: list[list[str]] = []
    for line in lines[start + 1 :]:
        if line.startswith("#"):
            break
        if line.startswith("|") and not re.match(r"^\|[\s|:-]+\|$", line):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows[1:]  # without the header row


def _detector_rows() -> dict[str, list[str]]:
    rows = _table("## Detectors")
    seeds = [CODE.findall(row[1])[0] for row in rows]
    assert len(seeds) == len(set(seeds)), "a seed detector has two rows"
    return {CODE.findall(row[1])[0]: row for row in rows}


def test_the_46_seed_detectors_are_listed() -> None:
    assert len(SEED_DETECTORS) == len(set(SEED_DETECTORS)) == 46
    assert sorted(_detector_rows()) == sorted(SEED_DETECTORS)


@pytest.mark.parametrize("seed", SEED_DETECTORS)
def test_each_seed_detector_maps_to_bundled_rules(seed: str) -> None:
    rules = {r.id: r for r in load_rules()}
    row = _detector_rows()[seed]
    named = [c for c in CODE.findall(row[3]) if RULE_ID.match(c)]
    assert named, f"{seed}: no rule id in its row"
    missing = [rule_id for rule_id in named if rule_id not in rules]
    assert missing == [], f"{seed}: not bundled rules: {missing}"
    marked = set(PROFILE_MARK.findall(row[3]))
    outside = {(rule_id, rules[rule_id].profile) for rule_id in named if rules[rule_id].extended}
    assert marked == outside, f"{seed}: profile marks are wrong"


def test_every_rule_named_in_notes_exists() -> None:
    rules = {r.id for r in load_rules()}
    for seed, row in _detector_rows().items():
        named = [c for c in CODE.findall(row[4]) if RULE_ID.match(c) and c.split(".")[0] in RULE_PREFIXES]
        assert [r for r in named if r not in rules] == [], seed


def test_blind_spot_tests_exist_and_exercise_the_rule() -> None:
    rows = _table("## Seed blind spots (A3.4)")
    assert {row[0] for row in rows} == {str(n) for n in range(1, 9)}
    for row in rows:
        rule_id = CODE.findall(row[2])[0]
        path = RULE_TESTS / CODE.findall(row[3])[0]
        assert path.is_file(), f"blind spot {row[0]}: {path} does not exist"
        assert re.search(rf"ruleid:\s*[a-z0-9.,\s-]*\b{re.escape(rule_id)}\b", path.read_text(encoding="utf-8")), (
            f"blind spot {row[0]}: {path.name} has no ruleid case for {rule_id}"
        )
