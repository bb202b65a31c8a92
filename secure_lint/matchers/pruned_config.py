"""An ast-grep config for one file, without the `any` branches the file cannot match.

ast-grep-py compiles a config on every search (its patterns parsed, its regexes compiled), and on
a typical file that costs more than the search itself (three quarters of a taint rule's search
on the files of a Next.js monorepo). A branch of an `any` that needs text the file lacks
(required_text.py) matches no node of the file, wherever the `any` is (the rule itself, a `has`,
an `inside`, a `not`, a util): the `any` of the other branches matches the same nodes, with the
same bindings. Likewise a `not` beside other keys whose rule needs text the file lacks excludes
nothing there, and is left out. So each file is searched with those branches alone, and with the
utils the rest still refers to (ast-grep compiles every util it is given). A nested `any` none of
whose branches is left stays whole; a rule none of whose entries is left needs no search at all.
The configs are built once per set of branches kept.

The utils are searched cheap parts first (rule_order.py): a util such as `{pattern: $B.$T, has:
{field: property, regex: ...}, inside: {stopBy: end, ...}}` is otherwise tried `inside` first at
every node its pattern matches, a search of every enclosing function before the property's name
is looked at (one sanitizer util cost 30 ms a file). The entries are left as written (a preset's
reordering would cost each process more than it saves).

A branch whose own node must match a `regex` (its text: `kind: call_expression, regex: "^fetch\\s*\\("`)
is left out too when that regex, its `^`/`$` anchors dropped, occurs nowhere in the file: a node's
text is part of the file's. Python's `regex` module reads the pattern; when that reading is not
sure to match wherever the Rust crate would (an anchor elsewhere, multi-line mode, Rust-only
syntax, a pattern it cannot compile, a search that runs out of time), the branch stays. The same
holds for the regex of every other node a match needs (`has`, `inside`, `follows`, `precedes`,
`all`, `matches`; for an `any`, one of its branches' regexes; never below a `not`): that node is
in the file too, so a branch calling a client `(secure ? https : http).get(...)` needs that
ternary's regex somewhere in the file, not only the words `get` and `http`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import regex

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.cheap_regex import cheap_config
from secure_lint.matchers.required_text import (
    _RUST_ONLY,
    Requirement,
    held,
    leading_literals,
    regex_clauses,
    requirement,
)
from secure_lint.matchers.rule_order import cheap_utils
from secure_lint.matchers.search_core import search_core
from secure_lint.matchers.shared_utils import referenced

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile


class PrunedConfigs:
    """The configs of one set of ast-grep rule objects (`entries`, any of which may match; as
    written, before cheap_regex rewrites them) and their `utils`, per file."""

    def __init__(
        self, entries: list[dict[str, Any]], utils: dict[str, Any] | None, kept: dict[str, Any] | None = None
    ) -> None:
        """`kept`: what `kept` returned for the same entries and utils (a rule cache keeps it), so
        that neither the utils' order nor the branches' text is derived again."""
        self.entries = entries
        self._needs: dict[int, Requirement] = {}  # id of a branch (held by `entries`/`utils`) -> its text
        self._configs: dict[tuple[bool, ...] | None, dict[str, Any] | None] = {}
        self._prunables: dict[int, bool] = {}  # id of a node (held by `entries`/`utils`) -> see _prunable
        self._regexes: dict[int, RegexNeeds] = {}  # id of a branch -> the node regexes it needs
        if kept is not None and self._adopt(kept, utils or {}):
            return
        # the utils the entries can refer to, transitively: a rule's utils serve all its roles, and
        # the others' are never part of this config, so a file's walk leaves them alone
        self._reachable = _reachable(entries, utils or {})
        self.utils = {**(utils or {}), **cheap_utils(utils or {}, self._reachable)}

    def kept(self) -> dict[str, Any]:
        """What a rule cache keeps (JSON): the reachable utils as reordered, and the text each
        branch a file's walk may meet needs, in the order `_branch_nodes` meets them."""
        needs = [[_clause_text(clause) for clause in self._need(branch)] for branch in self._branch_nodes()]
        utils = {name: body for name, body in self.utils.items() if name in self._reachable}
        return {"utils": utils, "needs": needs}

    def _adopt(self, kept: dict[str, Any], utils: dict[str, Any]) -> bool:
        """Take what `kept` wrote; False (nothing taken) when it is not that."""
        try:
            reordered, needs = dict(kept["utils"]), list(kept["needs"])
            self._reachable = frozenset(reordered)
            self.utils = {**utils, **reordered}
            branches = self._branch_nodes()
            if len(branches) != len(needs):
                raise ValueError("not the branches of these entries")
            for branch, need in zip(branches, needs, strict=True):
                self._needs[id(branch)] = tuple(_clause_of(text) for text in need)
        except (ValueError, TypeError, KeyError):
            self._needs.clear()
            return False
        return True

    def _branch_nodes(self) -> list[dict[str, Any]]:
        """Every rule object `_branches` may be asked about: the entries, the branches of each
        `any` and the rule of each `not` beside other keys, in the entries and reachable utils."""
        found: list[dict[str, Any]] = [entry for entry in self.entries if isinstance(entry, dict)]
        for node in [*self.entries, *(body for name, body in self.utils.items() if name in self._reachable)]:
            _inner_branches(node, found)
        return found

    def config(self, source: SourceFile | None) -> dict[str, Any] | None:
        """The config for file `source` (None: every entry and util, as a rule's check needs
        them); None when no entry can match there."""
        if source is None:
            if None not in self._configs:
                self._configs[None] = _assembled(self.entries, self.utils, every_util=True)
            return self._configs[None]
        kept: list[bool] = []  # which branches were kept, in the order they were met
        rules = self._branches(self.entries, source, kept)
        if not rules:
            return None
        rules = [self._walk(rule, source, kept) for rule in rules]
        utils = {name: self._walk(body, source, kept) for name, body in self.utils.items() if name in self._reachable}
        key = tuple(kept)
        if key not in self._configs:
            self._configs[key] = _assembled(rules, utils)
        return self._configs[key]

    def _walk(self, node: Any, source: SourceFile, kept: list[bool]) -> Any:
        if not self._prunable(node):
            return node  # no `any` or `not` below: the same whatever the file holds
        if isinstance(node, list):
            return [self._walk(value, source, kept) for value in node]
        walked = {}
        for key, value in node.items():
            if key == "not" and len(node) > 1 and not self._branches([value], source, kept):
                continue  # what it excludes matches nothing in the file: it excludes nothing
            if key == "any" and isinstance(value, list):
                value = self._branches(value, source, kept) or value  # none left: the `any` stays whole
            walked[key] = self._walk(value, source, kept)
        return walked

    def _prunable(self, node: Any) -> bool:
        """Whether `node` holds an `any` list or a `not` beside other keys, which the walk may
        leave out in some file (memoised by the node, which `entries`/`utils` hold; not a list:
        the walk makes a new one of the branches a file keeps, whose id a later list may reuse)."""
        if isinstance(node, list):
            return any(self._prunable(value) for value in node)
        if not isinstance(node, dict):
            return False
        known = self._prunables.get(id(node))
        if known is None:
            known = (isinstance(node.get("any"), list) or ("not" in node and len(node) > 1)) or any(
                self._prunable(value) for value in node.values()
            )
            self._prunables[id(node)] = known
        return known

    def _branches(self, branches: list[Any], source: SourceFile, kept: list[bool]) -> list[Any]:
        keep = [held(self._need(branch), source) and _occur(self._regex_need(branch), source) for branch in branches]
        kept += keep
        return [branch for branch, keeping in zip(branches, keep, strict=True) if keeping]

    def _regex_need(self, branch: Any) -> RegexNeeds:
        need = self._regexes.get(id(branch))
        if need is None:
            need = self._regexes[id(branch)] = regex_needs(branch, self.utils)
        return need

    def _need(self, branch: Any) -> Requirement:
        need = self._needs.get(id(branch))
        if need is None:
            need = self._needs[id(branch)] = requirement(branch, self.utils) if isinstance(branch, dict) else ()
        return need


