"""Network security configs and manifest cleartext flags of an Android build type's own source set
(repo/build_types.py):
a debug build type's are a developer's (dropped); another non-release type's (staging, qa) may
or may not ship, so they are review items; `src/main`'s and `release`'s stay findings."""

from __future__ import annotations

import json

from secure_lint.scan.repo.build_types import source_sets

GRADLE = """\
apply plugin: "com.android.application"
android {
    defaultConfig { applicationId "io.acme.trips" }
    signingConfigs {
        debug { storeFile file('debug.keystore') }
        release { storeFile file(RELEASE_STORE_FILE) }
    }
    buildTypes {
        debug { signingConfig signingConfigs.debug }
        qa {
            initWith buildTypes.debug
            debuggable true
        }
        staging {
            initWith buildTypes.release
            matchingFallbacks = ['release']
        }
        release {
            signingConfig signingConfigs.release
            minifyEnabled true
        }
    }
}
"""
CONFIG = """\
<?xml version="1.0" encoding="utf-8"?>
<network-security-config>
    <base-config cleartextTrafficPermitted="true">
        <trust-anchors>
            <certificates src="system" />
            <certificates src="user" />
        </trust-anchors>
    </base-config>
</network-security-config>
"""
XML = "res/xml/network_security_config.xml"
# the app's code requests a fixed remote host over http: a shipped cleartext permission stays high
API_CLIENT = 'export const API_URL = "http://api.tripplanner-app.com/v1";\n'


def test_build_types_but_release_and_whether_each_is_a_debug_one() -> None:
    assert source_sets(GRADLE, "android/app/build.gradle") == {
        "android/app/src/debug": True,
        "android/app/src/qa": True,
        "android/app/src/staging": False,
    }
    kotlin = 'android { buildTypes { getByName("release") { isMinifyEnabled = true }\n create("beta") { } } }'
    assert source_sets(kotlin, "android/app/build.gradle.kts") == {"android/app/src/beta": False}
    assert source_sets('android { defaultConfig { applicationId "x" } }', "build.gradle") == {}


MANIFEST = """\
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:networkSecurityConfig="@xml/network_security_config" />
</manifest>
"""


def test_configs_of_build_types(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {"package.json": '{"name": "trips", "dependencies": {"react-native": "0.76.0"}}\n'}
    files["src/api.ts"] = API_CLIENT
    files["android/app/build.gradle"] = GRADLE
    for source_set in ("main", "debug", "qa", "staging"):
        files[f"android/app/src/{source_set}/{XML}"] = CONFIG
        files[f"android/app/src/{source_set}/AndroidManifest.xml"] = MANIFEST
    result = run_cli("scan", "--format", "json", "--stack", "expo", cwd=tree(files))
    found = {
        (f["location"]["path"].split("/")[3], f["rule_id"], f["severity"], f["disposition"])
        for f in json.loads(result.stdout)["findings"]
        if f["rule_id"].startswith("rn.android.network-config-")
    }
    assert found == {
        ("main", "rn.android.network-config-cleartext", "high", "reportable"),
        ("main", "rn.android.network-config-user-ca", "medium", "reportable"),
        ("staging", "rn.android.network-config-cleartext", "info", "needs_review"),
        ("staging", "rn.android.network-config-user-ca", "info", "needs_review"),
    }


def test_debug_source_set_of_a_module_whose_build_types_omit_debug(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {"package.json": '{"name": "trips", "dependencies": {"react-native": "0.76.0"}}\n'}
    files["android/app/build.gradle"] = (
        'apply plugin: "com.android.application"\n'
        "android {\n    buildTypes {\n        release { minifyEnabled true }\n    }\n}\n"
    )
    for source_set in ("main", "debug"):
        files[f"android/app/src/{source_set}/{XML}"] = CONFIG
        files[f"android/app/src/{source_set}/AndroidManifest.xml"] = MANIFEST
    result = run_cli("scan", "--format", "json", "--stack", "expo", cwd=tree(files))
    found = {
        (f["location"]["path"].split("/")[3], f["rule_id"])
        for f in json.loads(result.stdout)["findings"]
        if f["rule_id"].startswith("rn.android.network-config-")
    }
    assert found == {("main", "rn.android.network-config-cleartext"), ("main", "rn.android.network-config-user-ca")}


# a build type's own manifest merged over src/main's: the cleartext flag it sets is that build's alone
CLEARTEXT_MANIFEST = """\
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:networkSecurityConfig="@xml/network_security_config" android:usesCleartextTraffic="true" />
</manifest>
"""
PLAIN_CLEARTEXT_MANIFEST = """\
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:usesCleartextTraffic="true" />
</manifest>
"""


def test_manifest_cleartext_flags_of_build_types(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {"package.json": '{"name": "trips", "dependencies": {"react-native": "0.76.0"}}\n'}
    files["src/api.ts"] = API_CLIENT
    files["android/app/build.gradle"] = GRADLE  # no minSdk: the pre-24 findings stay where shipped
    for source_set in ("main", "qa", "staging"):
        files[f"android/app/src/{source_set}/AndroidManifest.xml"] = CLEARTEXT_MANIFEST
    files["android/app/src/release/AndroidManifest.xml"] = PLAIN_CLEARTEXT_MANIFEST
    files["android/app/src/staging/res/values/strings.xml"] = "<resources />\n"
    result = run_cli("scan", "--format", "json", "--stack", "expo", "--profile", "extended", cwd=tree(files))
    found = {
        (f["location"]["path"].split("/")[3], f["rule_id"], f["severity"], f["disposition"])
        for f in json.loads(result.stdout)["findings"]
        if f["rule_id"].startswith("rn.android.manifest-cleartext")
    }
    assert found == {
        ("main", "rn.android.manifest-cleartext-traffic-pre-24", "low", "reportable"),
        ("release", "rn.android.manifest-cleartext-traffic", "high", "reportable"),
        ("staging", "rn.android.manifest-cleartext-traffic-pre-24", "info", "needs_review"),
    }
