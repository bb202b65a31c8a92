"""The lines of a Swift file no release build compiles: the branches of `#if`/`#elseif`/`#else`
whose condition is false in every release build of the file (swift_release_builds.py).

A condition is evaluated in three values per build: a name the build defines is true, one it
may define unknown, any other false; `targetEnvironment(simulator)` is false (the App Store ships
device builds); `os(...)`, `canImport(...)`, `swift(...)` and the other platform tests are
unknown. A branch is left out of release builds only when it is surely not taken in every one of
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.matchers.swift_release_builds import Context, release_contexts

Truth = bool | None  # None: unknown

_DIRECTIVE = lazy_compile(r"^\s*#(?P<kind>if|elseif|else|endif)\b(?P<condition>[^\n]*)$")
_TOKEN = lazy_compile(r"\s*(&&|\|\||!|\(|\)|[A-Za-z_]\w*|[^\s()]+)")


def _not(value: Truth) -> Truth:
    return None if value is None else not value


def _and(values: Sequence[Truth]) -> Truth:
    return False if False in values else (None if None in values else True)


def _or(values: Sequence[Truth]) -> Truth:
    return True if True in values else (None if None in values else False)


class _Condition:
    """A recursive-descent reading of one `#if` condition in one build; unknown when it does not
    parse."""

    def __init__(self, text: str, context: Context) -> None:
        self.tokens: list[str] = [t for t in _TOKEN.findall(text) if t]
        self.context = context
        self.at = 0

    def value(self) -> Truth:
        try:
            result = self._or()
        except (IndexError, ValueError):
            return None
        return result if self.at == len(self.tokens) else None

    def _peek(self) -> str:
        return self.tokens[self.at] if self.at < len(self.tokens) else ""

    def _take(self) -> str:
        self.at += 1
        return self.tokens[self.at - 1]

    def _or(self) -> Truth:
        values = [self._and()]
        while self._peek() == "||":
            self._take()
            values.append(self._and())
        return _or(values)

    def _and(self) -> Truth:
        values = [self._unary()]
        while self._peek() == "&&":
            self._take()
            values.append(self._unary())
        return _and(values)

    def _unary(self) -> Truth:
        if self._peek() == "!":
            self._take()
            return _not(self._unary())
        token = self._take()
        if token == "(":
            inner = self._or()
            if self._take() != ")":
                raise ValueError("unclosed")
            return inner
        if not (token[0].isalpha() or token[0] == "_"):
            raise ValueError(token)
        if self._peek() == "(":  # os(iOS), canImport(UIKit), swift(>=5.9): a platform test
            arguments = self._skip_arguments()
            # the simulator's build is no release the App Store ships (macCatalyst's is)
            return False if token == "targetEnvironment" and arguments == ["simulator"] else None
        if token in {"true", "false"}:
            return token == "true"
        return self.context.get(token, False)

    def _skip_arguments(self) -> list[str]:
        """The tokens between the parentheses that open next, taken."""
        depth = 0
        inside: list[str] = []
        while True:
            token = self._take()
            depth += {"(": 1, ")": -1}.get(token, 0)
            if depth == 0:
                return inside[1:]
            inside.append(token)


@dataclass
class _Block:
    """One `#if` ... `#endif` being read: per build, whether an earlier branch may be taken."""

    earlier: list[Truth]
    dead: bool = False


def _branch(block: _Block, kind: str, condition: str, contexts: Sequence[Context]) -> None:
    values = [_Condition(condition, c).value() if kind != "else" else True for c in contexts]
    taken = [_and([_not(before), value]) for before, value in zip(block.earlier, values, strict=True)]
    block.earlier = [_or([before, value]) for before, value in zip(block.earlier, values, strict=True)]
    block.dead = all(t is False for t in taken)


def unreleased_lines(text: str, contexts: Sequence[Context]) -> list[tuple[int, int]]:
    """The (first, last) 1-based line ranges of `text` inside a branch no build compiles; none
    when the directives do not pair up."""
    ranges: list[tuple[int, int]] = []
    stack: list[_Block] = []
    start = 0
    for number, line in enumerate(text.splitlines(), 1):
        directive = _DIRECTIVE.match(line)
        if directive is None:
            if any(block.dead for block in stack) and not start:
                start = number
            continue
        if start:
            ranges.append((start, number - 1))
            start = 0
        kind, condition = directive.group("kind"), directive.group("condition").split("//")[0]
        if kind == "if":
            stack.append(_Block([False] * len(contexts)))
        elif not stack:
            return []
        if kind == "endif":
            stack.pop()
        else:
            _branch(stack[-1], kind, condition, contexts)
    return [] if stack else ranges


def unreleased_ranges(repo: Repository, path: str) -> list[tuple[int, int]]:
    """The line ranges of the Swift file at `path` that no release build of it compiles (none
    when its release builds cannot be told)."""
    found: dict[str, list[tuple[int, int]]] = repo.once("swift-unreleased-lines", dict)
    if path not in found:
        text = repo.text(path)
        contexts = release_contexts(repo, path) if text is not None and "#if" in text else None
        found[path] = unreleased_lines(text or "", contexts) if contexts else []
    return found[path]


def in_ranges(line: int, ranges: Sequence[tuple[int, int]]) -> bool:
    return any(first <= line <= last for first, last in ranges)
