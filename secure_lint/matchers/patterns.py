"""Compiling rule regexes once, and searching with a time bound so no pattern can hang a scan;
what regex and secret rules share (a pattern, its flags, `not` patterns, the reported group),
and the part of the `Matcher` protocol (matchers/base.py) both pattern matchers answer alike."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Literal

import regex

from secure_lint.matchers.alternation import rejoined, split
from secure_lint.matchers.base import FixField, RawMatch
from secure_lint.matchers.plist_paths import under_top_level_key
from secure_lint.matchers.required_text import Requirement, regex_clauses, satisfied
from secure_lint.rules.validated import Validated

if TYPE_CHECKING:
    from secure_lint.core.models import Confidence

RegexFlag = Literal["ignorecase", "multiline", "dotall"]  # the `flags` of regex and secret rules

SEARCH_TIMEOUT_S = 2.0  # per search of one file: a rule's pattern, its branches together (see occurs), a `not` pattern

_FLAGS = {"ignorecase": regex.IGNORECASE, "multiline": regex.MULTILINE, "dotall": regex.DOTALL}


class PatternTimeout(Exception):
    """A rule's regex ran past its time bound on one file."""


@lru_cache(maxsize=8192)
def compile_pattern(pattern: str, flags: tuple[str, ...] = ()) -> Any:
    value = regex.VERSION0
    for flag in flags:
        value |= _FLAGS[flag]
    return regex.compile(pattern, value)


def check_pattern(pattern: str, flags: tuple[str, ...] = (), what: str = "pattern") -> Any:
    try:
        return compile_pattern(pattern, flags)
    except regex.error as error:
        raise ValueError(f"invalid regex in {what}: {error}") from None


def check_groups(compiled: Any, *groups: int | str | None) -> None:
    """Each group a rule names (reported part, secret value) must exist in its pattern."""
    for group in groups:
        if isinstance(group, int) and group > compiled.groups:
            raise ValueError(f"group {group} does not exist in the pattern")
        if isinstance(group, str) and group not in compiled.groupindex:
            raise ValueError(f"group {group!r} does not exist in the pattern")


def finditer(compiled: Any, text: str) -> Iterator[Any]:
    try:
        yield from compiled.finditer(text, timeout=SEARCH_TIMEOUT_S)
    except TimeoutError:
        raise PatternTimeout(compiled.pattern[:60]) from None


def search_bounded(compiled: Any, text: str, timeout: float | None = None) -> bool:
    """Whether the pattern occurs in text; a timeout (SEARCH_TIMEOUT_S unless given) counts as
    a match (the rule then runs)."""
    try:
        return compiled.search(text, timeout=SEARCH_TIMEOUT_S if timeout is None else timeout) is not None
    except TimeoutError:
        return True


def _found_in_time(compiled: Any, text: str) -> bool:
    """Whether the pattern occurs in text; a timeout counts as no match (what it would have
    excluded is kept)."""
    try:
        return compiled.search(text, timeout=SEARCH_TIMEOUT_S) is not None
    except TimeoutError:
        return False


@lru_cache(maxsize=8192)
def branches_of(pattern: str, flags: tuple[str, ...] = ()) -> tuple[tuple[str, Requirement], ...]:
    """The top-level branches of an alternation (see alternation.py), each with the literal
    text every match of it holds (required_text.regex_clauses; empty when none is known);
    empty when the pattern is none."""
    return tuple((branch, _branch_needs(branch, flags)) for branch in split(pattern))


def _branch_needs(branch: str, flags: tuple[str, ...]) -> Requirement:
    """What Python's parser reads as literal runs of the branch. A branch reset group `(?|`
    (the `regex` module's) numbers groups otherwise but matches what a plain group does, so it
    is read as one; with the `ignorecase` flag every literal is compared folded."""
    readable = ("(?i)" if "ignorecase" in flags else "") + branch.replace("(?|", "(?:")
    return tuple(regex_clauses(readable))


def occurs(pattern: str, text: str, flags: tuple[str, ...] = ()) -> bool:
    """Whether the pattern occurs in text (a timeout counts as a match); an alternation is
    searched branch by branch: the whole occurs exactly where one of its branches does, and
    a branch alone holds a literal the `regex` module skips to, which the whole may not. A
    branch whose literal text the text lacks cannot occur there: it is neither compiled nor
    searched (a secret rule's generated branches are long, and compiling one costs more than
    the search)."""
    branches = branches_of(pattern, flags)
    if not branches:
        return search_bounded(compile_pattern(pattern, flags), text)
    deadline = time.monotonic() + SEARCH_TIMEOUT_S  # the branches share one search's bound
    for branch in _with_text(branches, text):
        try:
            compiled = compile_pattern(branch, flags)
        except regex.error:
            return search_bounded(compile_pattern(pattern, flags), text)  # the branch does not compile alone
        left = deadline - time.monotonic()
        if left <= 0 or search_bounded(compiled, text, left):
            return True
    return False


def possible_branches(pattern: str, text: str, flags: tuple[str, ...] = ()) -> str:
    """The pattern without the branches of its alternation whose literal text the text lacks,
    when that matches what the whole does (alternation.rejoined: a branch reset group); else the
    pattern. A secret rule's pattern has a branch per spelling of a key, compiled in 5-50 ms
    each; a file holds one of them, or none, and compiles the others no more (one branch left
    is the branch `occurs` compiled)."""
    branches = branches_of(pattern, flags)
    kept = tuple(_with_text(branches, text))
    if len(kept) == len(branches):
        return pattern
    return rejoined(pattern, kept) or pattern


