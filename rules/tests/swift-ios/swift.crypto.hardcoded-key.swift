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

// A hierarchical-deterministic wallet's master key: BIP32 and SLIP-0010 fix the HMAC-SHA512 key to a
// public label per curve ("Bitcoin seed", "ed25519 seed", "Nist256p1 seed"), so every wallet derives
// the same keys from the same seed; the seed carries the entropy. An app's own literal still is a key.
enum HDMasterKey {
    static func ed25519(seed: Data) throws -> (key: Data, chainCode: Data) {
        // ok: swift.crypto.hardcoded-key
        let mac = Data(try CryptoSwift.HMAC(key: "ed25519 seed", variant: .sha2(.sha512)).authenticate(seed.bytes))
        return (mac.prefix(32), mac.suffix(32))
    }

    static func secp256k1(seed: Data) throws -> [UInt8] {
        // ok: swift.crypto.hardcoded-key
        try HMAC(key: Array("Bitcoin seed".utf8), variant: .sha2(.sha512)).authenticate(seed.bytes)
    }

    static func nist256p1(seed: Data) throws -> [UInt8] {
        // ok: swift.crypto.hardcoded-key
        try HMAC(key: "Nist256p1 seed", variant: .sha2(.sha512)).authenticate(seed.bytes)
    }

    static func backupTag(for payload: Data) throws -> [UInt8] {
        // ruleid: swift.crypto.hardcoded-key
        try HMAC(key: "acme wallet seed backup", variant: .sha2(.sha256)).authenticate(payload.bytes)
    }
}
