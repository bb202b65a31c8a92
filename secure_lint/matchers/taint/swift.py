"""Swift as the taint matcher reads it (the `Syntax` of syntax.py; tree-sitter-swift node kinds).

A value is tainted when it is a tainted variable, a property of a tainted value (`url.query`,
`context.url`), a `+` concatenation, string interpolation, `try`/`await`/`!`/`as` of one,
`??` or `?:` holding one, an array or dictionary literal holding one, or the result of a call
given one: a method or subscript of a tainted value (`name.lowercased()`, `items.first { ... }`,
`dict["id"]`), an initializer of a string, URL or request type (`URL(string: s)`,
`URLRequest(url: u)`), or a method that appends its argument (`base.appendingPathComponent(name)`).
Other calls return data of their own. Bindings are `let`/`var`, assignments (`+=` adds),
`if let`/`guard let`/`while let` and `for x in xs`; `xs.append(x)` fills xs. An allow-list
check cleans what it checks: `guard ALLOWED.contains(x) else { return }` from there on,
`if ALLOWED.contains(x) { ... }` inside its block, also for `==` against a literal and for a
URL whose `host` is checked (`guard url.host == "example.com"`, or `let host = url.host` checked).
A call asked for a number type (`req.query.get(Int.self, at: "n")`, `decode(Int.self, from: data)`)
returns a number, and a value interpolated as a bound parameter (SQLKit's `"... \\(bind: name)"`)
is sent apart from the SQL text: both are clean.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.taint.flow import opens_origin, span
from secure_lint.matchers.values.swift import string_shaped

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope

functions = frozenset(
    {
        "function_declaration",
        "init_declaration",
        "deinit_declaration",
        "subscript_declaration",
        "computed_property",
        "lambda_literal",
    }
)
parameter_lists: frozenset[str] = frozenset()  # a Swift source declares names by its own kind
conditional_blocks = frozenset(
    {
        "if_statement",
        "guard_statement",
        "switch_entry",
        "for_statement",
        "while_statement",
        "repeat_while_statement",
        "catch_block",
        "ternary_expression",
    }
)
CHECKS = ("if_statement", "guard_statement", "while_statement")
COMMENTS = frozenset({"comment", "multiline_comment"})
PROPAGATING_CALL = {
    "kind": "call_expression",
    "has": {
        "kind": "navigation_expression",
        "has": {"kind": "navigation_suffix", "regex": r"^\.(append|insert|appendContentsOf|updateValue|formUnion)$"},
    },
}
events: list[dict[str, Any]] = [
    {"kind": "property_declaration"},
    {"kind": "assignment"},
    {"kind": "for_statement"},
    *({"kind": kind} for kind in CHECKS),
    PROPAGATING_CALL,
    {"kind": "lambda_parameter"},
]

CLEAN_KINDS = frozenset(
    {
        "boolean_literal",
        "integer_literal",
        "real_literal",
        "hex_literal",
        "oct_literal",
        "bin_literal",
        "nil",
        "self_expression",
        "super_expression",
        "comparison_expression",
        "equality_expression",
        "conjunction_expression",
        "disjunction_expression",
        "multiplicative_expression",
        "range_expression",
        "check_expression",
        "key_path_expression",
        "lambda_literal",
    }
)
# Wrappers whose value is their operand's.
TRANSPARENT = frozenset(
    {"try_expression", "await_expression", "postfix_expression", "tuple_expression", "value_arguments"}
)
STRINGS = frozenset({"line_string_literal", "multi_line_string_literal", "raw_string_literal"})
COLLECTIONS = frozenset({"array_literal", "dictionary_literal"})
# Initializers whose value holds their arguments' data.
CONVERTERS = lazy_compile(
    r"^(String|Substring|NSString|NSMutableString|NSAttributedString|AttributedString|URL|NSURL|URLRequest|"
    r"NSURLRequest|NSMutableURLRequest|URLComponents|NSURLComponents|Data|NSData|Array|Set|URI|SQLQueryString)$"
)
# Methods whose result holds their arguments' data (besides the receiver's).
APPENDING = lazy_compile(
    r"^(appendingPathComponent|appending|appendingFormat|appendingPathExtension|replacingOccurrences|"
    r"replacingCharacters|padding|stringByAppendingString|stringByAppendingPathComponent|"
    r"URLByAppendingPathComponent|init)$"
)
CLEAN_TYPES = lazy_compile(
    r"^(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|CGFloat|Bool)\??$"
)
# a metatype argument asking a generic call for a number, boolean or UUID (`get(Int.self, at: "n")`)
NUMBER_METATYPE = lazy_compile(
    r"^(\w+:\s*)?(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|CGFloat|Bool|UUID|Date)"
    r"\??\.self$"
)
# interpolation labels whose value is sent apart from the text (SQLKit's bound parameters)
BOUND_LABELS = frozenset({"bind"})
# a literal path on the server's own origin (`"/users/\\(id)"`, not `"//host"`): it stays home
OWN_PATH = lazy_compile(r'^"/(?![/\\])')
EXITS = lazy_compile(r"^(return|throw|break|continue)\b|^(fatalError|preconditionFailure)\(")
ALLOW_CHECKS = frozenset({"contains"})
PREFIX_CHECKS = frozenset({"hasPrefix", "starts"})


def tainted(scope: Scope, node: Any) -> bool:
    kind = node.kind()
    if kind in CLEAN_KINDS:
        return False
    if kind == "simple_identifier":
        return scope.name_tainted(node.text(), node.range().start.index)
    if kind in TRANSPARENT:
        return scope.any_tainted(node.named_children())
    if kind == "interpolated_expression" and _label(node) in BOUND_LABELS:
        return False
    if kind in ("value_argument", "interpolated_expression"):
        return scope.any_tainted([node.field("value")])
    if kind == "navigation_expression":
        return scope.any_tainted([node.field("target")])
    if kind == "as_expression":
        target_type = node.field("type")
        return not (target_type is not None and CLEAN_TYPES.match(target_type.text())) and scope.any_tainted(
            [node.field("expr")]
        )
    if kind == "additive_expression":
        operator = node.field("op")
        return (
            operator is not None
            and operator.text() == "+"
            and scope.any_tainted([node.field("lhs"), node.field("rhs")])
        )
    if kind in STRINGS:
        return scope.any_tainted(child for child in node.named_children() if child.kind() == "interpolated_expression")
    if kind == "nil_coalescing_expression":
        return scope.any_tainted([node.field("value"), node.field("if_nil")])
    if kind == "ternary_expression":
        return scope.any_tainted([node.field("if_true"), node.field("if_false")])
    if kind in COLLECTIONS:
        return scope.any_tainted(node.named_children())
    if kind == "prefix_expression":  # `!x` and `-x` are clean, `&x` (inout) is x
        return node.text().startswith("&") and scope.any_tainted([node.field("target")])
    if kind == "call_expression":
        return _call_tainted(scope, node)
    return False


def _method_name(call: Any) -> str:
    """`contains` for `ALLOWED.contains(x)`; "" for a call that is not a method call."""
    function = callee(call)
    if function is None or function.kind() != "navigation_expression":
        return ""
    suffix = function.field("suffix")
    name = suffix.field("suffix") if suffix is not None else None
    return str(name.text()) if name is not None else ""


def _label(node: Any) -> str:
    """`bind` for the interpolation `\\(bind: name)`; "" without a label."""
    label = next((child for child in node.children() if child.kind() == "value_argument_label"), None)
    return str(label.text()) if label is not None else ""


def stays_home(scope: Scope, node: Any) -> bool:
    """A string literal that starts with a path of the server's own origin (`"/orders/\\(id)"`)
    stays on it whatever is interpolated after the slash (the JavaScript form is url_start.py)."""
    return node.kind() == "line_string_literal" and OWN_PATH.match(node.text()) is not None


def callee(call: Any) -> Any | None:
    first = call.child(0)
    return first if call.kind() == "call_expression" and first is not None else None


def _arguments(call: Any) -> list[Any]:
    """The value arguments of a call (trailing closures are values of their own, not data)."""
    suffix = _suffix(call)
    arguments = next((c for c in suffix.children() if c.kind() == "value_arguments"), None) if suffix else None
    return [a for a in arguments.children() if a.kind() == "value_argument"] if arguments is not None else []


def _suffix(call: Any) -> Any | None:
    """The `(...)`, `[...]` or trailing closure part of a call."""
    children = call.children()
    return children[-1] if children and children[-1].kind() == "call_suffix" else None


def _is_subscript(call: Any) -> bool:
    suffix = _suffix(call)
    return suffix is not None and suffix.text().startswith("[")


def _call_tainted(scope: Scope, node: Any) -> bool:
    """A method or subscript of a tainted value returns tainted data (`name.lowercased()`,
    `dict["id"]`); so do the converters in CONVERTERS and the appending methods in APPENDING
    given a tainted argument. Other calls return data of their own."""
    function = callee(node)
    if function is None:
        return False
    if any(NUMBER_METATYPE.match(argument.text()) for argument in _arguments(node)):
        return False  # asked for a number: `req.query.get(Int.self, at: "page")`
    if scope.carried(node):
        return True  # a function of the file returning what it was given (summaries.py)
    if _is_subscript(node):  # `dict["id"]`, `req.query["q"]`: an element of the value subscripted
        return scope.is_tainted(function)
    if function.kind() == "navigation_expression":
        if scope.any_tainted([function.field("target")]):
            return True
        propagates = bool(APPENDING.match(_method_name(node)))
    else:
        propagates = bool(CONVERTERS.match(function.text()))
    return propagates and scope.any_tainted(_arguments(node))


def apply(scope: Scope, node: Any, is_sink: bool) -> None:
    kind = node.kind()
    if kind == "property_declaration":
        for target, value in _declarations(node):
            _bind_checked(scope, _pattern_names(target), value)
    elif kind == "assignment":
        _assign(scope, node)
    elif kind == "for_statement":
        item = node.field("item")
        scope.assign(_pattern_names(item) if item is not None else [], node.field("collection"))
    elif kind in CHECKS:
        _check(scope, node)
    elif kind == "call_expression" and not is_sink:
        _propagate(scope, node)
    elif kind == "lambda_parameter":  # `{ url in ... }` declares a new `url` (sources are bound by flow.py)
        scope.assign(declared_names(node), None)


def _bind_checked(scope: Scope, names: list[str], value: Any) -> None:
    """A new binding; `let host = url.host` also records that checking `host` checks `url`."""
    scope.assign(names, value)
    host_of = _host_of(value) if value is not None else None
    for name in names:
        if host_of is not None:
            scope.stands_for[name] = host_of
        else:
            scope.stands_for.pop(name, None)


def _declarations(node: Any) -> list[tuple[Any, Any]]:
    """The (pattern, value) pairs of `let a = x, b = y`."""
    pairs = []
    target = None
    children = node.children()
    for index, child in enumerate(children):
        if child.kind() == "pattern":
            target = child
        elif child.kind() == "=" and target is not None and index + 1 < len(children):
            pairs.append((target, children[index + 1]))
            target = None
    return pairs


def _pattern_names(pattern: Any) -> list[str]:
    """The names a pattern binds: `x`, `(a, b)`."""
    if pattern.kind() == "simple_identifier":
        return [pattern.text()]
    bound = pattern.field("bound_identifier")
    if bound is not None:
        return [bound.text()]
    return [name.text() for name in pattern.find_all(kind="simple_identifier") if name.parent().kind() == "pattern"]


def _assign(scope: Scope, node: Any) -> None:
    target = node.field("target")
    value = node.field("result")
    name = target.child(0) if target is not None else None
    if name is None or name.kind() != "simple_identifier" or len(target.children()) != 1:
        return  # `self.title = x`, `items[0] = x`: state outside the function's variables
    operator = node.field("operator")
    add = operator is not None and operator.text() != "="
    scope.assign([name.text()], value, keep=add or scope.conditional(node))


def _propagate(scope: Scope, call: Any) -> None:
    """`items.append(x)`, `query.insert(x, at: 0)`: the collection holds x."""
    function = callee(call)
    target = function.field("target") if function is not None else None
    if target is not None and target.kind() == "simple_identifier":
        for argument in _arguments(call):
            scope.taint(target.text(), argument)


def _conditions(statement: Any) -> list[list[Any]]:
    """The comma-separated conditions of an if/guard/while, each as its nodes (a comment
    between them is none: `guard let a = x, // why` goes on with the next binding)."""
    groups: list[list[Any]] = [[]]
    for child in statement.children()[1:]:
        if child.kind() in ("{", "else"):
            break
        if child.kind() in COMMENTS:
            continue
        if child.kind() == ",":
            groups.append([])
        else:
            groups[-1].append(child)
    return [group for group in groups if group]


def _check(scope: Scope, statement: Any) -> None:
    """`if let x = v` / `guard let x = v` bind x; an allow-list check cleans what it checks:
    from there on after a guard or an `if !check { return }`, inside the block of an `if check`."""
    body = next((child for child in statement.children() if child.kind() == "statements"), None)
    guard = statement.kind() == "guard_statement"
    for group in _conditions(statement):
        if group[0].kind() == "value_binding_pattern":
            if len(group) >= 4 and group[2].kind() == "=":
                _bind_checked(scope, _pattern_names(group[1]), group[3])
            continue
        if len(group) != 1:
            continue
        condition = group[0]
        comparison = _comparison(condition)
        negated = condition.text().startswith("!") or (comparison is not None and comparison[0] == "!=")
        names = _checked_names(scope, condition)
        exits = guard or (body is not None and _exits(body))
        if not negated:  # the statement's later conditions run only where this one held
            scope.checked.extend((span(condition)[1], _block_start(statement), name) for name in names)
        if guard and not negated or (not guard and negated and exits):
            # from the end of the rejecting block (a guard's else, the exiting if's body) on
            scope.clean_after(span(body if body is not None and not guard else statement)[1], names)
        elif not guard and not negated and body is not None:
            scope.clean_within(body, names)


def _block_start(statement: Any) -> int:
    """Where the conditions of an if/guard/while end: at its `{`, or a guard's `else`."""
    opening = next((child for child in statement.children() if child.kind() in ("{", "else")), None)
    return span(opening)[0] if opening is not None else span(statement)[1]


