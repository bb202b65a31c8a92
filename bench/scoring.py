"""What the bench scorers share: a count's share of a total."""

from __future__ import annotations


def share(part: int, whole: int, empty: float) -> float:
    """`part / whole`, and `empty` when there is no whole: what a scorer says of an empty total
    (no label to find: recall 1.0 in the dev sets, 0.0 in the secrets table)."""
    return part / whole if whole else empty
