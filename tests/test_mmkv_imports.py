"""Credentials written to an MMKV instance another module of the app creates (the repository
fact not-plain-mmkv-import of rn.storage.token-in-async-storage)."""

from __future__ import annotations

from conftest import findings_of

from secure_lint.core.repository import Repository
from secure_lint.matchers.mmkv_imports import not_plain_mmkv_imports

RULE = "rn.storage.token-in-async-storage"
PACKAGE = '{"name": "notes", "private": true, "dependencies": {"expo": "^52.0.0", "react-native-mmkv": "^3.0.0"}}'
TSCONFIG = '{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["./*"]}}}'
SESSION = """\
import { storage } from '@/lib/storage';

export function saveSession(refreshToken: string) {
  storage.set('auth.refreshToken', refreshToken);
}
"""
LOGIN = "import { saveSession } from '@/lib/session';\nexport const onSignedIn = (t: string) => saveSession(t);\n"
PLAIN = "import { MMKV } from 'react-native-mmkv';\nexport const storage = new MMKV({ id: 'notes' });\n"
ENCRYPTED = (
    "import { MMKV } from 'react-native-mmkv';\n"
    "import { storageKey } from './keys';\n"
    "export const storage = new MMKV({ id: 'notes', encryptionKey: storageKey() });\n"
)
LITERAL_KEY = (
    "import { MMKV } from 'react-native-mmkv';\nexport const storage = new MMKV({ encryptionKey: 'notes-key' });\n"
)
SECURE_WRAPPER = """\
import * as SecureStore from 'expo-secure-store';
export const storage = {
  set: (key: string, value: string) => SecureStore.setItemAsync(key, value),
};
"""


def repo_with(module: str | None) -> Repository:
    files = {"package.json": PACKAGE, "tsconfig.json": TSCONFIG, "lib/session.ts": SESSION}
    if module is not None:
        files["lib/storage.ts"] = module
    return Repository(lambda: sorted(files), files.get, lambda _: True)


def test_an_unencrypted_instance_is_not_answered() -> None:
    assert not_plain_mmkv_imports(repo_with(PLAIN), "lib/session.ts") == frozenset()
    # a key written in the code encrypts nothing
    assert not_plain_mmkv_imports(repo_with(LITERAL_KEY), "lib/session.ts") == frozenset()


def test_an_encrypted_instance_a_wrapper_or_an_unresolved_module_is_answered() -> None:
    for module in (ENCRYPTED, SECURE_WRAPPER, None):
        assert not_plain_mmkv_imports(repo_with(module), "lib/session.ts") == {"storage"}


def test_scan_reports_the_write_only_where_the_instance_is_plain(tree, run_cli) -> None:
    files = {"package.json": PACKAGE, "tsconfig.json": TSCONFIG, "lib/session.ts": SESSION, "screens/login.ts": LOGIN}
    app = tree({**files, "lib/storage.ts": PLAIN})
    scan = ("scan", "--format", "json", "--fail-on", "never", "--select", RULE)  # an extended rule, by id
    assert ("lib/session.ts", 4, RULE) in findings_of(run_cli(*scan, str(app)))
    (app / "lib" / "storage.ts").write_text(ENCRYPTED)
    assert RULE not in {rule for _, _, rule in findings_of(run_cli(*scan, str(app)))}