def _with_text(branches: tuple[tuple[str, Requirement], ...], text: str) -> Iterator[str]:
    """The branches whose literal text (of each clause, one literal) the text holds."""
    lowered: str | None = None
    for branch, needs in branches:
        if needs:
            if lowered is None and any(folded for clause in needs for _, folded in clause):
                lowered = text.lower()
            if not satisfied(needs, text, lowered if lowered is not None else text):
                continue
        yield branch


def line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of the whole lines around [start, end)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end == -1 else line_end


def excluded_by(not_patterns: list[Any], text: str, start: int, end: int, deadline: float | None = None) -> bool:
    """True when a `not` pattern matches the lines of the match. The searches end by
    `deadline` (time.monotonic(); SEARCH_TIMEOUT_S from now unless given): past it,
    PatternTimeout (the caller's rule then has a coverage gap on this file, no crash)."""
    if not not_patterns:
        return False
    lo, hi = line_bounds(text, start, max(start, end - 1))
    window = text[lo:hi]
    if deadline is None:
        deadline = time.monotonic() + SEARCH_TIMEOUT_S
    for p in not_patterns:
        left = deadline - time.monotonic()
        try:
            if left <= 0:
                raise TimeoutError
            if p.search(window, timeout=left) is not None:
                return True
        except TimeoutError:
            raise PatternTimeout(p.pattern[:60]) from None
    return False


def group_span(match: Any, group: int | str) -> tuple[int, int]:
    try:
        start, end = match.span(group)
    except (IndexError, regex.error):
        start = end = -1
    if start < 0:  # no such group, or it took no part: the whole match
        start, end = match.span()
    return start, end


@dataclass(frozen=True, kw_only=True)
class PatternOptions(Validated):
    """The options of every regex-based matcher (regex, secret)."""

    pattern: str
    flags: list[RegexFlag] = field(default_factory=list)
    group: int | str = 0  # the part of the match that is reported
    not_: list[str] = field(default_factory=list)  # drop a match whose line matches one
    # drop every match of a file one of these matches anywhere in: a setting elsewhere in the
    # file that makes the matched one moot (a wider one already reported)
    not_in_file: list[str] = field(default_factory=list)
    # a property list's key a match counts under only where the system reads it: inside the
    # dictionary this key names at the top of the plist (`NSAppTransportSecurity` of the root
    # dictionary, not the same key nested in an `NSExtension` one: plist_paths.py)
    plist_under: str | None = None


# The Matcher protocol's answers of both pattern matchers (regex, secret): they read the text,
# never the syntax tree; a match is a span of the file; a rule's fix is a replacement expanded
# with the match's groups.
parsed = False
whole_file = False
fix_field: FixField | None = "replacement"


def required_text(options: PatternOptions) -> Requirement:
    return ()  # the rule's own keywords and prefilter say what text it needs


def check_options(options: PatternOptions, *groups: int | str | None) -> None:
    """ValueError unless the pattern and the `not` patterns compile and the pattern has the
    reported group and the other `groups` a rule names."""
    compiled = check_pattern(options.pattern, tuple(options.flags))
    for pattern in options.not_:
        check_pattern(pattern, tuple(options.flags), "not")
    for pattern in options.not_in_file:
        check_pattern(pattern, tuple(options.flags), "not_in_file")
    check_groups(compiled, options.group, *groups)


def kept_matches(options: PatternOptions, text: str) -> Iterator[tuple[Any, int, int]]:
    """Each match of the pattern with the span of its reported group, but for those whose
    lines a `not` pattern matches, and none in a file a `not_in_file` pattern matches."""
    flags = tuple(options.flags)
    if any(_found_in_time(compile_pattern(p, flags), text) for p in options.not_in_file):
        return
    compiled = None
    if branches_of(options.pattern, flags):
        if not occurs(options.pattern, text, flags):
            return  # no branch of the alternation occurs in the text: found fast, without a match
        with suppress(regex.error):  # (the branches that do may not compile alone: the whole pattern)
            compiled = compile_pattern(possible_branches(options.pattern, text, flags), flags)
    nots = [compile_pattern(p, flags) for p in options.not_]
    deadline = time.monotonic() + SEARCH_TIMEOUT_S  # the `not` searches of one file share one search's bound
    for match in finditer(compiled or compile_pattern(options.pattern, flags), text):
        start, end = group_span(match, options.group)
        try:
            excluded = excluded_by(nots, text, start, end, deadline)
        except PatternTimeout:
            # No time left to show the match excluded: it is kept (padding an author adds to a
            # line must not hide it), and the rule stops here, a coverage gap on this file.
            yield match, start, end
            raise
        if not excluded and (options.plist_under is None or under_top_level_key(text, start, options.plist_under)):
            yield match, start, end


def raw_match(
    match: Any,
    span: tuple[int, int],
    replacement: str | None,
    secret: tuple[int, int] | None = None,
    confidence: Confidence | None = None,
) -> RawMatch:
    """The RawMatch of a regex match reported at `span`: named groups as metavariables, the
    fix (the replacement expanded with the groups) over the whole match."""
    fix = match.expand(replacement) if replacement is not None else None
    metavars = dict(match.groupdict(default=""))
    return RawMatch(*span, metavars, secret=secret, fix=fix, fix_span=match.span(), confidence=confidence)
