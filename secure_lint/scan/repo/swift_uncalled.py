"""Swift storage and crypto findings inside a method nothing in the app calls: dropped.

Apps keep legacy helpers after a migration: a `storeToken(_:)` of an old defaults class whose
replacement writes to the Keychain, a `getPrivateKeyFromPem` from before a key change. A write or a
key made there never runs. A finding of a storage, Keychain, crypto or password rule is dropped
when the named method around it is called nowhere: its name appears in no other place of the
app's Swift, Objective-C, storyboard or plist files (a selector, a call, a reference all name it),
while another method of its type is named somewhere (the type is in use; the method was left behind).

A TLS finding (a challenge handler that accepts any server) is dropped when the type around it is
named nowhere but its declaration: no session can be given a delegate nothing creates. Its methods
are the system's callbacks, so the method test cannot speak for them; the type's name can.

The test errs toward called. A method the system or a framework calls by its signature is kept:
an `override`, an `@objc`/`@IB...` one, and a delegate or data-source callback, known by Cocoa's
naming (its first parameter is the object calling it: `urlSession(_ session: URLSession, ...)`,
`messaging(_ messaging: Messaging, didReceiveRegistrationToken:)`). So is one whose name is
declared more than once (an overload or a protocol requirement: its calls are not told apart).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULE_PREFIXES = ("swift.storage.", "swift.keychain.", "swift.crypto.", "swift.password.")
# rules whose findings live in system callbacks: dropped when their type is never created
TYPE_RULE_PREFIXES = ("swift.tls.",)
# whole-app checks report at a place that stands for the app, not for the method around it
APP_CHECKS = frozenset({"swift.storage.app-without-keychain"})
NAMING_SUFFIXES = (".swift", ".m", ".mm", ".h", ".storyboard", ".xib", ".plist")
_SYSTEM_CALLED = lazy_compile(r"^(?:override|@objc\b.*|@IB\w+|@_\w+.*|@NSManaged)$")


def uncalled_swift_findings_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without storage and crypto findings in Swift methods nothing calls."""
    return each_file_result(items, lambda result: _in_file(result, repo))


def _in_file(result: FileResult, repo: Repository) -> FileResult:
    if not result.path.endswith(".swift") or not any(_asked(f) or _type_asked(f) for f in result.findings):
        return result
    root = _root(repo.text(result.path) or "")
    functions = list(root.find_all(kind="function_declaration"))
    types = list(root.find_all(kind="class_declaration"))
    kept = [
        f for f in result.findings
        if not (_asked(f) and _in_uncalled_method(functions, repo, f))
        and not (_type_asked(f) and _in_unnamed_type(types, repo, f))
    ]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _asked(finding: Finding) -> bool:
    return finding.rule_id.startswith(RULE_PREFIXES) and finding.rule_id not in APP_CHECKS


def _type_asked(finding: Finding) -> bool:
    return finding.rule_id.startswith(TYPE_RULE_PREFIXES)


def _root(text: str) -> Any:
    from ast_grep_py import SgRoot  # noqa: PLC0415 (a heavy import, for the few files that need it)

    return SgRoot(text, "swift").root()


def _around(nodes: list[Any], finding: Finding) -> list[Any]:
    line = finding.location.start_line - 1
    return [n for n in nodes if n.range().start.line <= line <= n.range().end.line]


def _in_uncalled_method(functions: list[Any], repo: Repository, finding: Finding) -> bool:
    return any(_uncalled(function, repo) for function in _around(functions, finding))


def _in_unnamed_type(types: list[Any], repo: Repository, finding: Finding) -> bool:
    """Whether the innermost type around the finding is named only by its own declaration."""
    around = _around(types, finding)
    if not around:
        return False
    innermost = max(around, key=lambda node: node.range().start.index)
    name_node = innermost.field("name")
    return name_node is not None and not _named_elsewhere(repo, str(name_node.text()))


def _uncalled(function: Any, repo: Repository) -> bool:
    name_node = function.field("name")
    if name_node is None:
        return False
    name = str(name_node.text())
    modifiers = [str(c.text()) for c in function.children() if c.kind() == "modifiers"]
    if any(_SYSTEM_CALLED.match(m.strip()) for modifier in modifiers for m in modifier.split()):
        return False
    if _delegate_callback(function, name) or _named_elsewhere(repo, name):
        return False
    return _live_type(function, name, repo)


def _live_type(function: Any, name: str, repo: Repository) -> bool:
    """Whether another method of the type (or extension) around the method is named elsewhere: the
    type is in use and this method was left behind. A type none of whose methods anything names
    (new code not wired yet, a sample) tells nothing: its findings stay."""
    body = function.parent()
    if body is None or body.kind() != "class_body":
        return False
    siblings = {
        str(n.text()) for f in body.children() if f.kind() == "function_declaration" and (n := f.field("name"))
    } - {name}
    return any(_named_elsewhere(repo, sibling) for sibling in sorted(siblings))


def _delegate_callback(function: Any, name: str) -> bool:
    """Cocoa's delegate naming: the first parameter is the calling object, its type named as the
    method is (`tableView(_ tableView: UITableView, ...)`, `urlSession(_ session: URLSession, ...)`)."""
    parameters = [c for c in function.children() if c.kind() == "parameter"]
    if not parameters:
        return False
    declared_type = str(parameters[0].text()).rpartition(":")[2]
    type_name = re.sub(r"[^A-Za-z0-9]", "", declared_type).lower()
    return bool(type_name) and (name.lower() in type_name or type_name in name.lower())


def _named_elsewhere(repo: Repository, name: str) -> bool:
    """Whether the word `name` appears more than once in the app's Swift, Objective-C and interface
    files (its own declaration is one)."""

    def search() -> bool:
        word = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])")
        seen = 0
        for path in repo.paths:
            text = repo.text(path) if path.endswith(NAMING_SUFFIXES) else None
            if text is not None and name in text:
                seen += len(word.findall(text))
                if seen > 1:
                    return True
        return False

    named: bool = repo.once(f"swift-uncalled:named:{name}", search)
    return named
