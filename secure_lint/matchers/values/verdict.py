"""The answers of the value model (see __init__.py): constant, typed, escaped, or unknown (None)."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from secure_lint.matchers.values.contexts import escapes_for

MAX_DEPTH = 16


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
    assignments counts as what its other assignments are). `context` is the sink's (contexts.py):
    an escaper for another context escapes nothing there."""

    def __init__(self, context: str | None = None) -> None:
        self.resolving: set[tuple[int, int]] = set()
        self.depth = 0
        self.context = context

    def escaped(self, name: str) -> Verdict | None:
        """What the result of the escaper called `name` is at this sink: escaped, or unknown."""
        return Verdict.ESCAPED if escapes_for(name, self.context) else None

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
