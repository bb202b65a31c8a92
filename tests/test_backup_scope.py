"""Android backups of a React Native app whose secrets live in Keystore-backed storage (issue 24).

What expo-secure-store or react-native-keychain hold is encrypted with a Keystore key no backup
carries; what AsyncStorage holds is copied into the backup as it is."""

from __future__ import annotations

import json

from secure_lint.rules.loader import load_rules
from secure_lint.rules.selection import select_rules
from secure_lint.scan.evidence_rules import evidence_rules

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
WEB_FALLBACK = """\
import * as SecureStore from 'expo-secure-store';
import AsyncStorage from '@react-native-async-storage/async-storage';
import { Platform } from 'react-native';

export async function setSecureItem(key: string, value: string): Promise<void> {
  try {
    await SecureStore.setItemAsync(key, value);
  } catch (error) {
    if (Platform.OS !== 'web') throw error;
    await AsyncStorage.setItem(`secure_${key}`, value);
  }
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


def _scan(tree, run_cli, files: dict[str, str], *extra: str) -> set[str]:  # type: ignore[no-untyped-def]
    """The rule ids of the scan's findings."""
    root = tree({"android/app/src/main/AndroidManifest.xml": MANIFEST, **files})
    findings = json.loads(run_cli("scan", "--format", "json", *extra, cwd=root).stdout)["findings"]
    return {f["rule_id"] for f in findings}


def _backup_reported(tree, run_cli, files: dict[str, str], *extra: str) -> bool:  # type: ignore[no-untyped-def]
    return "rn.android.manifest-allow-backup" in _scan(tree, run_cli, files, *extra)


def test_secrets_only_in_a_keystore_store_make_the_backup_harmless(tree, run_cli) -> None:
    files = {"package.json": _package("expo-secure-store"), "src/session.ts": SECURE_SESSION}
    assert not _backup_reported(tree, run_cli, files)


def test_a_token_in_async_storage_beside_the_keystore_store_keeps_the_finding(tree, run_cli) -> None:
    files = {
        "package.json": _package("expo-secure-store"),
        "src/session.ts": SECURE_SESSION,
        "src/legacy.ts": PLAIN_SESSION,
    }
    assert {"rn.android.manifest-allow-backup", "rn.storage.token-in-async-storage"} <= _scan(
        tree, run_cli, files, "--profile", "audit"
    )
    # the finding that shows it is of the extended profile: the default one runs its rule as
    # evidence (scan/evidence_rules.py) and reports the backup alone
    assert "rn.android.manifest-allow-backup" in _scan(tree, run_cli, files)
    assert not {r for r in _scan(tree, run_cli, files) if r.startswith("rn.storage.")}


def test_the_evidence_rule_runs_only_beside_the_rule_that_reads_it() -> None:
    rules = load_rules()
    backup = [r for r in rules if r.id == "rn.android.manifest-allow-backup"]
    default = select_rules(rules)
    assert {r.id for r in evidence_rules(rules, default)} == {
        "rn.storage.token-in-async-storage",
        "rn.storage.credential-record-in-storage",
        "rn.storage.token-through-storage-wrapper",
    }  # the extended ones: the default ones run anyway
    assert evidence_rules(rules, [r for r in default if r not in backup]) == []


def test_an_evidence_rule_selected_by_its_id_is_reported(tree, run_cli) -> None:
    files = {"package.json": _package("expo-secure-store"), "src/legacy.ts": PLAIN_SESSION}
    found = _scan(tree, run_cli, files, "--select", "rn.storage.token-in-async-storage")
    assert found == {"rn.storage.token-in-async-storage"}


def test_an_app_without_a_keystore_store_keeps_the_finding(tree, run_cli) -> None:
    assert _backup_reported(tree, run_cli, {"package.json": _package(), "src/settings.ts": SETTINGS})


def test_a_keystore_store_declared_but_never_imported_keeps_the_finding(tree, run_cli) -> None:
    files = {"package.json": _package("react-native-keychain"), "src/settings.ts": SETTINGS}
    assert _backup_reported(tree, run_cli, files)


# -- backup rules that take the app's files only end-to-end encrypted (scan/repo/backup_rules.py) --

