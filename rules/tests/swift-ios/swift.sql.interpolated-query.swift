import Foundation
import GRDB
import UIKit
import SQLite3
import FMDB

final class MessageStore {
    private var db: OpaquePointer?
    private let queue: FMDatabaseQueue

    init(queue: FMDatabaseQueue) { self.queue = queue }

    func deleteThread(_ threadId: String) {
        // ruleid: swift.sql.interpolated-query
        sqlite3_exec(db, "DELETE FROM messages WHERE thread_id = '\(threadId)'", nil, nil, nil)
    }

    func messages(from sender: String) -> [Message] {
        var statement: OpaquePointer?
        let sql = "SELECT id, body FROM messages WHERE sender = '" + sender + "' ORDER BY sent_at"
        // ruleid: swift.sql.interpolated-query
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        return readMessages(statement)
    }

    func search(_ term: String) -> [Message] {
        var results: [Message] = []
        queue.inDatabase { db in
            // ruleid: swift.sql.interpolated-query
            if let rs = try? db.executeQuery("SELECT id, body FROM messages WHERE body LIKE '%\(term)%'", values: nil) {
                results = Message.all(from: rs)
            }
        }
        return results
    }

    func messagesSafely(from sender: String) -> [Message] {
        var statement: OpaquePointer?
        // ok: swift.sql.interpolated-query
        guard sqlite3_prepare_v2(db, "SELECT id, body FROM messages WHERE sender = ?", -1, &statement, nil) == SQLITE_OK else { return [] }
        sqlite3_bind_text(statement, 1, sender, -1, SQLITE_TRANSIENT)
        defer { sqlite3_finalize(statement) }
        return readMessages(statement)
    }

    func searchSafely(_ term: String) -> [Message] {
        var results: [Message] = []
        queue.inDatabase { db in
            // ok: swift.sql.interpolated-query
            if let rs = try? db.executeQuery("SELECT id, body FROM messages WHERE body LIKE ?", values: ["%\(term)%"]) {
                results = Message.all(from: rs)
            }
        }
        return results
    }

    func messages(ids: [Int64]) -> [Message] {
        let placeholders = ids.map { _ in "?" }.joined(separator: ",")
        var results: [Message] = []
        queue.inDatabase { db in
            // ok: swift.sql.interpolated-query
            if let rs = try? db.executeQuery("SELECT id, body FROM messages WHERE id IN (\(placeholders))", values: ids) {
                results = Message.all(from: rs)
            }
        }
        return results
    }

    private func readMessages(_ statement: OpaquePointer?) -> [Message] { [] }
}

final class MessageSearchViewController: UIViewController {
    @IBOutlet private var searchBar: UISearchBar!
    private var db: OpaquePointer?
    private let dbQueue: DatabaseQueue

    init(dbQueue: DatabaseQueue) {
        self.dbQueue = dbQueue
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func searchTapped() {
        var statement: OpaquePointer?
        var sql = "SELECT id, body FROM messages"
        if let term = searchBar.text, !term.isEmpty {
            sql += " WHERE body LIKE '%" + term + "%'"
        }
        // ruleid: swift.sql.interpolated-query
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { return }
        sqlite3_finalize(statement)
    }

    @objc func searchTappedSafely() {
        var statement: OpaquePointer?
        // ok: swift.sql.interpolated-query
        guard sqlite3_prepare_v2(db, "SELECT id, body FROM messages WHERE body LIKE ?", -1, &statement, nil) == SQLITE_OK else { return }
        sqlite3_bind_text(statement, 1, "%\(searchBar.text ?? "")%", -1, SQLITE_TRANSIENT)
        sqlite3_finalize(statement)
    }

    func saveTheme(_ theme: String) throws {
        try dbQueue.write { db in
            // ruleid: swift.sql.interpolated-query
            try db.execute(sql: "UPDATE settings SET theme = '\(theme)'")
            // ok: swift.sql.interpolated-query
            try db.execute(sql: "UPDATE settings SET accent = ?", arguments: [theme])
        }
    }
}
