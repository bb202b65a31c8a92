"""`swift-defaults-credential-record`: a whole Codable record that keeps a credential (an
`apiKey`, a `password`, an `accessToken` property) encoded into UserDefaults, an App Group suite,
the iCloud key-value store (`NSUbiquitousKeyValueStore`) or `@AppStorage`.

The line rules know a credential by the name of the key or of the value written
(`defaults.set(session.accessToken, forKey: "accessToken")`). An app that keeps its accounts or
server settings as one Codable list writes neither: `suite.set(servers.rawValue, forKey: "servers")`,
`cloud.set(try JSONEncoder().encode(account), forKey: "account")`, `@AppStorage("servers") var
servers: [Server]`. The record is a credential by its type: a struct or class of the app, Codable
(or Encodable), with a stored String property named for a credential. The value is followed to
that type through `try? JSONEncoder().encode(x)`, `x.rawValue` (the RawRepresentable bridge
`@AppStorage` needs) and local `let` bindings, and the type read from the declaration of `x` (a
parameter, a property, a typed `let`); a parameter of a function the file calls is followed to the
argument its calls pass (`push(raw)`). A property left out of the type's own `CodingKeys` is not
encoded, so no finding. A receiver that is not such a store (the Keychain, a cache
of the app's own) is no finding; nor a record whose credential-named property is a Bool or a
number, a device or push token, a page cursor.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import line_start, one_line
from secure_lint.matchers.app_checks.mobile import swift_app_folder, swift_sources
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

_WRITE = lazy_compile(
    r"""(?P<receiver>(?<![\w.])(?:self\.)?[A-Za-z_][\w.]*(?:\(suiteName:[^()\n]*\))?)\??\.(?:set|setValue)\s*\(\s*"""
    r"""(?P<value>[^,\n]{1,160}),\s*forKey:\s*(?P<key>[^)\n]{1,80})\)"""
)
_APP_STORAGE = lazy_compile(
    r"""@AppStorage\s*\((?P<key>(?:[^()\n]|\([^()\n]*\)){1,160})\)\s*(?:(?:private|fileprivate|internal|public)\s+)?var\s+"""
    r"""(?P<name>\w+)\s*:\s*(?P<type>[\w\[\]<>?.: ]{1,80}?)\s*(?:=|$|\{)""",
    re.MULTILINE,
)
_LITERAL = lazy_compile(r"""^\s*(?:true|false|nil|-?\d[\d_.]*|"[^"\n]*"|\.\w+)\s*$""")
_PLAIN_TYPES = lazy_compile(r"^(?:String|Bool|Int\d*|UInt\d*|Double|Float|CGFloat|Date|Data|URL|TimeInterval)$")
# the stores: the type names, and the expressions that are one
_STORE_TYPE = r"(?:UserDefaults|NSUbiquitousKeyValueStore)"
_STORE_EXPRESSION = lazy_compile(
    r"^(?:UserDefaults\.standard|UserDefaults\(suiteName:[^()]*\)|NSUbiquitousKeyValueStore\.default"
    r"|defaults|userDefaults|standardDefaults)$"
)
# a key that names a credential: the line rules (token-in-userdefaults and siblings) report those
_NAMED_KEY = lazy_compile(r"(?i)token|jwt|passw(?:or)?d|passwd|secret|credential|api_?key|private_?key|passcode")
# a stored property that keeps a credential: its name ends in one
_CREDENTIAL_PROPERTY = lazy_compile(
    r"(?i)(?:^|[a-z0-9_])(?:token|password|passwd|passphrase|passcode|secret|api_?key|private_?key|mnemonic)$"
    r"|^(?:apiKey|apikey|api_key|password|token|secret)$"
)
_NOT_CREDENTIAL_PROPERTY = lazy_compile(
    r"(?i)(?:device|push|fcm|apns|registration|notification|csrf|page|sync|change|continuation|delta|next|cursor)"
    r"_?token$"
)
_RECORD = lazy_compile(
    r"""\b(?:struct|(?:final\s+)?class)\s+(?P<name>[A-Z]\w*)\s*(?:<[^>{]*>)?\s*:\s*(?P<conforms>[^{]{1,300})\{"""
)
_EXTENSION = lazy_compile(r"""\bextension\s+(?P<name>[A-Z]\w*)\s*:\s*(?P<conforms>[^{]{1,300})\{""")
_CODING_KEYS = lazy_compile(r"""\benum\s+CodingKeys\b[^{]*\{""")
_CODABLE = lazy_compile(r"\b(?:Codable|Encodable)\b")
_STORED = lazy_compile(
    r"""^[ \t]*(?:(?:public|private|internal|fileprivate|private\(set\)|public\(set\))\s+)*(?:var|let)\s+"""
    r"""(?P<name>\w+)[ \t]*(?::[ \t]*(?P<type>[\w?!]+)[ \t]*)?(?P<rest>[^\n]*)$""",
    re.MULTILINE,
)
_ENCODED = lazy_compile(r"""^(?:[\w.]*[Ee]ncoder(?:\(\))?)\.encode\(\s*(?P<inner>[^()]+?)\s*\)$""")
_RAW_VALUE = lazy_compile(r"""^(?P<inner>[\w.]+?)\.rawValue$""")
_FUNCTION = lazy_compile(r"""\bfunc\s+(?P<name>\w+)\s*(?:<[^>(]*>)?\s*\((?P<params>[^)]*)\)""")
_NAME = lazy_compile(r"""^(?:self\.)?(?P<name>[A-Za-z_]\w*)$""")


