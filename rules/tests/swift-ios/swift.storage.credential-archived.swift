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

final class KeychainTokenStore {
    func save(token: Token, accessible: CFString = kSecAttrAccessibleWhenUnlockedThisDeviceOnly) -> Bool {
        // ok: swift.storage.credential-archived
        let data = NSKeyedArchiver.archivedData(withRootObject: token)
        let attributes: NSDictionary = [
            kSecClass: kSecClassKey,
            kSecAttrApplicationTag: token.id.data(using: .utf8)!,
            kSecAttrAccessible: accessible,
            kSecValueData: data,
        ]
        if SecItemCopyMatching(attributes, nil) == errSecSuccess {
            let update: NSDictionary = [kSecValueData: data]
            return SecItemUpdate(attributes, update) == errSecSuccess
        }
        return SecItemAdd(attributes, nil) == errSecSuccess
    }

    func delete(token: Token) -> Bool {
        // ok: swift.storage.credential-archived
        let data = NSKeyedArchiver.archivedData(withRootObject: token)
        let query = [kSecClass as String: kSecClassKey, kSecValueData as String: data] as CFDictionary
        return SecItemDelete(query) == errSecSuccess
    }

    // the same archive also goes to UserDefaults: outside the Keychain
    func saveWithFallback(token: Token) {
        // ruleid: swift.storage.credential-archived
        let data = NSKeyedArchiver.archivedData(withRootObject: token)
        let attributes: NSDictionary = [kSecClass: kSecClassKey, kSecValueData: data]
        if SecItemAdd(attributes, nil) != errSecSuccess {
            UserDefaults.standard.set(data, forKey: "token")
        }
    }
}

// the Core Data history position the sync resumes from: an opaque framework bookmark, no credential
extension UserDefaults {
    var lastHistoryToken: NSPersistentHistoryToken? {
        get {
            guard let data = data(forKey: "lastHistoryToken") else { return nil }
            return try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: data)
        }
        set {
            guard let token = newValue else {
                removeObject(forKey: "lastHistoryToken")
                return
            }
            // ok: swift.storage.credential-archived
            let data = try? NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
            set(data, forKey: "lastHistoryToken")
        }
    }

    // the same shape with the app's own session token type: a credential
    var sessionToken: OAuthToken? {
        get { nil }
        set {
            guard let token = newValue else { return }
            // ruleid: swift.storage.credential-archived
            let data = try? NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
            set(data, forKey: "sessionToken")
        }
    }
}

final class CloudSyncState {
    func save(zoneToken: CKServerChangeToken) {
        // ok: swift.storage.credential-archived
        let data = try? NSKeyedArchiver.archivedData(withRootObject: zoneToken, requiringSecureCoding: true)
        try? data?.write(to: stateURL)
    }
}
