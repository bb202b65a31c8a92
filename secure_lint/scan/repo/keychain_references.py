"""A Codable record of Keychain references stored in UserDefaults holds no secret.

`swift.storage.token-in-userdefaults` knows a credential by the key's name (`"git.credentials.entries"`).
Apps that keep their secrets in the Keychain often keep the index of them in UserDefaults: a list of
records whose credential-named fields are the Keychain items' ids (`passwordObjectID: String`,
`tokenKeychainID`, a `UUID`), written as `set(try? PropertyListEncoder().encode(newValue), forKey: k)`.
The value written is followed to the encoded type (through `try? X.encode(v)`, `(if|guard) let` bindings
and a setter's `newValue`, whose type is its property's), and that type's declaration in the app's Swift
sources is read: stored properties and enum cases' associated values, and the app types they name in
turn. The finding is dropped when at least one credential-named field is a reference and none is
anything else (`token: String`, `case apiKey(String)`, a session id). A type not found keeps it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.defaults_records import element_type
from secure_lint.matchers.app_checks.mobile import swift_app_folder, swift_sources
from secure_lint.scan.repo import each_file_result, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"swift.storage.token-in-userdefaults"})
_WRITTEN = lazy_compile(r"\bset(?:Value)?\s*\(\s*(?P<value>[^,\n]{1,160}),\s*forKey\s*:")
_ENCODED = lazy_compile(
    r"^(?:[\w.]*[Ee]ncoder(?:\(\))?\.encode|NSKeyedArchiver\.archivedData)\(\s*(?:withRootObject:\s*)?"
    r"(?P<inner>[\w.]+?)\s*(?:,\s*requiringSecureCoding:[^)]*)?\)$"
)
_NAME = lazy_compile(r"^(?:self\.)?(?P<name>[A-Za-z_]\w*)$")
_PROPERTY = lazy_compile(r"\bvar\s+(?P<name>\w+)\s*:\s*(?P<type>[^{=\n]+?)\s*\{")
_TYPE_DECLARATION = r"\b(?:struct|(?:final\s+)?class|enum)\s+{name}\b[^{{]*\{{"
_STORED = lazy_compile(
    r"^[ \t]*(?:@\w+\s+)?(?:(?:public|private|internal|fileprivate|private\(set\)|public\(set\))\s+)*"
    r"(?:var|let)\s+(?P<name>\w+)[ \t]*:[ \t]*(?P<type>[^={\n]+?)[ \t]*(?P<rest>=[^\n]*|\{[^\n]*)?$",
    re.MULTILINE,
)
_CASE = lazy_compile(r"^[ \t]*(?:indirect\s+)?case\s+(?P<name>\w+)\s*\(", re.MULTILINE)
_CREDENTIAL = lazy_compile(
    r"(?i)token|passw(?:or)?d|passwd|passphrase|passcode|secret|credential|api_?key|private_?key|mnemonic|cookie"
    r"|session"
)
# a reference: an id or a Keychain item's name; a session id is the session itself
_REFERENCE = lazy_compile(r"(?:I[Dd]s?|Identifiers?|Refs?|References?)$|^id$|[Kk]eychain")
_SESSION_ID = lazy_compile(r"(?i)session_?id")
_UUID = lazy_compile(r"^\[?UUID\]?[?!]?$")
# a flag, a count or a date about a credential (`passwordUpdated: Date`) holds none
_INERT = lazy_compile(r"^(?:Bool|Int\d*|UInt\d*|Double|Float|Date|TimeInterval)[?!]?$")
_SETTER_REACH = 15  # lines above the write searched for its value's binding, parameter or setter's property
_MAX_DEPTH = 3


def keychain_reference_records_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without credential-storage findings of records that keep only Keychain references."""
    return each_file_result(items, lambda result: _judged(result, repo))