@dataclass(frozen=True)
class Record:
    name: str
    path: str
    line: int
    prop: str  # the credential-named property


@dataclass(frozen=True)
class Traced:
    record: Record
    steps: tuple[str, ...]  # how the value written is that record


def record_anchors(source: SourceFile) -> Iterator[RawMatch]:
    text = source.text
    for match in _WRITE.finditer(text):
        if _NAMED_KEY.search(match.group("key")) is None and not _LITERAL.match(match.group("value")):
            yield RawMatch(match.start(), match.end())
    for match in _APP_STORAGE.finditer(text):
        if _PLAIN_TYPES.match(element_type(match.group("type")) or "String") is None:
            yield RawMatch(match.start(), match.end())


def element_type(type_text: str) -> str | None:
    """The record type a declared type holds: `[Server]`, `Server?`, `Array<Server>`, `[String: Server]`."""
    found = re.fullmatch(
        r"\s*(?:\[\s*(?:\w+\s*:\s*)?(?P<a>\w+)\s*\]|Array<\s*(?P<b>\w+)\s*>|(?P<c>\w+))\s*[?!]?\s*", type_text
    )
    if found is None:
        return None
    return found.group("a") or found.group("b") or found.group("c")


def _credential_property(body: str) -> str | None:
    """The first stored String property of a type body (its own level only) named for a credential."""
    depth, level = 0, []
    for line in body.splitlines():
        if depth == 0:
            level.append(line)
        depth += line.count("{") - line.count("}")
    for stored in _STORED.finditer("\n".join(level)):
        name, type_text, rest = stored.group("name"), stored.group("type"), stored.group("rest").strip()
        if not _CREDENTIAL_PROPERTY.search(name) or _NOT_CREDENTIAL_PROPERTY.search(name):
            continue
        if rest.startswith("{"):
            continue  # computed
        string_typed = type_text in ("String", "String?", "String!")
        if (string_typed or (type_text is None and re.match(r'=\s*"', rest))) and _encoded(body, name):
            return name
    return None


def _encoded(body: str, prop: str) -> bool:
    """Whether the property is encoded: no `CodingKeys` of the type's own, or one that lists it."""
    keys = _CODING_KEYS.search(body)
    if keys is None:
        return True
    end = closing(body, keys.end(), "{}", limit=4000) or len(body)
    return re.search(rf"\b{re.escape(prop)}\b", body[keys.end() : end]) is not None


def _records(repo: Repository, sources: list[str]) -> dict[str, Record]:
    """The app's Codable types that keep a credential, by name."""
    codable: set[str] = set()
    bodies: dict[str, tuple[str, int, str]] = {}
    for path in sources:
        text = repo.text(path) or ""
        if "Codable" not in text and "Encodable" not in text and "struct" not in text and "class" not in text:
            continue
        for match in _EXTENSION.finditer(text):
            if _CODABLE.search(match.group("conforms")):
                codable.add(match.group("name"))
        for match in _RECORD.finditer(text):
            if _CODABLE.search(match.group("conforms")):
                codable.add(match.group("name"))
            end = closing(text, match.end(), "{}", limit=40_000) or len(text)
            line = text.count("\n", 0, match.start()) + 1
            bodies.setdefault(match.group("name"), (path, line, text[match.end() : end]))
    found = {}
    for name in codable & bodies.keys():
        path, line, body = bodies[name]
        prop = _credential_property(body)
        if prop is not None:
            found[name] = Record(name, path, line, prop)
    return found


def _declared_type(text: str, name: str, start: int, before: int) -> str | None:
    """The type `name` is declared with: in its function (a parameter, a typed `let`), else in the file."""
    pattern = re.compile(rf"(?<![\w.]){re.escape(name)}\s*:\s*(?P<type>\[[^\]\n]{{1,60}}\]|[\w<>]{{1,60}})[?!]?")
    near = [m for m in pattern.finditer(text, start, before)]
    chosen = near[-1] if near else next(pattern.finditer(text), None)
    return chosen.group("type") if chosen is not None else None


def _function_start(text: str, before: int) -> int:
    found = [m.start() for m in _FUNCTION.finditer(text, max(0, before - 6000), before)]
    return found[-1] if found else max(0, before - 6000)


