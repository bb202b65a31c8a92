"""What the callers of a Swift MD5 or SHA-1 helper use its digest for (the repository fact
weak-hash-helper-uses, catalogued in structural_facts.py).

A helper such as `extension String { func md5() -> String }` or `NSData.sha1()` computes a
broken hash for whoever calls it: the file that holds it cannot say whether the digest protects
anything. Its callers can. A helper is answered when shipped code calls it, and every shipped
call sits in a function, property or statement whose names say a use that needs no collision
resistance: a cache key or ETag, a checksum, de-duplication, a Gravatar-style avatar URL, or
the HaveIBeenPwned range query (which the service defines on SHA-1); or a call whose digest the
function sends to a server as a request parameter or header (`URLQueryItem(value:)`,
`setValue(_:forHTTPHeaderField:)`): a protocol such as Subsonic's token `md5(password + salt)`
that the client must compute to talk to an existing server; the digest is neither stored nor
compared on the device. A caller that only returns the digest (`func md5Hex() -> String`, a
token builder) is followed to its own callers, a few levels deep. Tests' calls do not count;
a helper nothing calls, or one any other caller uses (a stored password hash), stays reported.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile

_WEAK_HASH = {
    "any": [
        {"kind": "navigation_expression", "regex": r"^Insecure\.(MD5|SHA1)$"},
        {"kind": "simple_identifier", "regex": r"^CC_(MD5|SHA1)(_Init)?$"},
    ]
}
# names that say the digest is a lookup key or a fingerprint, not a protection
_NON_SECURITY_USE = lazy_compile(r"(?i)(cache|etag|checksum|dedup|gravatar|avatar|pwned|hibp)")
# a call that puts a value into a request: a query item, request parameters, a header
_REQUEST_PART = lazy_compile(r"(?i)queryitem|^(?:parameters|params)$|httpheaderfield|^addquery")
WRAPPER_DEPTH = 3  # how many functions that only return the digest are followed to their callers


def _helper_names(tree: Any) -> set[str]:
    """The functions of a file that compute MD5 or SHA-1 themselves."""
    names = set()
    for node in tree.find_all(**_WEAK_HASH):
        for ancestor in node.ancestors():
            if ancestor.kind() == "function_declaration":
                if (name := ancestor.field("name")) is not None:
                    names.add(name.text())
                break
    return names


def _callee_name(call: Any) -> str:
    """`md5` for `md5(...)`, `text.md5(...)` and `NSData(...).sha1()`."""
    callee = call.children()[0]
    if callee.kind() == "simple_identifier":
        return str(callee.text())
    if callee.kind() == "navigation_expression":
        suffix = callee.children()[-1]
        return str(suffix.text()).lstrip(".") if suffix.kind() == "navigation_suffix" else ""
    return ""


def _statement_names(call: Any) -> list[str]:
    """The identifiers of the statement holding `call`, its nested blocks left out, and the
    name of the function or stored property around it."""
    statement = call
    for ancestor in call.ancestors():
        if ancestor.kind() in ("statements", "class_body", "source_file"):
            break
        statement = ancestor
    names = [
        identifier.text()
        for identifier in statement.find_all(kind="simple_identifier")
        if not any(a.kind() == "statements" for a in _between(identifier, statement))
    ]
    scope = next((a for a in call.ancestors() if _is_scope(a)), None)
    if scope is not None and (name := scope.field("name")) is not None:
        names.append(name.text())
    return names


def _is_scope(node: Any) -> bool:
    """A function, or a property of a type or file (a local `let` is a statement)."""
    parent = node.parent()
    return node.kind() == "function_declaration" or (
        node.kind() == "property_declaration" and parent is not None and parent.kind() != "statements"
    )


def _between(node: Any, top: Any) -> list[Any]:
    """The ancestors of `node` below `top`."""
    chain = []
    for ancestor in node.ancestors():
        if ancestor == top:
            break
        chain.append(ancestor)
    return chain


def _verdicts(repo: Repository, names: set[str], depth: int = WRAPPER_DEPTH) -> dict[str, list[bool]]:
    """For each helper name, whether each of its calls in shipped Swift code needs no collision
    resistance (a call that only returns the digest counts as its function's calls)."""
    found: dict[str, list[bool]] = {name: [] for name in names}
    needle = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\s*\(")
    for source in repo.sources(".swift", needle):
        if not repo.is_shipped(source.path):
            continue
        for call in source.tree.find_all(kind="call_expression"):
            if (name := _callee_name(call)) in found:
                found[name] += _call_verdicts(repo, call, names, depth)
    return found


def _call_verdicts(repo: Repository, call: Any, names: set[str], depth: int) -> list[bool]:
    if any(_NON_SECURITY_USE.search(n) for n in _statement_names(call)):
        return [True]
    wrapper = _returning_function(call) if depth else None
    wrapper_name = wrapper.field("name") if wrapper is not None else None
    if wrapper_name is not None and wrapper_name.text() not in names:
        return [v for vs in _verdicts(repo, {wrapper_name.text()}, depth - 1).values() for v in vs]
    return [_sent_as_parameter(call)]


def _statement_of(call: Any) -> Any:
    """The statement holding `call` (a child of `statements`), or None."""
    node = call
    while (parent := node.parent()) is not None and parent.kind() != "statements":
        if parent.kind() in ("lambda_literal", "function_declaration", "class_body", "source_file"):
            return None
        node = parent
    return node if parent is not None else None


def _function_of(statement: Any) -> Any:
    block = statement.parent()
    body = block.parent() if block is not None else None
    return body.parent() if body is not None and body.kind() == "function_body" else None


def _assigned_name(statement: Any) -> str | None:
    if statement.kind() != "property_declaration":
        return None
    pattern = next((c for c in statement.children() if c.kind() == "pattern"), None)
    return str(pattern.text()) if pattern is not None else None


def _returning_function(call: Any) -> Any:
    """The function whose result is the call's digest: `return call`, a body of that one
    expression, or `let x = call ... return x`; None otherwise."""
    statement = _statement_of(call)
    function = _function_of(statement) if statement is not None else None
    if function is None or not any(c.kind() == "->" for c in function.children()):
        return None
    if statement.kind() == "control_transfer_statement" and statement.text().startswith("return"):
        return function
    if len([c for c in statement.parent().children() if c.is_named()]) == 1 and statement.kind() == "call_expression":
        return function
    name = _assigned_name(statement)
    if name and any(r.text().split() == ["return", name] for r in function.find_all(kind="control_transfer_statement")):
        return function
    return None


def _is_request_call(call: Any) -> bool:
    callee = call.children()[0]
    words = [str(callee.children()[-1].text() if callee.children() else callee.text())]
    words += [str(label.text()) for label in call.find_all(kind="value_argument_label")]
    return any(_REQUEST_PART.search(word) for word in words)


def _sent_as_parameter(call: Any) -> bool:
    """The digest goes into a request's query item, parameters or header, directly or through
    the local it is assigned to."""
    for ancestor in call.ancestors():
        if ancestor.kind() == "statements":
            break
        if ancestor.kind() == "call_expression" and _is_request_call(ancestor):
            return True
    statement = _statement_of(call)
    name = _assigned_name(statement) if statement is not None else None
    scope = statement.parent() if statement is not None else None
    if not name or scope is None:
        return False
    return any(
        _is_request_call(use) and any(i.text() == name for i in use.find_all(kind="simple_identifier"))
        for use in scope.find_all(kind="call_expression")
    )


def non_security_hash_helpers(repo: Repository, path: str) -> frozenset[str]:
    """The MD5/SHA-1 helpers of `path` whose every shipped caller says a non-security use."""
    text = repo.text(path)
    if text is None or not path.endswith(".swift"):
        return frozenset()
    helpers = _helper_names(SourceFile(path, text).tree)
    if not helpers:
        return frozenset()
    answered = set()
    for name, verdicts in _verdicts(repo, helpers).items():
        if verdicts and all(verdicts):
            answered.add(name)
    return frozenset(answered)


def outbound_digest_statements(repo: Repository, path: str) -> frozenset[str]:
    """The statements of a Swift file that compute an MD5/SHA-1 digest in place (no helper) and
    send it to a server as a request parameter or header, directly or through the local they
    bind: a protocol's token (`let token = Insecure.MD5.hash(...)` then `URLQueryItem(name: "t",
    value: token)`)."""
    text = repo.text(path)
    if text is None or not path.endswith(".swift"):
        return frozenset()
    found = set()
    for node in SourceFile(path, text).tree.find_all(**_WEAK_HASH):
        call = next((a for a in node.ancestors() if a.kind() == "call_expression"), None)
        statement = _statement_of(call) if call is not None else None
        if statement is not None and _sent_as_parameter(call):
            found.add(str(statement.text()))
    return frozenset(found)
