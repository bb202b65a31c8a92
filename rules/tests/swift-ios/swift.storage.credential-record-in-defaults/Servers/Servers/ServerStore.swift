import Foundation
import SwiftUI

// The list of servers, kept in the App Group suite and mirrored to the iCloud key-value store.
final class ServerStore {
    static let key = "servers"

    private let suite: UserDefaults
    private let cloud: NSUbiquitousKeyValueStore?

    init(suite: UserDefaults = UserDefaults(suiteName: "group.com.example.servers") ?? .standard,
         cloud: NSUbiquitousKeyValueStore? = .default) {
        self.suite = suite
        self.cloud = cloud
    }

    func save(_ servers: [ServerConfig]) {
        let raw = servers.rawValue
        // ruleid: swift.storage.credential-record-in-defaults
        suite.set(raw, forKey: Self.key)
        push(raw)
    }

    private func push(_ raw: String) {
        guard let cloud else { return }
        // ruleid: swift.storage.credential-record-in-defaults
        cloud.set(raw, forKey: Self.key)
        cloud.synchronize()
    }

    func remember(_ account: Account) throws {
        // ruleid: swift.storage.credential-record-in-defaults
        UserDefaults.standard.set(try JSONEncoder().encode(account), forKey: "currentAccount")
    }

    func cache(_ account: Account, in keychain: KeychainStore) throws {
        // a Keychain wrapper of the same shape is no plist
        // ok: swift.storage.credential-record-in-defaults
        keychain.set(try JSONEncoder().encode(account), forKey: "currentAccount")
    }

    func rememberLabel(_ server: ServerConfig) {
        // ok: swift.storage.credential-record-in-defaults
        suite.set(server.label, forKey: "lastServer")
    }
}

struct ServersView: View {
    // ruleid: swift.storage.credential-record-in-defaults
    @AppStorage("servers", store: UserDefaults(suiteName: "group.com.example.servers")) var servers: [ServerConfig] = []
    // ok: swift.storage.credential-record-in-defaults
    @AppStorage("serverSort") var sort: String = "name"

    var body: some View {
        List(servers) { Text($0.label) }
    }
}
