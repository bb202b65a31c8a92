"""Whether a JavaScript/TypeScript value is a random key: bytes drawn from a CSPRNG, as drawn or
encoded (`crypto.randomBytes(32).toString('hex')`, `b64ToUrlSafeB64(await randomKey(16))`).

A key derivation that is cheap to run (CryptoJS's one MD5 round over a passphrase) only speeds
the guessing of a secret someone could guess; 128 random bits cannot be guessed at any speed. A
value is random when it is:

- a CSPRNG's draw: `crypto.getRandomValues`, `randomBytes` (node, react-native-randombytes, a
  native module's), expo-crypto's `getRandomBytes(Async)`, `randomUUID`;
- an encoding of one: a method such as `.toString('hex')` or `.replace(...)` called on it, or a
  call whose name says it converts (`bytesToHex`, `Buffer.from`, `b64ToUrlSafeB64`) given it;
- a name whose declaration holds one;
- a string joined from parts one of which is random (`encKey + password`, `${user}:${encKey}`): a
  guesser must guess every part, and the random one alone defeats them; not a part named as a salt,
  IV or nonce (`salt + password`), which is random but kept in the clear beside the ciphertext;
- the result of a function (of the file, or imported: values/imports.py) whose every return is
  one, or which returns a `new Promise` that every `resolve(...)` settles with the bytes a CSPRNG
  hands its callback (`randomBytes(size, (err, bytes) => resolve(bytes))`);
- a parameter every caller the code shows passes one (values/callers.py).

A user's password, a value read from storage, the network or a prop is none of these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from secure_lint.matchers.lazy_regex import on_first_use
from secure_lint.matchers.values.callers import arguments_for
from secure_lint.matchers.values.declarations import FUNCTIONS, declaration_of
from secure_lint.matchers.values.imports import function_of

if TYPE_CHECKING:
    from secure_lint.matchers.values.imports import Links

MAX_DEPTH = 6
MAX_STEPS = 200
# a CSPRNG's draw, by the function's own name (a module or native binding's method)
_DRAW = on_first_use(
    r"(?:^|\.)(?:getRandomValues|randomBytes|randomFillSync|getRandomBytes(?:Async)?|randomUUID"
    r"|generateSecureRandom|WordArray\.random)$"
)
# a call whose name says it re-encodes its argument
_CONVERSION = on_first_use(r"(?i)(?:b64|base64|hex|encode|tostring|utf8|bytes|buffer\.from|^from$|urlsafe)")
# a method that re-encodes its receiver
_ENCODING_METHOD = on_first_use(r"^(?:toString|toJSON|join|replace|replaceAll)$")
# a joined part named as a salt, IV or nonce: random, but by its role kept beside the ciphertext
_PUBLIC_PART = frozenset({"salt", "iv", "nonce"})
_WORD = on_first_use(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_WRAPPERS = frozenset({"parenthesized_expression", "await_expression", "as_expression", "non_null_expression"})


def random_key(node: Any, links: Links | None) -> bool:
    """Whether the expression `node` is a random key (see the module's docstring)."""
    return _random(node, links, 0, _Budget())


@dataclass
class _Budget:
    """The expressions one question may visit: the callers of a parameter multiply them."""

    steps: int = MAX_STEPS

    def spent(self) -> bool:
        self.steps -= 1
        return self.steps < 0


def _random(node: Any, links: Links | None, depth: int, budget: _Budget) -> bool:
    if depth > MAX_DEPTH or budget.spent():
        return False
    while node.kind() in _WRAPPERS and node.named_children():
        node = node.named_children()[0]
    if node.kind() == "call_expression":
        return _random_call(node, links, depth, budget)
    if node.kind() == "identifier":
        return _random_name(node, links, depth, budget)
    # a part is a piece of this expression, as a wrapper's content is: no step further from the sink
    secret = (p for p in _joined_parts(node) if not _public_part(p))
    return any(_random(part, links, depth, budget) for part in secret)


def _public_part(part: Any) -> bool:
    """Whether a joined part's name calls it a salt, IV or nonce (`salt`, `ivHex`, `cipher_nonce`)."""
    return any(word.lower() in _PUBLIC_PART for word in _WORD().findall(part.text()))


def _joined_parts(node: Any) -> list[Any]:
    """The operands of a string concatenation (`a + b`) or the substitutions of a template."""
    if node.kind() == "binary_expression":
        operator = node.field("operator")
        joined = operator is not None and operator.text() == "+"
        return [p for p in (node.field("left"), node.field("right")) if p is not None] if joined else []
    if node.kind() == "template_string":
        substitutions = (s for s in node.children() if s.kind() == "template_substitution")
        return [s.named_children()[0] for s in substitutions if s.named_children()]
    return []


def _random_call(call: Any, links: Links | None, depth: int, budget: _Budget) -> bool:
    callee = call.field("function")
    if callee is None:
        return False
    name = callee.text()
    if _DRAW().search(name):
        return True
    receiver = callee.field("object") if callee.kind() == "member_expression" else None
    method = callee.field("property") if receiver is not None else None
    if method is not None and _ENCODING_METHOD().match(method.text()):
        return _random(receiver, links, depth + 1, budget)
    arguments = [a for a in (call.field("arguments") or call).named_children() if a.kind() != "comment"]
    converts = arguments and _CONVERSION().search(name.rsplit(".", 1)[-1])
    if converts and _random(arguments[0], links, depth + 1, budget):
        return True
    return _random_result(call, callee, links, depth, budget)


def _random_result(call: Any, callee: Any, links: Links | None, depth: int, budget: _Budget) -> bool:
    """Whether the function `call` calls returns a random key at every return."""
    if callee.kind() != "identifier":
        return False
    found = declaration_of(call, callee.text())
    if found is not None:
        function, there = function_of(found[0]), links
    elif links is not None and (remote := links.callee_function(call, callee.text())) is not None:
        function, there = remote[1], links.onward(remote[0].path)
    else:
        return False
    return function is not None and _returns_random(function, there, depth + 1, budget)


def _returns_random(function: Any, links: Links | None, depth: int, budget: _Budget) -> bool:
    body = function.field("body")
    if body is None:
        return False
    if body.kind() != "statement_block":
        return _settles_random(body, links, depth, budget)
    returns = [r for r in _own(body, "return_statement") if r.named_children()]
    return bool(returns) and all(_settles_random(r.named_children()[0], links, depth, budget) for r in returns)


def _settles_random(value: Any, links: Links | None, depth: int, budget: _Budget) -> bool:
    """A returned value that is random, or a `new Promise` resolved only with random bytes."""
    if value.kind() == "new_expression" and (constructor := value.field("constructor")) is not None:
        return constructor.text() == "Promise" and _promise_of_random(value)
    return _random(value, links, depth, budget)


def _promise_of_random(promise: Any) -> bool:
    """`new Promise((resolve, reject) => randomBytes(n, (err, bytes) => resolve(bytes)))`: every
    `resolve(x)` passes a parameter of a callback a CSPRNG draw is given."""
    arguments = promise.field("arguments")
    executor = arguments.named_children()[0] if arguments is not None and arguments.named_children() else None
    parameters = executor.field("parameters") if executor is not None and executor.kind() in FUNCTIONS else None
    if executor is None or parameters is None or not parameters.named_children():
        return False
    resolve = parameters.named_children()[0].text()
    settled = [c for c in executor.find_all(kind="call_expression") if _callee_text(c) == resolve]
    return bool(settled) and all(_drawn_bytes(call) for call in settled)


def _drawn_bytes(resolve_call: Any) -> bool:
    arguments = resolve_call.field("arguments")
    value = arguments.named_children()[0] if arguments is not None and arguments.named_children() else None
    if value is None or value.kind() != "identifier":
        return False
    for ancestor in resolve_call.ancestors():
        if ancestor.kind() not in FUNCTIONS:
            continue
        draw = ancestor.parent().parent() if ancestor.parent() is not None else None
        declares = declaration_of(value, value.text())
        if declares is not None and declares[1] == ancestor:
            return draw is not None and draw.kind() == "call_expression" and bool(_DRAW().search(_callee_text(draw)))
    return False


def _random_name(name: Any, links: Links | None, depth: int, budget: _Budget) -> bool:
    found = declaration_of(name, name.text())
    if found is None:
        return False
    declaration, scope = found
    if declaration.kind() == "variable_declarator":
        value = declaration.field("value")
        target = declaration.field("name")
        plain = target is not None and target.kind() == "identifier" and not _reassigned(scope, name.text())
        return plain and value is not None and _random(value, links, depth + 1, budget)
    if scope.kind() in FUNCTIONS:
        passed = arguments_for(declaration, name.text(), links) or []
        drawn = (_expression(p.value) and _random(p.value, p.links, depth + 1, budget) for p in passed)
        return bool(passed) and all(drawn)
    return False


def _expression(value: Any) -> bool:
    """An argument the caller wrote (not a missing one, nor a bare JSX attribute's `true`)."""
    return value is not None and value is not True


def _reassigned(scope: Any, name: str) -> bool:
    return any(
        (left := a.field("left")) is not None and left.text() == name
        for a in scope.find_all(kind="assignment_expression")
    )


def _own(body: Any, kind: str) -> list[Any]:
    """The nodes of `kind` in `body` that belong to it, not to a function nested in it."""
    return [n for n in body.find_all(kind=kind) if _enclosing_function(n) == _enclosing_function(body, own=True)]


def _enclosing_function(node: Any, own: bool = False) -> Any | None:
    if own and node.parent() is not None and node.parent().kind() in FUNCTIONS:
        return node.parent()
    return next((a for a in node.ancestors() if a.kind() in FUNCTIONS), None)


def _callee_text(call: Any) -> str:
    callee = call.field("function")
    return str(callee.text()) if callee is not None else ""
