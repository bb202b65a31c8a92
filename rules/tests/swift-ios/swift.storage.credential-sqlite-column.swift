import Foundation
import SQLite3

final class UserDatabase {
    private var db: OpaquePointer?

    func createTables() {
        // ruleid: swift.storage.credential-sqlite-column
        let createSQL = "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT, password TEXT)"
        sqlite3_exec(db, createSQL, nil, nil, nil)
        // ok: swift.storage.credential-sqlite-column
        let createLog = "CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, event TEXT, created_at TEXT)"
        sqlite3_exec(db, createLog, nil, nil, nil)
    }

    func save(username: String, password: String) {
        var statement: OpaquePointer?
        // ruleid: swift.storage.credential-sqlite-column
        let insert = "INSERT INTO users (username, password) VALUES (?, ?)"
        guard sqlite3_prepare_v2(db, insert, -1, &statement, nil) == SQLITE_OK else { return }
        sqlite3_bind_text(statement, 1, username, -1, nil)
        sqlite3_bind_text(statement, 2, password, -1, nil)
        sqlite3_step(statement)
        sqlite3_finalize(statement)
    }

    func saveHash(username: String, hash: String) {
        // ok: swift.storage.credential-sqlite-column
        let insert = "INSERT INTO users (username, password_hash) VALUES (?, ?)"
        sqlite3_exec(db, insert, nil, nil, nil)
    }
}
