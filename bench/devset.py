"""Precision and recall of the default rules on tests/devset (whole realistic files).

python bench/devset.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from secure_lint.authoring.rule_tests import score_devset
from secure_lint.rules.loader import load_rules

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scoring import share

DEVSET = Path(__file__).resolve().parent.parent / "tests" / "devset"


def main() -> None:
    rules = load_rules()
    total_tp = total_fp = total_fn = 0
    for area in sorted(p for p in DEVSET.iterdir() if p.is_dir()):
        score = score_devset(area, rules)
        total_tp += score.true_positives
        total_fp += len(score.false_positives)
        total_fn += len(score.false_negatives)
        print(
            f"{area.name:<8} {score.files:>2} files  {score.true_positives:>3} TP  {len(score.false_positives)} FP  "
            f"{len(score.false_negatives)} FN  precision {score.precision:.2f}  recall {score.recall:.2f}"
        )
    precision = share(total_tp, total_tp + total_fp, empty=1.0)
    recall = share(total_tp, total_tp + total_fn, empty=1.0)
    print(f"{'all':<8} {total_tp:>12} TP  {total_fp} FP  {total_fn} FN  precision {precision:.2f}  recall {recall:.2f}")


if __name__ == "__main__":
    main()
