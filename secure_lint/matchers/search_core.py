"""The part of a regex an unanchored search needs: its optional ends left out.

Whether `X?R`, `X*R` or `RX{0,3}` occurs somewhere in a text is whether `R` does: a match of the
whole holds one of `R`, and a match of `R` is one of the whole with the optional part empty. So a
file search of a node regex (pruned_config.py) drops the parts at its ends whose least count is
zero, and, when what is left is one group holding an alternation, those at the ends of each
branch (a branch of it occurs where the group does). The dropped parts cost most: the escaping
sanitizer's `(?i)([\\w.]*\\.)?(...|escape\\w*|\\w*escape|...)` ran `[\\w.]*` from every position
of the file, 6 ms a file of a forum's front end.

Not dropped: a possessive part (`X*+` gives back nothing: `\\w*+e` finds no `e` after a word),
anything in a pattern that refers to a group by number or name (dropping a group renumbers the
others), and anything the reader below is not sure how to split (then the pattern stays whole).
"""

from __future__ import annotations

from functools import lru_cache

from secure_lint.core.lazy_pattern import lazy_compile

# a reference to a group (numbers shift when a group is dropped), a conditional, a recursion; an
# inline global flag (the `regex` module applies `((?i)x)?y`'s to the whole pattern)
_REFERS = lazy_compile(r"\\[1-9]|\\g|\(\?P[=>]|\(\?\(|\(\?[R0-9&+-]|\\k|\(\?[a-zA-Z-]+\)")
# how a group may open for its inside to be read as a branch of the search: plain, non-capturing,
# named, scoped flags (not a lookaround, an atomic or a branch-reset group)
_OPENERS = lazy_compile(r"\((?!\?)|\(\?(?::|P?<[A-Za-z_]\w*>|[a-zA-Z]+(?:-[a-zA-Z]+)?:)")
# a quantifier; its least count in group 1 (`{,3}` reads as `{0,3}`)
_QUANTIFIER = lazy_compile(r"[?*+]|\{(\d+)(?:,\d*)?\}|\{,\d+\}")

Atom = tuple[str, bool]  # the atom's text with its quantifier, whether it may match nothing (dropped)


@lru_cache(maxsize=4096)
def search_core(body: str) -> str:
    """`body` (a regex without anchors) with its optional ends left out, as the module says; the
    body itself when it has none or is not read with certainty."""
    if _REFERS.search(body):
        return body
    core = _core(body)
    return core if core else body


def _core(body: str) -> str | None:
    """The core of a sequence, or of each branch of a top-level alternation; None: unsure."""
    branches = _split(body)
    if branches is None:
        return None
    cores = []
    for branch in branches:
        atoms = _atoms(branch)
        if atoms is None:
            return None
        while atoms and atoms[0][1]:
            atoms.pop(0)
        while atoms and atoms[-1][1]:
            atoms.pop()
        if not atoms:
            return None  # the branch may match nothing: every text holds a match
        cores.append(_inner(atoms[0][0]) if len(atoms) == 1 else "".join(text for text, _ in atoms))
    return "|".join(cores)


def _inner(atom: str) -> str:
    """A lone group holding an alternation or optional ends, with the core of its inside."""
    opener = _OPENERS.match(atom)
    if opener is None or not atom.endswith(")") or _group_end(atom, 0) != len(atom):
        return atom
    inside = _core(atom[opener.end() : -1])
    return atom if inside is None else atom[: opener.end()] + inside + ")"


def _split(body: str) -> list[str] | None:
    """The top-level branches of `body`; None when its brackets do not balance."""
    branches, start, i = [], 0, 0
    while i < len(body):
        end = _atom_end(body, i)
        if end is None:
            return None
        if body[i] == "|":
            branches.append(body[start:i])
            start = end
        i = end
    return [*branches, body[start:]]


def _atoms(branch: str) -> list[Atom] | None:
    """The atoms of a branch with their quantifiers; None: unsure (a possessive quantifier, a
    quantifier with nothing before it)."""
    atoms: list[Atom] = []
    i = 0
    while i < len(branch):
        end = _atom_end(branch, i)
        if end is None or branch[i] in "?*+{" and _QUANTIFIER.match(branch, i):
            return None
        quantifier = _QUANTIFIER.match(branch, end)
        optional = False
        if quantifier is not None:
            text = quantifier.group(0)
            optional = text in ("?", "*") or (text.startswith("{") and quantifier.group(1) in (None, "0"))
            end = quantifier.end()
            if end < len(branch) and branch[end] == "+":
                return None  # possessive
            if end < len(branch) and branch[end] == "?":
                end += 1  # lazy
        atoms.append((branch[i:end], optional))
        i = end
    return atoms


def _atom_end(text: str, i: int) -> int | None:
    """Where the atom starting at `i` ends (before any quantifier)."""
    char = text[i]
    if char == "\\":
        if i + 1 >= len(text):
            return None
        if text[i + 1] in "pPNxuU" and i + 2 < len(text) and text[i + 2] == "{":
            close = text.find("}", i)
            return None if close == -1 else close + 1
        if text[i + 1] in "xuU0":
            return None  # a hex or octal escape of more characters: not split here
        return i + 2
    if char == "[":
        return _class_end(text, i)
    if char == "(":
        return _group_end(text, i)
    if char == ")":
        return None
    return i + 1


def _class_end(text: str, i: int) -> int | None:
    i += 1
    if i < len(text) and text[i] == "^":
        i += 1
    if i < len(text) and text[i] == "]":
        i += 1  # a first `]` is literal
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif text[i] == "[":
            return None  # a nested set or a POSIX class: not read here
        elif text[i] == "]":
            return i + 1
        else:
            i += 1
    return None


def _group_end(text: str, i: int) -> int | None:
    depth = 0
    while i < len(text):
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            end = _class_end(text, i)
            if end is None:
                return None
            i = end
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None
