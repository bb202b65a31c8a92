"""Where a secret read from the environment with a literal fallback goes: whether the literal would
key something an attacker could forge (`process.env.JWT_SECRET || 'dev-secret'`).

A fallback is a weakness only where the value is a key the app itself signs, verifies, encrypts or
authenticates with, and where nothing stops a production deployment that lacks the variable. The
literal of an outbound client's credential (a provider then refuses the calls), a region or a
vault's secret name, a session id's cookie signature (express-session keeps random ids in a
store: a known secret forges no session) or dead configuration forges nothing.
`signing_key_use(node)` answers, for the fallback expression of a file's syntax tree, with the
place that shows the key use (a short text for the finding), or None:

- the value followed through the file (names bound to it, class fields, object members read back,
  conversions such as `new TextEncoder().encode(...)`, `Buffer.from`, a hash or key derivation of
  it) to a key sink: the key argument of `sign`/`verify` (jsonwebtoken, @nestjs/jwt, Node's
  crypto), jose's `jwtVerify`/`SignJWT#sign`, `createHmac`/`createCipheriv`, CryptoJS's AES and
  HMAC; a `secretOrKey` option (passport-jwt); the `secret`/key options of JWT middleware and
  modules (`JwtModule.register`, express-jwt, koa-jwt, @fastify/jwt), of client-side sessions
  (cookie-session, iron-session, @fastify/secure-session) and of NextAuth; a comparison with a
  request's value (a shared token the request must present);
- when the value leaves the file in an exported object or binding (a config module), the text
  `EXPORTED` starts the answer: the repository fact `key-fallback-read-nowhere`
  (structural_facts.py) then drops it unless another file of the app reads it at a key sink.

Quiet whatever the use: a fallback inside a branch or a conditional taken only outside production
(`NODE_ENV !== 'production'`), and one whose variable the file requires elsewhere (an `if` on the
variable's absence that throws or exits).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.syntax import (
    FUNCTION_KINDS,
    bound_name,
    callee_text,
    inside,
    pair_key,
    reads_after,
    short_text,
    tree_root,
)

MAX_DEPTH = 6  # hops followed from the fallback (name, member, conversion...)
MAX_NODES = 200  # places visited in one follow: a common member name read all over a file stops it
EXPORTED = "what the modules importing it read"  # a message's $OUTPUT, within core/limits.py METAVAR_MAX

_TRANSPARENT = frozenset(
    {
        "parenthesized_expression", "await_expression", "as_expression", "non_null_expression",
        "satisfies_expression", "binary_expression", "ternary_expression", "array",
    }
)  # fmt: skip
# calls whose key argument (index >= 1) is a signing, verifying or encryption key
_KEY_CALL = lazy_compile(
    r"(?:^|\.)(?:sign|verify|signAsync|verifyAsync|jwtVerify|jwtDecrypt|compactVerify|flattenedVerify|"
    r"createHmac|createCipheriv|createDecipheriv|createCipher|createDecipher|Hmac\w+|timingSafeEqual)$"
    r"|^(?:jwt|jws|jwtSimple|jwt_simple)\.(?:encode|decode)$"
    r"|^CryptoJS\.(?:AES|TripleDES|Rabbit|RC4)\.(?:encrypt|decrypt)$"
)
# a jose builder's `.sign(key)`/`.encrypt(key)`: the key is the only argument
_JOSE_CHAIN = lazy_compile(r"\b(?:SignJWT|EncryptJWT|CompactSign|CompactEncrypt|FlattenedSign|GeneralSign)\b")
# calls whose result still holds the key (a conversion, a digest or derivation of it)
_CONVERSION = lazy_compile(
    r"(?:^|\.)(?:encode|from|createSecretKey|createPrivateKey|createPublicKey|importKey|importJWK|"
    r"importPKCS8|importSPKI|update|digest|scryptSync|pbkdf2Sync|hkdfSync|toString|trim|replace|"
    r"replaceAll|String|Buffer\.from|parse)$"
)
_KEY_OPTION = lazy_compile(r"^['\"]?(?:secretOrKey|secretOrPrivateKey|secretOrPublicKey)['\"]?$")
_SECRET_OPTION = lazy_compile(r"^['\"]?(?:secret|secrets|keys|key|password|privateKey|publicKey)['\"]?$")
# calls whose options object keys tokens or client-side sessions (its `secret`, `keys`, `password`)
_KEYED_SETUP = lazy_compile(
    r"(?:^|\.)(?:register|registerAsync|expressjwt|expressJwt|koaJwt|jwt|cookieSession|getIronSession|"
    r"withIronSession\w*|ironSession|sealData|unsealData|NextAuth|getToken|getServerSession|"
    r"sign|verify|signAsync|verifyAsync)$"
)
# a `register` call is a keyed setup only for a JWT module or a client-side session plug-in
_REGISTERED = lazy_compile(r"(?i)jwt|secure-?session|cookie-?session|iron")
_REQUEST = lazy_compile(r"\b(?:req|request|ctx|context|event)\b\s*\.|\bheaders\b|\bquery\b|\bparams\b")
_CREDENTIAL = lazy_compile(r"(?i)token|secret|passw|passphrase|api_?key|auth|signature|bearer|hmac")
_COMPARE = lazy_compile(r"^(?:==|===|!=|!==)$")
_PROD_ONLY_NOT = lazy_compile(
    r"NODE_ENV\s*(?:!==?\s*['\"]production['\"]|===?\s*['\"](?:development|dev|test|local)['\"])"
    r"|\b(?:isDev|isDevelopment|isTest|IS_DEV|DEV|__DEV__)\b(?!\s*===?\s*false)"
)
_PROD = lazy_compile(
    r"NODE_ENV\s*(?:===?\s*['\"]production['\"]|!==?\s*['\"](?:development|dev|test|local)['\"])"
    r"|\b(?:isProd|isProduction|IS_PROD|IS_PRODUCTION|PRODUCTION)\b(?!\s*===?\s*false)"
)
# the session id signed: `sid`, `sessionId`, or one named for where it came from (`headerSessionId`)
_SESSION_ID = lazy_compile(r"^(?:[\w$.]*\.)?(?:sid|[\w$]*(?:[sS]essionI[dD]|[sS]ession_id))$")
_EXIT = lazy_compile(r"\bthrow\b|process\.exit\s*\(")


@dataclass(frozen=True)
class _Walk:
    """One follow's depth along its path, and the places it has visited on every path."""

    level: int = 0
    seen: set[tuple[int, int]] = field(default_factory=set)

    def deeper(self) -> _Walk:
        return _Walk(self.level + 1, self.seen)

    def visit(self, node: Any) -> bool:
        """Whether to follow `node`: not too deep, not seen, within the budget."""
        place = (node.range().start.index, node.range().end.index)
        if self.level > MAX_DEPTH or place in self.seen or len(self.seen) >= MAX_NODES:
            return False
        self.seen.add(place)
        return True


