"""Values that are objects or arrays, not text: what a response writer serialises as JSON.

Express's `res.send(value)` sends a string as HTML, but an object or an array (not a Buffer)
through `res.json`, as `application/json`, which no browser renders as a page; Node's `res.write`
and `res.end` refuse both (ERR_INVALID_ARG_TYPE). So request data a handler puts into an object it
then sends (`baseApi.data = text; res.send(baseApi)`) is no HTML.

A name is such a value when every value bound to it (its declaration and each assignment) is an
object or array literal, or an instance built with `new` of a class the repository declares (in
the file, or imported from one of its modules): an instance of a class the code does not show
(`new Buffer(...)`, `new SafeString(...)`) is not counted. A name is one too when its scope writes
a member of it (`config.settings = s`, `tasks[name] = {}`) or calls an array's mutator on it
(`users.push(id)`) and no value bound to it is text: a string has no `push`, and a member written
to a string is lost (a TypeError in strict code), so code that does either holds an object. A
member read (`settings.polling`) is such a value when every assignment to it in the function is an
object or array literal. A call whose result is an array whatever its receiver holds (`text.split(',')`,
`rows.map(...)`, `Object.keys(o)`, `Array.from(set)`) is one too, bound or written in the call:
only arrays (and typed arrays) have `map`, `filter`, `flat`; a string's `split` answers an array.
A call of a function the file declares or imports is one when each of its returns is one
(`return { certificate, valid: true }`), followed at most MAX_CALLS calls deep, and so is an ORM's
query for records (`await Patient.findByPk(id)`, `prisma.user.create(...)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.declarations import declaration_of
from secure_lint.matchers.values.imports import CLASS_KINDS, function_of

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

WRAPPERS = frozenset({"parenthesized_expression", "await_expression", "as_expression", "satisfies_expression"})
MEMBERS = frozenset({"member_expression", "subscript_expression"})
MUTATORS = frozenset({"push", "unshift", "splice"})
TEXT = frozenset({"string", "template_string"})
# methods that answer an array on any receiver that has them (a string has only `split` of these)
ARRAY_METHODS = frozenset({"split", "map", "filter", "flatMap", "flat"})
# static constructors of arrays and objects: Object.keys(o), Array.from(set), Object.fromEntries(pairs)
ARRAY_STATICS = frozenset(
    {"Object.keys", "Object.values", "Object.entries", "Object.fromEntries", "Array.from", "Array.of"}
)
FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function", "method_definition"})


def json_object(node: Any, links: Links | None) -> bool:
    """Whether `node` (a name or a member read) holds an object or array a response writer sends as
    JSON, wherever it is bound."""
    if node.kind() in MEMBERS:
        return _object_member(node, links)
    if node.kind() == "call_expression":
        return _object_value(node, links)
    if node.kind() != "identifier":
        return False
    name = node.text()
    found = declaration_of(node, name)
    if found is None:
        return False
    declaration, scope = found
    if declaration.kind() != "variable_declarator" or declaration.field("name") is None:
        return False
    if declaration.field("name").kind() != "identifier":
        return False
    initial = declaration.field("value")  # `let event;`: undefined until assigned, no text
    values = [initial] if initial is not None else []
    parent = declaration.parent()
    if parent is None or not parent.text().startswith("const"):
        values += _assigned(scope, name)
    if values and all(value is not None and _object_value(value, links) for value in values):
        return True
    return _used_as_object(scope, name) and not any(value is None or _text_value(value) for value in values)


def _object_member(node: Any, links: Links | None) -> bool:
    """A member read whose every assignment in the enclosing function is an object or array literal."""
    function = next((a for a in node.ancestors() if a.kind() in FUNCTIONS), None)
    if function is None:
        return False
    values = _assigned(function, node.text())
    return bool(values) and all(value is not None and _object_value(value, links) for value in values)


def _used_as_object(scope: Any, name: str) -> bool:
    """Whether the scope writes a member of `name` or calls an array mutator on it."""
    for assignment in scope.find_all(kind="assignment_expression"):
        left = assignment.field("left")
        if left is not None and left.kind() in MEMBERS and _root_name(left) == name:
            return True
    for call in scope.find_all(kind="call_expression"):
        callee = call.field("function")
        if callee is None or callee.kind() != "member_expression":
            continue
        receiver, method = callee.field("object"), callee.field("property")
        if receiver is not None and receiver.text() == name and method is not None and method.text() in MUTATORS:
            return True
    return False


def _root_name(member: Any) -> str | None:
    """`config` of `config.settings.x` and `tasks[name].y`: the name the member chain starts at."""
    while member.kind() in MEMBERS:
        member = member.field("object")
        if member is None:
            return None
    return member.text() if member.kind() == "identifier" else None


def _text_value(value: Any) -> bool:
    """Whether a bound value is text: a string, a template or a `+` of them."""
    while value.kind() in WRAPPERS and value.named_children():
        value = value.named_children()[0]
    if value.kind() in TEXT:
        return True
    return value.kind() == "binary_expression" and any(
        child.kind() in TEXT for child in (value.field("left"), value.field("right")) if child is not None
    )


def _assigned(scope: Any, name: str) -> list[Any]:
    """The right side of every plain assignment to `name` in its scope (None for `+=` and the like)."""
    values: list[Any] = []
    for kind in ("assignment_expression", "augmented_assignment_expression"):
        for assignment in scope.find_all(kind=kind):
            left = assignment.field("left")
            if left is not None and left.text() == name:
                values.append(assignment.field("right") if kind == "assignment_expression" else None)
    return values


def _object_value(value: Any, links: Links | None, depth: int = 0) -> bool:
    while value.kind() in WRAPPERS and value.named_children():
        value = value.named_children()[0]
    if value.kind() in ("object", "array"):
        return True
    if value.kind() == "call_expression":
        return (
            _array_call(value)
            or _model_record(value)
            or (depth < MAX_CALLS and _returns_object(value, links, depth + 1))
        )
    if value.kind() != "new_expression":
        return False
    constructor = value.field("constructor")
    if constructor is None or constructor.kind() != "identifier":
        return False
    return _app_class(constructor, links)


MAX_CALLS = 2  # functions followed from a call to what it returns, nested


def _returns_object(call: Any, links: Links | None, depth: int) -> bool:
    """Whether a call of a function the file declares or imports (`await validate(input)`) answers
    an object or array on every path: each of its returns is one (`return { certificate, key }`)."""
    callee = call.field("function")
    if callee is None or callee.kind() != "identifier":
        return False
    found = declaration_of(callee, callee.text())
    declaration, there = (found[0], links) if found is not None else (None, links)
    if declaration is None and links is not None:
        remote = links.imported(callee, callee.text())
        if remote is not None and remote.declaration is not None:
            declaration, there = remote.declaration, links.at(remote)
    function = function_of(declaration) if declaration is not None else None
    body = function.field("body") if function is not None else None
    if body is None:
        return False
    if body.kind() != "statement_block":  # `const f = (x) => ({ ... })`
        return _object_value(body, there, depth)
    returns = [statement for statement in body.find_all(kind="return_statement") if _own(statement, function)]
    values = [_returned(statement) for statement in returns]
    return bool(values) and all(value is not None and _object_value(value, there, depth) for value in values)


def _returned(statement: Any) -> Any | None:
    children = [child for child in statement.named_children() if child.kind() != "comment"]
    return children[0] if children else None


def _own(statement: Any, function: Any) -> bool:
    """Whether `statement` returns from `function` itself, not from a function nested in it."""
    owner = next((a for a in statement.ancestors() if a.kind() in FUNCTIONS), None)
    return owner is not None and owner.range() == function.range()


# an ORM's record queries: a Sequelize or Mongoose model's class methods (`Patient.findByPk(id)`,
# `User.create({...})`), a Prisma client's model delegate (`prisma.user.findUnique(...)`), a
# TypeORM repository (`usersRepository.findOneBy(...)`): a record, a list of them, or null
RECORD_QUERIES = frozenset(
    {
        "create", "bulkCreate", "findByPk", "findOne", "findAll", "findOrCreate", "findById", "find",
        "findUnique", "findFirst", "findMany", "findOneBy", "findBy", "save", "upsert",
    }
)  # fmt: skip
_MODEL = lazy_compile(r"^([A-Z][A-Za-z0-9]*|(this\.)?prisma\.\w+|(this\.)?\w+(Model|Repository))$")


def _model_record(call: Any) -> bool:
    """Whether a call is an ORM model's query for records (RECORD_QUERIES on a model class, a
    Prisma delegate or a repository): what it answers is an object, an array of them, or null."""
    callee = call.field("function")
    if callee is None or callee.kind() != "member_expression":
        return False
    method, receiver = callee.field("property"), callee.field("object")
    if method is None or receiver is None or method.text() not in RECORD_QUERIES:
        return False
    return _MODEL.match(" ".join(receiver.text().split())) is not None


def _app_class(name: Any, links: Links | None) -> bool:
    """Whether `name` is a class the repository declares (in the file or a module it imports)."""
    found = declaration_of(name, name.text())
    declaration = found[0] if found is not None else None
    if declaration is None and links is not None:
        remote = links.imported(name, name.text())
        declaration = remote.declaration if remote is not None else None
    return declaration is not None and declaration.kind() in CLASS_KINDS


def _array_call(call: Any) -> bool:
    """Whether a call answers an array whatever it is called on: `name.split(',')`, `rows.map(f)`,
    `Object.keys(o)`, `Array.from(set)`."""
    callee = call.field("function")
    if callee is None or callee.kind() != "member_expression":
        return False
    if " ".join(callee.text().split()) in ARRAY_STATICS:
        return True
    method = callee.field("property")
    return method is not None and method.text() in ARRAY_METHODS
