import Foundation
import RealmSwift

enum Storage {
    static func openJournal(at storeURL: URL) throws -> Realm {
        // ruleid: swift.storage.realm-without-encryption
        let config = Realm.Configuration(fileURL: storeURL, schemaVersion: 4)
        return try Realm(configuration: config)
    }

    static func makeDefault() {
        // ruleid: swift.storage.realm-without-encryption
        Realm.Configuration.defaultConfiguration = Realm.Configuration(schemaVersion: 2, deleteRealmIfMigrationNeeded: true)
    }

    static func preview() throws -> Realm {
        // ok: swift.storage.realm-without-encryption
        try Realm(configuration: Realm.Configuration(inMemoryIdentifier: "preview"))
    }

    static func removeLegacy(at url: URL) {
        // ok: swift.storage.realm-without-encryption
        _ = try? Realm.deleteFiles(for: Realm.Configuration(fileURL: url))
    }
}
