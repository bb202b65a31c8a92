"""A UserDefaults-backed or @AppStorage credential property that no code assigns, binds or passes
inout stores nothing (repo/unwritten_settings.py); an assignment anywhere keeps the finding."""

from __future__ import annotations

import json

import pytest

from secure_lint.scan.repo.unwritten_settings import RULES

RELAY = """\
import Foundation

enum RelaySettings {
    static var useRelay: Bool {
        get { UserDefaults.standard.bool(forKey: "use_relay") }
        set { UserDefaults.standard.set(newValue, forKey: "use_relay") }
    }
    static var relayApiKey: String {
        get {
            return UserDefaults.standard.string(forKey: "relay_apikey") ?? ""
        }
        set {
            UserDefaults.standard.set(newValue, forKey: "relay_apikey")
        }
    }
}
"""
SETTINGS_VIEW = """\
import SwiftUI

struct AccountView: View {
    @AppStorage("authToken") var authToken: String = ""

    var body: some View {
        Text(authToken.isEmpty ? "Signed out" : "Signed in")
    }
}
"""
SIGN_IN = """\
import Foundation

final class RelayClient {
    func configure(with key: String) {
        RelaySettings.relayApiKey = key
    }
}
"""
TOKEN_FIELD = """\
import SwiftUI

struct TokenField: View {
    @AppStorage("authToken") var authToken: String = ""

    var body: some View {
        SecureField("Token", text: $authToken)
    }
}
"""


def _storage_findings(tree, run_cli, files: dict[str, str]) -> list[str]:  # type: ignore[no-untyped-def]
    findings = json.loads(run_cli("scan", "--format", "json", cwd=tree(files)).stdout)["findings"]
    return sorted(f"{f['location']['path']}:{f['location']['start_line']}" for f in findings if f["rule_id"] in RULES)


def test_credential_settings_nothing_writes_are_dropped(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {"App/RelaySettings.swift": RELAY, "App/AccountView.swift": SETTINGS_VIEW}
    assert _storage_findings(tree, run_cli, files) == []


@pytest.mark.parametrize(
    ("more", "expected"),
    [
        ({"App/RelayClient.swift": SIGN_IN}, "App/RelaySettings.swift:13"),
        (
            {"App/Login.swift": "func signedIn(_ jwt: String, view: AccountView) {\n    view.authToken = jwt\n}\n"},
            "App/AccountView.swift:4",
        ),
        ({"App/TokenField.swift": TOKEN_FIELD}, "App/TokenField.swift:4"),
    ],
)
def test_an_assignment_or_binding_anywhere_keeps_the_finding(tree, run_cli, more, expected) -> None:  # type: ignore[no-untyped-def]
    files = {"App/RelaySettings.swift": RELAY, "App/AccountView.swift": SETTINGS_VIEW, **more}
    assert expected in _storage_findings(tree, run_cli, files)
