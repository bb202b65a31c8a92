import Foundation

struct Credentials: Codable {
    let username: String
    let refreshToken: String
}

final class OfflineSessionCache {
    private let directory: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    func save(_ credentials: Credentials) throws {
        let data = try JSONEncoder().encode(credentials)
        // ruleid: swift.storage.secret-written-to-file
        try data.write(to: directory.appendingPathComponent("credentials.json"), options: .atomic)
    }

    func saveToken(_ refreshToken: String) throws {
        let fileURL = directory.appendingPathComponent("session.txt")
        // ruleid: swift.storage.secret-written-to-file
        try refreshToken.write(to: fileURL, atomically: true, encoding: .utf8)
    }

    func saveProtected(_ credentials: Credentials) throws {
        let tokenData = try JSONEncoder().encode(credentials)
        let url = directory.appendingPathComponent("credentials.json")
        // ok: swift.storage.secret-written-to-file
        try tokenData.write(to: url, options: [.atomic, .completeFileProtection])
    }

    func saveForWidget(_ credentials: Credentials) throws {
        let tokenData = try JSONEncoder().encode(credentials)
        // Reported once, by swift.files.no-file-protection.
        // ok: swift.storage.secret-written-to-file
        try tokenData.write(to: directory.appendingPathComponent("widget.json"), options: .noFileProtection)
    }

    func saveAvatar(_ imageData: Data) throws {
        // ok: swift.storage.secret-written-to-file
        try imageData.write(to: directory.appendingPathComponent("avatar.png"))
    }
}

enum DiagnosticsExport {
    static func writeConfig(to url: URL, apiKey: String) throws {
        let content = "SERVICE_API_KEY=\(apiKey)\nREGION=eu-west-1"
        // ruleid: swift.storage.secret-written-to-file
        try content.write(to: url, atomically: true, encoding: .utf8)
    }

    static func writeReadme(to url: URL) throws {
        let content = "Exported by Acme. Contact support@acme.com."
        // ok: swift.storage.secret-written-to-file
        try content.write(to: url, atomically: true, encoding: .utf8)
    }
}

// Staged for an upload and deleted when the upload ends: the file does not outlive the call.
final class VaultUploader {
    func uploadVaultConfigToken(_ token: Data, tmpDirURL: URL, provider: CloudProvider) throws -> Promise<Void> {
        let localVaultConfigURL = tmpDirURL.appendingPathComponent(UUID().uuidString, isDirectory: false)
        // ok: swift.storage.secret-written-to-file
        try token.write(to: localVaultConfigURL)
        return provider.uploadFile(from: localVaultConfigURL).always {
            try? FileManager.default.removeItem(at: localVaultConfigURL)
        }
    }

    func cacheToken(_ token: Data, tmpDirURL: URL, previous: URL) throws {
        let tokenURL = tmpDirURL.appendingPathComponent("session-token")
        // ruleid: swift.storage.secret-written-to-file
        try token.write(to: tokenURL)
        try? FileManager.default.removeItem(at: previous)
    }
}

// What an encrypting or sealing call returns is ciphertext: without the key it protects no secret.
final class PasswordVault {
    private let storeURL: URL
    private let key: SymmetricKey

    init(storeURL: URL, key: SymmetricKey) {
        self.storeURL = storeURL
        self.key = key
    }

    func add(password: PasswordEntry, keyID: String?) throws {
        let saveURL = storeURL.appendingPathComponent(password.path)
        // ok: swift.storage.secret-written-to-file
        try encrypt(password: password, keyID: keyID).write(to: saveURL)
    }

    func sealToken(_ token: String) throws {
        let url = storeURL.appendingPathComponent("token.bin")
        // ok: swift.storage.secret-written-to-file
        try AES.GCM.seal(Data(token.utf8), using: key).combined!.write(to: url)
    }

    func sealPassword(_ password: String) throws {
        let sealedPassword = try ChaChaPoly.seal(Data(password.utf8), using: key)
        let url = storeURL.appendingPathComponent("password.bin")
        // ok: swift.storage.secret-written-to-file
        try sealedPassword.combined.write(to: url)
    }

    func storeSecret(_ secret: String) throws {
        let encryptedSecret = try self.encryptData(Data(secret.utf8))
        // ok: swift.storage.secret-written-to-file
        try encryptedSecret.write(to: storeURL.appendingPathComponent("secret.bin"))
    }

    func exportPassword(_ password: PasswordEntry) throws {
        let plainPassword = try decrypt(password: password)
        // ruleid: swift.storage.secret-written-to-file
        try plainPassword.write(to: storeURL.appendingPathComponent("export.txt"), atomically: true, encoding: .utf8)
    }

    func exportEncryptionKey(_ password: PasswordEntry) throws {
        // ruleid: swift.storage.secret-written-to-file
        try encryptionKeyPassword(for: password).write(to: storeURL.appendingPathComponent("key.txt"))
    }

    func cacheToken(_ token: String) throws {
        let tokenData = Data(token.utf8)
        let sealed = try encrypt(data: Data("marker".utf8))
        // ruleid: swift.storage.secret-written-to-file
        try tokenData.write(to: storeURL.appendingPathComponent("token.bin"))
        try sealed.write(to: storeURL.appendingPathComponent("marker.bin"))
    }
}

// A "token" of a framework type that marks a position in a change history is no credential:
// the written value is judged by its declared type, not by the names around it.
final class HistoryBookmarkStore {
    private let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    func saveHistoryToken(_ token: NSPersistentHistoryToken) throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        let historyTokenURL = directory.appendingPathComponent("lastHistoryToken")
        // ok: swift.storage.secret-written-to-file
        try data.write(to: historyTokenURL)
    }

    func saveChangeToken(_ changeToken: CKServerChangeToken?) throws {
        guard let changeToken else { return }
        let tokenData = try NSKeyedArchiver.archivedData(withRootObject: changeToken, requiringSecureCoding: true)
        // ok: swift.storage.secret-written-to-file
        try tokenData.write(to: directory.appendingPathComponent("zoneChangeToken"))
    }

    func saveSessionToken(_ token: AuthSession) throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        let sessionTokenURL = directory.appendingPathComponent("sessionToken")
        // ruleid: swift.storage.secret-written-to-file
        try data.write(to: sessionTokenURL)
    }

    func saveRefreshToken(_ token: String) throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        // ruleid: swift.storage.secret-written-to-file
        try data.write(to: directory.appendingPathComponent("refreshToken"))
    }
}