RULED_MANIFEST = MANIFEST.replace(
    'android:allowBackup="true"',
    'android:allowBackup="true" android:fullBackupContent="@xml/backup_rules_legacy"'
    ' android:dataExtractionRules="@xml/backup_rules_12_plus"',
)
RES = "android/app/src/main/res/xml"
LEGACY_E2E = """\
<full-backup-content>
    <include domain="sharedpref" path="." requireFlags="clientSideEncryption" />
    <include domain="database" path="." requireFlags="clientSideEncryption" />
</full-backup-content>
"""
MODERN_E2E = """\
<data-extraction-rules>
    <cloud-backup disableIfNoEncryptionCapabilities="true">
        <exclude domain="file" path="models/" />
    </cloud-backup>
    <device-transfer>
        <exclude domain="file" path="models/" />
    </device-transfer>
</data-extraction-rules>
"""


def _gradle(min_sdk: int) -> str:
    return f"android {{\n  defaultConfig {{\n    minSdkVersion {min_sdk}\n    targetSdkVersion 35\n  }}\n}}\n"


def _ruled(tree, run_cli, legacy: str, min_sdk: int, profile: str = "default") -> list[dict]:  # type: ignore[no-untyped-def]
    files = {
        "android/app/src/main/AndroidManifest.xml": RULED_MANIFEST,
        "android/app/build.gradle": _gradle(min_sdk),
        f"{RES}/backup_rules_legacy.xml": legacy,
        f"{RES}/backup_rules_12_plus.xml": MODERN_E2E,
        "package.json": _package(),
        "src/legacy.ts": PLAIN_SESSION,
    }
    root = tree(files)
    findings = json.loads(run_cli("scan", "--format", "json", "--profile", profile, cwd=root).stdout)["findings"]
    return [f for f in findings if f["rule_id"] == "rn.android.manifest-allow-backup"]


def test_backups_only_end_to_end_encrypted_on_every_version_are_a_review_item(tree, run_cli) -> None:
    assert _ruled(tree, run_cli, LEGACY_E2E, 28) == []
    (finding,) = _ruled(tree, run_cli, LEGACY_E2E, 28, "audit")
    assert (finding["severity"], finding["disposition"]) == ("low", "needs_review")
    assert "every include requires clientSideEncryption" in finding["message"]
    assert "disableIfNoEncryptionCapabilities" in finding["message"]


def test_an_app_that_installs_on_android_8_keeps_the_finding_and_says_why(tree, run_cli) -> None:
    (finding,) = _ruled(tree, run_cli, LEGACY_E2E, 24)
    assert finding["disposition"] == "reportable"
    assert "minSdk 24 installs on Android 7-8, which ignore requireFlags" in finding["message"]


def test_an_include_without_the_encryption_flag_keeps_the_finding(tree, run_cli) -> None:
    plain = LEGACY_E2E.replace('path="." requireFlags="clientSideEncryption" />\n</full', 'path="." />\n</full')
    (finding,) = _ruled(tree, run_cli, plain, 28)
    assert finding["disposition"] == "reportable" and "requireFlags" not in finding["message"]


def test_rules_that_exclude_every_store_domain_need_no_encryption_flag(tree, run_cli) -> None:
    excluded = (
        "<full-backup-content>\n"
        '    <exclude domain="sharedpref" path="." />\n    <exclude domain="database" path="." />\n'
        '    <exclude domain="file" path="." />\n</full-backup-content>\n'
    )
    assert _ruled(tree, run_cli, excluded, 23) == []
    some = excluded.replace('    <exclude domain="file" path="." />\n', "")  # MMKV's files still go
    assert len(_ruled(tree, run_cli, some, 23)) == 1


def test_a_web_builds_plain_fallback_says_nothing_of_the_android_backup(tree, run_cli) -> None:
    files = {"package.json": _package("expo-secure-store"), "src/secure-storage.ts": WEB_FALLBACK}
    assert "rn.storage.secure-store-plaintext-fallback" in _scan(tree, run_cli, files, "--profile", "extended")
    assert not _backup_reported(tree, run_cli, files)
