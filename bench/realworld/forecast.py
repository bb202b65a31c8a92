"""What a default-profile policy would have scored on each test half before anyone read it.

    python bench/realworld/forecast.py [--floor 75] [--min-judged 3] [--first-batch 10]

A profile policy decides from a rule's production record whether the rule is in the default
profile. Judging a policy on the record it was fitted to flatters it, so this replays the batches
in order: for batch B, a rule's record is what the team could know when B's test half was frozen
(every verdict on batches before B, plus B's tuning half), and the policy is scored on B's blind
verdicts (run.py's blind_entries: the test half as first read). Printed for each policy:
precision of the findings it keeps, and the true findings it would have hidden.

Policies compared (floor and minimum as given):
- keep-unknown: a rule is out when it has at least --min-judged verdicts and fewer than --floor
  percent true; a rule with fewer verdicts stays (the policy tests/test_profile_policy.py keeps).
- proven-only: a rule is in only with at least --min-judged verdicts and --floor percent true.
The blind verdicts are those of the build frozen at the time, so the replay measures how well a
record predicts a rule's next findings, not today's build.
"""

from __future__ import annotations

import argparse
import collections
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import APPS, TRIAGE, blind_entries, load_triage  # noqa: E402

Record = dict[str, collections.Counter]
Policy = Callable[[collections.Counter | None], bool]


def _judged(entries: list[dict]) -> list[dict]:
    batches = {app.name for app in APPS}
    return [entry for entry in entries if entry["verdict"] in ("true", "false") and entry["app"] in batches]


def record_before(batch: int, entries: list[dict], apps: dict[str, Any]) -> Record:
    """Each rule's verdicts known when `batch`'s test half froze: earlier batches and its tuning half."""
    record: Record = collections.defaultdict(collections.Counter)
    for entry in entries:
        app = apps[entry["app"]]
        if app.batch < batch or (app.batch == batch and app.half == "tuning"):
            record[entry["rule"]][entry["verdict"]] += 1
    return record


def policies(floor: float, min_judged: int) -> dict[str, Policy]:
    def measured(counts: collections.Counter | None) -> tuple[int, float]:
        judged = (counts["true"] + counts["false"]) if counts else 0
        return judged, (counts["true"] / judged if judged else 0.0)

    def keep_unknown(counts: collections.Counter | None) -> bool:
        judged, precision = measured(counts)
        return judged < min_judged or precision >= floor

    def proven_only(counts: collections.Counter | None) -> bool:
        judged, precision = measured(counts)
        return judged >= min_judged and precision >= floor

    return {"every rule": lambda counts: True, "keep-unknown": keep_unknown, "proven-only": proven_only}


def replay(policy: Policy, first_batch: int) -> tuple[dict[int, collections.Counter], collections.Counter]:
    """Per batch, the blind verdicts of the findings the policy keeps; and the true ones it hides."""
    apps = {app.name: app for app in APPS}
    everything = _judged(load_triage(TRIAGE))
    blind = _judged(blind_entries(TRIAGE))
    batch_of = {app.name: app.batch for app in APPS}
    kept: dict[int, collections.Counter] = {}
    hidden: collections.Counter = collections.Counter()
    for batch in sorted({batch_of[entry["app"]] for entry in blind if batch_of[entry["app"]] >= first_batch}):
        record = record_before(batch, everything, apps)
        kept[batch] = collections.Counter()
        for entry in blind:
            if batch_of[entry["app"]] == batch:
                (kept[batch] if policy(record.get(entry["rule"])) else hidden)[entry["verdict"]] += 1
    return kept, hidden


def _share(counts: collections.Counter) -> str:
    judged = counts["true"] + counts["false"]
    return f"{counts['true']}/{judged} ({counts['true'] / judged:.0%})" if judged else "0/0"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--floor", type=float, default=75.0, help="percent true a rule's record needs")
    parser.add_argument("--min-judged", type=int, default=3, help="verdicts a record needs to tell")
    parser.add_argument("--first-batch", type=int, default=10, help="replay from this batch on")
    args = parser.parse_args()
    for name, policy in policies(args.floor / 100, args.min_judged).items():
        kept, hidden = replay(policy, args.first_batch)
        total = sum(kept.values(), collections.Counter())
        per_batch = " ".join(f"{batch}:{_share(counts).split()[0]}" for batch, counts in kept.items())
        hid = f"hidden true {hidden['true']:>3} false {hidden['false']:>3}"
        print(f"{name:<13} kept {_share(total):<16} {hid}   {per_batch}")


if __name__ == "__main__":
    main()
