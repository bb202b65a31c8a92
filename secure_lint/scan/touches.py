"""Whether a change touches a finding (`--diff-base`): a line on the finding's path changed.

The path is where the finding is and, for a finding that traces data (`Finding.flow`), every
step of the data's way: its source, each hop, the sink, each in its own file. A finding is
touched when the change added or rewrote a line of any of them, or when it removed or rewrote
lines between two consecutive steps in one file that could have stopped the value there: a
check or an early exit (`if`, `guard`, `return`, `throw`, ...), or a statement naming a
variable the value went through (`const clean = sanitize(html)` rewritten as `const clean =
html` is a hop changed; `if (!isSafe(next)) return` removed before `res.redirect(next)` is a
removal between the hop `next` and the sink). A removal has a place in the new file: where its
replacement lines are, or the gap between two lines where a pure deletion was (git's hunk
position), so a guard deleted from above an unchanged sink brings its finding back.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding, FlowStep
    from secure_lint.git import FileDiff, Removal

# What a removed guard or exit says: a condition, a branch, an exit, an assertion (JS/TS, Swift)
_CONTROL = lazy_compile(
    r"\b(if|else|guard|switch|case|while|return|throw|break|continue|assert\w*|precondition\w*|fatalError)\b"
)
_NAME = lazy_compile(r"[A-Za-z_$][\w$]*")


@dataclass(frozen=True)
class Place:
    """Lines of one file on a finding's path."""

    path: str
    first: int
    last: int


def touches(finding: Finding, diffs: Mapping[str, FileDiff], whole_files: set[str]) -> bool:
    """Whether the change (`diffs` per path; `whole_files`: new files, every line of them
    counts) changed a line on `finding`'s path, or removed what stood between two of its steps."""
    places = list(_places(finding))
    if any(place.path in whole_files for place in places):
        return True
    if any(_added_on(place, diffs) for place in places):
        return True
    names = _carried_names(finding)
    return any(
        _could_stop(removal.text, names)
        for before, after in _stretches(places)
        for removal in _removals(diffs, before.path)
        if _between(removal, before.last, after.first)
    )


def _places(finding: Finding) -> Iterator[Place]:
    """The finding's own lines, then each step of its flow in order (source, hops, sink)."""
    location = finding.location
    if finding.flow is None:
        yield Place(location.path, location.start_line, location.end_line)
        return
    flow = finding.flow
    for step in (flow.source, *flow.hops, flow.sink):
        yield _place(step)
    yield Place(location.path, location.start_line, location.end_line)


def _place(step: FlowStep) -> Place:
    return Place(step.path, step.line, max(step.line, step.end_line))


def _added_on(place: Place, diffs: Mapping[str, FileDiff]) -> bool:
    diff = diffs.get(place.path)
    return diff is not None and any(line in diff.added for line in range(place.first, place.last + 1))


def _stretches(places: list[Place]) -> Iterator[tuple[Place, Place]]:
    """Consecutive steps in one file, the later one below the earlier: the code the value runs
    through between them."""
    for before, after in zip(places, places[1:], strict=False):
        if before.path == after.path and before.first <= after.first:
            yield before, after


def _removals(diffs: Mapping[str, FileDiff], path: str) -> list[Removal]:
    diff = diffs.get(path)
    return diff.removed if diff is not None else []


def _between(removal: Removal, first: int, last: int) -> bool:
    """Whether a removal's place in the new file lies from line `first` to line `last`: a pure
    deletion in a gap after `first` and before `last`, a rewrite overlapping those lines."""
    if removal.count == 0:
        return first <= removal.start < last
    return removal.start <= last and removal.start + removal.count - 1 >= first


def _carried_names(finding: Finding) -> set[str]:
    """The variables the value went through (the hops' labels) and the source's text."""
    if finding.flow is None:
        return set()
    names = {name for hop in finding.flow.hops for name in _NAME.findall(hop.label)}
    source = finding.flow.source.label
    return names | {source} if source else names


def _could_stop(text: str, names: set[str]) -> bool:
    """Whether removed text could have kept the value from the sink: a check or an exit, or a
    statement naming a variable it went through."""
    if _CONTROL.search(text):
        return True
    found = set(_NAME.findall(text))
    return any(name in found or ("." in name and name in text) for name in names)
