"""Android backups of a React Native app whose secrets live in Keystore-backed storage.

`android:allowBackup="true"` matters for what the app keeps in its own files: a token in
AsyncStorage, MMKV or a persisted store is copied into cloud backups and restored elsewhere.
What react-native-keychain, expo-secure-store, react-native-encrypted-storage or
react-native-sensitive-info hold is encrypted with an Android Keystore key, which no backup
carries: a restored copy cannot be decrypted. So the finding is dropped when the app's shipped
code imports such a store and the scan found no secret written to plain storage in that app;
it stays when any such finding exists (the secret is in the backup) or no Keystore store is used.
Those rules run with this one in every profile (scan/evidence_rules.py): the extended ones among
them only as evidence, their findings not reported.
"""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import replace

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.evidence_rules import PLAIN_STORAGE_RULES
from secure_lint.scan.repo import each_file_result

BACKUP_RULE = "rn.android.manifest-allow-backup"
KEYSTORE_STORES = (
    "react-native-keychain",
    "expo-secure-store",
    "react-native-encrypted-storage",
    "react-native-sensitive-info",
)
_IMPORT = lazy_compile(
    r"""(?:from\s+|require\(\s*|import\(\s*)["'](?:""" + "|".join(re.escape(s) for s in KEYSTORE_STORES) + r""")["']"""
)
_CODE = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs")


def keystore_backed_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without allowBackup findings of apps whose secrets only Keystore-backed stores hold."""
    manifests = [
        i.path for i in items if isinstance(i, FileResult) and any(f.rule_id == BACKUP_RULE for f in i.findings)
    ]
    if not manifests:
        return items
    plain = {
        f.location.path
        for i in items
        if isinstance(i, FileResult)
        for f in i.findings
        if f.rule_id in PLAIN_STORAGE_RULES and f.is_open
    }
    from secure_lint.matchers.app_checks import app_root  # noqa: PLC0415 (the checks' catalogue: only when a finding asks)

    covered = {path for path in manifests if _keystore_only(repo, app_root(repo, path), plain)}
    if not covered:
        return items
    return each_file_result(items, lambda result: _dropped(result) if result.path in covered else result)


def _dropped(result: FileResult) -> FileResult:
    return replace(result, findings=[f for f in result.findings if f.rule_id != BACKUP_RULE])


def _keystore_only(repo: Repository, root: str, plain: set[str]) -> bool:
    if any(_under(path, root) for path in plain):
        return False
    return _declares_store(repo, root) and repo.once(
        f"keystore-store-imported:{root}", lambda: _imports_store(repo, root)
    )


def _under(path: str, root: str) -> bool:
    return not root or path.startswith(root + "/")


def _declares_store(repo: Repository, root: str) -> bool:
    text = repo.text(posixpath.join(root, "package.json") if root else "package.json")
    try:
        manifest = json.loads(text) if text else None
    except ValueError:
        return False
    dependencies = manifest.get("dependencies") if isinstance(manifest, dict) else None
    return isinstance(dependencies, dict) and any(store in dependencies for store in KEYSTORE_STORES)


def _imports_store(repo: Repository, root: str) -> bool:
    for path in repo.paths:
        if path.endswith(_CODE) and _under(path, root) and "node_modules/" not in path and repo.is_shipped(path):
            text = repo.text(path)
            if text is not None and _IMPORT.search(text):
                return True
    return False
