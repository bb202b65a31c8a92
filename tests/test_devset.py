"""Precision and recall of the default rules on whole files as developers write them.

tests/devset/<area>/ holds realistic app files (vulnerable ones and entirely safe ones),
annotated with `ruleid:` for every line a rule should flag. Every default rule runs on
every file, so a rule firing where it should not is counted whatever area it belongs to.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from secure_lint.authoring.rule_tests import score_devset
from secure_lint.rules.loader import load_rules

DEVSET = Path(__file__).parent / "devset"
AREAS = sorted(p.name for p in DEVSET.iterdir() if p.is_dir())


@pytest.mark.parametrize("area", AREAS)
def test_devset_precision_and_recall(area: str) -> None:
    score = score_devset(DEVSET / area, load_rules())
    assert score.files >= 3
    assert score.false_positives == []
    assert score.false_negatives == []


def test_every_area_has_an_entirely_safe_file() -> None:
    for area in AREAS:
        texts = [p.read_text(encoding="utf-8") for p in (DEVSET / area).rglob("*") if p.is_file()]
        assert any("ruleid:" not in text for text in texts), area