def _bound_value(text: str, name: str, start: int, before: int) -> re.Match[str] | None:
    """The nearest `let name = <expr>` above the write, in its function."""
    pattern = re.compile(rf"\b(?:let|var)\s+{re.escape(name)}\s*=\s*(?P<expr>[^\n]{{1,160}})$", re.MULTILINE)
    bound = [m for m in pattern.finditer(text, start, before)]
    return bound[-1] if bound else None


def _argument_at_calls(text: str, start: int, name: str) -> Iterator[tuple[str, int]]:
    """When `name` is the first parameter of the function at `start`: the argument each call of that
    function in the file passes for it, with the call's offset."""
    header = _FUNCTION.match(text, start)
    if header is None or not re.match(rf"\s*(?:_\s+)?{re.escape(name)}\s*:", header.group("params")):
        return
    calls = re.compile(rf"(?<![\w.]){re.escape(header.group('name'))}\s*\(\s*(?:\w+:\s*)?(?P<arg>[^,()\n]+)")
    for call in calls.finditer(text):
        if call.start() != header.start("name"):
            yield call.group("arg"), call.start()


def _trace(text: str, value: str, before: int, records: dict[str, Record], depth: int = 0) -> Traced | None:
    value = re.sub(r"^(?:try[?!]?\s+)", "", value.strip())
    for form in (_ENCODED, _RAW_VALUE):
        inner = form.match(value)
        if inner is not None:
            found = _trace(text, inner.group("inner"), before, records, depth + 1)
            return Traced(found.record, (f"`{value}`", *found.steps)) if found else None
    name = _NAME.match(value)
    if name is None or depth > 4:
        return None
    start = _function_start(text, before)
    bound = _bound_value(text, name.group("name"), start, before)
    if bound is not None:
        found = _trace(text, bound.group("expr"), bound.start(), records, depth + 1)
        return Traced(found.record, (f"`{one_line(bound.group(0))}`", *found.steps)) if found else None
    declared = _declared_type(text, name.group("name"), start, before)
    record = records.get(element_type(declared) or "") if declared else None
    if record is not None and depth > 0:  # a record written as it is (not encoded) is no plist value
        return Traced(record, (f"`{name.group('name')}` is a {declared}",))
    for argument, at in _argument_at_calls(text, start, name.group("name")):
        found = _trace(text, argument, at, records, depth + 1)
        if found is not None:
            line = text.count("\n", 0, at) + 1
            return Traced(found.record, (f"passed `{argument.strip()}` (line {line})", *found.steps))
    return None


def _store_kind(text: str, receiver: str) -> str | None:
    receiver = re.sub(r"^self\.", "", receiver)
    if _STORE_EXPRESSION.match(receiver):
        return "the iCloud key-value store" if receiver.startswith("NSUbiquitous") else "UserDefaults"
    typed = re.search(
        rf"(?<![\w.]){re.escape(receiver)}\s*(?::\s*(?P<a>{_STORE_TYPE})\b|=\s*(?P<b>{_STORE_TYPE})\b)", text
    )
    if typed is None:
        return None
    return "the iCloud key-value store" if "Ubiquitous" in (typed.group("a") or typed.group("b")) else "UserDefaults"


def _records_of(repo: Repository, path: str) -> dict[str, Record]:
    folder = swift_app_folder(repo, path)
    found: dict[str, Record] = repo.once(
        f"app_checks:swift-credential-records:{folder}", lambda: _records(repo, swift_sources(repo, folder))
    )
    return found


def _record_fact(record: Record) -> str:
    return (
        f"{record.name} is Codable and keeps the credential `{record.prop}` ({record.path}:{record.line}), so the"
        " whole record, credential included, is what is stored"
    )


def record_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    records = _records_of(repo, path)
    if not records:
        return None
    for match in _WRITE.finditer(text, offset):
        if text.count("\n", 0, match.start()) + 1 != line:
            break
        store = _store_kind(text, match.group("receiver"))
        traced = _trace(text, match.group("value"), match.start(), records) if store else None
        if traced is not None:
            return [
                f"`{one_line(match.group(0))}` writes to {store} ({path}:{line})",
                "the value is a whole record: " + "; ".join(traced.steps),
                _record_fact(traced.record),
                "UserDefaults is a plain plist that backups and device access expose (the iCloud key-value store"
                " also leaves the device); keep the credential in the Keychain and store the record without it",
            ]
    for match in _APP_STORAGE.finditer(text, offset):
        if text.count("\n", 0, match.start()) + 1 != line:
            break
        record = records.get(element_type(match.group("type")) or "")
        if record is not None:
            return [
                f"`{match.group('name')}` is kept by @AppStorage({one_line(match.group('key'))}) in UserDefaults"
                f" ({path}:{line}) as a {one_line(match.group('type'))}",
                _record_fact(record),
                "UserDefaults is a plain plist that backups and device access expose; keep the credential in the"
                " Keychain and store the record without it",
            ]
    return None