def _exits(body: Any) -> bool:
    return any(EXITS.match(statement.text()) for statement in body.children())


def _checked_names(scope: Scope, condition: Any) -> list[str]:
    """The variables a condition allow-lists: the argument of `ALLOWED.contains(x)`, the
    receiver of `x.hasPrefix("https://app.example.com/")`, a side of `x == "literal"`; a URL
    whose host is the one checked (`url.host`, or `host` read from it) counts as checked."""
    checked = []
    for call in condition.find_all(kind="call_expression"):
        name = _method_name(call)
        if name in ALLOW_CHECKS and _listing(scope, call):
            checked += [value for argument in _arguments(call) if (value := argument.field("value")) is not None]
        elif name in PREFIX_CHECKS and not any(opens_origin(argument.text()) for argument in _arguments(call)):
            checked.append(call.child(0).field("target"))
    for node in [condition, *condition.find_all(any=[{"kind": "equality_expression"}, {"kind": "infix_expression"}])]:
        comparison = _comparison(node)
        if comparison is not None and any(side.kind() in STRINGS for side in comparison[1:]):
            checked += [side for side in comparison[1:] if side.kind() not in STRINGS]
    return [name for node in checked if node is not None for name in _checked_variables(scope, node)]


def _listing(scope: Scope, call: Any) -> bool:
    """Whether `list.contains(x)` tests membership in a list the caller did not fill: a string's
    `contains` finds a substring (`banner.contains(host)`, `link.absoluteString.contains(x)`)."""
    function = callee(call)
    target = function.field("target") if function is not None and function.kind() == "navigation_expression" else None
    return target is not None and not scope.is_tainted(target) and not string_shaped(target)


