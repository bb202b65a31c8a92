"""Calls the taint matcher cannot see into: a function declared nowhere in the file (imported,
required or global) whose summary is unknown.

Its value is taken to hold its arguments' data (`format(x)`, `buildWhere(x)`, `escapeHtml(x)`
before SQL), unless its name says what it returns is something else: a predicate or check (`is`,
`has`, `validate`...), a number or boolean (`count`, `parseInt`), a digest or generated value
(`hash`, `uuid`, `sign`), a sanitiser the value model does not know for a context (`sanitize`,
`clean`), or data of its own (`find`, `fetch`, `query`, `save`...: a lookup or an effect, whose
return is a record or a status, not its argument), and an awaited call whatever its name
(`await cachedRequest(url)`: what comes back is the answer of a network, disk or database read,
not the argument that asked for it). A call to a function of the file is its summary's business
(summaries.py), and a method called on a value is the syntax module's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.javascript import ESCAPERS, module_binding
from secure_lint.matchers.values.tree_memo import tree_fact

if TYPE_CHECKING:
    from secure_lint.matchers.taint.flow import Scope

# the first word of a camelCase or snake_case name (`isAllowed`, `get_user`, `hashToken`)
_FIRST_WORD = lazy_compile(r"^_*([a-z]+|[A-Z][a-z]*)")
OWN_VALUE_WORDS = frozenset(
    {
        # predicates and checks
        *("is", "has", "can", "should", "must", "validate", "check", "verify", "assert", "ensure", "compare"),
        *("equal", "equals", "contains", "exists", "includes", "matches", "test", "allow", "allowed"),
        # numbers, booleans, dates
        *("count", "size", "len", "length", "parse", "number", "to", "round", "floor", "ceil", "sum", "min", "max"),
        *("avg", "now", "date", "time", "timestamp", "ms", "seconds"),
        # digests and generated values
        *("hash", "digest", "md5", "sha", "sha1", "sha256", "hmac", "crypt", "bcrypt", "encrypt", "sign", "uuid"),
        *("nanoid", "random", "generate", "gen", "token", "id", "cuid", "ulid"),
        # sanitisers the value model does not know for a context
        *("sanitize", "sanitise", "clean", "strip", "purify", "filter", "whitelist", "allowlist", "slugify", "slug"),
        *("safe", "trusted", "valid", "verified", "secure", "sane", "restrict", "limit", "clamp"),
        # lookups and effects: their value is a record or a status, not the argument
        *("get", "find", "fetch", "load", "read", "query", "select", "lookup", "search", "list", "exec", "execute"),
        *("run", "call", "request", "send", "post", "put", "patch", "delete", "remove", "create", "insert"),
        *("update", "upsert", "save", "store", "write", "log", "emit", "dispatch", "set", "use", "handle"),
        *("redirect", "navigate", "open", "spawn", "require", "import", "await", "wait", "sleep", "notify"),
    }
)


def carries(scope: Scope, call: Any, function: Any) -> bool:
    """Whether the value of `call` to an unknown function holds a tainted argument's data."""
    if scope.fixed_origin:
        return False  # a URL sink: a helper builds its own route or URL (`settingsPath(id)`), its origin the code's
    name = _unknown_name(function)
    if name is None or not _carrying_name(name) or _awaited(call):
        return False
    arguments = call.field("arguments")
    if arguments is None or arguments.kind() != "arguments":
        return False  # a tagged template (sql`... ${id}`): the tag's parameters, not text
    return scope.any_tainted(arguments.named_children())


def _awaited(call: Any) -> bool:
    parent = call.parent()
    while parent is not None and parent.kind() == "parenthesized_expression":
        parent = parent.parent()
    return parent is not None and parent.kind() == "await_expression"


def _unknown_name(function: Any) -> str | None:
    """The name called, when the callee is declared nowhere in the file: a bare name imported or
    global (`format(x)`), or a function of a module imported whole (`import * as text`:
    `text.normalizeTag(x)`). A method of another object (a client, a controller, a library's
    default export) is an operation of that object, not a function of its argument."""
    if function.kind() == "identifier":
        return str(function.text()) if module_binding(function) else None
    if function.kind() == "member_expression":
        target, prop = function.field("object"), function.field("property")
        if target is not None and prop is not None and target.kind() == "identifier" and _namespace(target):
            return str(prop.text())
    return None


def _namespace(name: Any) -> bool:
    """Whether `name` is bound by `import * as name from '...'`."""
    return str(name.text()) in tree_fact(name, "namespace-imports", _namespace_imports)


def _namespace_imports(root: Any) -> frozenset[str]:
    """The names the file's `import * as name` statements bind."""
    return frozenset(
        str(found.text()) for imported in root.find_all(kind="namespace_import") for found in imported.named_children()
    )


def _carrying_name(name: str) -> bool:
    if ESCAPERS().match(name):
        return True  # an escaper for another context than the sink's (one for its own is a sanitizer)
    if name[:1].isupper():
        return False  # a class, a component, a global constructor (`Number`, `Date`)
    first = _FIRST_WORD.match(name)
    return first is not None and first.group(1).lower() not in OWN_VALUE_WORDS
