import CryptoKit
import Foundation
import os
import Security
import UIKit
import UniformTypeIdentifiers

/// Small helpers written the safe way; nothing here should be reported.
enum SafeBits {
    static let logger = Logger(subsystem: "com.acme.shop", category: "safe-bits")
    static let apiBase = URL(string: "https://api.acme-shop.com/v2")!
    static let accessTokenKey = "com.acme.shop.accessToken"
    static let passwordPlaceholder = "Enter your password"

    // MARK: Preferences

    static func setPrefersDarkMode(_ enabled: Bool) {
        UserDefaults.standard.set(enabled, forKey: "prefersDarkMode")
        UserDefaults.standard.set(true, forKey: "hasSeenOnboarding")
        UserDefaults.standard.set(Date(), forKey: "tokenRefreshedAt")
    }

    // MARK: Hashing and encryption

    static func fingerprint(of data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    static func seal(_ data: Data, with key: SymmetricKey) throws -> Data {
        let nonce = AES.GCM.Nonce()
        return try AES.GCM.seal(data, using: key, nonce: nonce).combined!
    }

    static func makeKey() -> SymmetricKey {
        SymmetricKey(size: .bits256)
    }

    // MARK: Keychain

    static func save(token: String, account: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        ]
        SecItemDelete(query as CFDictionary)
        return SecItemAdd(query as CFDictionary, nil)
    }

    // MARK: Files

    static func writeExport(_ data: Data, named name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try data.write(to: url, options: [.atomic, .completeFileProtection])
        return url
    }

    // MARK: Logging

    static func logSignIn(user: String, token: String) {
        logger.info("Signed in \(user, privacy: .private(mask: .hash)), token length \(token.count, privacy: .public)")
        print("Sign-in finished")
    }

    // MARK: Pasteboard

    static func copyOneTimeCode(_ code: String) {
        UIPasteboard.general.setItems(
            [[UTType.plainText.identifier: code]],
            options: [.localOnly: true, .expirationDate: Date().addingTimeInterval(60)]
        )
    }

    static func copyTrackingNumber(_ number: String) {
        UIPasteboard.general.string = number
    }

    // MARK: Queries and links

    static func predicate(forEmail email: String) -> NSPredicate {
        NSPredicate(format: "email == %@", email)
    }

    static func isCleartext(_ url: URL) -> Bool {
        url.absoluteString.hasPrefix("http://")
    }

    static func route(_ url: URL) -> (screen: String, id: String?)? {
        guard url.scheme == "acmeshop", url.host == "product" else { return nil }
        let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "id" }?.value
        return ("product", id)
    }
}
