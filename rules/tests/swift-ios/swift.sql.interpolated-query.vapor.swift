import Vapor
import Fluent
import SQLKit
import SQLiteKit

func routes(_ app: Application) throws {
    // GET /user/alice' OR '1'='1
    app.get("user", ":username") { req -> EventLoopFuture<String> in
        let db = req.db as! SQLiteDatabase
        let username = req.parameters.get("username") ?? ""
        let query = "SELECT * FROM users WHERE username = '\(username)'"
        // ruleid: swift.sql.interpolated-query
        return db.raw(SQLQueryString(query)).all().map { rows in "\(rows.count)" }
    }

    // SQLKit binds an interpolation labelled `bind:` as a parameter
    app.get("user", ":username", "safe") { req async throws -> String in
        let username = req.parameters.get("username") ?? ""
        let sql = req.db as! SQLDatabase
        // ok: swift.sql.interpolated-query
        let rows = try await sql.raw("SELECT * FROM users WHERE username = \(bind: username)").all()
        return "\(rows.count)"
    }

    app.post("search") { req async throws -> String in
        struct Search: Content {
            let term: String
        }
        let search = try req.content.decode(Search.self)
        // ruleid: swift.sql.interpolated-query
        let rows = try await (req.db as! SQLDatabase).raw("SELECT * FROM products WHERE name LIKE '%\(unsafeRaw: search.term)%'").all()
        return "\(rows.count)"
    }

    // a number asked for as one
    app.get("orders") { req async throws -> String in
        let limit = try req.query.get(Int.self, at: "limit")
        // ok: swift.sql.interpolated-query
        let rows = try await (req.db as! SQLDatabase).raw("SELECT * FROM orders LIMIT \(unsafeRaw: String(limit))").all()
        return "\(rows.count)"
    }
}
