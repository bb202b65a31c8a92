"""Each rule's precision as measured on production apps (bench/realworld), for the docs and `rules list`.

`rules/precision.json` is written by `python bench/realworld/run.py --reuse --write-precision`
from the judged findings (bench/realworld/triage.yaml): per rule and per half of the corpus
split (tuning, test), how many findings there were and how many were judged true, false or
unclear. It is data, not a rule field: a rule's profile is chosen by hand from it (and from the
argument for a rule with too few findings), and the file is refreshed whenever the corpus is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from secure_lint.rules.bundled import bundled_rules_dir

PRECISION_FILE = "precision.json"
HALVES = ("tuning", "test")


@dataclass(frozen=True)
class Measured:
    """One half's count for one rule: findings and their verdicts (the rest are not judged yet)."""

    findings: int
    true: int
    false: int
    unclear: int

    @property
    def judged(self) -> int:
        return self.true + self.false + self.unclear

    def summary(self) -> str:
        """`3/4 (75%)`: judged true of judged; `-` when none was judged."""
        if not self.judged:
            return "-" if not self.findings else f"{self.findings} not judged"
        return f"{self.true}/{self.judged} ({100 * self.true / self.judged:.0f}%)"


def read_precision(path: Path) -> dict[str, dict[str, Measured]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        rule: {half: Measured(**counts) for half, counts in halves.items() if half in HALVES}
        for rule, halves in data["rules"].items()
    }


@cache
def measured_precision() -> dict[str, dict[str, Measured]]:
    """rule id -> half -> counts, from the bundled file (empty when it is not there)."""
    path = bundled_rules_dir() / PRECISION_FILE
    return read_precision(path) if path.is_file() else {}


def precision_text(rule_id: str) -> str:
    """`tuning 3/4 (75%), test -`: what docs/rules.md and `rules list` show."""
    halves = measured_precision().get(rule_id)
    if not halves:
        return "no finding on the corpus"
    return ", ".join(f"{half} {halves[half].summary() if half in halves else '-'}" for half in HALVES)
