import Foundation

struct SessionArchive {
    let archivePath: String

    func store(credentials: Credentials) throws {
        // ruleid: swift.storage.credential-archived
        let data = try NSKeyedArchiver.archivedData(withRootObject: credentials, requiringSecureCoding: true)
        UserDefaults.standard.set(data, forKey: "session")
    }

    func store(authToken: NSString) {
        // ruleid: swift.storage.credential-archived
        NSKeyedArchiver.archiveRootObject(authToken, toFile: archivePath)
    }

    func store(preferences: Preferences) throws {
        // ok: swift.storage.credential-archived
        let data = try NSKeyedArchiver.archivedData(withRootObject: preferences, requiringSecureCoding: true)
        try data.write(to: URL(fileURLWithPath: archivePath))
    }

    func store(recentSearches: [String]) {
        // ok: swift.storage.credential-archived
        NSKeyedArchiver.archiveRootObject(recentSearches, toFile: archivePath)
    }
}
