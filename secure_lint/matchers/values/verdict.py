"""The answers of the value model (see __init__.py): constant, typed, escaped, or unknown (None)."""

from __future__ import annotations

from enum import IntEnum


class Verdict(IntEnum):
    """What is known of a value; a composite is the largest of its parts' verdicts."""

    CONSTANT = 1
    TYPED = 2
    ESCAPED = 3


def combine(verdicts: list[Verdict | None]) -> Verdict | None:
    """The verdict of a value made of these parts: None when any part is unknown."""
    if any(verdict is None for verdict in verdicts):
        return None
    return max((v for v in verdicts if v is not None), default=Verdict.CONSTANT)
