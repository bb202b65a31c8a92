"""Values fixed for the life of the process: the same at every call of the function that uses them.

A nonce or an IV must differ at every encryption. What the value model calls constant
(`judge(...) == CONSTANT`: literals, constants of the code) is the same at every call, and so is
what a module binds once when it loads: a module-scope `const` or `let` whatever its value
(`const IV = crypto.randomBytes(16)` draws one IV for the whole process), an imported binding, a
property of either read with a fixed key (`constants.MAGIC_IV` of a configuration object the
module exports), and `process.env.X`. A pure conversion of such values (`Buffer.from(x, 'hex')`,
`Buffer.alloc(16)`, `new Uint8Array(x)`, `x.slice(0, 16)`) is one too. A parameter, a random draw
or any other call is not.

`may_be_fixed(node)` asks whether one of the values a node may take is fixed: a conditional or a
`||`/`??` default is fixed on the path that takes a fixed branch (`randomIv ? randomBytes(16) :
Buffer.from(MAGIC_IV, 'hex')` is a fixed IV whenever `randomIv` is false), through the local
`const` a name is bound to. A module binding is fixed for a use inside a function (run at each
call); a use at the module's top level runs once, like the binding, so only constants count there.
"""

from __future__ import annotations

from typing import Any

from secure_lint.matchers.values import javascript
from secure_lint.matchers.values.declarations import FUNCTIONS, declaration_of
from secure_lint.matchers.values.verdict import MAX_DEPTH, Verdict

TRANSPARENT = frozenset({"parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression"})
# Conversions whose result is made of their arguments (and receiver) alone: bytes and text, no draw.
PURE_FUNCTIONS = frozenset(
    {
        "Buffer.from", "Buffer.alloc", "Buffer.concat", "String", "Uint8Array.from", "Array.from",
        "CryptoJS.enc.Hex.parse", "CryptoJS.enc.Utf8.parse", "CryptoJS.enc.Base64.parse", "CryptoJS.enc.Latin1.parse",
    }
)  # fmt: skip
PURE_METHODS = frozenset(
    {
        "slice", "subarray", "substring", "substr", "repeat", "padStart", "padEnd", "toString", "concat",
        "split", "join", "encode", "trim", "toLowerCase", "toUpperCase",
    }
)  # fmt: skip
PURE_CONSTRUCTORS = frozenset(
    {"Uint8Array", "Int8Array", "Uint16Array", "Uint32Array", "Buffer", "Array", "DataView", "TextEncoder"}
)
PROCESS_GLOBALS = ("process.env", "import.meta.env")


def may_be_fixed(node: Any, language: str) -> bool:
    """Whether one of the values `node` may take is the same at every call (see the module)."""
    if language not in ("javascript", "typescript", "tsx"):
        return False
    once = not any(ancestor.kind() in FUNCTIONS for ancestor in node.ancestors())
    return any(_fixed(value, 0, once) for value in _alternatives(node, 0))


def _alternatives(node: Any, depth: int) -> list[Any]:
    """The values `node` may be: the branches of a conditional or of `||`/`??`, through local names."""
    kind = node.kind()
    if depth > MAX_DEPTH:
        return [node]
    if kind in TRANSPARENT:
        inner = node.named_children()
        return _alternatives(inner[0], depth + 1) if inner else [node]
    if kind == "ternary_expression":
        branches = [node.field("consequence"), node.field("alternative")]
        return [v for branch in branches if branch is not None for v in _alternatives(branch, depth + 1)]
    operator = node.field("operator") if kind == "binary_expression" else None
    if operator is not None and operator.text() in ("||", "??"):
        sides = [node.field("left"), node.field("right")]
        return [v for side in sides if side is not None for v in _alternatives(side, depth + 1)]
    if kind == "identifier":
        value = _local_value(node)
        if value is not None:
            return _alternatives(value, depth + 1)
    return [node]


def _local_value(name: Any) -> Any | None:
    """The value a name is bound to by a `const` inside a function (module bindings are fixed as they are)."""
    found = declaration_of(name, name.text())
    if found is None or found[0].kind() != "variable_declarator" or _module_scope(found[1]):
        return None
    declarator = found[0]
    parent = declarator.parent()
    if parent is None or not parent.text().startswith("const"):
        return None
    return declarator.field("value")


