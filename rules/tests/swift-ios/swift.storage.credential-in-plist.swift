import Foundation

final class SessionFile {
    private let path = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0] + "/session.plist"

    func save(token: String) {
        let content: [String: String] = ["token": token, "savedAt": ISO8601DateFormatter().string(from: Date())]
        let plist = NSDictionary(dictionary: content)
        // ruleid: swift.storage.credential-in-plist
        _ = plist.write(toFile: path, atomically: true)
    }

    func savePreferences(theme: String) {
        let content: [String: String] = ["theme": theme, "savedAt": ISO8601DateFormatter().string(from: Date())]
        let plist = NSDictionary(dictionary: content)
        // ok: swift.storage.credential-in-plist
        _ = plist.write(toFile: path, atomically: true)
    }

    func saveDebugAccount() {
        let account: [String: String] = ["username": "debug@example.com", "password": "debug-pass"]
        // ruleid: swift.storage.credential-in-plist
        _ = NSDictionary(dictionary: account).write(to: URL(fileURLWithPath: path), atomically: true)
    }

    func saveRecent(searches: [String]) {
        let content: [String: Any] = ["recent": searches]
        // ok: swift.storage.credential-in-plist
        _ = NSDictionary(dictionary: content).write(toFile: path, atomically: true)
    }
}
