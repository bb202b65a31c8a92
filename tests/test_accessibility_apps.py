"""A macOS app that drives other apps through the Accessibility API turns the sandbox off by
necessity: no Accessibility trust is granted inside the App Sandbox (issue 24, batch 15)."""

from __future__ import annotations

import json

from secure_lint.core.repository import Repository
from secure_lint.scan.repo.accessibility_apps import drives_other_apps

ENTITLEMENTS = """\
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>com.apple.security.app-sandbox</key>
  <false/>
</dict>
</plist>
"""
SWITCHER = """\
import ApplicationServices

final class WindowList {
    static func windows(of app: NSRunningApplication) -> [AXUIElement] {
        let prompt = [kAXTrustedCheckOptionPrompt.takeUnretainedValue(): true] as CFDictionary
        guard AXIsProcessTrustedWithOptions(prompt) else { return [] }
        let element = AXUIElementCreateApplication(app.processIdentifier)
        var value: CFTypeRef?
        AXUIElementCopyAttributeValue(element, kAXWindowsAttribute as CFString, &value)
        return value as? [AXUIElement] ?? []
    }
}
"""
NOTES = """\
import AppKit

final class NoteStore {
    func save(_ text: String, to url: URL) throws { try text.write(to: url, atomically: true, encoding: .utf8) }
}
"""


def _repo(files: dict[str, str], shipped: bool = True) -> Repository:
    return Repository(lambda: sorted(files), files.get, lambda _path: shipped)


def test_an_app_that_asks_for_accessibility_control_of_other_apps() -> None:
    repo = _repo({"Switcher/Switcher.entitlements": ENTITLEMENTS, "Switcher/WindowList.swift": SWITCHER})
    assert drives_other_apps(repo)


def test_an_app_without_it_or_with_it_only_in_code_that_does_not_ship_keeps_the_finding() -> None:
    assert not drives_other_apps(_repo({"Notes/Notes.entitlements": ENTITLEMENTS, "Notes/NoteStore.swift": NOTES}))
    tests_only = {"Notes/Notes.entitlements": ENTITLEMENTS, "NotesTests/UITests.swift": SWITCHER}
    assert not drives_other_apps(_repo(tests_only, shipped=False))


def _sandbox_findings(tree, run_cli, files: dict[str, str]) -> list[str]:  # type: ignore[no-untyped-def]
    result = run_cli("scan", "--format", "json", "--profile", "extended", cwd=tree(files))
    findings = json.loads(result.stdout)["findings"]
    return [f["location"]["path"] for f in findings if f["rule_id"] == "plist.entitlements.app-sandbox-disabled"]


def test_the_scan_drops_the_sandbox_finding_of_such_an_app(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {"Switcher/Switcher.entitlements": ENTITLEMENTS, "Switcher/WindowList.swift": SWITCHER}
    assert _sandbox_findings(tree, run_cli, files) == []


def test_the_scan_keeps_it_for_an_app_that_needs_no_accessibility(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {"Notes/Notes.entitlements": ENTITLEMENTS, "Notes/NoteStore.swift": NOTES}
    assert _sandbox_findings(tree, run_cli, files) == ["Notes/Notes.entitlements"]
