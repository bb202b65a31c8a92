"""`swift-defaults-credential-by-use`: a value written to UserDefaults under a key whose name
says nothing (`"ctf_s1_flag"`, `"k1"`), which the app reads back as a credential.

The line rule `swift.storage.token-in-userdefaults` knows a credential by its key's name. A key
that names nothing is a credential only by evidence of what is stored, and the app gives that
evidence where it reads the value back: the read is bound to a name for a credential or key
material (`let hmacKey = defaults.string(forKey: "ctf_s1_flag")`), or goes straight into key
material or an `Authorization` header (`SymmetricKey(data: Data(defaults.string(forKey: k)!.utf8))`,
`"Bearer \\(defaults.string(forKey: k) ?? "")"`). The write is reported, with the read that shows
what it stores. A preference read back into a neutral name (`let theme = ...`), a number or a
Bool (`integer(forKey:)`, `bool(forKey:)`), or a key read only as a device or push token is no
finding; nor is a key that already names a credential (the line rule reports it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import line_start, one_line
from secure_lint.matchers.app_checks.mobile import swift_app_folder, swift_sources
from secure_lint.matchers.base import RawMatch

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# the names UserDefaults goes by: `UserDefaults.standard`, the names apps give it, a local name bound to it
_DEFAULTS_NAMES = r"(?:self\.)?(?:UserDefaults\.standard|defaults|userDefaults|standardDefaults)"
_BOUND_TO_STANDARD = lazy_compile(
    r"""\b(?:let|var)\s+(?P<name>[A-Za-z_]\w*)\s*(?::\s*UserDefaults\s*)?=\s*UserDefaults\.standard\b"""
)
_KEY = r"""(?P<key>"[^"\\\n]{1,80}")"""


def _receivers(text: str) -> str:
    bound = sorted({m.group("name") for m in _BOUND_TO_STANDARD.finditer(text)})
    return "(?:" + "|".join([_DEFAULTS_NAMES, *(rf"(?:self\.)?{re.escape(name)}" for name in bound)]) + ")"


def _writes(text: str) -> Iterator[re.Match[str]]:
    """`R.set(value, forKey: "key")` on UserDefaults, with a string key."""
    pattern = re.compile(
        rf"""(?<![\w.]){_receivers(text)}\??\.(?:set|setValue)\s*\(\s*(?P<value>[^,\n]{{1,160}}),\s*forKey:\s*{_KEY}\s*\)"""
    )
    yield from pattern.finditer(text)


def _reads(text: str, key: str) -> Iterator[re.Match[str]]:
    """Reads of the key as a string, data or object: bound to a name, or inside an expression."""
    pattern = re.compile(
        rf"""(?<![\w.]){_receivers(text)}\??\.(?:string|data|object|value)\s*\(\s*forKey:\s*{re.escape(key)}\s*\)"""
    )
    yield from pattern.finditer(text)


# a value of no secret: a Bool, a number, nil, an empty string
_INERT_VALUE = lazy_compile(r"""^\s*(?:true|false|nil|-?\d[\d_.]*|""|Date\(\)|\.\w+)\s*$""")
# a key that names a credential or a token of any kind: the line rule (token-in-userdefaults) decides those
_NAMED_KEY = lazy_compile(
    r"(?i)token|jwt|passw(?:or)?d|passwd|secret|credential|api_?key|private_?key|cookie|bearer|passcode"
)
# the name the app binds the value read to: a credential or key material
_CREDENTIAL_NAME = lazy_compile(
    r"(?i)(?:access|auth|bearer|session|refresh|id|api)_?token|^token$|jwt|passw(?:or)?d|passwd|passphrase|passcode"
    r"|secret|credential|api_?key|private_?key|(?:hmac|signing|encryption|cipher|crypto|aes|master|shared)_?key"
)
_NOT_CREDENTIAL_NAME = lazy_compile(
    r"(?i)expir|date|time|count|enabled|length|hint|shown|seen|push_?token|fcm|apns|device_?token|notification"
    r"|(?:change|sync|page|continuation|delta|next)_?token|cursor"  # where to resume, no way in
    r"|(?-i:^(?:has|is|did|should|show|remember|use|needs)[A-Z_])|(?:key|token|secret|password)_?(?:name|id|label|kind|type|tag)s?$"
)
_BOUND_READ = r"""(?:(?:let|var)|(?:guard|if)\s+(?:let|var))\s+(?P<name>[A-Za-z_]\w*)\s*(?::\s*[\w?]+\s*)?=\s*$"""
# key material or an Authorization header the read goes straight into (same statement)
_KEY_MATERIAL_USE = lazy_compile(
    r"""\bSymmetricKey\s*\(|\bHMAC\s*<|\bCCHmac\s*\(|\bCCCrypt\s*\(|\bAES\.(?:GCM|CBC)|\bChaChaPoly\b"""
    r"""|["']Bearer\s|forHTTPHeaderField:\s*"Authorization"|\bURLCredential\s*\("""
)


def defaults_anchors(source: SourceFile) -> Iterator[RawMatch]:
    for match in _writes(source.text):
        key, value = match.group("key"), match.group("value")
        if _NAMED_KEY.search(key) or _INERT_VALUE.match(value):
            continue
        yield RawMatch(match.start(), match.end())


def _use_of(text: str, read: re.Match[str]) -> str | None:
    """How the read shows the value is a credential: the name it is bound to, or the key
    material or header it goes into (its statement), or None."""
    line_start = text.rfind("\n", 0, read.start()) + 1
    before = text[line_start : read.start()]
    bound = re.search(_BOUND_READ, before)
    if bound:
        name = bound.group("name")
        if _CREDENTIAL_NAME.search(name) and not _NOT_CREDENTIAL_NAME.search(name):
            return f"read back into `{name}`"
        return None
    line_end = text.find("\n", read.end())
    statement = text[line_start : line_end if line_end >= 0 else len(text)]
    used = _KEY_MATERIAL_USE.search(statement)
    if used:
        return f"read straight into `{one_line(used.group(0))}`"
    return None


def _credential_read(repo: Repository, sources: list[str], key: str) -> str | None:
    for path in sources:
        text = repo.text(path) or ""
        if key not in text:
            continue
        for read in _reads(text, key):
            use = _use_of(text, read)
            if use:
                line = text.count("\n", 0, read.start()) + 1
                return f"the app reads {key} back as a credential: `{one_line(read.group(0))}` {use} ({path}:{line})"
    return None


def defaults_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    text = repo.text(path) or ""
    offset = line_start(text, line)
    write = next((m for m in _writes(text) if m.start() >= offset), None)
    if write is None or text.count("\n", 0, write.start()) + 1 != line:
        return None
    key = write.group("key")
    read = _credential_read(repo, swift_sources(repo, swift_app_folder(repo, path)), key)
    if read is None:
        return None
    return [
        f"`{one_line(write.group('value'))}` is written to UserDefaults under {key} ({path}:{line}), a key that"
        " names no credential",
        read,
        "UserDefaults is a plain plist that backups and device access expose; keep the value in the Keychain",
    ]
