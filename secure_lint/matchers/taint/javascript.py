"""JavaScript and TypeScript as the taint matcher reads them (the `Syntax` of syntax.py).

A value is tainted when it is a tainted variable, a property of a tainted value, a
concatenation, template literal, `await`, conditional or collection holding one, or the result
of a call given one: a method of a tainted value (`name.trim()`) or a converter in PROPAGATORS
(`path.join`, `String`, `new URL`). Other calls (a database query, `jwt.verify`) return data of
their own. Bindings are `const`/`let`/`var`, assignments and `for (x of xs)`; `if (!ALLOWED.
includes(x)) return` cleans x; `xs.push(x)` fills xs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope

functions = frozenset(
    {
        "function_declaration",
        "function_expression",
        "arrow_function",
        "method_definition",
        "generator_function_declaration",
        "generator_function",
    }
)
conditional_blocks = frozenset(
    {
        "if_statement",
        "else_clause",
        "switch_case",
        "switch_default",
        "catch_clause",
        "for_statement",
        "for_in_statement",
        "while_statement",
        "do_statement",
        "ternary_expression",
    }
)
BINDINGS = ("variable_declarator", "assignment_expression", "augmented_assignment_expression", "for_in_statement")
PROPAGATING_CALL = {
    "kind": "call_expression",
    "has": {"field": "function", "kind": "member_expression", "regex": r"\.(push|unshift|set|append|add)$"},
}
events: list[dict[str, Any]] = [*({"kind": kind} for kind in (*BINDINGS, "if_statement")), PROPAGATING_CALL]

# Wrappers whose value is their operand's.
TRANSPARENT = frozenset(
    {
        "parenthesized_expression",
        "await_expression",
        "as_expression",
        "non_null_expression",
        "satisfies_expression",
        "type_assertion",
        "spread_element",
        "sequence_expression",
        "template_substitution",
    }
)
CLEAN_OPERATORS = frozenset({"==", "===", "!=", "!==", "<", ">", "<=", ">=", "instanceof", "in", "-", "*", "/", "%"})
CLEAN_KINDS = frozenset(
    {"string", "number", "true", "false", "null", "undefined", "regex", "this", "arrow_function", "function_expression"}
)
# Calls whose result holds their arguments' data.
PROPAGATORS = re.compile(
    r"^(String|decodeURI|decodeURIComponent|unescape|atob|btoa|JSON\.(parse|stringify)|Buffer\.from|"
    r"Array\.(from|of)|Object\.(assign|values|entries|fromEntries)|(util\.)?format|sprintf|vsprintf|"
    r"([\w$]+\.)?(join|resolve|normalize)|(url\.)?parse|querystring\.parse|qs\.parse|"
    r"URL|URLSearchParams|(_|lodash)\.(merge|assign|defaults|template))$"
)
EARLY_EXITS = frozenset({"return_statement", "throw_statement", "continue_statement", "break_statement"})
ALLOW_CHECKS = ("includes", "has", "test", "indexOf")


def tainted(scope: Scope, node: Any) -> bool:  # noqa: PLR0911 (one case per node kind)
    kind = node.kind()
    if kind in CLEAN_KINDS:
        return False
    if kind in ("identifier", "shorthand_property_identifier"):
        return scope.name_tainted(node.text(), node.range().start.index)
    if kind in TRANSPARENT:
        return scope.any_tainted(node.named_children())
    if kind in ("member_expression", "subscript_expression"):
        target = node.field("object")
        return target is not None and scope.is_tainted(target)
    if kind == "binary_expression":
        operator = node.field("operator")
        if operator is not None and operator.text() in CLEAN_OPERATORS:
            return False
        return scope.any_tainted([node.field("left"), node.field("right")])
    if kind == "ternary_expression":
        return _ternary_tainted(scope, node)
    if kind == "template_string":
        return scope.any_tainted(sub for sub in node.named_children() if sub.kind() == "template_substitution")
    if kind in ("call_expression", "new_expression"):
        return _call_tainted(scope, node)
    if kind in ("object", "array", "pair"):
        return scope.any_tainted(_value_of(child) for child in node.named_children())
    return False


def _ternary_tainted(scope: Scope, node: Any) -> bool:
    """`isSafePath(p) ? p : '/'` yields p only once checked: the branch naming a checked value is clean."""
    condition = node.field("condition")
    checked = set(_checked_names(condition, any_call=True)) if condition is not None else set()
    for branch in ("consequence", "alternative"):
        value = node.field(branch)
        if value is None or (branch == "consequence" and value.text() in checked):
            continue
        if scope.is_tainted(value):
            return True
    return False


def _value_of(node: Any) -> Any:
    return node.field("value") if node.kind() == "pair" and node.field("value") is not None else node


def callee(call: Any) -> Any | None:
    return call.field("function") or call.field("constructor")


def _call_tainted(scope: Scope, node: Any) -> bool:
    """A method of a tainted value returns tainted data (`name.trim()`, `url.split('/')`); so
    do the converters and builders in PROPAGATORS given a tainted argument. Other calls (a
    database query, `jwt.verify`) return data of their own."""
    function = callee(node)
    if function is None:
        return False
    if function.kind() == "member_expression":
        target = function.field("object")
        if target is not None and target.text() in scope.encoded and function.text().endswith(".toString"):
            return False  # URLSearchParams#toString percent-encodes every value
        if target is not None and scope.is_tainted(target):
            return True
    if not PROPAGATORS.match(function.text()):
        return False
    arguments = node.field("arguments")
    return arguments is not None and scope.any_tainted(arguments.named_children())


def apply(scope: Scope, node: Any, is_sink: bool) -> None:
    kind = node.kind()
    if kind == "if_statement":
        _guard(scope, node)
    elif kind in BINDINGS:
        _bind(scope, node)
    elif kind == "call_expression" and not is_sink:
        _propagate(scope, node)


def _bind(scope: Scope, binding: Any) -> None:
    kind = binding.kind()
    if kind == "variable_declarator":
        target, value, add = binding.field("name"), binding.field("value"), False
    elif kind == "for_in_statement":  # for (const item of items): each item holds the collection's data
        target, value, add = binding.field("left"), binding.field("right"), False
    else:
        target, value = binding.field("left"), binding.field("right")
        add = kind == "augmented_assignment_expression"
    if target is None:
        return
    names = _bound_names(target)
    if not names:
        return
    if value is not None and value.kind() == "new_expression" and value.text().startswith("new URLSearchParams("):
        scope.encoded.update(names)
    keep = add or (kind != "variable_declarator" and scope.conditional(binding))
    scope.assign(names, value, keep)


def _guard(scope: Scope, statement: Any) -> None:
    """An allow-list or containment check on a variable: `if (!ALLOWED.includes(x)) return`
    cleans x from there on; `if (ALLOWED.includes(x)) { ... }` cleans it inside the block;
    `if (!resolved.startsWith(ROOT)) throw ...` cleans `resolved`."""
    condition = statement.field("condition")
    consequence = statement.field("consequence")
    if condition is None or consequence is None:
        return
    negated = condition.text().lstrip("( ").startswith("!")
    exits = _exits(consequence)
    if negated != exits:
        return
    if exits:
        scope.clean(_checked_names(condition))
    else:
        scope.clean_within(consequence, _checked_names(condition))


def _propagate(scope: Scope, call: Any) -> None:
    """`list.push(x)`, `map.set(k, x)`, `params.append(k, x)`: the collection holds x."""
    function = call.field("function")
    target = function.field("object") if function is not None else None
    if target is None or target.kind() != "identifier":
        return
    arguments = call.field("arguments")
    for argument in arguments.named_children() if arguments is not None else []:
        scope.taint(target.text(), argument)


def _checked_names(condition: Any, any_call: bool = False) -> list[str]:
    """Variables an allow-list check in `condition` tests (with `any_call`, also those passed to
    any function, such as `isSafeReturnPath(next)`)."""
    names = []
    for call in condition.find_all(kind="call_expression"):
        function = call.field("function")
        arguments = call.field("arguments")
        if function is not None and arguments is not None and any_call and function.kind() == "identifier":
            names += [a.text() for a in arguments.named_children() if a.kind() == "identifier"]
        if function is None or function.kind() != "member_expression":
            continue
        method = function.field("property")
        if method is None or arguments is None:
            continue
        if method.text() in ALLOW_CHECKS:
            names += [a.text() for a in arguments.named_children() if a.kind() == "identifier"]
        elif method.text() == "startsWith" and function.field("object").kind() == "identifier":
            names.append(function.field("object").text())
    return names


def _exits(consequence: Any) -> bool:
    if consequence.kind() in EARLY_EXITS:
        return True
    statements = consequence.named_children() if consequence.kind() == "statement_block" else [consequence]
    return any(statement.kind() in EARLY_EXITS for statement in statements)


def declared_names(source: Any) -> list[str]:
    """A source in a parameter list (`({ params }: Props)`, `formData: FormData`) declares its names."""
    if not any(ancestor.kind() == "formal_parameters" for ancestor in source.ancestors()):
        return []
    return _bound_names(source) or [source.text()]


def _bound_names(target: Any) -> list[str]:
    """The variable names a binding target introduces: `x`, `{ id, user: u }`, `[a, b]`."""
    kind = target.kind()
    if kind == "identifier":
        return [target.text()]
    if kind in ("object_pattern", "array_pattern"):
        names = []
        for node in target.find_all(any=[{"kind": "shorthand_property_identifier_pattern"}, {"kind": "identifier"}]):
            parent = node.parent()
            if parent is not None and parent.kind() == "pair_pattern" and parent.field("key") == node:
                continue
            names.append(node.text())
        return names
    return []
