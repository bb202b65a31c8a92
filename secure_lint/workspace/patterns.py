"""Glob patterns: brace expansion, then gitignore (git wildmatch) matching via pathspec.

Semantics are gitignore's: `*.ts` and `**/*.ts` match at any depth (root level too),
`src/*.ts` is anchored to the search directory, `[ab]` classes work, a pattern naming a
directory matches everything below it, and `!pattern` re-includes.
"""

from __future__ import annotations

from functools import cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any, TypeAlias

from secure_lint.workspace.errors import WorkspaceError

if TYPE_CHECKING:
    import pathspec

MAX_PATTERN_CHARS = 1000
MAX_EXPANSIONS = 256


@cache
def _factory() -> str:
    import pathspec.util  # noqa: PLC0415 (~10 ms: only when a glob is compiled)

    try:
        pathspec.util.lookup_pattern("gitignore")
    except KeyError:
        return "gitwildmatch"  # pathspec < 1.0
    return "gitignore"


# PathSpec is generic over its pattern type from pathspec 1.0 on (a string: never evaluated).
GlobSpec: TypeAlias = "pathspec.PathSpec[Any]"


def compile_glob(pattern: str) -> GlobSpec:
    """Compile one glob (braces allowed) into a PathSpec; bad input is a validation error."""
    if not isinstance(pattern, str) or not pattern.strip():
        raise WorkspaceError("validation", "pattern must be a non-empty string")
    if len(pattern) > MAX_PATTERN_CHARS or "\x00" in pattern or "\n" in pattern:
        raise WorkspaceError("validation", "pattern is too long or contains a control character")
    import pathspec  # noqa: PLC0415 (as _factory)

    try:
        return pathspec.PathSpec.from_lines(_factory(), expand_braces(pattern))
    except ValueError as exc:
        raise WorkspaceError("validation", f"invalid glob pattern: {pattern!r}") from exc


def expand_braces(pattern: str) -> list[str]:
    """`*.{ts,tsx}` -> ['*.ts', '*.tsx']; nested and repeated groups; `\\{` is literal."""
    done: list[str] = []
    todo = [pattern]
    while todo:
        current = todo.pop()
        group = _first_group(current)
        if group is None:
            if current not in done:
                done.append(current)
        else:
            start, end, options = group
            todo.extend(current[:start] + opt + current[end + 1 :] for opt in reversed(options))
        if len(done) + len(todo) > MAX_EXPANSIONS:
            raise WorkspaceError("validation", "pattern expands to too many alternatives")
    return done


def _first_group(text: str) -> tuple[int, int, list[str]] | None:
    """(start, end, options) of the first `{a,b}` group with a top-level comma."""
    i = 0
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == "{":
            group = _group_at(text, i)
            if group is not None:
                return group
        i += 1
    return None


def _group_at(text: str, start: int) -> tuple[int, int, list[str]] | None:
    depth, i = 0, start
    commas: list[int] = []
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                if not commas:
                    return None
                bounds = [start, *commas, i]
                options = [text[a + 1 : b] for a, b in pairwise(bounds)]
                return start, i, options
        elif ch == "," and depth == 1:
            commas.append(i)
        i += 1
    return None
