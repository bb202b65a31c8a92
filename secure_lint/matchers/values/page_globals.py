"""Functions and values a page's scripts share as globals, not through imports: `window.esc =
function (s) {...}`, `window['esc'] = ...`, `globalThis.esc = (s) => ...`, `Object.assign(window,
{ esc(s) {...}, apiBase: '/api' })`, or a top-level `function esc(s) {...}` of a classic script (a
file with no `import` or `export`, loaded by a `<script>` tag). Another script of the same page
calls it by its bare name. Which scripts a page loads is not known here: every definition of the
name in the repository's scripts is one the page may have loaded, so a question about the global
has the answer they all agree on (two scripts defining the same escaper, one copied into each
page: it escapes; an escaper in one and a formatter in the other: not known to escape).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.languages import language_of
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.syntax import tree_root

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Modules

_GLOBAL_OWNERS = r"(?:window|globalThis|self)"
_FUNCTION_VALUES = frozenset({"function_expression", "arrow_function", "function"})
_MODULE_SYNTAX = lazy_compile(r"^\s*(import\s[\s\S]*?from\s|import\s*['\"]|export\s)", re.MULTILINE)
_ASSIGN_TO_GLOBALS = lazy_compile(rf"\bObject\s*\.\s*assign\s*\(\s*{_GLOBAL_OWNERS}\s*,")
MAX_DEFINITIONS = 8  # a global defined in more scripts than this is not followed


def _target(name: str) -> str:
    """The global `name` as written to: `window.name`, `window['name']`, `globalThis["name"]`."""
    quoted = re.escape(name)
    return rf"{_GLOBAL_OWNERS}\s*\.\s*{quoted}|{_GLOBAL_OWNERS}\s*\[\s*(['\"`]){quoted}\1\s*\]"


def in_file(anchor: Any, name: str) -> Any | None:
    """The function the file of `anchor` assigns to the global `name` (`window.name = ...`)."""
    return next(iter(_assigned(tree_root(anchor), name)), None)


def in_repository(modules: Modules, name: str) -> list[Any] | None:
    """Every function the repository's scripts define as the global `name` (None: none, or more
    than MAX_DEFINITIONS); the scripts holding one are memoised per scan."""
    if name not in modules.globals:
        modules.globals[name] = _search(modules, name)
    paths = modules.globals[name]
    if not paths:
        return None
    trees = [tree for path in paths if (tree := modules.tree(path)) is not None]
    return [function for tree in trees for function in _defined(tree, name)] or None


def _search(modules: Modules, name: str) -> tuple[str, ...] | None:
    assigned = re.compile(rf"(?:{_target(name)})\s*=(?!=)")
    declared = re.compile(rf"^(?:async\s+)?function\s+{re.escape(name)}\s*\(", re.MULTILINE)
    hits: list[str] = []
    for path in sorted(modules.listed):
        if language_of(path) not in ("javascript", "typescript", "tsx"):
            continue
        text = modules.repo.text(path)
        if text is None or name not in text:
            continue
        classic = not _MODULE_SYNTAX.search(text)
        if assigned.search(text) or _ASSIGN_TO_GLOBALS.search(text) or (declared.search(text) and classic):
            hits.append(path)
        if len(hits) > MAX_DEFINITIONS:
            return None
    return tuple(hits)


def _defined(root: Any, name: str) -> list[Any]:
    """The functions a script defines as the global `name`: assigned to it, or a top-level
    declaration of a classic script."""
    found = _assigned(root, name)
    if found:
        return found
    if _MODULE_SYNTAX.search(str(root.text())):
        return []
    return [d for d in root.children() if d.kind() == "function_declaration" and _named(d, name)]


def _assigned(root: Any, name: str) -> list[Any]:
    """The functions `window.name = f`, `window['name'] = f` and `Object.assign(window, { name: f })`
    give the global in this file (`f` written there, or a function of the file by its name)."""
    target = re.compile(rf"^(?:{_target(name)})$")
    found = []
    for assignment in root.find_all(kind="assignment_expression"):
        left, value = assignment.field("left"), assignment.field("right")
        if left is not None and value is not None and target.match(left.text()):
            found.append(_function(root, value))
    found += [_function(root, value) for value in _assigned_whole(root, name)]
    return [function for function in found if function is not None]


def _assigned_whole(root: Any, name: str) -> list[Any]:
    """The values `Object.assign(window, {...})` gives the global `name`: a pair's value, a
    method, or the variable of a shorthand property."""
    values = []
    for call in root.find_all(kind="call_expression", has={"field": "function", "regex": r"^Object\s*\.\s*assign$"}):
        arguments = call.field("arguments")
        parts = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
        if not parts or not re.fullmatch(_GLOBAL_OWNERS, parts[0].text()):
            continue
        for literal in (p for p in parts[1:] if p.kind() == "object"):
            values += [value for member in literal.named_children() if (value := _member_value(member, name))]
    return values


def _member_value(member: Any, name: str) -> Any | None:
    kind = member.kind()
    if kind == "shorthand_property_identifier":
        return member if member.text() == name else None
    key = member.field("key") if kind == "pair" else member.field("name") if kind == "method_definition" else None
    if key is None or key.text().strip("'\"`") != name:
        return None
    return member if kind == "method_definition" else member.field("value")


def _function(root: Any, value: Any) -> Any | None:
    """`value` as a function: written there, a method, or a top-level function of the file it names."""
    if value.kind() in _FUNCTION_VALUES or value.kind() == "method_definition":
        return value
    if value.kind() not in ("identifier", "shorthand_property_identifier"):
        return None
    for statement in root.children():
        if statement.kind() == "function_declaration" and _named(statement, value.text()):
            return statement
        if statement.kind() in ("lexical_declaration", "variable_declaration"):
            for declarator in statement.named_children():
                initial = declarator.field("value") if declarator.kind() == "variable_declarator" else None
                if initial is not None and _named(declarator, value.text()) and initial.kind() in _FUNCTION_VALUES:
                    return initial
    return None


def _named(node: Any, name: str) -> bool:
    declared = node.field("name")
    return declared is not None and declared.text() == name




MAX_ASSIGNMENTS = 40  # a global written in more places than this is not followed


def written(modules: Modules, name: str) -> list[tuple[str, Any]] | None:
    """Every write of the page global `name` in the repository's scripts (`window.name = v`,
    `window['name'] = v`, `globalThis.name += v`, `window.name++`, a member of `Object.assign(window,
    {...})`, or the bare name of a classic script): each path with the assignment, update, pair,
    method or shorthand property; None when there are too many to follow."""
    if name not in modules.global_writes:
        modules.global_writes[name] = _writes(modules, name)
    found: list[tuple[str, Any]] | None = modules.global_writes[name]
    return found


def _writes(modules: Modules, name: str) -> list[tuple[str, Any]] | None:
    target = re.compile(rf"^(?:{_target(name)}|{re.escape(name)})$")
    text_hint = re.compile(
        rf"\b{re.escape(name)}\b\s*(?:['\"`]\s*\])?\s*(?:[-+*/%|&]?=(?!=)|\+\+|--)|(?:\+\+|--){re.escape(name)}\b"
    )
    found: list[tuple[str, Any]] = []
    for path in sorted(modules.listed):
        if language_of(path) not in ("javascript", "typescript", "tsx"):
            continue
        text = modules.repo.text(path)
        if text is None or name not in text:
            continue
        whole = _ASSIGN_TO_GLOBALS.search(text) is not None
        if not whole and not text_hint.search(text):
            continue
        tree = modules.tree(path)
        if tree is None:
            continue
        for kind, side in _WRITES:
            for node in tree.find_all(kind=kind):
                written_to = node.field(side)
                if written_to is not None and target.match(written_to.text()):
                    found.append((path, node))
        if whole:
            found += [(path, _member_of(value)) for value in _assigned_whole(tree, name)]
        if len(found) > MAX_ASSIGNMENTS:
            return None
    return found


def _member_of(value: Any) -> Any:
    """The member of an object literal that holds `value` (a pair for its value, else itself)."""
    parent = value.parent()
    return parent if parent is not None and parent.kind() == "pair" else value


_WRITES = (
    ("assignment_expression", "left"),
    ("augmented_assignment_expression", "left"),
    ("update_expression", "argument"),
)
