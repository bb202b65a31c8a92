import Foundation
import SQLCipher

final class Store {
    private var db: OpaquePointer?

    func open(at url: URL, key: Data) throws {
        guard sqlite3_open(url.path, &db) == SQLITE_OK else { throw StoreError.open }
        // ok: swift.storage.pragma-key-without-sqlcipher
        let rc = key.withUnsafeBytes { sqlite3_key(db, $0.baseAddress, Int32(key.count)) }
        guard rc == SQLITE_OK else { throw StoreError.key }
    }
}
