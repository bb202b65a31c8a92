"""Credential attributes of Realm models in an app whose Realm files are all encrypted
(scan/repo/encrypted_realm.py): Realm encrypts the whole file when its configuration has a key."""

from __future__ import annotations

import json

RULE = "swift.storage.credential-in-database-model"
MODEL = """\
import Foundation
import RealmSwift

final class SessionObject: Object {
    @Persisted(primaryKey: true) var email: String
    @Persisted var password: String?
    @Persisted var accessToken: String?
}
"""
ENCRYPTED = """\
import Foundation
import RealmSwift

final class EncryptedStorage {
    private let key: Data

    init(key: Data) { self.key = key }

    var storage: Realm {
        get throws {
            let configuration = try configuration()
            Realm.Configuration.defaultConfiguration = configuration
            return try Realm(configuration: configuration)
        }
    }

    private func configuration() throws -> Realm.Configuration {
        guard !ProcessInfo.processInfo.arguments.contains("--ui-tests") else {
            return Realm.Configuration(inMemoryIdentifier: UUID().uuidString)
        }
        return Realm.Configuration(
            fileURL: try Self.fileURL(),
            encryptionKey: key,
            schemaVersion: 42
        )
    }
}
"""
PLAIN_CACHE = """\
import RealmSwift

enum ThumbnailCache {
    static func realm() throws -> Realm {
        try Realm(configuration: Realm.Configuration(fileURL: cacheURL, schemaVersion: 3))
    }
}
"""
DEFAULT_OPENED = """\
import RealmSwift

func recentSearches() throws -> Results<SearchObject> {
    try Realm().objects(SearchObject.self)
}
"""


def _reported(tree, run_cli, files: dict[str, str]) -> list[str]:  # type: ignore[no-untyped-def]
    root = tree({"App/Models/SessionObject.swift": MODEL, **files})
    result = run_cli("scan", "--format", "json", "--select", RULE, "--no-cache", cwd=root)
    return [f"{f['location']['path']}:{f['location']['start_line']}" for f in json.loads(result.stdout)["findings"]]


def test_a_model_of_an_encrypted_realm_is_not_reported(tree, run_cli) -> None:
    assert _reported(tree, run_cli, {"App/Storage/EncryptedStorage.swift": ENCRYPTED}) == []


def test_a_model_with_no_encrypted_configuration_in_the_app_is_reported(tree, run_cli) -> None:
    reported = _reported(tree, run_cli, {})
    assert reported == ["App/Models/SessionObject.swift:6", "App/Models/SessionObject.swift:7"]


def test_another_realm_file_without_a_key_keeps_the_finding(tree, run_cli) -> None:
    files = {"App/Storage/EncryptedStorage.swift": ENCRYPTED, "App/Cache/ThumbnailCache.swift": PLAIN_CACHE}
    assert len(_reported(tree, run_cli, files)) == 2


def test_the_default_configuration_opened_unreplaced_keeps_the_finding(tree, run_cli) -> None:
    replaced_nowhere = ENCRYPTED.replace("            Realm.Configuration.defaultConfiguration = configuration\n", "")
    files = {"App/Storage/EncryptedStorage.swift": replaced_nowhere, "App/Search.swift": DEFAULT_OPENED}
    assert len(_reported(tree, run_cli, files)) == 2
    files["App/Storage/EncryptedStorage.swift"] = ENCRYPTED  # replaced by the encrypted one
    assert _reported(tree, run_cli, files) == []


def test_a_test_targets_plain_realm_does_not_count(tree, run_cli) -> None:
    files = {"App/Storage/EncryptedStorage.swift": ENCRYPTED, "AppTests/Mocks/StorageMock.swift": PLAIN_CACHE}
    assert _reported(tree, run_cli, files) == []
