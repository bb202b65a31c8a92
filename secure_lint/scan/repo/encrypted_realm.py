"""A credential attribute of a Realm model in an app whose every Realm file is encrypted.

`swift.storage.credential-in-database-model` reports a password or token kept as a persisted
attribute of a Realm (or Core Data) model: the database file keeps it as it is. Realm encrypts
the whole file (AES-256) when its configuration is given an `encryptionKey`; the model's own file
rarely says so (a storage class elsewhere opens the database). So the finding on a Realm model
(a file that imports Realm, a `@Persisted` or `@objc dynamic` attribute) is dropped when the app's
shipped Swift code creates Realm configurations and every one that names a file is encrypted:
`Realm.Configuration(... encryptionKey: key ...)`, or one whose file sets `.encryptionKey =`.
In-memory configurations (`inMemoryIdentifier:`) write no file. It stays when any configuration
without a key exists, when the default configuration is opened (`Realm()`) and the app never
replaces it, or when no configuration is shown. Where the key is kept (its keychain class) is
another question, which this fact does not answer. Core Data models (`@NSManaged`) keep it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.core.brackets import closing
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"swift.storage.credential-in-database-model"})
_IMPORTS_REALM = lazy_compile(r"(?m)^\s*import\s+(?:RealmSwift|Realm)\b")
_REALM_ATTRIBUTE = lazy_compile(r"@Persisted\b|@objc\s+dynamic\b")
_CONFIGURATION = lazy_compile(r"\bRealm\s*\.\s*Configuration\s*\(")
_KEYED = lazy_compile(r"\bencryptionKey\s*:\s*(?!nil\b)")
_IN_MEMORY = lazy_compile(r"\binMemoryIdentifier\s*:")
_KEY_SET = lazy_compile(r"\.\s*encryptionKey\s*=\s*(?!nil\b)")
# the default configuration opened as it is (`try Realm()`, `Realm(queue: q)`), and it replaced
_DEFAULT_OPENED = lazy_compile(r"\bRealm\s*\(\s*(?:\)|queue\s*:)")
_DEFAULT_SET = lazy_compile(r"\bRealm\s*\.\s*Configuration\s*\.\s*defaultConfiguration\s*=")


def encrypted_realm_models_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without credential-attribute findings of Realm models, in an app whose Realm files
    are all encrypted."""
    return each_file_result(items, lambda result: _judged(result, repo))


def _judged(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    text = repo.text(result.path) or ""
    if _IMPORTS_REALM.search(text) is None:
        return result
    lines = text.splitlines()
    realm = all(
        _REALM_ATTRIBUTE.search(lines[f.location.start_line - 1]) is not None
        for f in result.findings
        if f.rule_id in RULES and 0 < f.location.start_line <= len(lines)
    )
    if not realm or not repo.once("encrypted-realm:all-keyed", lambda: every_realm_file_encrypted(repo)):
        return result
    return without_rules(result, RULES)


def every_realm_file_encrypted(repo: Repository) -> bool:
    """Whether the shipped Swift code creates Realm configurations and every one that writes a
    file carries an encryption key (and the default configuration is opened only once replaced)."""
    keyed = plain = False
    default_opened = default_set = False
    for path in repo.paths:
        if not path.endswith(".swift") or not repo.is_shipped(path):
            continue
        text = repo.text(path) or ""
        if "Realm" not in text:
            continue
        key_set = _KEY_SET.search(text) is not None
        for match in _CONFIGURATION.finditer(text):
            end = closing(text, match.end(), limit=4000) or match.end()
            arguments = text[match.end() : end]
            if _IN_MEMORY.search(arguments):
                continue
            if _KEYED.search(arguments) or key_set:
                keyed = True
            else:
                plain = True
        default_opened = default_opened or _DEFAULT_OPENED.search(text) is not None
        default_set = default_set or _DEFAULT_SET.search(text) is not None
    return keyed and not plain and (default_set or not default_opened)