def signing_key_use(node: Any) -> str | None:
    """The place showing that the fallback `node` keys something forgeable, or None."""
    name = _variable(node)
    if _dev_only(node) or (name and _required(node, name)):
        return None
    if node.kind() == "object_assignment_pattern":
        left = node.field("left")
        return _through_name(node, left.text(), _Walk()) if left is not None else None
    if node.kind() in ("assignment_expression", "augmented_assignment_expression"):
        return _assigned(node, _Walk())
    return _follow(node, _Walk())


def follow_key(node: Any) -> str | None:
    """A key sink the value read at `node` (a member, a name, a config getter's call) reaches in its
    file, EXPORTED when it leaves the file, or None."""
    return _follow(node, _Walk())


def _variable(node: Any) -> str | None:
    """The environment variable's name (`JWT_SECRET` of `process.env.JWT_SECRET || '...'`)."""
    found = re.search(r"process\.env(?:\.|\[['\"])(\w+)", node.text())
    if found:
        return found.group(1)
    left = node.field("left")
    return str(left.text()) if node.kind() == "object_assignment_pattern" and left is not None else None


def _dev_only(node: Any) -> bool:
    """Inside a branch or a conditional taken only outside production."""
    child, parent = node, node.parent()
    while parent is not None:
        if parent.kind() in ("if_statement", "ternary_expression"):
            condition = parent.field("condition")
            branch = parent.field("consequence")
            other = parent.field("alternative")
            text = condition.text() if condition is not None else ""
            if branch is not None and inside(child, branch) and _PROD_ONLY_NOT.search(text):
                return True
            if other is not None and inside(child, other) and _PROD.search(text):
                return True
        child, parent = parent, parent.parent()
    return False


