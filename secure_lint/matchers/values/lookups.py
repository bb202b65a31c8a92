"""A lookup that must succeed first: the key it was given names a stored record or a known entry.

    const app = await store.getApp(name);
    if (!app) throw new Error('unknown app');
    fs.readdir(path.join(LOGS, name));

Past the exit, `name` is the key of something the application already holds (an app it created, a
record of its database, an entry of its map): a request that makes up `../../etc` finds nothing and
leaves the handler. What counts:

- the found value is declared, before the `if`, in the same block, from one call (awaited or not)
  whose name says it fetches one thing by key: `getApp`, `findOne`, `findById`, `findUnique`,
  `lookupUser`, `map.get`, `apps.has`; a call named for a file, a path or a directory
  (`getFile`, `findPath`, `statDir`) is left out, since a traversal path can name an existing file,
  and so is a call that answers a list (`find`, `findAll`, `getAll...`), which is never falsy;
- the key is a variable passed as it is: an argument, or a property's value of an object argument
  (`findOne({ where: { name } })`); one glued into a text or an operator object (`{ $regex: name }`,
  `` `%${name}%` ``) matches more than itself and is no key;
- the `if` leaves the function (return or throw) when the value is missing: `!app`, `app == null`,
  `app === undefined`, alone or as one operand of `||`.

- a query's `first()` (Parse, Knex) is a lookup of the exact conditions put on it: `equalTo(field,
  key)` or `where({ field: key })` / `where(field, key)`, in the same chain or on the query variable
  in a statement before (`q.equalTo('UserId', { objectId: userId }); const user = await q.first()`);
  a comparison other than equality (`where(field, 'like', x)`, `containedIn`) is no key.

A lookup whose result is not required (no early exit) guards nothing.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile

LOOKUP = lazy_compile(
    r"^(get|find|lookup|fetch|retrieve|resolve)[A-Z_]\w*$|^(get|has|findOne|findById|findByPk|findUnique|findFirst|first)$"
)
# a lookup of a file or a path finds what a traversal names too; a list answers [] when nothing matches
NOT_A_RECORD = lazy_compile(r"(?i)file|path|dir|folder|stat|exist|content|read|^(find|get)(All|Many)|List$|[a-rt-z]s$")
WRAPPERS = frozenset({"await_expression", "parenthesized_expression", "as_expression", "non_null_expression"})
DECLARATIONS = frozenset({"lexical_declaration", "variable_declaration"})
_ABSENT = lazy_compile(r"^(?P<a>[\w$]+)\s*(===?|!==?)\s*(null|undefined)$|^(null|undefined)\s*(===?)\s*(?P<b>[\w$]+)$")


def required_keys(statement: Any, condition: Any) -> list[str]:
    """The variables `statement` (an `if` that leaves the function) proves to be keys a lookup found."""
    keys: list[str] = []
    for name in _missing(condition):
        call = _declared_lookup(statement, name)
        if call is not None:
            keys += _keys(call) + _query_keys(statement, call)
    return keys


EQUALITY = frozenset({"equalTo", "where"})


def _query_keys(statement: Any, call: Any) -> list[str]:
    """The keys of the equality conditions a `first()` query was given: in its own chain
    (`db('apps').where({ name }).first()`) or on its query variable before `statement`."""
    callee = call.field("function")
    if callee is None or callee.kind() != "member_expression" or callee.field("property").text() != "first":
        return []
    keys: list[str] = []
    node = callee.field("object")
    while node is not None and node.kind() == "call_expression":
        keys += _condition_keys(node)
        inner = node.field("function")
        node = inner.field("object") if inner is not None and inner.kind() == "member_expression" else None
    if node is not None and node.kind() == "identifier":
        keys += _statement_conditions(statement, str(node.text()))
    return keys


def _statement_conditions(statement: Any, query: str) -> list[str]:
    """`query.equalTo(field, key)` statements before `statement` in its block."""
    block = statement.parent()
    keys: list[str] = []
    for sibling in block.named_children() if block is not None else []:
        if sibling.range().start.index >= statement.range().start.index:
            break
        expression = sibling.named_children()[0] if sibling.kind() == "expression_statement" else None
        if expression is None or expression.kind() != "call_expression":
            continue
        callee = expression.field("function")
        target = callee.field("object") if callee is not None and callee.kind() == "member_expression" else None
        if target is not None and target.kind() == "identifier" and target.text() == query:
            keys += _condition_keys(expression)
    return keys


def _condition_keys(call: Any) -> list[str]:
    """The key of one equality condition: `equalTo(field, key)`, `where({ field: key })`, `where(field, key)`."""
    callee = call.field("function")
    if callee is None or callee.kind() != "member_expression" or callee.field("property").text() not in EQUALITY:
        return []
    arguments = call.field("arguments")
    values = [a for a in arguments.named_children() if a.kind() != "comment"] if arguments is not None else []
    if len(values) == 2 and values[0].kind() in ("string", "template_string"):
        return _plain(values[1])
    if len(values) == 1 and callee.field("property").text() == "where":
        return _plain(values[0])
    return []


def _missing(condition: Any) -> list[str]:
    """The names `condition` tests for a missing value: `!x`, `x == null`, `x === undefined`
    (alone or as an operand of `||`)."""
    while condition.kind() == "parenthesized_expression" and len(condition.named_children()) == 1:
        condition = condition.named_children()[0]
    if condition.kind() == "binary_expression":
        operator = condition.field("operator")
        left, right = condition.field("left"), condition.field("right")
        if operator is not None and operator.text() == "||" and left is not None and right is not None:
            return _missing(left) + _missing(right)
        match = _ABSENT.match(" ".join(condition.text().split()))
        if match is not None and (operator is None or operator.text() in ("==", "===")):
            return [match.group("a") or match.group("b")]
        return []
    if condition.kind() == "unary_expression" and condition.text().startswith("!"):
        inner = condition.field("argument")
        if inner is not None and inner.kind() == "identifier":
            return [str(inner.text())]
    return []


def _declared_lookup(statement: Any, name: str) -> Any | None:
    """The lookup call `name` is declared from in a statement before `statement`, in its block."""
    block = statement.parent()
    for sibling in block.named_children() if block is not None else []:
        if sibling.range().start.index >= statement.range().start.index:
            break
        if sibling.kind() not in DECLARATIONS:
            continue
        for declarator in sibling.named_children():
            target, value = declarator.field("name"), declarator.field("value")
            if target is None or value is None or target.kind() != "identifier" or target.text() != name:
                continue
            while value.kind() in WRAPPERS and value.named_children():
                value = value.named_children()[0]
            return value if value.kind() == "call_expression" and _is_lookup(value) else None
    return None


def _is_lookup(call: Any) -> bool:
    callee = call.field("function")
    if callee is None:
        return False
    if callee.kind() == "member_expression":
        callee = callee.field("property")
    if callee is None or callee.kind() not in ("identifier", "property_identifier"):
        return False
    name = str(callee.text())
    return LOOKUP.match(name) is not None and (name == "has" or NOT_A_RECORD.search(name) is None)


def _keys(call: Any) -> list[str]:
    """The variables a lookup is given as they are: an argument, or a property's value of an object
    argument (nested objects too, not an operator's: `{ $regex: name }`)."""
    arguments = call.field("arguments")
    keys: list[str] = []
    for argument in arguments.named_children() if arguments is not None else []:
        keys += _plain(argument)
    return keys


def _plain(node: Any) -> list[str]:
    if node.kind() == "identifier":
        return [str(node.text())]
    if node.kind() != "object":
        return []
    keys: list[str] = []
    for member in node.named_children():
        if member.kind() == "shorthand_property_identifier":
            keys.append(str(member.text()))
        elif member.kind() == "pair":
            key, value = member.field("key"), member.field("value")
            operator = key is None or key.kind() == "computed_property_name" or key.text().strip("'\"").startswith("$")
            if value is not None and not operator:
                keys += _plain(value)
    return keys
