import CryptoKit
import CryptoSwift
import Foundation

enum OfflineCache {
    // ruleid: swift.crypto.hardcoded-key
    private static let key = SymmetricKey(data: "K7gNU3sdo+OL0wNhqoVWhr3g6s1xYv72".data(using: .utf8)!)

    static func seal(_ data: Data) throws -> Data {
        try ChaChaPoly.seal(data, using: key).combined
    }

    static func legacyDecrypt(_ bytes: [UInt8], iv: [UInt8]) throws -> [UInt8] {
        // ruleid: swift.crypto.hardcoded-key
        let aes = try AES(key: Array("q9Wd2LpX7vTz4RbNq9Wd2LpX7vTz4RbN".utf8), blockMode: CBC(iv: iv), padding: .pkcs7)
        return try aes.decrypt(bytes)
    }
}

enum SecureCache {
    static func makeKey() -> SymmetricKey {
        // ok: swift.crypto.hardcoded-key
        SymmetricKey(size: .bits256)
    }

    static func loadKey(from keychain: KeychainStore) throws -> SymmetricKey {
        // ok: swift.crypto.hardcoded-key
        SymmetricKey(data: try keychain.data(for: "offline-cache-key"))
    }
}
