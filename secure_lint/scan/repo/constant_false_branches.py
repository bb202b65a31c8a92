"""Code under a branch a module's own constant turns off.

`const DEBUG = false` at the top of a module and `if (DEBUG) console.log('token', token)` below: the
branch never runs in the shipped app (a developer flips the constant while debugging, and the
commit that flips it back is the one that ships). A finding inside such a branch is dropped: the
consequence of an `if` whose whole condition is a module-level `const` bound to `false` (or that
constant negated to `true`: `if (!ENABLED)` after `const ENABLED = true`). A `let`, an exported
constant (another module may read it, not write it: still dropped), or a constant set from the
environment (`const DEBUG = process.env.DEBUG === '1'`) keeps its findings.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.imports import modules_of
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

_SCRIPTS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")
_FLAG = lazy_compile(r"^(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*=\s*(true|false)\s*;?\s*$", re.M)


def constant_false_branches_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without findings inside branches a module's constant turns off."""
    return each_file_result(items, lambda result: constant_false_branches_in_file(result, repo))


def constant_false_branches_in_file(result: FileResult, repo: Repository) -> FileResult:
    if not result.path.endswith(_SCRIPTS):
        return result
    flags = {m.group(1): m.group(2) == "true" for m in _FLAG.finditer(repo.text(result.path) or "")}
    if not flags:
        return result
    tree = modules_of(repo).tree(result.path)
    dead = _dead_lines(tree, flags) if tree is not None else []
    kept = [f for f in result.findings if not any(s <= f.location.start_line <= e for s, e in dead)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _dead_lines(tree: Any, flags: dict[str, bool]) -> list[tuple[int, int]]:
    """The 1-based line spans of the consequences of `if (FLAG)` that never run."""
    module_level = {name for name in flags if _declared_at_top(tree, name)}
    spans = []
    for statement in tree.find_all(kind="if_statement"):
        condition = statement.field("condition")
        consequence = statement.field("consequence")
        if condition is None or consequence is None:
            continue
        text = "".join(str(condition.text()).split()).strip("()")
        negated = text.startswith("!")
        name = text.lstrip("!")
        if name in module_level and flags[name] == negated:
            extent = consequence.range()
            spans.append((extent.start.line + 1, extent.end.line + 1))
    return spans


def _declared_at_top(tree: Any, name: str) -> bool:
    """Whether `name` is a `const` of the module itself (not a function's, which may shadow it)."""
    for declarator in tree.find_all(kind="variable_declarator"):
        target = declarator.field("name")
        if target is None or target.text() != name:
            continue
        declaration = declarator.parent()
        holder = declaration.parent() if declaration is not None else None
        if holder is not None and holder.kind() == "export_statement":
            holder = holder.parent()
        if holder is None or holder.kind() != "program":
            return False
    return True
