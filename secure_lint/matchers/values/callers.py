"""What a parameter is given: the arguments every caller passes it (JavaScript/TypeScript).

A parameter without a telling type is as known as the weakest argument its function receives at
every call: `f(x)` passes its argument at the parameter's position, and a component used as
`<Help helpText="..." />` passes its attribute as the destructured prop (`({ helpText })`; a
missing attribute is `undefined`, a bare one `true`). That holds only when every use of the
function is a call or an element the code shows: a function passed as a value, spread props or
no use at all leave the parameter unknown. An exported function's uses are looked for in the
shipped files that import it (values/imports.py: the scan's modules, one hop); one no shipped
file imports (a page a framework calls, a package's entry point, a function its tests alone
call) is not known. A function the file does not export is known by its uses in the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from secure_lint.matchers.lazy_regex import on_first_use
from secure_lint.matchers.values.imports import SCRIPT_LANGUAGES, destructured_key

if TYPE_CHECKING:
    from secure_lint.core.source import SourceFile
    from secure_lint.matchers.values.imports import Links

ELEMENTS = frozenset({"jsx_opening_element", "jsx_self_closing_element"})
FUNCTION_VALUES = frozenset({"arrow_function", "function_expression"})
# `from(?<=\bfrom)` is `\bfrom`, written so that the search skips to the literal (8x faster on a monorepo)
_SPECIFIER = on_first_use(r"""from(?<=\bfrom)\s*(['"])([^'"\n]{1,200})\1""")
_REQUIRED = on_first_use(r"""require(?<=\brequire)\s*\(\s*(['"])([^'"\n]{1,200})\1\s*\)""")  # CommonJS


@dataclass(frozen=True)
class Passed:
    """An argument a caller passes: the expression (None: nothing, which is `undefined`; True
    for a bare JSX attribute) and the links of the file it is in."""

    value: Any
    links: Links | None


def arguments_for(parameter: Any, name: str, links: Links | None) -> list[Passed] | None:
    """What every caller passes the parameter that declares `name`; None when not every use of
    its function is a call or element the code shows (or there is none)."""
    function = parameter.parent().parent() if parameter.parent() is not None else None
    if function is None or parameter.parent().kind() != "formal_parameters":
        return None
    declared = function_name(function)
    if declared is None:
        return None
    position = [p for p in parameter.parent().named_children() if p.kind() != "comment"].index(parameter)
    key = _prop_key(parameter, name)
    program = _program(function)
    passed = _uses(program, declared, position, key, links, declared)
    if passed is None:
        return None
    exported = exported_as(program, declared.text(), declared)
    if exported is not None:
        imported = _imported_uses(exported, position, key, links) if links is not None else None
        if imported is None:
            return None
        passed += imported
    return passed or None


def _span(node: Any) -> tuple[int, int]:
    extent = node.range()
    return extent.start.index, extent.end.index


def function_name(function: Any) -> Any | None:
    if function.kind() == "function_declaration":
        return function.field("name")
    parent = function.parent()
    if function.kind() in FUNCTION_VALUES and parent is not None and parent.kind() == "variable_declarator":
        name = parent.field("name")
        return name if name is not None and name.kind() == "identifier" else None
    return None


def _prop_key(parameter: Any, name: str) -> str | None:
    """The property a destructured parameter binds to `name` (`{ helpText }`); None for a plain one."""
    typed = parameter.kind() in ("required_parameter", "optional_parameter")
    pattern = parameter.field("pattern") if typed else parameter
    if pattern is None or pattern.kind() != "object_pattern":
        return None
    return destructured_key(pattern, name)


def _program(node: Any) -> Any:
    ancestors = list(node.ancestors())
    return ancestors[-1] if ancestors else node


def exported_as(program: Any, name: str, declared: Any) -> str | None:
    """The name the file exports the function as (`export function f`: "f", `export default`:
    "default"; "*" for an export the imports cannot be followed for: `export { f as g }`,
    `module.exports`); None when it is not exported."""
    for ancestor in declared.ancestors():
        if ancestor.kind() == "export_statement":
            return "default" if ancestor.text().startswith("export default") else name
        if ancestor.kind() in ("statement_block", "class_body"):
            break  # declared inside a function or class: only its own export statement exports it
    mentioned = re.compile(rf"\b{re.escape(name)}\b")
    for statement in program.named_children():
        shown = _export_name(statement, name) if statement.kind() == "export_statement" else None
        if shown is not None:
            return shown
        text = str(statement.text())
        if statement.kind() == "expression_statement" and "exports" in text and mentioned.search(text):
            return "*"  # module.exports = { name }
    return None


def _export_name(statement: Any, name: str) -> str | None:
    """What an export statement exports `name` as: "default", the name, "*" (renamed); None."""
    value = statement.field("value")
    if value is not None:
        return "default" if value.kind() == "identifier" and value.text() == name else None
    clause = next((c for c in statement.named_children() if c.kind() == "export_clause"), None)
    for specifier in clause.named_children() if clause is not None else []:
        original, alias = specifier.field("name"), specifier.field("alias")
        if original is not None and original.text() == name:
            return name if alias is None else "*"
    return None


def _uses(
    program: Any, local: Any, position: int, key: str | None, links: Links | None, declared: Any | None = None
) -> list[Passed] | None:
    """The arguments passed by every use of the name `local` in `program` (None: a use that is
    not a call or an element)."""
    passed: list[Passed] = []
    name = local.text() if not isinstance(local, str) else local
    for node in program.find_all(kind="identifier", regex=f"^{re.escape(name)}$"):
        if declared is not None and _span(node) == _span(declared):
            continue
        parent = node.parent()
        if parent is None or parent.kind() in ("import_specifier", "import_clause", "jsx_closing_element"):
            continue
        if parent.kind() == "export_specifier" or parent.kind() == "export_statement":
            continue
        if parent.kind() == "call_expression" and parent.field("function") == node:
            found = _call_argument(parent, position, key)
        elif parent.kind() in ELEMENTS and parent.field("name") == node and position == 0 and key is not None:
            found = _attribute(parent, key)
        else:
            return None  # passed as a value, reassigned, shadowed: its calls are not all known
        if found is None:
            return None
        passed.append(Passed(found, links))
    return passed


MISSING = object()  # an argument or attribute not given: `undefined`


def _call_argument(call: Any, position: int, key: str | None) -> Any | None:
    arguments = call.field("arguments")
    values = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
    if any(v.kind() == "spread_element" for v in values[: position + 1]):
        return None
    if position >= len(values):
        return MISSING
    value = values[position]
    if key is None:
        return value
    if value.kind() != "object":
        return None
    for entry in value.named_children():
        if entry.kind() == "spread_element":
            return None
        if entry.kind() == "pair" and entry.field("key") is not None and entry.field("key").text() == key:
            return entry.field("value")
        if entry.kind() == "shorthand_property_identifier" and entry.text() == key:
            return entry
    return MISSING


def _attribute(element: Any, key: str) -> Any | None:
    for attribute in element.named_children():
        if attribute.kind() == "jsx_expression":  # {...props}
            return None
        if attribute.kind() != "jsx_attribute":
            continue
        parts = attribute.named_children()
        if parts and parts[0].text() == key:
            if len(parts) == 1:
                return True  # <Help inline />
            value = parts[1]
            if value.kind() == "jsx_expression":
                inner = value.named_children()
                return inner[0] if inner else MISSING
            return value
    return MISSING


def _imported_uses(exported: str, position: int, key: str | None, links: Links) -> list[Passed] | None:
    """The arguments passed by the files that import the function (one hop)."""
    if links.hops >= 1 or exported == "*":
        return None
    modules = links.modules
    importers = [path for path in _importers(links) if modules.repo.is_shipped(path)]
    if not importers:
        return None  # called by a framework, a package's users or its tests alone: not known
    passed: list[Passed] = []
    for importer in importers:
        tree = modules.tree(importer)
        if tree is None:
            return None
        there = links.at_path(importer)
        names = _local_names(tree, exported, links.path, importer, modules)
        if names is None:
            return None
        for local in names:
            found = _uses(tree, local, position, key, there)
            if found is None:
                return None
            passed += found
    return passed


def imported_specifiers(source: SourceFile) -> tuple[str, ...] | None:
    """The specifiers a script file imports from (`from './lib'`), in order; None for a file
    the index of importers does not read (not a script, a package's code)."""
    if not _indexed(source.path):
        return None
    return specifiers_in(source.text)


def specifiers_in(text: str) -> tuple[str, ...]:
    """The specifiers of the text's ES imports and re-exports (`from './lib'`) and of its
    `require('./lib')` calls, in order."""
    found = list(_SPECIFIER().finditer(text))
    if "require" in text:
        found = sorted([*found, *_REQUIRED().finditer(text)], key=lambda match: match.start())
    return tuple(match.group(2) for match in found)


def _read_specifiers(modules: Any, path: str) -> tuple[str, ...]:
    """The specifiers of a script no result of this scan gave (not a target, not readable then)."""
    return specifiers_in(modules.repo.text(path) or "")


def _indexed(path: str) -> bool:
    return path.rsplit(".", 1)[-1] in ("ts", "tsx", "js", "jsx", "mjs", "cjs") and "node_modules/" not in path


def _importers(links: Links) -> list[str]:
    """The script files whose imports resolve to the file of `links` (memoised per scan). A
    file's specifiers are those its scan read (`Modules.specifiers`: from its result, or the
    result cache), else read from its text."""
    modules = links.modules
    index: dict[str, list[str]] | None = modules.importers
    if index is None:
        index = {}
        known = modules.specifiers
        for path in sorted(modules.listed):
            if not _indexed(path):
                continue
            specifiers = known.get(path)
            for specifier in specifiers if specifiers is not None else _read_specifiers(modules, path):
                target = modules.resolve(path, specifier)
                if target is not None and target != path:
                    index.setdefault(target, []).append(path)
        modules.importers = index
    return sorted(set(index.get(links.path, [])))


def _local_names(tree: Any, exported: str, module: str, importer: str, modules: Any) -> list[str] | None:
    """The names `importer` binds the export to (`import { Help as H }`, `import Help from`);
    None when it imports the whole module (`* as ns`) or through `require`."""
    names = []
    for statement in tree.named_children():
        if statement.kind() != "import_statement":
            continue
        source = statement.field("source")
        spec = source.text()[1:-1] if source is not None else ""
        if modules.resolve(importer, spec) != module:
            continue
        clause = next((c for c in statement.named_children() if c.kind() == "import_clause"), None)
        for part in clause.named_children() if clause is not None else []:
            if part.kind() == "identifier" and exported == "default":
                names.append(str(part.text()))
            elif part.kind() == "named_imports":
                for specifier in part.named_children():
                    imported, alias = specifier.field("name"), specifier.field("alias")
                    if imported is not None and imported.text() == exported:
                        names.append(str((alias or imported).text()))
            elif part.kind() == "namespace_import":
                return None  # `ns.Help(...)`: not followed
    if "require(" in tree.text():
        return None
    return names


__all__ = ["MISSING", "SCRIPT_LANGUAGES", "Passed", "arguments_for"]