def _module_scope(scope: Any) -> bool:
    return bool(scope.kind() == "program")


def _fixed(node: Any, depth: int, once: bool) -> bool:
    if depth > MAX_DEPTH:
        return False
    kind = node.kind()
    if kind in TRANSPARENT:  # `(x)`, `x!`, `x as T`: the expression, not its type
        inner = node.named_children()
        return bool(inner) and _fixed(inner[0], depth + 1, once)
    if javascript.Judge().judge(node) == Verdict.CONSTANT:
        return True
    if kind == "identifier":
        return _fixed_name(node, depth, once)
    if kind in ("member_expression", "subscript_expression"):
        return _fixed_member(node, depth, once)
    if kind in ("template_string", "binary_expression", "ternary_expression", "array"):
        parts = [c for c in node.named_children() if c.kind() not in ("string_fragment", "escape_sequence")]
        parts = [
            c.named_children()[0] if c.kind() == "template_substitution" and c.named_children() else c for c in parts
        ]
        return all(_fixed(part, depth + 1, once) for part in parts if part.kind() != "binary_operator")
    if kind == "call_expression":
        return _pure_call(node, depth, once)
    if kind == "new_expression":
        constructor = node.field("constructor")
        return (
            constructor is not None and constructor.text() in PURE_CONSTRUCTORS and _arguments_fixed(node, depth, once)
        )
    return False


def _fixed_name(name: Any, depth: int, once: bool) -> bool:
    """A module binding (an import, a module-scope `const`/`let`) is bound once; a local `const` is
    as fixed as its value; a parameter is what each caller passes."""
    found = declaration_of(name, name.text())
    if found is None:
        return not once and _imported(name)
    declaration, scope = found
    if declaration.kind() != "variable_declarator":
        return False
    parent = declaration.parent()
    const = parent is not None and parent.text().startswith("const")
    if _module_scope(scope) and not once:
        return const or not _assigned(scope, name.text())
    value = declaration.field("value")
    return (
        const
        and value is not None
        and declaration.field("name").kind() == "identifier"
        and _fixed(value, depth + 1, once)
    )


def _assigned(scope: Any, name: str) -> bool:
    """Whether some statement assigns `name` again (`iv = crypto.randomBytes(16)` at each call)."""
    for kind in ("assignment_expression", "augmented_assignment_expression"):
        for assignment in scope.find_all(kind=kind):
            left = assignment.field("left")
            if left is not None and left.text() == name:
                return True
    return False


def _imported(name: Any) -> bool:
    """Whether an import statement of the file binds `name`."""
    program = next((a for a in name.ancestors() if a.kind() == "program"), None)
    if program is None:
        return False
    for statement in program.children():
        if statement.kind() != "import_statement":
            continue
        clause = next((c for c in statement.children() if c.kind() == "import_clause"), None)
        if clause is not None and any(n.text() == name.text() for n in clause.find_all(kind="identifier")):
            return True
    return False


def _fixed_member(node: Any, depth: int, once: bool) -> bool:
    text = node.text()
    if any(text.startswith(f"{owner}.") or text.startswith(f"{owner}[") for owner in PROCESS_GLOBALS):
        return True
    if node.kind() == "subscript_expression":
        index = node.field("index")
        if index is None or javascript.Judge().judge(index) != Verdict.CONSTANT:
            return False
    target = node.field("object")
    return target is not None and target.kind() != "this" and _fixed(target, depth + 1, once)


def _pure_call(call: Any, depth: int, once: bool) -> bool:
    function = call.field("function")
    if function is None:
        return False
    if function.text() in PURE_FUNCTIONS:
        return _arguments_fixed(call, depth, once)
    if function.kind() != "member_expression":
        return False
    method, receiver = function.field("property"), function.field("object")
    if method is None or receiver is None or method.text() not in PURE_METHODS:
        return False
    return _fixed(receiver, depth + 1, once) and _arguments_fixed(call, depth, once)


def _arguments_fixed(call: Any, depth: int, once: bool) -> bool:
    arguments = call.field("arguments")
    values = arguments.named_children() if arguments is not None else []
    return all(_fixed(value, depth + 1, once) for value in values if value.kind() != "comment")
