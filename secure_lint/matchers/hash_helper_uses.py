"""What the callers of a Swift MD5 or SHA-1 helper use its digest for (the repository fact
weak-hash-helper-uses, catalogued in structural_facts.py).

A helper such as `extension String { func md5() -> String }` or `NSData.sha1()` computes a
broken hash for whoever calls it: the file that holds it cannot say whether the digest protects
anything. Its callers can. A helper is answered when shipped code calls it, and every shipped
call sits in a function, property or statement whose names say a use that needs no collision
resistance: a cache key or ETag, a checksum, de-duplication, a Gravatar-style avatar URL, or
the HaveIBeenPwned range query (which the service defines on SHA-1). Tests' calls do not count;
a helper nothing calls, or one any other caller uses, stays reported.
"""

from __future__ import annotations

import re
from typing import Any

from secure_lint.core.repository import Repository
from secure_lint.core.source import SourceFile

_WEAK_HASH = {
    "any": [
        {"kind": "navigation_expression", "regex": r"^Insecure\.(MD5|SHA1)$"},
        {"kind": "simple_identifier", "regex": r"^CC_(MD5|SHA1)(_Init)?$"},
    ]
}
# names that say the digest is a lookup key or a fingerprint, not a protection
_NON_SECURITY_USE = re.compile(r"(?i)(cache|etag|checksum|dedup|gravatar|avatar|pwned|hibp)")


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


def _calls(repo: Repository, names: set[str]) -> dict[str, list[list[str]]]:
    """For each helper name, the names around each of its calls in shipped Swift code."""
    found: dict[str, list[list[str]]] = {name: [] for name in names}
    needle = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names)) + r")\s*\(")
    for source in repo.sources(".swift", needle):
        if not repo.is_shipped(source.path):
            continue
        for call in source.tree.find_all(kind="call_expression"):
            if (name := _callee_name(call)) in found:
                found[name].append(_statement_names(call))
    return found


def non_security_hash_helpers(repo: Repository, path: str) -> frozenset[str]:
    """The MD5/SHA-1 helpers of `path` whose every shipped caller says a non-security use."""
    text = repo.text(path)
    if text is None or not path.endswith(".swift"):
        return frozenset()
    helpers = _helper_names(SourceFile(path, text).tree)
    if not helpers:
        return frozenset()
    answered = set()
    for name, sites in _calls(repo, helpers).items():
        if sites and all(any(_NON_SECURITY_USE.search(n) for n in site) for site in sites):
            answered.add(name)
    return frozenset(answered)
