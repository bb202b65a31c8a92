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
