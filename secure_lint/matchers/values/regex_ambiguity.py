"""Whether a JavaScript regular expression backtracks exponentially: a nested quantifier whose
inner repetition can read the same text in more than one way.

A backtracking engine tries every way a failing input can be split among a loop's iterations.
`(X+)+`-shaped loops blow up only when those splits are many: when, right where the inner
repetition X may stop, the next character can also be one X reads (`(\\w+\\s?)*`: after a word
character the next iteration may start with another; `(-?[a-z]+)*`). When what may follow X
inside the loop (the rest of the group, or the next iteration's start) is a character X never
reads (`([a-z0-9-]+\\.)+`: each repetition ends at a dot the class excludes; `(\\.\\d+)*`: each
starts at one), every input splits one way and the loop runs in linear time.

The test reads the pattern into positions (Glushkov): each character set it reads is a position,
with the positions that may come next. For every unbounded loop R and every repetition X inside
it, X is ambiguous when the characters of X's first positions meet those of the positions that
may follow X's last ones inside R (X's own loop left out). Characters are the 128 ASCII ones and
one stand-in for all others. Back-references and syntax this reader does not know raise
`Unreadable`: the caller keeps its finding.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

OTHER = 128  # every non-ASCII character
UNIVERSE = frozenset(range(OTHER + 1))
DIGITS = frozenset(range(ord("0"), ord("9") + 1))
WORD = DIGITS | frozenset(range(ord("a"), ord("z") + 1)) | frozenset(range(ord("A"), ord("Z") + 1)) | {ord("_")}
SPACE = frozenset({9, 10, 11, 12, 13, 32, OTHER})
NEWLINES = frozenset({10, 13, OTHER})
CLASSES = {"d": DIGITS, "w": WORD, "s": SPACE}
CONTROL = {"n": 10, "r": 13, "t": 9, "v": 11, "f": 12, "0": 0}
MAX_POSITIONS = 400  # a pattern longer than this is not read (the finding is kept)


class Unreadable(ValueError):
    """A pattern this module cannot read (a back-reference, an unknown construct)."""


@dataclass
class Node:
    kind: str  # "chars", "empty", "seq", "alt", "rep"
    chars: frozenset[int] = frozenset()
    parts: list[Node] = field(default_factory=list)
    low: int = 0
    high: int | None = None  # a repetition's bound (None: unbounded)


def _code(char: str) -> int:
    return min(ord(char), OTHER)


def _fold(chars: frozenset[int]) -> frozenset[int]:
    folded = set(chars)
    for code in chars:
        if code < OTHER and chr(code).isalpha():
            folded |= {_code(chr(code).lower()), _code(chr(code).upper())}
    return frozenset(folded)


@dataclass
class _Reader:
    text: str
    fold: bool
    dot_all: bool
    at: int = 0

    def peek(self, ahead: int = 0) -> str:
        index = self.at + ahead
        return self.text[index] if index < len(self.text) else ""

    def take(self) -> str:
        char = self.peek()
        if not char:
            raise Unreadable("unexpected end")
        self.at += 1
        return char

    def disjunction(self) -> Node:
        branches = [self.alternative()]
        while self.peek() == "|":
            self.at += 1
            branches.append(self.alternative())
        return branches[0] if len(branches) == 1 else Node("alt", parts=branches)

    def alternative(self) -> Node:
        terms: list[Node] = []
        while self.peek() and self.peek() not in "|)":
            terms.append(self.quantified(self.atom()))
        return Node("seq", parts=terms)

    def quantified(self, atom: Node) -> Node:
        char = self.peek()
        bounds: tuple[int, int | None] | None = None
        if char in ("*", "+", "?") and char:
            self.at += 1
            bounds = {"*": (0, None), "+": (1, None), "?": (0, 1)}[char]
        elif char == "{" and (found := re.match(r"\{(\d+)(,(\d*))?\}", self.text[self.at :])):
            self.at += len(found.group(0))
            low = int(found.group(1))
            high = low if found.group(2) is None else (int(found.group(3)) if found.group(3) else None)
            bounds = (low, high)
        if bounds is None:
            return atom
        if self.peek() == "?":
            self.at += 1  # lazy: the same ways to split, tried in another order
        return Node("rep", parts=[atom], low=bounds[0], high=bounds[1])

    def atom(self) -> Node:
        char = self.take()
        if char in "^$":
            return Node("empty")
        if char == ".":
            return self.chars(UNIVERSE if self.dot_all else UNIVERSE - NEWLINES)
        if char == "(":
            return self.group()
        if char == "[":
            return self.chars(self.char_class())
        if char == "\\":
            return self.escape()
        if char in "*+?)":
            raise Unreadable(f"unexpected {char!r}")
        return self.chars(frozenset({_code(char)}))

    def chars(self, chars: frozenset[int]) -> Node:
        return Node("chars", chars=_fold(chars) if self.fold else chars)

    def group(self) -> Node:
        look = re.match(r"\?(<?[=!])", self.text[self.at :])
        if look:  # a lookaround reads nothing (its own repetitions are read apart, as a loop of their own)
            self.at += len(look.group(0))
            self.disjunction()
            self.close()
            return Node("empty")
        named = re.match(r"\?(:|<[A-Za-z_$][\w$]*>)", self.text[self.at :])
        if named:
            self.at += len(named.group(0))
        elif self.peek() == "?":
            raise Unreadable("unknown group")
        inner = self.disjunction()
        self.close()
        return inner

    def close(self) -> None:
        if self.take() != ")":
            raise Unreadable("unclosed group")

    def escape(self) -> Node:
        char = self.take()
        if char in "bB":
            return Node("empty")
        if char.isdigit() and char != "0" or char == "k":
            raise Unreadable("back-reference")
        return self.chars(self.escaped(char))

    def escaped(self, char: str) -> frozenset[int]:
        """The characters `\\` + char (and what follows it) stands for."""
        if char.lower() in CLASSES:
            chars = CLASSES[char.lower()]
            return UNIVERSE - chars if char.isupper() else chars
        if char in CONTROL:
            return frozenset({CONTROL[char]})
        if char in "pP":
            if self.peek() == "{":
                self.at = self.text.index("}", self.at) + 1 if "}" in self.text[self.at :] else len(self.text)
            return UNIVERSE  # a Unicode property: any character, for what this test asks
        if char == "x" and (found := re.match(r"[0-9a-fA-F]{2}", self.text[self.at :])):
            self.at += 2
            return frozenset({min(int(found.group(0), 16), OTHER)})
        if char == "u" and (found := re.match(r"[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\}", self.text[self.at :])):
            self.at += len(found.group(0))
            return frozenset({min(int(found.group(0).strip("{}"), 16), OTHER)})
        if char == "c" and self.peek().isalpha():
            return frozenset({ord(self.take()) % 32})
        return frozenset({_code(char)})

    def char_class(self) -> frozenset[int]:
        negate = self.peek() == "^"
        if negate:
            self.at += 1
        chars: set[int] = set()
        while self.peek() != "]":
            low = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", "") and low is not None:
                self.at += 1
                high = self.class_atom()
                if high is None:
                    raise Unreadable("range to a class")
                chars |= set(range(low, min(high, OTHER) + 1)) | ({OTHER} if high >= OTHER else set())
            elif low is not None:
                chars.add(low)
            else:
                chars |= self.last_set
        self.at += 1
        return UNIVERSE - frozenset(chars) if negate else frozenset(chars)

    last_set: frozenset[int] = frozenset()

    def class_atom(self) -> int | None:
        """One character of a class (its code), or None with `last_set` set to an escape's class."""
        char = self.take()
        if char != "\\":
            return ord(char)
        escaped = self.take()
        if escaped == "b":
            return 8
        if escaped == "-":
            return ord("-")
        chars = self.escaped(escaped)
        if len(chars) == 1 and escaped.lower() not in CLASSES:
            return next(iter(chars))
        self.last_set = chars
        return None


