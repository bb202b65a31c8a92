"""The code of a Swift file no release build runs (the repository fact release-excluded,
catalogued in structural_facts.py): what a branch of `#if` that no release build compiles holds
(swift_conditions.py), and the branch a static flag that no release build turns on guards
(`guard LoadTesting.isEnabled else { return }`, `if AppConfig.acceptAnyCertificate { ... }`:
swift_flags.py).

The fact is a node rule that matches such a node or a node inside one. Code in a left-out
branch is named by its place in the tree: the same text may stand in a branch that is compiled.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile
from secure_lint.matchers.swift_conditions import unreleased_ranges
from secure_lint.matchers.swift_flags import never_true_in_release

_STATIC_FLAG = lazy_compile(r"^(?P<owner>[A-Z]\w*)\.(?P<member>[a-z]\w*)$")
_CONDITIONS = {"any": [{"kind": "guard_statement"}, {"kind": "if_statement"}]}
_LEFT_ALONE = frozenset({"directive", "comment", "multiline_comment"})


def release_excluded(repo: Repository, path: str) -> dict[str, Any] | None:
    """A node rule for the nodes of `path` no release build runs, or inside one; None when none."""
    text = repo.text(path)
    if text is None or not path.endswith(".swift"):
        return None
    source = SourceFile(path, text)
    rules = [*_unreleased_nodes(source, unreleased_ranges(repo, path)), *_gated_branches(source, repo)]
    if not rules:
        return None
    excluded = {"any": rules}
    return {"any": [excluded, {"inside": {"stopBy": "end", **excluded}}]}


def _unreleased_nodes(source: SourceFile, ranges: Sequence[tuple[int, int]]) -> list[dict[str, Any]]:
    """The outermost nodes wholly inside a left-out branch, each by its place in the tree."""
    if not ranges:
        return []
    rules = []
    pending = [source.tree]
    while pending:
        node = pending.pop()
        span = node.range()
        first, last = span.start.line + 1, span.end.line + 1
        if not any(start <= first and last <= end for start, end in ranges):
            pending.extend(node.children())
        elif node.is_named() and node.kind() not in _LEFT_ALONE:
            rules.append(_placed(node))
    return rules


def _placed(node: Any) -> dict[str, Any]:
    """A rule for this node alone: its kind and place among its parent's named children, and so
    on up to the file (the same text may stand in a branch that is compiled)."""
    chain = [node, *node.ancestors()][:-1]  # the file itself left out
    rule: dict[str, Any] = {"kind": "source_file"}
    for level in reversed(chain):
        siblings = [child for child in level.parent().children() if child.is_named()]
        place = next(at for at, child in enumerate(siblings, 1) if child == level)
        rule = {"kind": level.kind(), "nthChild": place, "inside": rule}
    return rule


def _gated_branches(source: SourceFile, repo: Repository) -> list[dict[str, Any]]:
    """The code after a `guard` on a flag that is never true in release builds, and the yes
    branch of an `if` on one."""
    flags = set()
    for statement in source.tree.find_all(**_CONDITIONS):
        for condition in _conditions(statement):
            match = _STATIC_FLAG.match(condition.text())
            if match and never_true_in_release(repo, match.group("owner"), match.group("member")):
                flags.add(condition.text())
    rules: list[dict[str, Any]] = []
    for flag in sorted(flags):
        tested = _tests(flag)
        guard = {"stopBy": "end", "kind": "guard_statement", "has": tested}
        rules += [
            {"follows": guard},
            {"inside": {"stopBy": "end", "follows": guard}},
            {
                "inside": {
                    "stopBy": "end",
                    "kind": "statements",
                    "not": {"follows": {"stopBy": "end", "kind": "else"}},
                    "inside": {"kind": "if_statement", "has": tested},
                }
            },
        ]
    return rules


def _conditions(statement: Any) -> list[Any]:
    """The conditions a guard or if requires to hold: its direct ones and the parts of a plain
    conjunction."""
    found = []
    for child in statement.children():
        if child.kind() == "navigation_expression":
            found.append(child)
        elif child.kind() == "conjunction_expression" and not re.search(r"\|\||!", child.text()):
            found += [
                n for n in child.find_all(kind="navigation_expression") if n.parent().kind() == "conjunction_expression"
            ]
    return found


def _tests(flag: str) -> dict[str, Any]:
    """A condition that requires the flag: the flag itself, or a plain conjunction with it."""
    itself = {"kind": "navigation_expression", "regex": f"^{re.escape(flag)}$"}
    return {
        "any": [
            itself,
            {
                "kind": "conjunction_expression",
                "not": {"regex": r"\|\||!"},
                "has": {"stopBy": {"not": {"kind": "conjunction_expression"}}, **itself},
            },
        ]
    }
