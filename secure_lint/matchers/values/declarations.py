"""Where a JavaScript/TypeScript name is declared: the declaration a name refers to at a node,
and the scope declaring it (a block, a function's parameters, a `for` or a `catch`)."""

from __future__ import annotations

from typing import Any

from secure_lint.matchers.values.imports import destructured_key

FUNCTIONS = frozenset(
    {
        "function_declaration", "function_expression", "arrow_function", "method_definition",
        "generator_function_declaration", "generator_function",
    }
)  # fmt: skip
SCOPES = frozenset({"statement_block", "program", "class_body", "switch_case", "switch_default"})
DECLARATIONS = frozenset({"lexical_declaration", "variable_declaration"})


def declaration_of(node: Any, name: str) -> tuple[Any, Any] | None:
    """The declaration `name` refers to at `node`, and the scope it is declared in: the nearest
    enclosing block, function or `for` that declares it."""
    for ancestor in node.ancestors():
        kind = ancestor.kind()
        if kind in SCOPES:
            found = declared_in_block(ancestor, name)
        elif kind in FUNCTIONS:
            found = parameter_named(ancestor, name)
        elif kind == "for_statement":
            initializer = ancestor.field("initializer")
            found = declarator_named(initializer, name) if initializer is not None else None
        elif kind == "for_in_statement":
            left = ancestor.field("left")
            found = ancestor if left is not None and _binds(left, name) else None
        elif kind == "catch_clause":
            parameter = ancestor.field("parameter")
            found = parameter if parameter is not None and parameter.text() == name else None
        else:
            continue
        if found is not None:
            return found, ancestor
    return None


def _binds(left: Any, name: str) -> bool:
    """Whether the left side of a `for ... in/of` declares `name`: `key`, or `[key, value]`."""
    if left.kind() == "array_pattern":
        return any(e.kind() == "identifier" and e.text() == name for e in left.named_children())
    return bool(left.kind() == "identifier" and left.text() == name)


def declared_in_block(block: Any, name: str) -> Any | None:
    for statement in block.named_children():
        if statement.kind() == "export_statement":
            inner = statement.field("declaration")
            if inner is None:
                continue
            statement = inner
        kind = statement.kind()
        if kind in DECLARATIONS:
            found = declarator_named(statement, name)
            if found is not None:
                return found
        elif kind in ("enum_declaration", "function_declaration", "class_declaration"):
            declared = statement.field("name")
            if declared is not None and declared.text() == name:
                return statement
    return None


def declarator_named(declaration: Any, name: str) -> Any | None:
    if declaration.kind() not in DECLARATIONS:
        return None
    for declarator in declaration.named_children():
        target = declarator.field("name") if declarator.kind() == "variable_declarator" else None
        if target is not None and target.kind() == "identifier" and target.text() == name:
            return declarator
        # `const { fileUrl } = data`: a property of the value, read where `data` is declared (_declared)
        # (`const { A } = require('./cfg')` is an import: the links' business)
        value = declarator.field("value") if target is not None else None
        required = value is not None and value.kind() == "call_expression" and value.text().startswith("require(")
        pattern = target is not None and target.kind() == "object_pattern" and not required
        if pattern and destructured_key(target, name) is not None:
            return declarator
    return None


def parameter_named(function: Any, name: str) -> Any | None:
    """The parameter of `function` named `name` (a plain name, not a destructured one)."""
    parameters = function.field("parameters")
    if parameters is None:
        single = function.field("parameter")  # x => ...
        return single if single is not None and single.text() == name else None
    for parameter in parameters.named_children():
        if parameter.kind() == "identifier" and parameter.text() == name:
            return parameter
        pattern = parameter.field("pattern")
        if pattern is not None and pattern.kind() == "identifier" and pattern.text() == name:
            return parameter
        if pattern is not None and pattern.kind() == "object_pattern" and destructured_key(pattern, name):
            return parameter
        if parameter.kind() == "object_pattern" and destructured_key(parameter, name):
            return parameter  # JavaScript: ({ helpText }) => ...
    return None
