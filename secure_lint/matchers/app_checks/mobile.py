"""Mobile apps: SQLCipher missing for an encrypted SQLite, credentials in plain storage with no secure store."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.app_checks.app import app_of
from secure_lint.matchers.base import RawMatch
from secure_lint.matchers.values.unused_functions import in_uncalled_function

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.core.source import SourceFile

# Swift: an encrypted SQLite database (PRAGMA key / sqlite3_key) without SQLCipher
PRAGMA_KEY = lazy_compile(r"""PRAGMA\s+key\s*=|\bsqlite3_key(?:_v2)?\s*\(""", re.I)
_Skip = Callable[["Repository", str, int, int], bool]  # (repo, path, line, column): a write left out
_MANIFESTS = (
    "Podfile", "Podfile.lock", "Package.swift", "Package.resolved", "Cartfile", "Cartfile.resolved", "project.pbxproj",
)


def _swift_manifests(repo: Repository, path: str) -> list[str]:
    """The dependency manifests of the app `path` belongs to: those under the nearest folder
    above it that holds one (a Podfile, Package.swift, Cartfile or an .xcodeproj), else all."""
    manifests = _all_manifests(repo)
    folder = _swift_app_folder(repo, path)
    return [m for m in manifests if m.startswith(folder + "/")] if folder else list(manifests)


def _all_manifests(repo: Repository) -> list[str]:
    found: list[str] = repo.once(
        "app_checks:swift-manifests", lambda: sorted(p for p in repo.paths if posixpath.basename(p) in _MANIFESTS)
    )
    return found


def _swift_app_folder(repo: Repository, path: str) -> str:
    """The nearest folder above `path` that holds a dependency manifest ("" when none does)."""
    homes = {_manifest_home(m) for m in _all_manifests(repo)}
    folder = posixpath.dirname(path)
    while folder and folder not in homes:
        folder = posixpath.dirname(folder)
    return folder


def _manifest_home(manifest: str) -> str:
    folder = posixpath.dirname(manifest)
    return posixpath.dirname(folder) if folder.endswith(".xcodeproj") else folder


# SQLCipher, or SQLite3 Multiple Ciphers (its amalgamation compiled into the app), which answers
# PRAGMA key and sqlite3_key() the same way
_CIPHER_BUILDS = frozenset(
    {"sqlcipher", "sqlcipher.h", "sqlcipher.framework", "sqlcipher.xcframework"}
    | {"sqlite3mc", "sqlite3mc.h", "sqlite3mc_amalgamation.c", "sqlite3mc_amalgamation.h"}
)
_CIPHER_DEPENDENCY = lazy_compile(r"(?i)sqlcipher|GRDBCipher|sqlite3mc|SQLite3MultipleCiphers|sqlite3-multiple-ciphers")


def sqlcipher_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    folder = _swift_app_folder(repo, path)
    within = [p for p in repo.paths if p.startswith(folder + "/")] if folder else repo.paths
    if any(part.lower() in _CIPHER_BUILDS for p in within for part in p.split("/")):
        return None  # SQLCipher or SQLite3 Multiple Ciphers vendored into the app
    manifests = _swift_manifests(repo, path)
    for manifest in manifests:
        if _CIPHER_DEPENDENCY.search(repo.text(manifest) or ""):
            return None
    if not manifests:
        return None  # no manifest to read: SQLCipher may be vendored or built another way
    names = ", ".join(manifests)
    return [
        f"the database key is set with PRAGMA key / sqlite3_key ({path}:{line})",
        f"SQLCipher is not in the app's dependency manifests ({names}):"
        " the system SQLite ignores the key and writes the database unencrypted",
    ]


# -- credentials in plain storage, in a mobile app that has no secure storage at all ------------

# a storage key that names a credential, and the keys about one that hold none
_CREDENTIAL_KEY = lazy_compile(
    r"(?i)token|jwt|passw(?:or)?d|passwd|secret|credential|api_?key|private_?key|session|cookie|mnemonic|seed_?phrase|bearer"
    # a PIN or passcode that unlocks the app or an account: `pin`, `user_pin`, `userDefaultAuthPin`, `appPIN`
    # (a word of the name: not `spinner`, `pinned`, `pinning`)
    r"|passcode|(?-i:(?<![A-Za-z])(?:pin|PIN)|(?<=[a-z_])(?:Pin|PIN))(?![a-z])"
)
_NOT_CREDENTIAL_KEY = lazy_compile(
    r"(?i)expir|timestamp|date|time|count|push_?token|expo_?push|fcm|apns|device_?token|notification|consent|enabled"
    r"|shown|seen|onboard|hint|e-?mail|length|attempt"
    # a moment (`analytics_session_paused_at`, `lastLoginAt`) and telemetry's own sessions
    r"""|(?-i:(?<=[a-z])At|_at|_AT)["'`]?$|analytics|telemetry"""
    # a CSRF token, or its cookie's name: it authenticates nothing without the session it belongs to
    r"|csrf|xsrf"
    # a sync or page cursor (CloudKit's CKServerChangeToken, a feed's next-page token): it grants nothing
    r"|(?:change|sync|page|next|continuation|cursor)_?token"
    r"|(?:has|is|show|remember|did|should|use)_?(?:password|session|token|auth|pin|passcode)"
    # certificate pinning and map pins: no PIN a person types
    r"|pin_?(?:cert|ssl|tls|public|sha|hash)|(?:map|drop|location|annotation)_?pin"
    # a preference about the PIN, not the PIN: `useBiometryInsteadOfPin`, `requirePasscode`
    r"|(?-i:(?:[Uu]se|[Rr]equire|[Ee]nable|[Pp]refer|[Ii]nsteadOf)(?:[A-Z_][A-Za-z_]*)?(?:Pin|PIN|Passcode))"
)
# `token` as a crypto asset (`hiddenTokens`, `SWAP_LAST_USED_TOKENS`, a token standard: `erc20Tokens`,
# `KEY_DISPLAY_CW20_TOKENS`, `nftList`), unless the key also names a login (the words of the asset-key
# utils of packs/utils/javascript.yaml and swift.yaml)
_ASSET_KEY = lazy_compile(
    r"(?i)(?:[a-z]rc|bep|cw|kip|nep)[_-]?[0-9]{1,4}|spl[_-]?tokens?|nft|fungible|collectible"
    r"|symbol|ticker|pair|swap|stak(?:e|ing)|balance|hidden|hide|list|contract|decimal|price|market|portfolio"
    r"|favou?rite|watch|last_?used|allowance|holding|airdrop"
)
_LOGIN_KEY = lazy_compile(
    r"(?i)auth|access|refresh|session|bearer|jwt|id_?token|api_?key|secret|passw|private|mnemonic|seed|key_?pair"
    r"|credential|cookie|passcode"
)
_SESSION = lazy_compile(r"(?i)session")
# what makes a `session` a login session: the file handles a token, password, cookie or sign-in
_LOGIN_EVIDENCE = lazy_compile(
    r"(?i)token|jwt|bearer|passw(?:or)?d|credential|cookie|log_?in|sign_?in|authenticat|oauth|\bauth"
)
_LITERAL_VALUE = lazy_compile(r"""^\s*(?:['"`][^'"`]*['"`]|true|false|nil|null|undefined|-?\d[\d_.]*)\s*$""")
ASYNC_STORAGE_WRITE = lazy_compile(
    r"""\bAsyncStorage\s*\.\s*(?:setItem|mergeItem)\s*\(\s*(?P<key>['"`][^'"`\n]{1,80}['"`]|[\w$.]{1,80})\s*,"""
    r"""\s*(?P<value>[^,;\n]{1,120}?)\s*[,)]"""
)
DEFAULTS_WRITE = lazy_compile(
    r"""\b(?:UserDefaults\.standard|defaults|userDefaults|standardDefaults)\??\.(?:set|setValue)\s*\(\s*"""
    r"""(?P<value>[^,\n]{1,120}),\s*forKey:\s*(?P<key>"[^"\n]{1,80}"|[\w$.]{1,80})\s*\)"""
    r"""|@AppStorage\s*\(\s*(?P<key2>"[^"\n]{1,80}"|[\w$.]{1,80})[^)\n]*\)\s*(?:private\s+)?var\s+[\w$]+\s*:\s*String\b"""
)
_RN_SECURE_STORES = (
    "expo-secure-store", "react-native-keychain", "react-native-encrypted-storage", "react-native-sensitive-info",
    "react-native-secure-key-store", "redux-persist-sensitive-storage",
)
_MMKV_ENCRYPTED = lazy_compile(r"""\bencryptionKey\s*:""")
_KEYCHAIN_USE = lazy_compile(
    r"""\bSecItem(?:Add|Update|CopyMatching)\b|\bkSecClass\b|\bKeychain[\w]*\s*[.(]|\bValet\b|\bSAMKeychain\b"""
    r"""|\bLocksmith\b|\bSimpleKeychain\b"""
)
_KEYCHAIN_PACKAGES = lazy_compile(r"(?i)keychain|valet|locksmith")


def _credential_writes(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Writes of a non-literal value under a key that names a credential."""
    for match in pattern.finditer(text):
        key = match.group("key") or (match.groupdict().get("key2") or "")
        value = match.groupdict().get("value")
        if not _CREDENTIAL_KEY.search(key) or _NOT_CREDENTIAL_KEY.search(key) or _names_an_asset(key):
            continue
        if value is not None and _LITERAL_VALUE.match(value):
            continue
        if _only_session(key) and _LOGIN_EVIDENCE.search(text) is None:
            continue
        yield match


def _names_an_asset(key: str) -> bool:
    return _ASSET_KEY.search(key) is not None and _LOGIN_KEY.search(key) is None


def _only_session(key: str) -> bool:
    """The key names a credential only by the word `session`: a login session's token as often as
    an analytics or classification session's random id, which guards nothing."""
    return _CREDENTIAL_KEY.search(_SESSION.sub(" ", key)) is None


def credential_write_anchors(pattern: re.Pattern[str]) -> Callable[[SourceFile], Iterator[RawMatch]]:
    def anchors(source: SourceFile) -> Iterator[RawMatch]:
        for match in _credential_writes(pattern, source.text):
            yield RawMatch(match.start(), match.end())

    return anchors


def _first_write(
    repo: Repository, paths: list[str], pattern: re.Pattern[str], skip: _Skip | None = None
) -> tuple[str, int] | None:
    """The first credential write of these files (path order) that `skip` does not leave out: the
    one place the app is reported."""
    for path in paths:
        text = repo.text(path) or ""
        for match in _credential_writes(pattern, text):
            line_start = text.rfind("\n", 0, match.start()) + 1
            line = text.count("\n", 0, match.start()) + 1
            if skip is None or not skip(repo, path, line, match.start() - line_start + 1):
                return path, line
    return None


def rn_storage_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    app = app_of(repo, path)
    first = repo.once(
        f"app_checks:rn-first-write:{app.root}",
        lambda: _first_write(repo, app.scripts, ASYNC_STORAGE_WRITE, in_uncalled_function),
    )
    if first != (path, line):
        return None  # reported once per app, at its first write in code that runs
    if app.uses(_RN_SECURE_STORES) or app.find("mmkv-encrypted", _MMKV_ENCRYPTED):
        return None
    return [
        f"a credential written to AsyncStorage ({path}:{line})",
        "no secure storage anywhere in the app: none of " + ", ".join(_RN_SECURE_STORES[:4])
        + " in package.json or imported, no encrypted MMKV",
    ]


def swift_app_folder(repo: Repository, path: str) -> str:
    """The folder of the Swift app `path` belongs to: the nearest one above it that holds a
    dependency manifest or an .xcodeproj ("" for the repository)."""
    manifests = repo.once(
        "app_checks:swift-manifests", lambda: sorted(p for p in repo.paths if posixpath.basename(p) in _MANIFESTS)
    )
    homes = {_manifest_home(m) for m in manifests}
    folder = posixpath.dirname(path)
    while folder and folder not in homes:
        folder = posixpath.dirname(folder)
    return folder


def swift_sources(repo: Repository, folder: str) -> list[str]:
    def shipped_swift() -> list[str]:
        return sorted(
            p for p in repo.paths
            if p.endswith(".swift") and (not folder or p.startswith(folder + "/")) and repo.is_shipped(p)
        )

    found: list[str] = repo.once(f"app_checks:swift-sources:{folder}", shipped_swift)
    return found


def swift_storage_verdict(repo: Repository, path: str, line: int) -> list[str] | None:
    folder = swift_app_folder(repo, path)
    sources = swift_sources(repo, folder)
    first = repo.once(f"app_checks:swift-first-write:{folder}", lambda: _first_write(repo, sources, DEFAULTS_WRITE))
    if first != (path, line):
        return None  # reported once per app, at its first such write
    keychain = repo.once(
        f"app_checks:swift-keychain:{folder}", lambda: any(_KEYCHAIN_USE.search(repo.text(p) or "") for p in sources)
    )
    manifests = _swift_manifests(repo, path)
    if keychain or any(_KEYCHAIN_PACKAGES.search(repo.text(m) or "") for m in manifests):
        return None
    return [
        f"a credential written to UserDefaults ({path}:{line})",
        "no Keychain use in any shipped Swift file (SecItemAdd, kSecClass, a Keychain wrapper)"
        + (f" nor a keychain library in {', '.join(manifests)}" if manifests else ""),
    ]
