"""Severity is calibrated: a critical finding must be attacker-reachable and high-confidence."""

from __future__ import annotations

from secure_lint.rules.loader import load_rules


def test_no_bundled_rule_is_critical_without_high_confidence() -> None:
    loose = sorted(r.id for r in load_rules() if r.severity == "critical" and r.confidence != "high")
    assert loose == [], "critical needs confidence high; lower these to high or tighten them"
