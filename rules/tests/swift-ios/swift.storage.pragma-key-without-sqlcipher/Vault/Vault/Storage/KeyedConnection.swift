import Foundation
import SQLite3

enum KeyedConnection {
    static func open(_ url: URL, key: Data) -> OpaquePointer? {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(url.path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else { return nil }
        // ruleid: swift.storage.pragma-key-without-sqlcipher
        _ = key.withUnsafeBytes { sqlite3_key(handle, $0.baseAddress, Int32(key.count)) }
        return handle
    }
}
