"""Functions a page's scripts share as globals, not through imports: `window.esc = function (s)
{...}`, `globalThis.esc = (s) => ...`, or a top-level `function esc(s) {...}` of a classic script
(a file with no `import` or `export`, loaded by a `<script>` tag). Another script of the same page
calls it by its bare name. Which scripts a page loads is not known here: a name defined so in
exactly one script of the repository is taken to be that definition; two different ones, none.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.languages import language_of

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Modules

_GLOBAL_OWNERS = r"(?:window|globalThis|self)"
_FUNCTION_VALUES = frozenset({"function_expression", "arrow_function", "function"})
_MODULE_SYNTAX = re.compile(r"^\s*(import\s[\s\S]*?from\s|import\s*['\"]|export\s)", re.MULTILINE)


def in_file(anchor: Any, name: str) -> Any | None:
    """The function the file of `anchor` assigns to the global `name` (`window.name = ...`)."""
    return _assigned(_root(anchor), name)


def in_repository(modules: Modules, name: str) -> Any | None:
    """The one function the repository's scripts define as the global `name` (memoised per scan)."""
    if name not in modules.globals:
        modules.globals[name] = _search(modules, name)
    found = modules.globals[name]
    if found is None:
        return None
    tree = modules.tree(found)
    return _defined(tree, name) if tree is not None else None


def _search(modules: Modules, name: str) -> str | None:
    assigned = re.compile(rf"\b{_GLOBAL_OWNERS}\.{re.escape(name)}\s*=(?!=)")
    declared = re.compile(rf"^(?:async\s+)?function\s+{re.escape(name)}\s*\(", re.MULTILINE)
    hits: list[str] = []
    for path in sorted(modules.listed):
        if language_of(path) not in ("javascript", "typescript", "tsx"):
            continue
        text = modules.repo.text(path)
        if text is None or name not in text:
            continue
        if assigned.search(text) or (declared.search(text) and not _MODULE_SYNTAX.search(text)):
            hits.append(path)
        if len(hits) > 1:
            return None
    return hits[0] if hits else None


def _defined(root: Any, name: str) -> Any | None:
    found = _assigned(root, name)
    if found is not None:
        return found
    for declaration in root.children():
        if declaration.kind() == "function_declaration":
            declared = declaration.field("name")
            if declared is not None and declared.text() == name:
                return declaration
    return None


def _assigned(root: Any, name: str) -> Any | None:
    pattern = rf"^{_GLOBAL_OWNERS}\.{re.escape(name)}$"
    for assignment in root.find_all(kind="assignment_expression", has={"field": "left", "regex": pattern}):
        value = assignment.field("right")
        if value is not None and value.kind() in _FUNCTION_VALUES:
            return value
    return None


def _root(node: Any) -> Any:
    while node.parent() is not None:
        node = node.parent()
    return node


MAX_ASSIGNMENTS = 40  # a global written in more places than this is not followed


def written(modules: Modules, name: str) -> list[tuple[str, Any]] | None:
    """Every write of the page global `name` in the repository's scripts (`window.name = v`,
    `globalThis.name += v`, `window.name++`, or the bare name of a classic script): each
    path with the assignment or update node; None when there are too many to follow."""
    if name not in modules.global_writes:
        modules.global_writes[name] = _writes(modules, name)
    found: list[tuple[str, Any]] | None = modules.global_writes[name]
    return found


def _writes(modules: Modules, name: str) -> list[tuple[str, Any]] | None:
    target = re.compile(rf"^(?:{_GLOBAL_OWNERS}\.)?{re.escape(name)}$")
    text_hint = re.compile(rf"\b{re.escape(name)}\s*(?:[-+*/%|&]?=(?!=)|\+\+|--)|(?:\+\+|--){re.escape(name)}\b")
    found: list[tuple[str, Any]] = []
    for path in sorted(modules.listed):
        if language_of(path) not in ("javascript", "typescript", "tsx"):
            continue
        text = modules.repo.text(path)
        if text is None or not text_hint.search(text):
            continue
        tree = modules.tree(path)
        if tree is None:
            continue
        for kind, side in _WRITES:
            for node in tree.find_all(kind=kind):
                written_to = node.field(side)
                if written_to is not None and target.match(written_to.text()):
                    found.append((path, node))
        if len(found) > MAX_ASSIGNMENTS:
            return None
    return found


_WRITES = (
    ("assignment_expression", "left"),
    ("augmented_assignment_expression", "left"),
    ("update_expression", "argument"),
)