def _clause_text(clause: frozenset[tuple[str, bool]]) -> list[str]:
    """A clause as `kept` writes it: each word after `1` when case-folded, else `0`."""
    return sorted(("1" if folded else "0") + word for word, folded in clause)


def _clause_of(words: list[str]) -> frozenset[tuple[str, bool]]:
    """The clause `_clause_text` wrote (ValueError: not one)."""
    if not isinstance(words, list) or not all(isinstance(word, str) and word[:1] in ("0", "1") for word in words):
        raise ValueError("not a clause")
    return frozenset((word[1:], word[0] == "1") for word in words)


def _inner_branches(node: Any, found: list[dict[str, Any]]) -> None:
    if isinstance(node, list | tuple):
        for value in node:
            _inner_branches(value, found)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "any" and isinstance(value, list):
                found += [branch for branch in value if isinstance(branch, dict)]
            elif key == "not" and len(node) > 1 and isinstance(value, dict):
                found.append(value)
            _inner_branches(value, found)


def _assembled(rules: list[Any], utils: dict[str, Any], every_util: bool = False) -> dict[str, Any]:
    """One config: the rules (any of them), with the utils they refer to (`every_util`: all of
    them, for a rule's check), regexes rewritten and anchored where they compile faster so
    (cheap_regex.py: ast-grep compiles them again on every search)."""
    rule = rules[0] if len(rules) == 1 else {"any": rules}
    config: dict[str, Any] = {"rule": cheap_config(rule)}
    used = utils if every_util else _used_utils(rules, utils)
    if used:
        config["utils"] = cheap_config(used)
    return config