def _required(node: Any, name: str) -> bool:
    """The file throws or exits where the variable is missing (in production or always)."""
    word = re.compile(rf"\b{re.escape(name)}\b")
    for check in tree_root(node).find_all(kind="if_statement"):
        condition = check.field("condition")
        branch = check.field("consequence")
        if condition is None or branch is None or not word.search(condition.text()):
            continue
        absent = "!" in condition.text() or "undefined" in condition.text()
        if absent and _EXIT.search(branch.text()[:2000]):
            return True
    return False


def _follow(node: Any, depth: _Walk) -> str | None:
    """A key sink the value of `node` reaches in the file, or EXPORTED when it leaves the file."""
    if not depth.visit(node):
        return None
    parent = node.parent()
    while parent is not None and parent.kind() in _TRANSPARENT:
        if parent.kind() == "binary_expression":
            operator = parent.field("operator")
            if operator is not None and _COMPARE.match(operator.text()):
                return _compared(parent)
        node, parent = parent, parent.parent()
    if parent is None:
        return None
    kind = parent.kind()
    if kind == "call_expression":
        return _follow(parent, depth.deeper()) if _conversion(parent, node) else None
    if kind == "member_expression":
        call = parent.parent()
        if call is not None and call.kind() == "call_expression" and _CONVERSION.search(callee_text(call)):
            return _follow(call, depth.deeper())  # key.toString(), secret.replace(...)
        return None
    if kind == "arguments":
        return _argument(node, parent, depth)
    if kind == "new_expression":
        return None
    if kind == "variable_declarator":
        return _through_declarator(parent, depth)
    if kind in ("public_field_definition", "field_definition"):
        name = parent.field("name")
        return _through_member(parent, name.text(), depth) if name is not None else None
    if kind == "assignment_expression":
        return _assigned(parent, depth)
    if kind == "pair":
        return _pair(parent, depth)
    if kind in ("return_statement", "arrow_function"):
        return _returned(parent, depth)
    if kind == "export_statement":
        return EXPORTED
    return None


def _conversion(call: Any, value: Any) -> bool:
    """`call` is a conversion of `value` whose result still holds the key."""
    arguments = call.field("arguments")
    return arguments is not None and inside(value, arguments) and bool(_CONVERSION.search(callee_text(call)))


def _argument(value: Any, arguments: Any, depth: _Walk) -> str | None:
    call = arguments.parent()
    if call is None:
        return None
    if call.kind() == "new_expression":
        callee = callee_text(call)
        return f"`{short_text(call.text())}`" if re.search(r"(?:^|\.)(?:TextEncoder)$", callee) else None
    if call.kind() != "call_expression":
        return None
    callee = callee_text(call)
    index = _index(arguments, value)
    if _KEY_CALL.search(callee) and index == _key_index(callee) and not _session_id(arguments):
        return f"`{short_text(call.text())}`"
    if re.search(r"(?:^|\.)(?:sign|encrypt)$", callee) and index == 0 and _JOSE_CHAIN.search(callee):
        return f"`{short_text(call.text())}`"
    if _CONVERSION.search(callee):
        return _follow(call, depth.deeper())
    return None


def _session_id(arguments: Any) -> bool:
    """`signature.sign(sid, secret)`: the signed value is a session id, a random key of a session
    store (express-session's cookie), which a known secret does not let anyone forge."""
    first = arguments.child(1)
    return first is not None and _SESSION_ID.search(first.text()) is not None


