"""No emitted message keeps a `$NAME` placeholder its matcher never bound.

A message placeholder is filled from the metavariables the match binds (structural patterns,
regex named groups, taint's SOURCE/CALL...). A name the matcher does not bind is printed as is:
node.cookie.session-cookie-without-options said "`$CALL` sets an authentication cookie" on every
finding, because its pattern binds $RECV.$METHOD, not $CALL. The golden scans recorded the
literal text like any other message, so nothing failed. This test reads the messages every rule
emits on its rule tests, the golden JSON scans of rules/tests, which test_golden_scans.py keeps
byte for byte equal to a fresh scan.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from secure_lint.matchers.structural import METAVAR, render_template

GOLDEN = Path(__file__).resolve().parent / "golden" / "scans"
EXIT_CODE = "--- exit code "


def _messages(path: Path) -> list[tuple[str, str]]:
    report, _, _ = path.read_text(encoding="utf-8").partition(EXIT_CODE)
    return [(f["rule_id"], f["message"]) for f in json.loads(report)["findings"]]


def _rule_test_scans() -> list[Path]:
    return sorted(GOLDEN.glob("rules-*.json"))


def test_every_pack_has_a_rule_test_scan() -> None:
    assert len(_rule_test_scans()) >= 8


@pytest.mark.parametrize("path", _rule_test_scans(), ids=lambda p: p.stem)
def test_no_rule_message_keeps_an_unfilled_placeholder(path: Path) -> None:
    unfilled = sorted({(rule, m.group(0)) for rule, message in _messages(path) for m in METAVAR.finditer(message)})
    assert unfilled == []


def test_an_unbound_name_is_printed_as_is() -> None:
    """Why the check is needed: rendering leaves a name it has no value for."""
    bound = {"RECV": "res", "METHOD": "cookie"}
    assert render_template("`$CALL` sets a cookie", bound) == "`$CALL` sets a cookie"
    assert render_template("`$RECV.$METHOD` sets a cookie", bound) == "`res.cookie` sets a cookie"
