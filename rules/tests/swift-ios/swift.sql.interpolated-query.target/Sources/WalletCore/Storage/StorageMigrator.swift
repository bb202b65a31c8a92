import GRDB

// Table and column names and enum cases declared in other files of the same target: Swift files
// of one target see each other's types, so these are as constant as the file's own.
final class StorageMigrator {
    func migrate(_ db: Database, storedMode: String, label: String) throws {
        let syncMode: SyncMode
        switch storedMode {
        case "fast": syncMode = .fast
        case "slow": syncMode = .slow
        default: syncMode = .new
        }
        // ok: swift.sql.interpolated-query
        try db.execute(sql: "UPDATE \(EnabledWallet.databaseTableName) SET \(EnabledWallet.Columns.syncMode.rawValue) = '\(syncMode)'")
        // ruleid: swift.sql.interpolated-query
        try db.execute(sql: "UPDATE \(EnabledWallet.databaseTableName) SET label = '\(label)'")
    }
}
