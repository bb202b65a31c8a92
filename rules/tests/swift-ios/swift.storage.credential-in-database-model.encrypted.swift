import RealmSwift

enum VaultStore {
    static func open(key: Data) throws -> Realm {
        try Realm(configuration: Realm.Configuration(encryptionKey: key))
    }
}

final class VaultEntry: Object {
    @Persisted(primaryKey: true) var id: String
    // ok: swift.storage.credential-in-database-model
    @Persisted var password: String
}