def _reachable(rules: list[Any], utils: dict[str, Any]) -> frozenset[str]:
    """The names of the utils `rules` refer to, transitively."""
    return frozenset(_used_utils(rules, utils))


def _used_utils(rules: list[Any], utils: dict[str, Any]) -> dict[str, Any]:
    """The utils the rules refer to, transitively, in their order."""
    used: set[str] = set()
    pending = referenced(rules) & set(utils)
    while pending:
        name = pending.pop()
        used.add(name)
        pending |= (referenced(utils[name]) & set(utils)) - used
    return {name: body for name, body in utils.items() if name in used}


LITERAL_HINT = 2  # the shortest literal run the precheck of a node regex looks for
REGEX_TIMEOUT_S = 0.05  # a file search of a node regex that takes longer keeps its branch


RegexNeeds = tuple[tuple[str, ...], ...]  # node regexes: one of each tuple matches a node of every match


def _regex_occurs(branch: Any, source: SourceFile, utils: dict[str, Any] | None = None) -> bool:
    """Whether each regex a node of every match of the branch must match (regex_needs) may
    match a node of the file."""
    return _occur(regex_needs(branch, utils or {}), source)


def _occur(needs: RegexNeeds, source: SourceFile) -> bool:
    return all(any(_node_regex_occurs(pattern, source) for pattern in need) for need in needs)


def regex_needs(branch: Any, utils: dict[str, Any]) -> RegexNeeds:
    """The node regexes every match of the branch needs, the branch's own node's first (its
    `regex`, and those of the parts of its `all`, as cheap_first writes a conjunction), then
    those of the nodes it relates to and the utils it matches; each need a tuple of regexes one
    of which some node matches (an `any`: one regex from each branch; none when a branch has none)."""
    own = [(part["regex"],) for part in _own_parts(branch) if isinstance(part.get("regex"), str)]
    deeper = [need for need in _needs(branch, utils, frozenset()) if need not in own]
    return tuple(dict.fromkeys([*own, *deeper]))


def _own_parts(branch: Any) -> list[dict[str, Any]]:
    if not isinstance(branch, dict):
        return []
    return [branch, *(part for part in branch.get("all") or () if isinstance(part, dict))]


RELATED = ("has", "inside", "follows", "precedes")  # a node the match relates to is in the file too


def _needs(rule: Any, utils: dict[str, Any], seen: frozenset[str]) -> list[tuple[str, ...]]:
    if not isinstance(rule, dict):
        return []
    needs: list[tuple[str, ...]] = []
    for key, value in rule.items():
        if key == "regex" and isinstance(value, str):
            needs.append((value,))
        elif key in RELATED or key == "all":
            for sub in value if isinstance(value, list) else [value]:
                needs += _needs(sub, utils, seen)
        elif key == "any" and isinstance(value, list):
            firsts = [_needs(sub, utils, seen)[:1] for sub in value]
            if firsts and all(firsts):
                needs.append(without_implying(tuple(dict.fromkeys(p for first in firsts for p in first[0]))))
        elif key == "matches" and isinstance(value, str) and value in utils and value not in seen:
            needs += _needs(utils[value], utils, seen | {value})
    return needs


def without_implying(need: tuple[str, ...]) -> tuple[str, ...]:
    """The need (one of its regexes matches a node) without each regex whose file search holds
    another's whole, between two of its top-level parts: where it occurs, so does the other, so
    the need holds exactly where the others occur. A scheme-chosen client's `^\\(\\s*[^?]+\\?...\\)$`
    holds its ternary's `\\?...$`: that search took 0.35 ms a file (the `[^?]+` runs from every
    `(` to the next `?`), the ternary's alone a hundredth of it."""
    kept = tuple(p for p in need if not any(q != p and _holds_search(p, q) for q in need))
    return kept or need


def _holds_search(outer: str, inner: str) -> bool:
    """Whether every match of `outer`'s file search holds a match of `inner`'s: both have one, with
    the same flags, and `inner`'s text is `outer`'s from one top-level part to another (no
    alternation at `outer`'s top level, no quantifier after it)."""
    if _file_search(outer) is None or _file_search(inner) is None:
        return False
    outer_flags, outer_body = _searched(outer)
    inner_flags, inner_body = _searched(inner)
    if _BACKREFERENCE.search(inner_body):
        return False  # it would name another group alone
    at = outer_body.find(inner_body) if inner_body and outer_flags == inner_flags else -1
    if at == -1:
        return False
    after = outer_body[at + len(inner_body) : at + len(inner_body) + 1]
    return after not in _QUANTIFIERS and _top_level_boundary(outer_body, at)