def _key_index(callee: str) -> int:
    """Where the key goes: second (`jwt.sign(payload, key)`, `createHmac(alg, key)`), third for
    Node's `crypto.sign(alg, data, key)`/`crypto.verify(alg, data, key, signature)`."""
    return 2 if re.fullmatch(r"crypto\.(?:sign|verify)", callee) else 1


def _compared(comparison: Any) -> str | None:
    """`req.headers['x-token'] !== TOKEN`: a request authenticated by presenting the secret (a
    credential on one side: a room id or a locale a request names authenticates nothing)."""
    text = comparison.text()
    return f"`{short_text(text)}`" if _REQUEST.search(text) and _CREDENTIAL.search(text) else None


def _pair(pair: Any, depth: _Walk) -> str | None:
    """A member of an options or configuration object."""
    key = pair_key(pair) or ""
    if _KEY_OPTION.match(key):
        return f"`{short_text(pair.text())}`"
    holder = pair.parent()
    if holder is None or holder.kind() != "object":
        return None
    if _SECRET_OPTION.match(key) and _keyed_setup(holder):
        return f"`{short_text(pair.text())}`"
    if _handed_to_call(holder):
        return None  # the options of a call that keys nothing: a client, a store, a session of ids
    read = _through_member(pair, key.strip("'\""), depth)  # `config.jwtSecret` read back in the file
    if read and read != EXPORTED:
        return read
    return _object_leaves(holder, depth) or read


def _handed_to_call(holder: Any) -> bool:
    """The object (or the one it nests in) is an argument of a call."""
    node = holder.parent()
    while node is not None and node.kind() in ("object", "pair", "parenthesized_expression", "array"):
        node = node.parent()
    return node is not None and node.kind() == "arguments"


def _keyed_setup(options: Any) -> bool:
    """The object configures token signing or a client-side session (directly, or as the object a
    `useFactory` of such a call returns)."""
    node = options.parent()
    while node is not None and node.kind() != "program":
        if node.kind() == "call_expression":
            callee = callee_text(node)
            if _KEYED_SETUP.search(callee):
                if not callee.endswith("register") and not callee.endswith("registerAsync"):
                    return True
                return bool(_REGISTERED.search(callee) or _REGISTERED.search(_first_argument(node)))
        node = node.parent()
    return False


def _object_leaves(holder: Any, depth: _Walk) -> str | None:
    """The object (or the one it nests in) is exported: a configuration module."""
    node = holder
    for _ in range(8):
        parent = node.parent()
        if parent is None:
            return None
        if parent.kind() in ("object", "pair", "parenthesized_expression", "as_expression", "satisfies_expression"):
            node = parent
            continue
        if parent.kind() == "export_statement":
            return EXPORTED
        if parent.kind() == "assignment_expression":
            left = parent.field("left")
            if left is not None and re.match(r"^(?:module\.)?exports\b", left.text()):
                return EXPORTED
            return None
        if parent.kind() == "variable_declarator":
            declaration = parent.parent()
            exported = declaration is not None and declaration.parent() is not None
            if exported and declaration.parent().kind() == "export_statement":
                return EXPORTED
            return _exported_name(parent)
        if parent.kind() in ("return_statement", "arrow_function"):
            return _returned(parent, depth)
        return None
    return None


def _exported_name(declarator: Any) -> str | None:
    """`const config = {...}; module.exports = config` / `export default config`."""
    name = bound_name(declarator)
    if not name:
        return None
    text = tree_root(declarator).text()
    pattern = rf"(?:module\.exports\s*=\s*|export\s+default\s+|export\s*\{{[^}}]*\b){re.escape(name)}\b"
    return EXPORTED if re.search(pattern, text) else None


