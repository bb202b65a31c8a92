import Foundation

/// The ledger file, encrypted by the SQLite3 Multiple Ciphers build compiled into the app
final class LedgerDatabase {
    private var db: OpaquePointer?

    func open(at url: URL, passphrase: String) throws {
        guard sqlite3_open(url.path, &db) == SQLITE_OK else { throw LedgerError.open }
        let escaped = passphrase.replacingOccurrences(of: "'", with: "''")
        // ok: swift.storage.pragma-key-without-sqlcipher
        guard sqlite3_exec(db, "PRAGMA key = '\(escaped)';", nil, nil, nil) == SQLITE_OK else { throw LedgerError.key }
    }
}