def _judged(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    text = repo.text(result.path) or ""
    kept = [f for f in result.findings if f.rule_id not in RULES or not _references_only(f, text, repo)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _references_only(finding: Finding, text: str, repo: Repository) -> bool:
    lines = text.splitlines()
    at = finding.location.start_line - 1
    written = _WRITTEN.search(lines[at]) if 0 <= at < len(lines) else None
    if written is None:
        return False
    type_name = _encoded_type(lines, at, written.group("value"))
    if type_name is None:
        return False
    sources = swift_sources(repo, swift_app_folder(repo, finding.location.path))
    verdict = _fields_verdict(repo, sources, type_name, 0, set())
    return verdict == "references"


def _encoded_type(lines: list[str], at: int, value: str, encoded: bool = False, depth: int = 0) -> str | None:
    """The type of the record `value` encodes, followed up the lines above `at`; None when not one."""
    value = re.sub(r"^try[?!]?\s+", "", value.strip()).rstrip("!")
    if depth > 4:
        return None
    inner = _ENCODED.match(value)
    if inner is not None:
        return _encoded_type(lines, at, inner.group("inner"), True, depth + 1)
    name = _NAME.match(value)
    if name is None:
        return None
    word = re.escape(name.group("name"))
    bound = re.compile(rf"\b(?:let|var)\s+{word}\s*(?::\s*[\w\[\]?]+\s*)?=\s*(?P<expr>.+?)\s*(?:\{{|,|$)")
    typed = re.compile(rf"(?<![\w.]){word}\s*:\s*(?P<type>\[[^\]\n]{{1,60}}\]|[\w<>]{{1,60}})")
    for index in range(at, max(-1, at - _SETTER_REACH), -1):
        line = lines[index]
        if (found := bound.search(line)) is not None:
            return _encoded_type(lines, index, found.group("expr"), encoded, depth + 1)
        declared = _PROPERTY.search(line) if name.group("name") == "newValue" else typed.search(line)
        if declared is not None:  # a setter's property, a parameter, a typed declaration
            return element_type(declared.group("type")) if encoded else None
    return None


def _declaration(repo: Repository, sources: list[str], name: str) -> list[tuple[str, str]]:
    """The bodies and kinds of the app's declarations of type `name`."""
    pattern = re.compile(_TYPE_DECLARATION.format(name=re.escape(name)))
    found = []
    for path in sources:
        text = repo.text(path) or ""
        if name not in text:
            continue
        for match in pattern.finditer(text):
            end = closing(text, match.end(), "{}", limit=40_000) or len(text)
            found.append(("enum" if match.group(0).startswith("enum") else "record", text[match.end() : end - 1]))
    return found


def _own_level(body: str) -> str:
    depth, level = 0, []
    for line in body.splitlines():
        if depth == 0:
            level.append(line)
        depth += line.count("{") - line.count("}")
    return "\n".join(level)


def _fields(kind: str, body: str) -> list[tuple[str, str]]:
    """The (name, type) of the data a type keeps: stored properties, enum cases' associated values."""
    level = _own_level(body)
    fields = [
        (m.group("name"), m.group("type").strip())
        for m in _STORED.finditer(level)
        if not (m.group("rest") or "").startswith("{")
    ]
    if kind == "enum":
        for case in _CASE.finditer(level):
            end = closing(level, case.end(), limit=2000) or len(level)
            for value in re.split(r",(?![^()\[\]]*[)\]])", level[case.end() : end - 1]):
                label, _, typed = value.rpartition(":")
                fields.append(((label.strip().split() or [case.group("name")])[-1], typed.strip()))
    return fields


def _fields_verdict(repo: Repository, sources: list[str], name: str, depth: int, seen: set[str]) -> str | None:
    """The verdict: "references" when the type's credential-named fields are all references (one at least), "secret"
    when one is not, None when it names no credential or is not found."""
    declarations = _declaration(repo, sources, name) if depth <= _MAX_DEPTH and name not in seen else []
    if not declarations:
        return None
    seen = seen | {name}
    verdicts: set[str | None] = set()
    for kind, body in declarations:
        for field, typed in _fields(kind, body):
            verdicts.add(_field_verdict(repo, sources, field, typed, depth, seen))
    if "secret" in verdicts:
        return "secret"
    return "references" if "references" in verdicts else None


def _field_verdict(
    repo: Repository, sources: list[str], field: str, typed: str, depth: int, seen: set[str]
) -> str | None:
    credential = _CREDENTIAL.search(field) is not None and _INERT.match(typed) is None
    if credential and _SESSION_ID.search(field) is None and (_REFERENCE.search(field) or _UUID.match(typed)):
        return "references"
    element = element_type(typed)
    nested = _fields_verdict(repo, sources, element, depth + 1, seen) if element else None
    if nested is not None or not credential:
        return nested
    return "secret"
