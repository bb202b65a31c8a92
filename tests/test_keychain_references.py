"""A UserDefaults record whose credential-named fields are Keychain references holds no secret
(scan/repo/keychain_references.py); a record with one secret field, or a type not found, keeps the finding."""

from __future__ import annotations

import json

RULE = "swift.storage.token-in-userdefaults"
STORE = """\
import Foundation

extension UserDefaults {
    var gitCredentialsEntries: [GitCredentials] {
        get {
            if let data = self.data(forKey: "git.credentials.entries"),
                let array = try? PropertyListDecoder().decode([GitCredentials].self, from: data)
            {
                return array
            }
            return []
        }
        set {
            if let data = try? PropertyListEncoder().encode(newValue) {
                self.set(data, forKey: "git.credentials.entries")
            }
        }
    }
}
"""
REFERENCES = """\
import Foundation

struct GitCredentials: Codable, Identifiable {
    var id: UUID = UUID()
    var hostname: String
    var credentials: LookupEntry

    enum LookupEntry: Codable {
        case https(usernameObjectID: String, passwordObjectID: String)
        case ssh(
            usernameObjectID: String, privateKeyObjectID: String,
            passphraseObjectID: String?)
    }
}

enum GitCredentialsHelper {
    static func add(hostname: String, username: String, password: String) {
        let usernameID = Keychain.shared.store(username).uuidString
        let passwordID = Keychain.shared.store(password).uuidString
        let entry = LookupEntry.https(usernameObjectID: usernameID, passwordObjectID: passwordID)
        UserDefaults.standard.gitCredentialsEntries.append(GitCredentials(hostname: hostname, credentials: entry))
    }
}
"""
ACCOUNT_STORE = """\
import Foundation

final class AccountStore {
    private let defaults = UserDefaults.standard

    func save(_ account: ServerAccount) {
        let data = try? JSONEncoder().encode(account)
        defaults.set(data, forKey: "serverCredentials")
    }
}
"""
ACCOUNT_REFERENCES = """\
import Foundation

struct ServerAccount: Codable {
    let server: URL
    let username: String
    let passwordKeychainID: UUID
    let tokenKeychainKey: String
}
"""


def _reported(tree, run_cli, files: dict[str, str]) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    root = tree(files)
    result = run_cli("scan", "--format", "json", "--select", RULE, "--no-cache", cwd=root)
    return [(f["location"]["path"], f["location"]["start_line"]) for f in json.loads(result.stdout)["findings"]]


def test_a_record_of_keychain_item_ids_is_not_reported(tree, run_cli) -> None:
    files = {"ios/App/UserDefaults+Git.swift": STORE, "ios/App/GitCredentials.swift": REFERENCES}
    assert _reported(tree, run_cli, files) == []


def test_a_record_with_the_password_itself_keeps_the_finding(tree, run_cli) -> None:
    secret = REFERENCES.replace("passwordObjectID: String)", "password: String)")
    files = {"ios/App/UserDefaults+Git.swift": STORE, "ios/App/GitCredentials.swift": secret}
    assert _reported(tree, run_cli, files) == [("ios/App/UserDefaults+Git.swift", 15)]


def test_a_uuid_typed_reference_beside_a_keychain_key_is_not_reported(tree, run_cli) -> None:
    files = {"ios/App/AccountStore.swift": ACCOUNT_STORE, "ios/App/ServerAccount.swift": ACCOUNT_REFERENCES}
    assert _reported(tree, run_cli, files) == []


def test_a_session_id_is_no_reference(tree, run_cli) -> None:
    session = ACCOUNT_REFERENCES.replace("let tokenKeychainKey: String", "let sessionID: String")
    files = {"ios/App/AccountStore.swift": ACCOUNT_STORE, "ios/App/ServerAccount.swift": session}
    assert _reported(tree, run_cli, files) == [("ios/App/AccountStore.swift", 8)]


def test_a_record_type_the_app_does_not_declare_keeps_the_finding(tree, run_cli) -> None:
    reported = _reported(tree, run_cli, {"ios/App/AccountStore.swift": ACCOUNT_STORE})
    assert reported == [("ios/App/AccountStore.swift", 8)]


def test_a_string_written_as_it_is_keeps_the_finding(tree, run_cli) -> None:
    plain = ACCOUNT_STORE.replace("let data = try? JSONEncoder().encode(account)", "let data = account.username")
    files = {"ios/App/AccountStore.swift": plain, "ios/App/ServerAccount.swift": ACCOUNT_REFERENCES}
    assert _reported(tree, run_cli, files) == [("ios/App/AccountStore.swift", 8)]