def _returned(returned: Any, depth: _Walk) -> str | None:
    """A function returning the value: a config factory (`registerAs('jwt', () => ({...}))`, a
    `useFactory`) or a getter whose callers in the file use it."""
    function = returned
    while function is not None and function.kind() not in FUNCTION_KINDS:
        function = function.parent()
    if function is None:
        return None
    holder = function.parent()
    if holder is not None and holder.kind() == "arguments":
        call = holder.parent()
        if call is not None and re.search(r"(?:^|\.)registerAs$", callee_text(call)):
            return EXPORTED
    if holder is not None and holder.kind() == "pair" and pair_key(holder) == "useFactory":
        return f"`{short_text(holder.text())}`" if _keyed_setup(holder.parent()) else None
    name = _function_name(function)
    if not name:
        return None
    for call in tree_root(function).find_all(kind="call_expression"):
        callee = callee_text(call)
        if not inside(call, function) and (callee == name or callee.endswith("." + name)):
            found = _follow(call, depth.deeper())
            if found:
                return found
    return EXPORTED if _exported_name_of(function, name) else None


def _exported_name_of(function: Any, name: str) -> bool:
    node = function
    while node is not None and node.kind() != "program":
        if node.kind() == "export_statement":
            return True
        node = node.parent()
    return bool(re.search(rf"module\.exports\b[^;]*\b{re.escape(name)}\b", tree_root(function).text()))


def _through_declarator(declarator: Any, depth: _Walk) -> str | None:
    name = bound_name(declarator)
    if not name:
        return None
    found = _through_name(declarator, name, depth)
    if found and found != EXPORTED:
        return found
    declaration = declarator.parent()
    outer = declaration.parent() if declaration is not None else None
    if outer is not None and outer.kind() == "export_statement":
        return EXPORTED
    return found or _exported_name(declarator)


def _assigned(assignment: Any, depth: _Walk) -> str | None:
    target = assignment.field("left")
    if target is None:
        return None
    if target.kind() == "identifier":
        return _through_name(assignment, target.text(), depth, function_wide=True)
    if target.kind() in ("member_expression", "subscript_expression"):
        if re.match(r"^(?:module\.)?exports\b", target.text()):
            return EXPORTED
        prop = target.field("property") or target.field("index")
        return _through_member(assignment, prop.text().strip("'\""), depth) if prop is not None else None
    return None


def _through_name(binding: Any, name: str, depth: _Walk, *, function_wide: bool = False) -> str | None:
    found: str | None = None
    for use in reads_after(binding, name, function_wide=function_wide):
        if use.kind() == "shorthand_property_identifier":
            result = _pair_like(use, name, depth)
        else:
            result = _follow(use, depth.deeper())
        if result and result != EXPORTED:
            return result
        found = found or result
    return found


def _pair_like(shorthand: Any, name: str, depth: _Walk) -> str | None:
    """`{ secret }`: the shorthand member of an object, as a pair."""
    if _KEY_OPTION.match(name):
        return f"`{short_text(shorthand.text())}`"
    holder = shorthand.parent()
    if holder is None or holder.kind() != "object":
        return None
    if _SECRET_OPTION.match(name) and _keyed_setup(holder):
        return f"`{short_text(holder.text())}`"
    return _object_leaves(holder, depth)


def _through_member(binding: Any, prop: str, depth: _Walk) -> str | None:
    """`this.jwtSecret = ...`, `{ jwtSecret: ... }`: each `.jwtSecret` read elsewhere in the file."""
    found: str | None = None
    for member in tree_root(binding).find_all(kind="member_expression"):
        name = member.field("property")
        if name is None or name.text() != prop or inside(member, binding):
            continue
        result = _follow(member, depth.deeper())
        if result and result != EXPORTED:
            return result
        found = found or result
    return found


def _function_name(function: Any) -> str | None:
    named = function.field("name")
    if named is not None:
        return str(named.text())
    holder = function.parent()
    if holder is not None and holder.kind() == "variable_declarator":
        return bound_name(holder)
    if holder is not None and holder.kind() == "pair":
        return pair_key(holder)
    return None


def _first_argument(call: Any) -> str:
    arguments = call.field("arguments")
    first = arguments.child(1) if arguments is not None else None
    return str(first.text()) if first is not None else ""


def _index(arguments: Any, value: Any) -> int:
    """The position of `value` among the call's arguments (-1 when it is none of them)."""
    values = [child for child in arguments.children() if child.kind() not in ("(", ")", ",", "comment")]
    for position, child in enumerate(values):
        if inside(value, child):
            return position
    return -1




