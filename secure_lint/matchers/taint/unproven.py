"""Weaker sources: a parameter of an exported function that no code of its file calls.

Such a function may be called with request data from another file, or only with the code's own
values: the data's origin is not shown. A taint rule lists these entries as `unproven_sources`;
a sink they reach, and no shown source does, is reported for review (matchers/base.RawMatch.
unproven: low confidence, info severity, `needs_review`), never failing the default `--fail-on`.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.parameter_fed import REASON as PARAMETER_REASON

REASON = (
    "the value comes from a parameter of an exported function that no code in this file calls: "
    "whether outside data reaches it is not shown"
)
# Swift: a value pasted into the text (an interpolation) that no source the rule knows (a link, a
# text field, the pasteboard, a web page's message) is shown to reach, in the file or through the
# functions of its target: the app's own state more often than not (a stored id, a setting)
UNSHOWN_REASON = (
    "the value pasted into the text is not shown to come from outside (no link, text field, pasteboard "
    "or web page's message reaches it): whether outside data reaches it is not shown"
)
REASONS = frozenset({REASON, UNSHOWN_REASON, PARAMETER_REASON})  # the review items' reasons: audit profile only
# The entry a source preset names for these parameters (presets_javascript.py); its CommonJS forms are
# found here, by name (`module.exports = { getProduct }` names a function declared elsewhere in the file)
EXPORTED_PARAMETER = "exported-parameter"
JAVASCRIPT = frozenset({"javascript", "typescript", "tsx"})
_COMMONJS_EXPORT = lazy_compile(r"^(module\.)?exports(\.[\w$]+)?$")
_PARAMETER_NAMES = frozenset({"identifier", "object_pattern"})
FUNCTIONS = frozenset(
    {"function_declaration", "function_expression", "arrow_function", "method_definition", "generator_function"}
)


def commonjs_exported_parameters(root: Any) -> list[Any]:
    """The parameters of the functions a CommonJS module exports (or an ES module's default export
    holds: `export default { search }`): by name (`module.exports = f`,
    `exports.f = f`, `module.exports = { f, g: h }`, and through one object of the module's own:
    `const handlers = { list: listProducts }; module.exports = { handlers }`) or as values
    (`module.exports = function (cmd) {...}`, `module.exports = { run(cmd) {...}, stop: (id) => ... }`)."""
    objects = {
        str(name.text()): value
        for declarator in root.find_all(kind="variable_declarator")
        if (name := declarator.field("name")) is not None
        and (value := declarator.field("value")) is not None
        and value.kind() == "object"
    }
    # (node, depth): a function value counts as exported as the value itself (0) or as a member of
    # the exported object (1); one nested deeper (a resolver map's `User.posts`) is another API's
    pending = [
        (right, 0)
        for assignment in root.find_all(kind="assignment_expression")
        if (left := assignment.field("left")) is not None
        and _COMMONJS_EXPORT.match(str(left.text()))
        and (right := assignment.field("right")) is not None
    ]
    # an ES module's default export of an object naming its functions (`export default { search }`), or
    # of one by name (`export default search`): a function exported as a value is the preset's
    pending += [
        (value, 0)
        for export in root.find_all(kind="export_statement")
        if (value := export.field("value")) is not None and value.kind() in ("object", "identifier")
    ]
    names: set[str] = set()
    values: list[Any] = []
    while pending:
        node, depth = pending.pop()
        if node.kind() in FUNCTIONS:
            values += [node] if depth <= 1 else []
        elif node.kind() in ("identifier", "shorthand_property_identifier"):
            name = str(node.text())
            if name not in names:
                names.add(name)
                pending += [(objects[name], depth)] if name in objects else []
        elif node.kind() == "object":
            pending += [(_value(member), depth + 1) for member in node.named_children()]
    functions = [*_functions_named(root, names), *values]
    return [parameter for function in functions for parameter in _parameters(function)]


def _value(member: Any) -> Any:
    return member.field("value") if member.kind() == "pair" and member.field("value") is not None else member


def _functions_named(root: Any, names: set[str]) -> list[Any]:
    """The module's functions declared under one of `names`: `function f(...)`, `const f = (...) =>`."""
    found = []
    for function in root.find_all(kind="function_declaration"):
        name = function.field("name")
        if name is not None and str(name.text()) in names:
            found.append(function)
    for declarator in root.find_all(kind="variable_declarator"):
        name, value = declarator.field("name"), declarator.field("value")
        if name is not None and value is not None and str(name.text()) in names and value.kind() in FUNCTIONS:
            found.append(value)
    return found


def _parameters(function: Any) -> list[Any]:
    """The names a function's parameters bind: `(a, { b })`, `a => ...`, TypeScript `(a: string)`."""
    single = function.field("parameter")
    if single is not None:
        return [single]
    formal = function.field("parameters")
    names = []
    for parameter in formal.named_children() if formal is not None else []:
        inner = (
            parameter.field("pattern")
            if parameter.kind() in ("required_parameter", "optional_parameter")
            else parameter
        )
        if inner is not None and inner.kind() in _PARAMETER_NAMES:
            names.append(inner)
    return names
