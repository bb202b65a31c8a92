"""The package layout keeps its promises: few flat modules, the CLI at the top of the import
graph, and no import cycles but type-only ones (docs/architecture.md)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "secure_lint"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imported(tree: ast.AST) -> Iterator[str]:
    """The secure_lint modules a module imports when it runs (not under `if TYPE_CHECKING:`)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            yield from (name for child in node.orelse for name in _imported(ast.Module([child], [])))
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("secure_lint"):
            yield from (f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name.startswith("secure_lint"))
        else:
            yield from _imported(node)


def import_graph() -> dict[str, set[str]]:
    modules = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # `from a.b import c`: module a.b.c, or a name defined in module a.b
        targets = {t if t in modules else t.rpartition(".")[0] for t in _imported(tree)}
        targets = {t for t in targets if t in modules and t != name}
        # importing a.b.c runs a.b first, unless a.b is the importer's own package (loading already)
        own = set(_parents(name)) | {name}
        graph[name] = targets | {parent for t in targets for parent in _parents(t) if parent not in own}
    return graph


def _parents(module: str) -> Iterator[str]:
    parts = module.split(".")
    yield from (".".join(parts[:i]) for i in range(2, len(parts)))


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_at_most_six_modules_sit_flat_in_the_package() -> None:
    flat = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(flat) <= 6, flat


def test_nothing_outside_the_cli_imports_the_cli() -> None:
    graph = import_graph()
    importers = {
        module: sorted(t for t in targets if t.startswith("secure_lint.cli"))
        for module, targets in graph.items()
        if not module.startswith(("secure_lint.cli", "secure_lint.__main__"))
    }
    assert {module: cli for module, cli in importers.items() if cli} == {}


def test_no_import_cycles() -> None:
    assert cycles(import_graph()) == []


def test_a_cycle_is_found_when_there_is_one() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
