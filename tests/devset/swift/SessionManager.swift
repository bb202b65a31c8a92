import Foundation
import os
import Security

struct AuthTokens: Codable {
    let accessToken: String
    let refreshToken: String
    let expiresAt: Date
}

enum SessionError: Error {
    case keychain(OSStatus)
    case notSignedIn
}

/// Owns the signed-in session: persists tokens, refreshes them and signs out.
final class SessionManager {
    static let shared = SessionManager()

    private let logger = Logger(subsystem: "com.acme.shop", category: "session")
    private let defaults = UserDefaults.standard
    private let service = "com.acme.shop.session"
    private(set) var tokens: AuthTokens?

    private init() {}

    // MARK: - Persistence

    func store(_ tokens: AuthTokens, for account: String) throws {
        let data = try JSONEncoder().encode(tokens)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecValueData as String] = data
        // ruleid: swift.keychain.accessible-always
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAlways
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else { throw SessionError.keychain(status) }
        self.tokens = tokens
        defaults.set(account, forKey: "lastAccount")
        defaults.set(tokens.expiresAt, forKey: "sessionExpiresAt")
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(tokens.refreshToken, forKey: "refreshToken")
        logger.info("Stored session for \(account, privacy: .private(mask: .hash))")
    }

    func load(account: String) throws -> AuthTokens? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw SessionError.keychain(status) }
        return try JSONDecoder().decode(AuthTokens.self, from: data)
    }

    // MARK: - Refresh

    func refresh(using client: APIClient) async throws {
        guard let current = tokens else { throw SessionError.notSignedIn }
        let refreshed = try await client.refresh(refreshToken: current.refreshToken)
        // ruleid: swift.logging.secret-logged-public
        logger.debug("Refreshed session, new token \(refreshed.accessToken, privacy: .public)")
        logger.debug("Session now expires at \(refreshed.expiresAt, privacy: .public)")
        tokens = refreshed
        if let account = defaults.string(forKey: "lastAccount") {
            try store(refreshed, for: account)
        }
    }

    func authorize(_ request: inout URLRequest) throws {
        guard let tokens else { throw SessionError.notSignedIn }
        request.setValue("Bearer \(tokens.accessToken)", forHTTPHeaderField: "Authorization")
        #if DEBUG
        print("Authorizing \(request.url?.path ?? "") with \(tokens.accessToken)")
        #endif
    }

    // MARK: - Sign out

    func signOut() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
        ]
        SecItemDelete(query as CFDictionary)
        defaults.removeObject(forKey: "refreshToken")
        defaults.set(false, forKey: "isSignedIn")
        // ruleid: swift.logging.secret-in-console
        print("Signed out, discarded refresh token \(tokens?.refreshToken ?? "none")")
        tokens = nil
    }
}
