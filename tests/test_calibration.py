"""Severity is calibrated against evidence: a critical finding must be attacker-reachable and
high-confidence, and critical or high needs more than the code's shape (issue 24)."""

from __future__ import annotations

from secure_lint.rules.loader import load_rules


def test_no_bundled_rule_is_critical_without_high_confidence() -> None:
    loose = sorted(r.id for r in load_rules() if r.severity == "critical" and r.confidence != "high")
    assert loose == [], "critical needs confidence high; lower these to high or tighten them"


def test_critical_and_high_show_a_source_a_credential_or_an_app_wide_configuration() -> None:
    """A pattern alone (a sink, a weak call, an option on one call) is medium at most: a high or
    critical rule shows the value's source (a flow: taint, or request data in its pattern), a
    committed credential, or a setting that applies to the whole app or process. Say which with
    `evidence:` in the pack, or lower the rule."""
    loose = sorted(
        r.id for r in load_rules() if r.severity in ("critical", "high") and r.shown_evidence == "pattern"
    )
    assert loose == [], "critical/high without evidence: give `evidence:` (flow, credential, configuration) or lower"


def test_evidence_is_read_from_the_matcher_unless_the_rule_states_it() -> None:
    rules = {r.id: r for r in load_rules()}
    taint = next(r for r in rules.values() if r.match.kind == "taint")
    assert taint.evidence is None and taint.shown_evidence == "flow"
    secret = next(r for r in rules.values() if r.match.kind == "secret")
    assert secret.shown_evidence == "credential"
    assert rules["plist.ats.arbitrary-loads"].shown_evidence == "configuration"
    assert rules["js.xss.inner-html-assignment"].shown_evidence == "pattern"
    assert rules["js.xss.inner-html-assignment"].severity == "medium"


def test_a_secret_known_only_by_its_name_is_medium() -> None:
    """A generic secret rule judges a value by the name it is given (`apiKey = "..."`): no
    issuer's format or checksum shows a credential, so it is a pattern and medium at most."""
    rules = {r.id: r for r in load_rules()}
    assert rules["secrets.generic-token"].shown_evidence == "pattern"
    assert rules["secrets.generic-token"].severity == "medium"
    assert rules["secrets.github-token"].shown_evidence == "credential"
