"""Rewrite rule regexes into forms the Rust regex crate compiles fast.

ast-grep-py compiles a rule's regexes on every `find_all` call (it has no compiled-rule
object), and Unicode-aware `\\b`, `\\w`, `\\s` and `(?i)` make the crate build large
automata: about a millisecond each, per file, per rule. Source code identifiers are ASCII,
so we rewrite them to ASCII classes, which compile about ten times faster:

- `\\w \\d \\s` (and `\\W \\D \\S`) become explicit ASCII classes, also inside `[...]`;
- `\\b \\B` become `(?-u:\\b)` / `(?-u:\\B)`;
- in case-insensitive scopes (`(?i)` at the start, `(?i:...)` groups), runs of letters
  become ASCII case-insensitive groups, `token` -> `(?i-u:token)`, and classes list both
  cases, `[a-z]` -> `[a-zA-Z]`.

Anything the rewriter does not understand is left as it is.

`anchor_config` then anchors the unanchored regexes that are alternations or fold case:
`P` becomes `^(?s:.)*?(?:P)`, which matches the same node texts (ast-grep asks only whether a
regex matches somewhere in a node's text) and compiles in about half the time: the crate
builds no literal prefilter for an anchored regex. A single literal (`frameInfo`) compiles
faster unanchored, so it stays as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

_CLASS_BODY = {"w": "0-9A-Za-z_", "d": "0-9", "s": "\\t\\n\\x0B\\f\\r "}


def _escape(p: str, i: int, in_class: bool, fold: bool) -> tuple[str, int]:
    """Rewrite the escape at p[i] (a backslash); return the text and the next index."""
    if i + 1 >= len(p):
        return p[i], i + 1
    char = p[i + 1]
    if char in "pPxu" and i + 2 < len(p) and p[i + 2] == "{":
        end = p.find("}", i)
        return (p[i:], len(p)) if end == -1 else (p[i : end + 1], end + 1)
    lower = char.lower()
    if lower in _CLASS_BODY:
        body = _CLASS_BODY[lower]
        if in_class:
            return (body, i + 2) if char.islower() else (p[i : i + 2], i + 2)
        return (f"[{body}]" if char.islower() else f"[^{body}]"), i + 2
    if char in "bB" and not in_class:
        return f"(?-u:\\{char})", i + 2
    return p[i : i + 2], i + 2


def _class(p: str, i: int, fold: bool) -> tuple[str, int]:
    """Rewrite the character class starting at p[i] == '['."""
    out = ["["]
    i += 1
    if i < len(p) and p[i] == "^":
        out.append("^")
        i += 1
    if i < len(p) and p[i] == "]":
        out.append("]")
        i += 1
    while i < len(p) and p[i] != "]":
        if p[i] == "\\":
            text, i = _escape(p, i, True, fold)
            out.append(text)
        elif p[i] == "[":  # nested class or [:alpha:]: leave the rest alone
            end = p.find("]", i)
            out.append(p[i : end + 1])
            i = end + 1
        elif fold and p[i].isascii() and p[i].isalpha():
            if i + 2 < len(p) and p[i + 1] == "-" and p[i + 2].isascii() and p[i + 2].isalpha():
                lo, hi = p[i], p[i + 2]
                out.append(
                    f"{lo}-{hi}{lo.swapcase()}-{hi.swapcase()}" if lo.islower() == hi.islower() else p[i : i + 3]
                )
                i += 3
            else:
                out.append(p[i] + p[i].swapcase())
                i += 1
        else:
            out.append(p[i])
            i += 1
    out.append("]")
    return "".join(out), i + 1


def _group_prefix(p: str, i: int) -> tuple[str, int, bool | None]:
    """The syntax after '(' at p[i]: text, next index, and the fold flag it sets (None: keep)."""
    if not p.startswith("(?", i):
        return "(", i + 1, None
    if p.startswith("(?i:", i):
        return "(?:", i + 4, True
    if p.startswith("(?i)", i):
        return "", i + 4, True
    for head in ("(?P<", "(?<") if not p.startswith(("(?<=", "(?<!"), i) else ():
        if p.startswith(head, i):
            end = p.find(">", i)
            return p[i : end + 1], end + 1, None
    end = i + 2
    while end < len(p) and p[end] not in ":)":
        end += 1
    return p[i : end + 1], end + 1, None


def _folded_run(p: str, i: int) -> tuple[str, int]:
    """The run of ASCII letters at p[i] as an ASCII case-insensitive group; a quantifier
    after the run still applies to its last letter alone."""
    end = i
    while end < len(p) and p[end].isascii() and p[end].isalpha():
        end += 1
    if end < len(p) and p[end] in "*+?{" and end - i > 1:
        end -= 1
    return f"(?i-u:{p[i:end]})", end


@lru_cache(maxsize=8192)
def rewrite(pattern: str) -> str:
    """An equivalent pattern (on ASCII text) that compiles fast; see the module doc. Memoised: a
    taint rule's config is assembled again for each set of branches a file keeps
    (pruned_config.py), with the same regexes."""
    out: list[str] = []
    fold_stack = [False]
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            text, i = _escape(pattern, i, False, fold_stack[-1])
            out.append(text)
        elif char == "[":
            text, i = _class(pattern, i, fold_stack[-1])
            out.append(text)
        elif char == "(":
            text, i, fold = _group_prefix(pattern, i)
            if text == "":  # a global (?i): applies to the rest of the current group
                fold_stack[-1] = True
                continue
            out.append(text)
            fold_stack.append(fold_stack[-1] if fold is None else fold)
        elif char == ")":
            if len(fold_stack) > 1:
                fold_stack.pop()
            out.append(char)
            i += 1
        elif char == "{" and (end := pattern.find("}", i)) != -1 and pattern[i + 1 : end].replace(",", "").isdigit():
            out.append(pattern[i : end + 1])
            i = end + 1
        elif fold_stack[-1] and char.isascii() and char.isalpha():
            text, i = _folded_run(pattern, i)
            out.append(text)
        else:
            out.append(char)
            i += 1
    return "".join(out)


def rewrite_config(value: Any) -> Any:
    """The ast-grep config with every `regex:` value rewritten."""
    return _with_regexes(value, rewrite)


def _with_regexes(value: Any, change: Callable[[str], str]) -> Any:
    """The ast-grep config with `change` applied to every `regex:` value."""
    if isinstance(value, dict):
        return {
            k: change(v) if k == "regex" and isinstance(v, str) else _with_regexes(v, change) for k, v in value.items()
        }
    if isinstance(value, list):
        return [_with_regexes(v, change) for v in value]
    return value


ANCHOR = "^(?s:.)*?(?:{})"  # matches where the pattern matches anywhere in the text
ALTERNATIONS = 3  # from this many `|` a pattern compiles faster anchored


def anchored(pattern: str) -> str:
    """The pattern anchored at the text's start (see the module doc) when that compiles faster."""
    if pattern.startswith("^") or (pattern.count("|") < ALTERNATIONS and "(?i" not in pattern):
        return pattern
    return ANCHOR.format(pattern)


def anchor_config(value: Any) -> Any:
    """The ast-grep config with every `regex:` value anchored where that compiles faster."""
    return _with_regexes(value, anchored)


def cheap_config(value: Any) -> Any:
    """`rewrite_config`, then `anchor_config`, in one walk of the config."""
    return _with_regexes(value, _cheap)


@lru_cache(maxsize=8192)
def _cheap(pattern: str) -> str:
    return anchored(rewrite(pattern))
