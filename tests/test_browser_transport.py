"""Web browsers: their cleartext-transport findings are low, with the reason (issue 24).

What makes an app a browser is what it declares to the platform (the web-browser entitlement,
an activity that takes every http(s) link), never its name."""

from __future__ import annotations

import json

INFO_PLIST = """\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>CFBundleIdentifier</key>
  <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
  <key>NSAppTransportSecurity</key>
  <dict>
    <key>NSAllowsArbitraryLoads</key>
    <true/>
  </dict>
</dict>
</plist>
"""
BROWSER_ENTITLEMENTS = """\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>com.apple.developer.web-browser</key>
  <true/>
  <key>com.apple.security.application-groups</key>
  <array><string>group.org.example.browser</string></array>
</dict>
</plist>
"""
APP_ENTITLEMENTS = """\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>com.apple.developer.associated-domains</key>
  <array><string>applinks:shop.example.com</string></array>
</dict>
</plist>
"""
SWIFT = "import WebKit\nfinal class TabViewController: UIViewController {}\n"


def _manifest(intent_filter: str) -> str:
    return f"""\
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
  <application android:name=".MainApplication" android:usesCleartextTraffic="true">
    <activity android:name=".MainActivity" android:exported="true">
{intent_filter}
    </activity>
  </application>
</manifest>
"""


BROWSER_FILTER = """\
      <intent-filter>
        <action android:name="android.intent.action.VIEW"/>
        <category android:name="android.intent.category.DEFAULT"/>
        <category android:name="android.intent.category.BROWSABLE"/>
        <data android:scheme="http"/>
        <data android:scheme="https"/>
      </intent-filter>"""
APP_LINK_FILTER = """\
      <intent-filter android:autoVerify="true">
        <action android:name="android.intent.action.VIEW"/>
        <category android:name="android.intent.category.DEFAULT"/>
        <category android:name="android.intent.category.BROWSABLE"/>
        <data android:scheme="https" android:host="shop.example.com"/>
      </intent-filter>"""
EXPO_PACKAGE = '{"name": "app", "dependencies": {"expo": "51.0.0", "react-native": "0.74.1"}}\n'
# the app's own code talks http to a fixed remote host: an app-wide cleartext permission stays high
API_CLIENT = 'export const API_URL = "http://api.tripplanner-app.com/v1";\n'


def _transport(result) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    findings = json.loads(result.stdout)["findings"]
    return [
        (f["rule_id"], f["severity"], f["message"])
        for f in findings
        if "cleartext" in f["rule_id"] or "ats" in f["rule_id"]
    ]


def test_an_ios_browser_reports_ats_off_low_with_the_reason(tree, run_cli) -> None:
    root = tree(
        {
            "Browser/Info.plist": INFO_PLIST,
            "Browser/Browser.entitlements": BROWSER_ENTITLEMENTS,
            "Browser/TabViewController.swift": SWIFT,
        }
    )
    (finding,) = _transport(run_cli("scan", "--stack", "swift", "--format", "json", cwd=root))
    assert finding[:2] == ("plist.ats.arbitrary-loads", "low")
    assert "com.apple.developer.web-browser" in finding[2]


def test_an_ios_app_that_is_not_a_browser_keeps_the_high_finding(tree, run_cli) -> None:
    root = tree(
        {
            "Shop/Info.plist": INFO_PLIST,
            "Shop/Shop.entitlements": APP_ENTITLEMENTS,
            "Shop/TabViewController.swift": SWIFT,
        }
    )
    (finding,) = _transport(run_cli("scan", "--stack", "swift", "--format", "json", cwd=root))
    assert finding[:2] == ("plist.ats.arbitrary-loads", "high")
    assert "browser" not in finding[2]


def test_an_android_activity_that_takes_every_web_link_makes_a_browser(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": EXPO_PACKAGE,
            "android/app/src/main/AndroidManifest.xml": _manifest(BROWSER_FILTER),
        }
    )
    (finding,) = _transport(run_cli("scan", "--format", "json", cwd=root))
    assert finding[:2] == ("rn.android.manifest-cleartext-traffic", "low")
    assert "every http(s) link" in finding[2]


def test_app_links_to_one_host_do_not_make_a_browser(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": EXPO_PACKAGE,
            "src/api.ts": API_CLIENT,
            "android/app/src/main/AndroidManifest.xml": _manifest(APP_LINK_FILTER),
        }
    )
    (finding,) = _transport(run_cli("scan", "--format", "json", cwd=root))
    assert finding[:2] == ("rn.android.manifest-cleartext-traffic", "high")


def test_a_browser_manifest_in_a_sample_app_does_not_count(tree, run_cli) -> None:
    root = tree(
        {
            "package.json": EXPO_PACKAGE,
            "src/api.ts": API_CLIENT,
            "android/app/src/main/AndroidManifest.xml": _manifest(APP_LINK_FILTER),
            "examples/browser/android/app/src/main/AndroidManifest.xml": _manifest(BROWSER_FILTER),
        }
    )
    found = _transport(run_cli("scan", "--format", "json", cwd=root))
    assert ("rn.android.manifest-cleartext-traffic", "high") in [f[:2] for f in found]
    assert all(severity == "high" for _, severity, _ in found)