def parse(pattern: str, flags: str = "") -> Node:
    reader = _Reader(pattern, fold="i" in flags, dot_all="s" in flags)
    node = reader.disjunction()
    if reader.at != len(pattern):
        raise Unreadable("unbalanced parenthesis")
    return node


@dataclass
class _Positions:
    chars: list[frozenset[int]] = field(default_factory=list)
    # (from, to, the repetition whose loop adds it, or None)
    edges: list[tuple[int, int, int | None]] = field(default_factory=list)
    inside: dict[int, set[int]] = field(default_factory=dict)  # repetition id -> its positions
    loops: list[tuple[Node, set[int], set[int]]] = field(default_factory=list)  # rep, first, last


def _read(node: Node, into: _Positions) -> tuple[bool, set[int], set[int], set[int]]:
    """(nullable, first, last, all positions) of `node`, its positions and edges added to `into`."""
    if node.kind == "chars":
        into.chars.append(node.chars)
        if len(into.chars) > MAX_POSITIONS:
            raise Unreadable("too long")
        at = len(into.chars) - 1
        return False, {at}, {at}, {at}
    if node.kind == "empty":
        return True, set(), set(), set()
    if node.kind == "alt":
        read = [_read(part, into) for part in node.parts]
        return (
            any(r[0] for r in read),
            set().union(*(r[1] for r in read)),
            set().union(*(r[2] for r in read)),
            set().union(*(r[3] for r in read)),
        )
    if node.kind == "seq":
        nullable, first, last, every = True, set[int](), set[int](), set[int]()
        for part in node.parts:
            n, f, lst, a = _read(part, into)
            into.edges += [(p, q, None) for p in last for q in f]
            first = first | f if nullable else first
            last = last | lst if n else lst
            nullable, every = nullable and n, every | a
        return nullable, first, last, every
    n, first, last, every = _read(node.parts[0], into)
    if node.high is None or node.high > 1:
        into.edges += [(p, q, id(node)) for p in last for q in first]
        into.inside[id(node)] = every
        into.loops.append((node, first, last))
    return n or node.low == 0, first, last, every


