// The value model: SQL built from Int values and `let` constants is quiet; text is reported.
import GRDB
import UIKit

final class HistoryStore {
    let dbQueue: DatabaseQueue
    private let table = "history"

    init(dbQueue: DatabaseQueue) {
        self.dbQueue = dbQueue
    }

    func prune(keepDays days: Int, limit: Int) throws {
        let cutoff = Int(Date().timeIntervalSince1970) - days * 86_400
        try dbQueue.write { db in
            // ok: swift.sql.interpolated-query
            try db.execute(sql: "DELETE FROM \(table) WHERE visited_at < \(cutoff) LIMIT \(limit)")
        }
    }

    func search(_ field: UITextField) throws -> [Row] {
        let text = field.text ?? ""
        return try dbQueue.read { db in
            // ruleid: swift.sql.interpolated-query
            try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE title LIKE '%\(text)%'")
        }
    }
}
