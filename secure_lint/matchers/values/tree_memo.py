"""Facts about a whole parsed tree, read once per tree instead of once per question.

Some questions about one node need a search of the whole file (the functions it declares by
name, the names `import * as` binds). Asked at every call of a large file, such a search made
the taint matcher quadratic: a 600 KB bundle took seconds for one rule. A fact is built from
the tree's root the first time it is asked and kept with that tree; trees never change, so
the fact stays true. Only the last few trees are kept, so a scan does not hold every file's
tree alive.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

MAX_ENTRIES = 16  # (tree, fact) pairs kept: a file's rules ask a few facts, another file's summaries a few more

# (id of the SgRoot, fact name) -> (the SgRoot, kept so its id is not reused; the fact)
_kept: dict[tuple[int, str], tuple[Any, Any]] = {}


def tree_fact(node: Any, name: str, build: Callable[[Any], T]) -> T:
    """The fact `name` of the tree `node` belongs to: `build(program node)`, once per tree."""
    tree = node.get_root()
    key = (id(tree), name)
    kept = _kept.get(key)
    if kept is None or kept[0] is not tree:
        if len(_kept) >= MAX_ENTRIES:
            _kept.clear()
        kept = _kept[key] = (tree, build(tree.root()))
    fact: T = kept[1]
    return fact
