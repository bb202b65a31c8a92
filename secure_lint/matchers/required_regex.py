"""Regexes a file must hold before a structural rule can match there: a prefilter for the
text the literal prefilter (required_text.py) cannot name.

Every node a match needs (the match itself, and the nodes its `has`, `inside`, `follows`,
`precedes`, `all` and `matches` parts find) is in the file, so a `regex:` such a node must
satisfy matches somewhere in the file's text. `requirements` collects those regexes (an
`any` gives the alternation of one regex of each branch, when every branch has one; `not`,
`stopBy`, `nthChild` and constraints give none: they need no node, or a metavariable that may
be unbound) and translates each into Python's syntax, without its assertions (`^`, `$`, word
boundaries: they hold at the node's edges, not the file's), which makes it match wherever the
original does, and more. A regex the translation is unsure of gives no requirement.

Python's backtracking engine is slow on some regexes Rust's handles in linear time, so each
search has a small time bound: a regex that runs past it is dropped for the rest of the
process (the rule then simply runs); so is one whose searches, after a trial, cost more than
the rule runs it spared (most rule out nothing on a given code base, and cost a search a file). Whichever regexes are
kept, a file is skipped only when a match is impossible: findings never change.

Compiling a regex costs about two rule runs (`regex` compiles these in ~1 ms, and no cache can
keep a compiled pattern), so a regex is compiled only for the third file its rule is asked
about: the rule simply runs on the first two. A scan of a few files (a pre-commit hook's) no
longer compiles a regex for each rule it asks about once or twice.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import regex

from secure_lint.core.lazy_pattern import lazy_compile

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile

RELATIONAL = ("has", "inside", "follows", "precedes")
SEARCH_TIMEOUT_S = 0.002  # a search slower than this is not worth it: the rule itself costs ~1 ms
SPARED_S = 0.0005  # what a file ruled out saves: about one rule run (its compilation, mostly)
# the text a search is given SEARCH_TIMEOUT_S for: a linear search of a larger file (a 600 KB
# bundle takes ~4 ms) gets time in proportion, and is no reason to drop the regex for every file
SCALE_CHARS = 100_000
TRIAL = 16  # searches before a regex is judged by what it spared
COMPILE_S = 0.001  # what compiling one of these regexes costs (0.3-2 ms with `regex`)
UNCOMPILED_FILES = round(COMPILE_S / SPARED_S)  # files a rule runs on before its regexes are compiled

# what the Rust regexes (as cheap_regex.rewrite leaves them) hold that is not Python's, or not
# plainly: assertions `\<` `\>` `\b{...}`, `\A` `\z`, Unicode classes, `\x{..}`, nested or set
# operations in classes, inline flags other than (?i:...)
_UNSURE = lazy_compile(r"\\[<>AzpPbBuwWsSdD]|\\x\{|\[\[|&&|--|~~|\(\?(?![:]|i:|i-u:|-u:\\[bB]\)|P<)")
_WORD_BOUNDARY = lazy_compile(r"\(\?-u:\\[bB]\)")


def translate(rust: str) -> str | None:
    """The regex in Python's syntax, its assertions left out; None when unsure."""
    pattern = _WORD_BOUNDARY.sub("", rust)
    if _UNSURE.search(pattern):
        return None
    pattern = pattern.replace("(?i-u:", "(?i:")  # ASCII case folding; Python's folds a little more
    out: list[str] = []
    i, in_class = 0, False
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            skip = 1 + pattern.startswith("^", i + 1)
            skip += pattern.startswith("]", i + skip)  # a leading ] is a member
            out.append(pattern[i : i + skip])
            i += skip
            continue
        elif char in "^$":
            i += 1
            continue
        out.append(char)
        i += 1
    translated = "".join(out)
    try:
        re.compile(translated)
    except re.error:
        return None
    return translated


def requirements(rule: Any, utils: dict[str, Any], seen: frozenset[str] = frozenset()) -> list[str]:
    """Python regexes the file's text matches wherever the ast-grep rule matches (module doc)."""
    found: list[str] = []
    if not isinstance(rule, dict):
        return found
    for key, value in rule.items():
        if key == "regex" and isinstance(value, str):
            translated = translate(value)
            found += [translated] if translated else []
        elif key in RELATIONAL and isinstance(value, dict):
            found += requirements(value, utils, seen)
        elif key == "all" and isinstance(value, list):
            for item in value:
                found += requirements(item, utils, seen)
        elif key == "matches" and isinstance(value, str) and value in utils and value not in seen:
            found += requirements(utils[value], utils, seen | {value})
        elif key == "any" and isinstance(value, list) and value:
            branches = [requirements(item, utils, seen) for item in value]
            if all(branches):
                found.append("|".join(dict.fromkeys(f"(?:{branch[0]})" for branch in branches)))  # each once
    return list(dict.fromkeys(found))


@dataclass
class _Trial:
    compiled: Any
    searches: int = 0
    seconds: float = 0.0
    ruled_out: int = 0
    dropped: bool = False


_trials: dict[str, _Trial] = {}
_uncompiled: dict[str, int] = {}  # pattern -> the files it was asked about before it was compiled
_file: tuple[SourceFile | None, dict[str, bool]] = (None, {})


def may_match(source: SourceFile, patterns: tuple[str, ...]) -> bool:
    """False when the file's text lacks one of the patterns (the rule cannot match there)."""
    global _file
    if _file[0] is not source:
        _file = (source, {})
    answers = _file[1]
    for pattern in patterns:
        found = answers.get(pattern)
        if found is None:
            found = answers[pattern] = _search(pattern, source.text)
        if not found:
            return False
    return True


def _search(pattern: str, text: str) -> bool:
    trial = _trials.get(pattern)
    if trial is None:
        if _uncompiled.get(pattern, 0) < UNCOMPILED_FILES:
            _uncompiled[pattern] = _uncompiled.get(pattern, 0) + 1
            return True  # the rule runs: cheaper than compiling the regex for a file or two
        trial = _trials[pattern] = _Trial(regex.compile(pattern, regex.VERSION0))
    if trial.dropped:
        return True
    scale = max(1.0, len(text) / SCALE_CHARS)  # a large file's search and rule run both cost more
    start = time.thread_time()  # CPU time: what a search costs does not grow with the machine's load
    try:
        found = trial.compiled.search(text, timeout=SEARCH_TIMEOUT_S * scale) is not None
    except TimeoutError:
        trial.dropped = True
        return True
    trial.searches += 1
    trial.seconds += (time.thread_time() - start) / scale
    trial.ruled_out += not found
    if trial.searches >= TRIAL and trial.seconds > trial.ruled_out * SPARED_S:
        trial.dropped = True
    return found