def _comparison(node: Any) -> tuple[str, Any, Any] | None:
    """(`==` or `!=`, left, right) of a comparison (the grammar reads some `!=` as an infix operator)."""
    if node.kind() not in ("equality_expression", "infix_expression"):
        return None
    children = node.children()
    if len(children) != 3 or children[1].text() not in ("==", "!="):
        return None
    return children[1].text(), children[0], children[2]


def _checked_variables(scope: Scope, node: Any) -> list[str]:
    return scope.checked_by(node.text() if node.kind() == "simple_identifier" else _host_of(node))


def _host_of(node: Any) -> str | None:
    """`url` for `url.host`, `url?.host`, `url.host()`, `url.host(percentEncoded: false)`."""
    if node.kind() == "call_expression":
        node = callee(node)
        if node is None:
            return None
    text = node.text() if node.kind() == "navigation_expression" else ""
    match = re.fullmatch(r"([A-Za-z_]\w*)\??\.host", text)
    return match.group(1) if match else None


def field_path(node: Any) -> None:
    """Fields written apart are not told apart in Swift: a property set taints its value whole."""
    return None


def declared_names(source: Any) -> list[str]:
    """A source that is a parameter (`open url: URL`, `{ url in ... }`) declares its name; so
    does a binding handed to a text field (`text: $address` declares `address` typed text)."""
    if source.kind() == "value_argument":
        value = source.field("value")
        return [value.text().lstrip("$")] if value is not None and value.text().startswith("$") else []
    if source.kind() in ("parameter", "lambda_parameter"):
        name = source.field("name")
        names = [name] if name is not None else source.find_all(kind="simple_identifier")
        return [names[-1].text()] if names else []
    parent = source.parent()
    if (
        source.kind() == "simple_identifier"
        and parent is not None
        and parent.kind() in ("parameter", "lambda_parameter")
    ):
        return [source.text()]
    return []