_QUANTIFIERS = ("*", "+", "?", "{")
_BACKREFERENCE = lazy_compile(r"\\[1-9]|\\g|\(\?P=")


def _top_level_boundary(body: str, at: int) -> bool:
    """Whether `body` has no top-level `|` and `at` is outside every group and class, not after a
    backslash that escapes what is at `at`."""
    depth, in_class, i = 0, False, 0
    boundary = False
    while i < len(body):
        if i == at:
            boundary = depth == 0 and not in_class
        char = body[i]
        if char == "\\":
            i += 2
            if i > at >= i - 1:
                return False  # `at` is the escaped character
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            i += 3 if body.startswith("[^]", i) else 2 if body.startswith("[]", i) else 1  # a first `]` is literal
            continue
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return False
        i += 1
    return boundary


def _node_regex_occurs(pattern: str, source: SourceFile) -> bool:
    """Whether the regex the branch's own node must match may match a node of the file: its
    unanchored reading occurs in the file's text (answered once per file)."""
    compiled = _file_search(pattern)
    if compiled is None:
        return True
    key = ("regex", pattern)
    known = source._requirements.get(key)
    if known is None and not held(_literals(pattern), source):
        known = source._requirements[key] = False  # a literal run every match holds is missing
    if known is None:
        try:
            known = _occurs(compiled, _starts(pattern), source.text)
        except TimeoutError:
            known = True
        source._requirements[key] = known
    return known


def _occurs(compiled: Any, starts: tuple[str, ...] | None, text: str) -> bool:
    """Whether the file search matches somewhere in `text`; with `starts` (literals every match
    starts with), tried only where one of them occurs: a search over the whole text tries each
    alternative at every position, and most files hold a few of those words or none."""
    if starts is None:
        return compiled.search(text, timeout=REGEX_TIMEOUT_S) is not None
    for start in starts:
        at = text.find(start)
        while at != -1:
            if compiled.match(text, at, timeout=REGEX_TIMEOUT_S) is not None:
                return True
            at = text.find(start, at + 1)
    return False


_ANCHOR_LEFT = lazy_compile(r"(?<!\\)\^|(?<!\\)\$")  # after the first `[^`s are taken out (see below)
# what Python's `regex` reads otherwise than the Rust crate: text anchors, nested classes and their
# set operations
_OTHER_READING = lazy_compile(r"\\[AzZG]|\[\[|&&|--|~~|\[[^\]]*\\[bB]")
_WORD_EDGE = lazy_compile(r"\\[bB]")


@lru_cache(maxsize=2048)
def _literals(pattern: str) -> Requirement:
    """The literal runs (two characters or more) of which every match of the node regex holds
    one per clause (required_text.py): when the file lacks one, no search is needed."""
    return tuple(clause for clause in regex_clauses(pattern, LITERAL_HINT) if clause)


@lru_cache(maxsize=2048)
def _starts(pattern: str) -> tuple[str, ...] | None:
    """The literals every match of the file search of the node regex starts with (None: unknown,
    or one of them a single character: such a character occurs all over a file, and one search
    of the text costs less than a match tried from Python at each occurrence)."""
    flags, body = _searched(pattern)
    starts = None if flags else leading_literals(body)
    return None if starts is None or min(map(len, starts)) < LITERAL_HINT else starts


def _searched(pattern: str) -> tuple[str, str]:
    """The case flag and what the file search of the node regex looks for: no word edges (at the
    node's edge the file may go on: a wider search), no optional ends (search_core.py)."""
    flags, body = _search_text(pattern)
    return flags, search_core(_WORD_EDGE.sub("", body))


def _search_text(pattern: str) -> tuple[str, str]:
    """The node regex's case flag, and the rest without the anchors at the node's start and end."""
    flags = "(?i)" if pattern.startswith("(?i)") else ""
    body = pattern.removeprefix(flags).removeprefix("^")
    if body.endswith("$") and not body.endswith("\\$"):
        body = body[:-1]
    return flags, body


@lru_cache(maxsize=2048)
def _file_search(pattern: str) -> Any | None:
    """The node regex as a search of a whole file (anchors at the node's start and end dropped);
    None when that search might miss text the Rust crate matches."""
    flags, body = _search_text(pattern)
    if "\\\\" in body or "(?m" in body or "(?-u" in body or _RUST_ONLY.search(body) or _OTHER_READING.search(body):
        return None  # an escaped backslash (is the `$` after it an anchor?), multi-line, Rust-only
    if _ANCHOR_LEFT.search(body.replace("[^", "[")):
        return None  # another anchor, or a `^` or `$` whose reading is not plain
    try:
        return regex.compile("".join(_searched(pattern)))
    except (regex.error, ValueError, OverflowError, RecursionError):
        return None
