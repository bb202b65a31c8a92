"""The answers of the value model (see __init__.py): constant, typed, escaped, or unknown (None)."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

MAX_DEPTH = 12


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


class Judge:
    """One question to the model, depth-bounded; each language's judge says what a node is in
    `_judge`. `resolving` holds the declarations being resolved (a name used in its own
    assignments counts as what its other assignments are)."""

    def __init__(self) -> None:
        self.resolving: set[tuple[int, int]] = set()
        self.depth = 0

    def judge(self, node: Any) -> Verdict | None:
        if self.depth > MAX_DEPTH:
            return None
        self.depth += 1
        try:
            return self._judge(node)
        finally:
            self.depth -= 1

    def _judge(self, node: Any) -> Verdict | None:
        raise NotImplementedError
