import Foundation
import SQLite3

final class Database {
    private var db: OpaquePointer?

    init(path: String, passphrase: String) throws {
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw DatabaseError.open }
        // ruleid: swift.storage.pragma-key-without-sqlcipher
        let keySQL = "PRAGMA key = '\(passphrase)';"
        sqlite3_exec(db, keySQL, nil, nil, nil)
        // ok: swift.storage.pragma-key-without-sqlcipher
        sqlite3_exec(db, "PRAGMA journal_mode = WAL;", nil, nil, nil)
    }
}
