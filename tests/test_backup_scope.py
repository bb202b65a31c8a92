"""Android backups of a React Native app whose secrets live in Keystore-backed storage (issue 24).

What expo-secure-store or react-native-keychain hold is encrypted with a Keystore key no backup
carries; what AsyncStorage holds is copied into the backup as it is."""

from __future__ import annotations

import json

MANIFEST = """\
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
  <application android:name=".MainApplication" android:allowBackup="true" android:theme="@style/AppTheme">
    <activity android:name=".MainActivity" android:exported="true"/>
  </application>
</manifest>
"""
SECURE_SESSION = """\
import * as SecureStore from 'expo-secure-store';
import AsyncStorage from '@react-native-async-storage/async-storage';

export async function saveSession(accessToken: string, instance: string): Promise<void> {
  await SecureStore.setItemAsync('accessToken', accessToken);
  await AsyncStorage.setItem('lastInstance', instance);
}
"""
PLAIN_SESSION = """\
import AsyncStorage from '@react-native-async-storage/async-storage';

export async function saveLegacySession(accessToken: string): Promise<void> {
  await AsyncStorage.setItem('accessToken', accessToken);
}
"""
SETTINGS = """\
import AsyncStorage from '@react-native-async-storage/async-storage';

export async function saveTheme(theme: 'light' | 'dark'): Promise<void> {
  await AsyncStorage.setItem('theme', theme);
}
"""


def _package(*stores: str) -> str:
    dependencies = {"expo": "51.0.0", "react-native": "0.74.1", "@react-native-async-storage/async-storage": "1.23.1"}
    dependencies.update({store: "*" for store in stores})
    return json.dumps({"name": "reader", "dependencies": dependencies})


def _backup_reported(tree, run_cli, files: dict[str, str]) -> bool:  # type: ignore[no-untyped-def]
    root = tree({"android/app/src/main/AndroidManifest.xml": MANIFEST, **files})
    findings = json.loads(run_cli("scan", "--format", "json", cwd=root).stdout)["findings"]
    return any(f["rule_id"] == "rn.android.manifest-allow-backup" for f in findings)


def test_secrets_only_in_a_keystore_store_make_the_backup_harmless(tree, run_cli) -> None:
    files = {"package.json": _package("expo-secure-store"), "src/session.ts": SECURE_SESSION}
    assert not _backup_reported(tree, run_cli, files)


def test_a_token_in_async_storage_beside_the_keystore_store_keeps_the_finding(tree, run_cli) -> None:
    files = {
        "package.json": _package("expo-secure-store"),
        "src/session.ts": SECURE_SESSION,
        "src/legacy.ts": PLAIN_SESSION,
    }
    assert _backup_reported(tree, run_cli, files)


def test_an_app_without_a_keystore_store_keeps_the_finding(tree, run_cli) -> None:
    assert _backup_reported(tree, run_cli, {"package.json": _package(), "src/settings.ts": SETTINGS})


def test_a_keystore_store_declared_but_never_imported_keeps_the_finding(tree, run_cli) -> None:
    files = {"package.json": _package("react-native-keychain"), "src/settings.ts": SETTINGS}
    assert _backup_reported(tree, run_cli, files)
