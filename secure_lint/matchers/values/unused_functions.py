"""Whether a place in a script lies in a function nothing in the app calls (JavaScript/TypeScript).

A function declared by name (`function f()`, `const f = () => ...`) is dead when its name is used
nowhere else in its file (no call, no callback handed on, no object member, no JSX element or
prop) and the file does not export it, or exports it by that name (`export const f`,
`export { f }`) from an app's module (its package.json says `"private": true`, and it is no route
or page a framework calls) and no other script of the repository names it. A default export, a
renamed one (`export { f as g }`, `module.exports`), an export of a published package and a
class or object method are taken as called: their callers are not found by name. A place is dead
when any named function around it is: a callback inside a dead function never runs either. The
test errs toward called: a word of that name in a comment, a string or another scope keeps the function.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.package_manifest import in_private_package
from secure_lint.core.path_classes import FRAMEWORK_ENTRY
from secure_lint.matchers.values.callers import exported_as, function_name
from secure_lint.matchers.values.imports import modules_of

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository

_NAMED = ("function_declaration", "arrow_function", "function_expression")
# the nodes a use of a name can be: `f(x)`, `{ f }`, `api.f`, `<F />`
_USES = ("identifier", "shorthand_property_identifier", "property_identifier")
_SCRIPTS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte")


def in_uncalled_function(repo: Repository, path: str, line: int, column: int) -> bool:
    """Whether the place (1-based line and column) of the script `path` is inside a named function
    that nothing in the repository calls."""
    source = modules_of(repo).source(path)
    if source is None:
        return False
    point = (line - 1, column - 1)
    program = source.tree
    return any(_uncalled(function, program, repo, path) for function in _around(program, point))


def _around(program: Any, point: tuple[int, int]) -> list[Any]:
    found = []
    for kind in _NAMED:
        for function in program.find_all(kind=kind):
            extent = function.range()
            if (extent.start.line, extent.start.column) <= point <= (extent.end.line, extent.end.column):
                found.append(function)
    return found


def _uncalled(function: Any, program: Any, repo: Repository, path: str) -> bool:
    declared = function_name(function)
    if declared is None:
        return False  # a callback, a method, a value handed on: reached through what holds it
    name = str(declared.text())
    if _used_in_file(program, name, declared):
        return False
    exported = exported_as(program, name, declared)
    if exported is None:
        return True
    return exported == name and _app_module(repo, path) and not _named_elsewhere(repo, path, name)


def _app_module(repo: Repository, path: str) -> bool:
    """Whether the module's exports are called by name from the repository alone: it belongs to an
    app (its package.json says `"private": true`; a published library's callers live elsewhere)
    and is no file a framework calls by convention (a route, a page, a layout)."""
    return FRAMEWORK_ENTRY.search(path) is None and in_private_package(repo, path)


def _used_in_file(program: Any, name: str, declared: Any) -> bool:
    own = declared.range().start.index
    for kind in _USES:
        for node in program.find_all(kind=kind, regex=f"^{re.escape(name)}$"):
            parent = node.parent()
            if node.range().start.index == own or (parent is not None and parent.kind() == "export_specifier"):
                continue
            return True
    return False


def _named_elsewhere(repo: Repository, path: str, name: str) -> bool:
    """Whether another script of the repository holds the word `name` (an import, a call)."""

    def compute() -> bool:
        word = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
        for other in repo.paths:
            if other == path or not other.endswith(_SCRIPTS):
                continue
            text = repo.text(other)
            if text is not None and name in text and word.search(text):
                return True
        return False

    named: bool = repo.once(f"unused-functions:named-elsewhere:{path}:{name}", compute)
    return named
