"""Regex search over text, time-boxed with the `regex` module's `timeout=` argument."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import regex

from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.patterns import GlobSpec
from secure_lint.workspace.results import GrepMatch, GrepResult
from secure_lint.workspace.text import decode, looks_binary

MAX_PATTERN_CHARS = 1000
MAX_LINE_CHARS = 500


def compile_regex(pattern: str, *, ignore_case: bool) -> regex.Pattern[str]:
    """Compile a user regex; any compile problem is a validation error."""
    if not isinstance(pattern, str) or not pattern:
        raise WorkspaceError("validation", "pattern must be a non-empty string")
    if len(pattern) > MAX_PATTERN_CHARS:
        raise WorkspaceError("validation", f"pattern is over {MAX_PATTERN_CHARS} characters")
    flags = regex.IGNORECASE if ignore_case else 0
    try:
        return regex.compile(pattern, flags)
    except (regex.error, OverflowError, ValueError, RecursionError) as exc:
        raise WorkspaceError("validation", f"invalid regular expression: {exc}") from exc


def relative_to(base: str, path: str) -> str:
    """`path` relative to the search directory `base` (both root-relative POSIX)."""
    if path == base:
        return path.rsplit("/", 1)[-1]
    return path if base == "." else path[len(base) + 1 :]


@dataclass
class GrepRun:
    """Accumulates a grep over many files under one deadline and two caps."""

    compiled: regex.Pattern[str]
    base: str
    include: GlobSpec | None
    max_files: int
    max_matches: int
    deadline: float
    matches: list[GrepMatch] = field(default_factory=list)
    files_searched: int = 0
    files_matched: int = 0
    files_skipped: int = 0
    truncated: bool = False
    timed_out: bool = False

    @property
    def done(self) -> bool:
        return self.truncated or self.timed_out

    def wants(self, path: str) -> bool:
        """Whether `path` passes `include`; marks truncation once `max_files` were read."""
        if self.include is not None and not self.include.match_file(relative_to(self.base, path)):
            return False
        if self.files_searched >= self.max_files:
            self.truncated = True
            return False
        return True

    def add_file(self, path: str, data: bytes | None) -> None:
        """Search one file's bytes (None = unreadable or too large: counted as skipped)."""
        if data is None or looks_binary(data):
            self.files_skipped += 1
            return
        self.files_searched += 1
        room = self.max_matches - len(self.matches)
        found = self._search(path, decode(data).text, room + 1)
        if len(found) > room:
            found, self.truncated = found[:room], True
        self.matches.extend(found)
        self.files_matched += bool(found)

    def _search(self, path: str, text: str, limit: int) -> list[GrepMatch]:
        found: list[GrepMatch] = []
        for number, line in enumerate(_lines(text), 1):
            remaining = self.deadline - time.monotonic()
            try:
                if remaining <= 0:
                    raise TimeoutError
                for m in self.compiled.finditer(line, timeout=remaining):
                    found.append(_match(path, number, line, m))
                    if len(found) >= limit:
                        return found
            except TimeoutError:
                self.timed_out = True
                return found
        return found

    def result(self, pattern: str) -> GrepResult:
        return GrepResult(
            pattern=pattern,
            path=self.base,
            matches=self.matches,
            files_searched=self.files_searched,
            files_matched=self.files_matched,
            files_skipped=self.files_skipped,
            truncated=self.truncated,
            timed_out=self.timed_out,
        )


def _lines(text: str) -> list[str]:
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def _match(path: str, number: int, line: str, m: regex.Match[str]) -> GrepMatch:
    return GrepMatch(
        path=path,
        line=number,
        column=m.start() + 1,
        end_column=m.end() + 1,
        text=line[:MAX_LINE_CHARS],
        text_truncated=len(line) > MAX_LINE_CHARS,
    )
