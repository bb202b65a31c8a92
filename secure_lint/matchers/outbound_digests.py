"""The MD5/SHA-1 digests of a JS/TS file that go out in a request to another server (the repository
fact digest-sent-outbound, catalogued in structural_facts.py).

A protocol a server defines can mandate the hash its clients sign requests with: Subsonic's token
`t = md5(password + salt)`, Last.fm's `api_sig`, HTTP Digest authentication's `HA1` and `response`.
The client cannot choose another hash; the digest is neither stored nor compared by the app. What
shows it is where the digest goes, not the service's name: into an outbound request's query, body
or header, directly or through

- the local it is bound to, an object it is a property of (`params.api_sig = sig`,
  `{ t: token, s: salt }`) and that object's own local;
- a request option holding that object (`{ params }`, `headers:`, `body: new URLSearchParams(q)`);
- a URL or query string built from it (`new URL(...)`, `URLSearchParams`, `searchParams.set`);
- the function that returns it, followed to its calls in the file (a signing helper);
- another digest it is hashed into (HTTP Digest's `response = md5(HA1:nonce:HA2)`).

An outbound request is a call of an HTTP client (`fetch`, `axios`, `got`, `ky`, `needle`, `request`,
`http.request`, `superagent`, and their verb methods), or a request builder's `.query(obj)`,
`.set(obj)`, `.send(obj)` in a file that imports an HTTP client. A digest that reaches a SQL query,
a comparison, a response or a store is none of these and stays reported: a password hashed with MD5
for the app's own users, a token or key derived with it.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile

_JS = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".mts", ".cts")
_WEAK_CREATE = r"""^(?:[\w$]+\.)?createHash\s*\(\s*['"`](?i:md5|md4|sha-?1)['"`]"""
# an HTTP client imported by the file: a request builder's methods (`.query(obj)`) are then outbound
_CLIENT_IMPORT = lazy_compile(
    r"""(?:require\s*\(\s*|from\s+)['"](?:superagent|axios|got|node-fetch|undici|request|needle|ky|ofetch"""
    r"""|cross-fetch|isomorphic-fetch|phin|centra|bent|wretch)['"/]"""
)
# an HTTP client called (`fetch(url)`, `axios.post(url, body)`, `https.request(options)`)
_CLIENT_CALL = lazy_compile(
    r"""^(?:fetch|axios|got|ky|ofetch|\$fetch|needle|superagent|request|phin|undici\.request|https?\.(?:request|get))$"""
    r"""|^(?:axios|got|ky|ofetch|needle|superagent|request|undici|[\w$.]*(?:[Hh]ttp|[Cc]lient|[Aa]pi))\s*\."""
    r"""(?:get|post|put|patch|delete|head|request|fetch)$"""
)
# a request builder's methods that take a query, header or body object
_BUILDER_METHOD = lazy_compile(r"""\.(?:query|set|send|field|form|auth)$""")
# a URL or query string built from the value
_URL_BUILDER = lazy_compile(
    r"""^(?:URL|URLSearchParams)$|\.searchParams\s*\.\s*(?:set|append)$|^(?:qs|querystring)\.stringify$"""
)
# a digest fed into another hash (HTTP Digest's `response = md5(HA1:nonce:HA2)`): that one's destination counts
_UPDATE = lazy_compile(r"""\.\s*update$""")
# request options that carry a value to the server
_REQUEST_OPTION = lazy_compile(r"""^['"]?(?:params|query|searchParams|qs|headers|form|body|data|json)['"]?$""")
# expressions that pass a value on unchanged or into a larger string
_PASS_THROUGH = (
    "template_substitution",
    "template_string",
    "binary_expression",
    "parenthesized_expression",
    "await_expression",
    "as_expression",
    "non_null_expression",
)
DEPTH = 4  # how many locals, objects and helper functions are followed


def outbound_digests(repo: Repository, path: str) -> frozenset[str]:
    """The texts of the file's MD5/SHA-1 digest expressions that go out in a request."""
    text = repo.text(path) if path.endswith(_JS) else None
    if text is None or "createHash" not in text:
        return frozenset()
    root = SourceFile(path, text).tree
    client = _CLIENT_IMPORT.search(text) is not None
    found = set()
    for create in root.find_all(kind="call_expression", regex=_WEAK_CREATE):
        chain = _chain_of(create)
        if _goes_out(root, chain, client, DEPTH, via_object=False):
            found.add(str(chain.text()))
    return frozenset(found)


def _chain_of(node: Any) -> Any:
    """The whole `createHash(...).update(...).digest(...)` expression a call starts."""
    while (parent := node.parent()) is not None and parent.kind() in ("member_expression", "call_expression"):
        if parent.kind() == "member_expression" and parent.field("object") != node:
            break
        if parent.kind() == "call_expression" and parent.field("function") != node:
            break
        node = parent
    return node


def _carrier(node: Any, via_object: bool) -> tuple[Any, bool]:
    """The expression that carries `node` on, and whether a string built around it does (a SQL text
    would be one), through the expressions that only pass it on."""
    while (parent := node.parent()) is not None and parent.kind() in _PASS_THROUGH:
        via_object = via_object and parent.kind() not in ("template_substitution", "binary_expression")
        node = parent
    return node, via_object


def _goes_out(root: Any, node: Any, client: bool, depth: int, via_object: bool) -> bool:
    if depth < 0:
        return False
    node, via_object = _carrier(node, via_object)
    parent = node.parent()
    if parent is None:
        return False
    kind = parent.kind()
    if kind == "arguments":
        call = parent.parent()
        if _UPDATE.search(str(call.field("function").text()) if call.kind() == "call_expression" else ""):
            return _goes_out(root, _chain_of(call), client, depth - 1, via_object=False)  # hashed again
        return _outbound_call(call, client, via_object)
    if kind == "pair" and parent.field("value") == node:
        return _object_goes_out(root, parent.parent(), client, depth)
    if kind == "variable_declarator" and parent.field("value") == node:
        return _local_goes_out(root, parent.field("name"), client, depth - 1, via_object)
    if kind == "assignment_expression" and parent.field("right") == node:
        return _assigned_goes_out(root, parent.field("left"), client, depth - 1, via_object)
    if kind in ("return_statement", "arrow_function"):
        return _result_goes_out(root, parent, client, depth - 1, via_object)
    return False


def _outbound_call(call: Any, client: bool, via_object: bool) -> bool:
    if call is None:
        return False
    callee = call.field("function") if call.kind() == "call_expression" else call.field("constructor")
    name = re.sub(r"\s+", "", str(callee.text())) if callee is not None else ""
    if _CLIENT_CALL.search(name) or _URL_BUILDER.search(name):
        return True
    if not (client and via_object and _BUILDER_METHOD.search(name)):
        return False
    # `req.query(params)`, not `db.query('... WHERE h = :h', params)`: a builder takes the object first
    arguments = call.field("arguments")
    first = next((a for a in arguments.children() if a.is_named()), None) if arguments is not None else None
    return first is not None and first.kind() not in ("string", "template_string")


def _object_goes_out(root: Any, obj: Any, client: bool, depth: int) -> bool:
    """Whether an object literal holding the value goes out: as a request's argument, a request
    option of one, or through the local it is bound to."""
    if obj is None or obj.kind() != "object":
        return False
    parent = obj.parent()
    if parent is not None and parent.kind() == "pair" and _REQUEST_OPTION.match(str(parent.field("key").text())):
        return _object_goes_out(root, parent.parent(), client, depth) or _goes_out(root, obj, client, depth, True)
    return _goes_out(root, obj, client, depth, via_object=True)


def _local_goes_out(root: Any, name: Any, client: bool, depth: int, via_object: bool) -> bool:
    """Whether a use of the local `name` is bound to carries the value out."""
    if name is None or name.kind() != "identifier" or depth < 0:
        return False
    return any(
        _goes_out(root, use, client, depth, via_object) or _shorthand_goes_out(root, use, client, depth)
        for use in _uses(root, name)
    )


def _assigned_goes_out(root: Any, left: Any, client: bool, depth: int, via_object: bool) -> bool:
    """`x = digest` follows x; `params.sig = digest` / `params['sig'] = digest` follows the object."""
    if left is None:
        return False
    if left.kind() == "identifier":
        return _local_goes_out(root, left, client, depth, via_object)
    if left.kind() in ("member_expression", "subscript_expression"):
        target = left.field("object")
        if target is not None and target.kind() == "identifier":
            return _local_goes_out(root, target, client, depth, via_object=True)
    return False


def _shorthand_goes_out(root: Any, use: Any, client: bool, depth: int) -> bool:
    """`{ params }` / `{ sig }`: the local is a property of an object that may go out."""
    if use.kind() != "shorthand_property_identifier":
        return False
    return _object_goes_out(root, use.parent(), client, depth)


def _uses(root: Any, name: Any) -> list[Any]:
    """The reads of a local in the function around it (the file for a module's own), its
    declaration left out."""
    word = str(name.text())
    function = next((a for a in name.ancestors() if a.kind() in _FUNCTIONS), None)
    scope = function if function is not None else root
    return [
        node
        for kind in ("identifier", "shorthand_property_identifier")
        for node in scope.find_all(kind=kind, regex=f"^{re.escape(word)}$")
        if node != name and not _declares(node)
    ]


def _declares(node: Any) -> bool:
    parent = node.parent()
    return parent is not None and parent.kind() == "variable_declarator" and parent.field("name") == node


def _result_goes_out(root: Any, holder: Any, client: bool, depth: int, via_object: bool) -> bool:
    """The function returning the value, followed to the calls of its name in the file."""
    function = (
        holder
        if holder.kind() == "arrow_function"
        else next((a for a in holder.ancestors() if a.kind() in _FUNCTIONS), None)
    )
    name = _function_name(function) if function is not None else None
    if not name:
        return False
    calls = root.find_all(kind="call_expression", regex=rf"^(?:[\w$]+\.)*{re.escape(name)}\s*\(")
    return any(_goes_out(root, call, client, depth, via_object) for call in calls)


_FUNCTIONS = ("function_declaration", "method_definition", "arrow_function", "function_expression")


def _function_name(function: Any) -> str | None:
    name = function.field("name")
    parent = function.parent()
    if (
        name is None
        and parent is not None
        and parent.kind() in ("variable_declarator", "pair", "public_field_definition")
    ):
        name = parent.field("name") or parent.field("key")
    return str(name.text()) if name is not None else None
