import Foundation
import SQLCipher

final class EncryptedUserDatabase {
    private var db: OpaquePointer?

    func open(path: String, key: String) {
        sqlite3_open(path, &db)
        sqlite3_key(db, key, Int32(key.utf8.count))
        // ok: swift.storage.credential-sqlite-column
        let createSQL = "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, password TEXT)"
        sqlite3_exec(db, createSQL, nil, nil, nil)
    }
}
