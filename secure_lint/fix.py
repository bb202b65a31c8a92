"""Applying fix edits to text: bottom-up, never two overlapping edits in one pass."""

from __future__ import annotations

from collections.abc import Iterable

from secure_lint.findings import FixEdit


def non_overlapping(edits: Iterable[FixEdit]) -> list[FixEdit]:
    """The edits that can be applied together, earliest first; later overlaps wait."""
    chosen: list[FixEdit] = []
    for edit in sorted(edits, key=lambda e: (e.start, e.end)):
        if chosen and edit.start < chosen[-1].end:
            continue
        chosen.append(edit)
    return chosen


def apply_edits(text: str, edits: Iterable[FixEdit]) -> str:
    for edit in reversed(non_overlapping(edits)):
        text = text[: edit.start] + edit.replacement + text[edit.end :]
    return text
