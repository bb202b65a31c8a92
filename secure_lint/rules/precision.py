"""Each rule's precision as measured on production apps (bench/realworld), for the docs and `rules list`.

`rules/precision.json` is written by `python bench/realworld/run.py --reuse --write-precision`
from the judged findings (bench/realworld/triage.yaml): per rule and per half of the corpus
split (tuning, test), how many findings the default profile reports and how many were judged true,
false or unclear; apart, under `review`, the rule's review items (a sink reached only by a value
whose origin is not shown: `needs_review`, info), which only `--profile audit` shows. A default
rule is measured on what it reports by default. It is data, not a rule field: a rule's profile is
chosen from it (tests/test_profile_policy.py keeps a default rule measured below 60% out, and the
argument for a rule with too few findings is made by hand), and the file is refreshed whenever the
corpus is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

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
    review: Measured | None = field(default=None, compare=False)  # the audit profile's review items

    @property
    def judged(self) -> int:
        return self.true + self.false + self.unclear

    def summary(self) -> str:
        """`3/4 (75%)`: judged true of judged; `-` when none was judged."""
        if not self.judged:
            return "-" if not self.findings else f"{self.findings} not judged"
        return f"{self.true}/{self.judged} ({100 * self.true / self.judged:.0f}%)"

    @property
    def percent(self) -> float | None:
        """Judged true of judged, in percent; None when none was judged."""
        return 100 * self.true / self.judged if self.judged else None


def _measured(counts: dict[str, Any]) -> Measured:
    review = counts.get("review")
    plain = {key: value for key, value in counts.items() if key != "review"}
    return Measured(**plain, review=_measured(review) if review else None)


def read_precision(path: Path) -> dict[str, dict[str, Measured]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        rule: {half: _measured(counts) for half, counts in halves.items() if half in HALVES}
        for rule, halves in data["rules"].items()
    }


@cache
def measured_precision() -> dict[str, dict[str, Measured]]:
    """rule id -> half -> counts, from the bundled file (empty when it is not there)."""
    path = bundled_rules_dir() / PRECISION_FILE
    return read_precision(path) if path.is_file() else {}


def precision_text(rule_id: str) -> str:
    """`tuning 3/4 (75%), test -`: what docs/rules.md and `rules list` show; the review items the
    audit profile adds, apart: `; review items (audit only): tuning 0/12 (0%), test -`."""
    halves = measured_precision().get(rule_id)
    if not halves:
        return "no finding on the corpus"
    text = ", ".join(f"{half} {_summary(halves.get(half))}" for half in HALVES)
    reviews = {half: m.review for half, m in halves.items() if m.review is not None}
    if reviews:
        text += "; review items (audit only): " + ", ".join(
            f"{half} {_summary(reviews.get(half))}" for half in HALVES
        )
    return text


# GitHub code scanning's precision words, by judged-true percent (CodeQL's scale), once a rule has
# enough judged production findings to tell; fewer leave the rule's own `confidence` to say it
SARIF_PRECISION_BANDS = ((90.0, "very-high"), (75.0, "high"), (50.0, "medium"), (0.0, "low"))
SARIF_MIN_JUDGED = 5


def sarif_precision(rule_id: str) -> str | None:
    """The rule's measured precision as a SARIF `precision` word (both halves together), or None
    when fewer than SARIF_MIN_JUDGED of its production findings were judged."""
    halves = measured_precision().get(rule_id, {}).values()
    true, judged = sum(m.true for m in halves), sum(m.judged for m in halves)
    if judged < SARIF_MIN_JUDGED:
        return None
    percent = 100 * true / judged
    return next(word for floor, word in SARIF_PRECISION_BANDS if percent >= floor)


def _summary(measured: Measured | None) -> str:
    return measured.summary() if measured is not None else "-"