def _chars(positions: _Positions, at: set[int]) -> frozenset[int]:
    return frozenset().union(*(positions.chars[p] for p in at)) if at else frozenset()


def exponential(pattern: str, flags: str = "") -> bool:
    """Whether the pattern has an unbounded loop holding a repetition that can stop where the next
    character is one it could also read (raises Unreadable for what it cannot read)."""
    positions = _Positions()
    _read(parse(pattern, flags), positions)
    for outer, _, _ in positions.loops:
        if outer.high is not None:
            continue
        within = positions.inside[id(outer)]
        for inner, first, last in positions.loops:
            if inner is outer or _fixed_count(inner) or not positions.inside[id(inner)] <= within:
                continue
            after = {q for p, q, by in positions.edges if p in last and by != id(inner) and q in within}
            if _chars(positions, first) & _chars(positions, after):
                return True
    return False


def _fixed_count(repetition: Node) -> bool:
    """`X{4}` reads exactly four X: it has no choice of where to stop."""
    return repetition.high is not None and repetition.high == repetition.low


def may_be_exponential(pattern: str, flags: str = "") -> bool:
    """`exponential`, or True for a pattern this module cannot read (a finding stays)."""
    try:
        return exponential(pattern, flags)
    except Unreadable:
        return True


def runs_exponential(call: Any, root: Any) -> bool:
    """Whether a call (`/re/.test(x)`, `RE.exec(x)`, `x.match(/re/)`) runs a regular expression
    literal that may backtrack exponentially, itself or as the constant it names (`const RE =
    /.../`); True when it runs none this module can see (the finding stays)."""
    literals = list(call.find_all(kind="regex"))
    function = call.field("function")
    held = function.field("object") if function is not None and function.kind() == "member_expression" else None
    if held is not None and held.kind() == "identifier":
        literals += _declared_regexes(str(held.text()), root)
    if not literals:
        return True
    return any(may_be_exponential(*_literal(node)) for node in literals)


def _declared_regexes(name: str, root: Any) -> list[Any]:
    found = []
    for declarator in root.find_all(kind="variable_declarator"):
        named, value = declarator.field("name"), declarator.field("value")
        if named is not None and named.text() == name and value is not None and value.kind() == "regex":
            found.append(value)
    return found


def _literal(node: Any) -> tuple[str, str]:
    """A regex literal's pattern and flags."""
    pattern, flags = node.field("pattern"), node.field("flags")
    return (str(pattern.text()) if pattern is not None else "", str(flags.text()) if flags is not None else "")
