import Foundation
import RealmSwift

enum EncryptedStorage {
    static func open(at storeURL: URL) throws -> Realm {
        // ok: swift.storage.realm-without-encryption
        var config = Realm.Configuration(fileURL: storeURL, schemaVersion: 4)
        config.encryptionKey = try KeyStore.realmKey()
        return try Realm(configuration: config)
    }
}
