import CouchbaseLiteSwift
import YapDatabase

final class OfflineProfileStore {
    let database: Database
    let connection: YapDatabaseConnection

    init(database: Database, connection: YapDatabaseConnection) {
        self.database = database
        self.connection = connection
    }

    func saveProfile(name: String, accessToken: String) throws {
        let doc = MutableDocument(id: "profile")
        // ok: swift.storage.credential-kvc-store
        doc.setString(name, forKey: "name")
        // ruleid: swift.storage.credential-kvc-store
        doc.setString(accessToken, forKey: "access_token")
        try database.saveDocument(doc)
    }

    func saveSession(userId: String, session: Session) throws {
        // ruleid: swift.storage.credential-kvc-store
        let doc = MutableDocument(id: "session", data: ["user": userId, "token": session.token])
        try database.defaultCollection().save(document: doc)
    }

    func saveSettings(theme: String) throws {
        // ok: swift.storage.credential-kvc-store
        let doc = MutableDocument(id: "settings", data: ["theme": theme, "tokenCount": 0])
        try database.defaultCollection().save(document: doc)
    }

    func remember(password: String, theme: String) {
        connection.readWrite { transaction in
            // ruleid: swift.storage.credential-kvc-store
            transaction.setObject(password, forKey: "password", inCollection: "credentials")
            // ok: swift.storage.credential-kvc-store
            transaction.setObject(theme, forKey: "theme", inCollection: "settings")
        }
    }
}
