"""The top-level branches of a regex: `A|B|C`, or those of a group filling the whole pattern
(`(?|A|B|C)`, `(?i:A|B)`, `(A|B)`), after leading global flags such as `(?m)`.

The `regex` module finds a literal a pattern needs (`mailgun`, `EAA`) with a fast scan and
skips a text that lacks it; an alternation of branches that need different literals has no
such literal, and is tried at every position of the text (30 ms on an 860 KB changelog,
against 1 ms for its branches one by one). Wherever the whole pattern matches, one of its
branches, compiled alone, matches there too; so a text none of the branches occurs in holds
no match of the whole, and the branches, searched one by one, say so fast.

That holds when a branch alone reads as it does inside the whole: `split` gives nothing for
a pattern with an inline global flag anywhere but its start (in the `regex` module's
VERSION0 it applies to every branch; `(?x)` too, whose comments are not syntax), a
reference to a group or a conditional (group numbers shift when a plain alternation is
split), `\\G` or a comment; nor when its brackets do not balance.
"""

from __future__ import annotations

from secure_lint.core.lazy_pattern import lazy_compile

_LEADING_FLAGS = lazy_compile(r"(?:\(\?[a-wyzA-Z]+\))*")  # not (?x): its comments may hold `|`
# what a branch alone may read differently: inline global flags (`(?i)`, `(?V1)`), references
# to groups (backreferences, recursion, subroutine calls), conditionals, `\G`; and comments,
# whose text is not syntax (`(?#...)`, and in verbose groups `(?x:...)`)
_UNSURE = lazy_compile(r"\(\?[a-zA-Z0-9-]+\)|\\[1-9]|\\[gk]|\(\?P[=>]|\(\?[R0-9&+-]|\(\?\(|\\G|\(\?#|\(\?[a-wyz]*x")
_POSIX_CLASS = lazy_compile(r"\[:\^?[a-z]+:\]")
# how a group opens whose branches may be searched alone: capturing, named, non-capturing, branch
# reset, atomic, positive lookaround, scoped flags (not a negative lookaround: `(?!A|B)` holds
# where neither branch does, `(?!A)` where A does not)
_GROUP_OPENER = lazy_compile(r"\((?!\?)|\(\?(?:[:|>=]|<=|P?<\w+>|[a-zA-Z]*(?:-[a-zA-Z]+)?:)")


def split(pattern: str) -> tuple[str, ...]:
    """Each top-level branch as a pattern of its own (with the leading flags, and inside the
    group that fills the pattern, if one does); empty when the pattern is not an alternation
    or a branch might read differently alone."""
    flags = _LEADING_FLAGS.match(pattern)
    assert flags is not None  # the pattern matches the empty string
    body = pattern[flags.end() :]
    if _UNSURE.search(body):
        return ()
    if _group_end(body) == len(body):  # one group fills the pattern
        opener = _GROUP_OPENER.match(body)
        if opener is None:
            return ()
        branches = _top_level_branches(body[opener.end() : -1])
        wrapped = [f"{flags.group()}{opener.group()}{branch})" for branch in branches]
    else:
        branches = _top_level_branches(body)
        wrapped = [flags.group() + branch for branch in branches]
    return tuple(wrapped) if len(branches) > 1 else ()


def _group_end(text: str) -> int:
    """The index after the group that opens the text (-1 when it does not close)."""
    depth = 0
    for i, char in _structure(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0:
            return i + 1
    return -1


def _top_level_branches(body: str) -> list[str]:
    """The body cut at each `|` outside groups and classes; [] when the brackets do not balance."""
    branches, start, depth = [], 0, 0
    for i, char in _structure(body):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                return []
        elif char == "|" and depth == 0:
            branches.append(body[start:i])
            start = i + 1
    if depth:
        return []
    return [*branches, body[start:]]


def _structure(text: str) -> list[tuple[int, str]]:
    """The positions of `(`, `)` and `|` that are syntax: not escaped, not in a class `[...]`."""
    found: list[tuple[int, str]] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i = _class_end(text, i)
            continue
        if char in "()|":
            found.append((i, char))
        i += 1
    return found


def _class_end(text: str, start: int) -> int:
    """The index after the class opening at `start`: a leading `^` and `]` are members,
    `[:alpha:]` is a POSIX class inside it."""
    i = start + 1
    i += text.startswith("^", i)
    i += text.startswith("]", i)
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif posix := _POSIX_CLASS.match(text, i):
            i = posix.end()
        elif text[i] == "]":
            return i + 1
        else:
            i += 1
    return len(text)


_BRANCH_RESET = lazy_compile(r"\(\?\|")
_NAMED_GROUP = lazy_compile(r"\(\?P?<\w+>")


def rejoined(pattern: str, kept: tuple[str, ...]) -> str | None:
    """The alternation of `kept`, some of the branches `split(pattern)` gave, in their order: it
    matches what `pattern` matches in a text where none of the other branches can match (at
    each position the branches are tried in order, and those left out fail everywhere). None
    unless the pattern is a branch reset group `(?|A|B|C)` (after leading flags) without named
    groups: there each branch numbers its groups from the same start, so the groups a match
    reports are those of the whole pattern's match (in a plain group they would shift)."""
    flags = _LEADING_FLAGS.match(pattern)
    assert flags is not None  # the pattern matches the empty string
    prefix = flags.group() + "(?|"
    if not pattern.startswith(prefix) or _NAMED_GROUP.search(pattern) or not kept:
        return None
    branches = split(pattern)
    if not branches or any(not b.startswith(prefix) for b in branches) or not set(kept) <= set(branches):
        return None
    return prefix + "|".join(branch[len(prefix) : -1] for branch in kept) + ")"
