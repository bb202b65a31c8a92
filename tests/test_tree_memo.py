"""Facts about a whole tree are built once per tree and belong to that tree only."""

from __future__ import annotations

from typing import Any

from ast_grep_py import SgRoot

from secure_lint.matchers.values import tree_memo
from secure_lint.matchers.values.guards import definition


def test_a_fact_is_built_once_per_tree() -> None:
    tree = SgRoot("function check(x) { return x }\ncheck(1);\ncheck(2);", "javascript")
    built: list[Any] = []

    def build(root: Any) -> int:
        built.append(root)
        return len(root.children())

    calls = tree.root().find_all(kind="call_expression")
    assert [tree_memo.tree_fact(call, "test-statements", build) for call in calls] == [3, 3]
    assert len(built) == 1


def test_each_tree_has_its_own_fact() -> None:
    first = SgRoot("function check(x) { return x }\ncheck(1);", "javascript")
    second = SgRoot("const check = 1;\ncheck(1);", "javascript")
    call_first = first.root().find(kind="call_expression")
    call_second = second.root().find(kind="call_expression")
    assert call_first is not None and call_second is not None
    assert definition(call_first) is not None  # the file declares `check` once
    assert definition(call_second) is None  # here `check` is a number, not a function
    assert definition(call_first) is not None


def test_a_name_declared_twice_names_no_single_function() -> None:
    tree = SgRoot("function check(x) { return x }\nconst check = (y) => y;\ncheck(1);", "javascript")
    call = tree.root().find(kind="call_expression")
    assert call is not None
    assert definition(call) is None
