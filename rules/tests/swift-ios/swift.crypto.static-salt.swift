import CommonCrypto
import CryptoKit
import CryptoSwift
import Foundation

enum PasswordHasher {
    // ruleid: swift.crypto.static-salt
    static let salt = "com.acme.wallet.salt.v1"

    static func hash(_ password: String) -> String {
        SHA256.hash(data: Data((salt + password).utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func deriveKey(from password: String) throws -> [UInt8] {
        // ruleid: swift.crypto.static-salt
        try PKCS5.PBKDF2(password: Array(password.utf8), salt: Array("NaCl-acme".utf8), iterations: 600_000, keyLength: 32, variant: .sha2(.sha256)).calculate()
    }

    // ruleid: swift.crypto.static-salt
    static func pinHash(_ pin: String, salt: String = "acme-pin") -> String {
        SHA256.hash(data: Data((salt + pin).utf8)).description
    }
}

struct StoredCredential {
    let salt: [UInt8]
    let hash: [UInt8]
}

enum SaltedHasher {
    static func makeSalt() -> [UInt8] {
        // ok: swift.crypto.static-salt
        var salt = [UInt8](repeating: 0, count: 16)
        _ = SecRandomCopyBytes(kSecRandomDefault, salt.count, &salt)
        return salt
    }

    static func verify(_ password: String, against stored: StoredCredential) throws -> Bool {
        // ok: swift.crypto.static-salt
        let derived = try PKCS5.PBKDF2(password: Array(password.utf8), salt: stored.salt, iterations: 600_000, keyLength: 32, variant: .sha2(.sha256)).calculate()
        return derived == stored.hash
    }
}

// A "salt" that spreads favicon cache entries across folders: no password or key is derived from it.
enum FaviconCache {
    // ok: swift.crypto.static-salt
    static let folderSalt = "favicons-v2"

    static func folder(for host: String) -> String {
        let bucket = abs("\(folderSalt)\(host)".hashValue) % 64
        return "favicons/\(bucket)"
    }
}

// A salt handed to HKDF: every install derives the same key from the same input.
enum SyncKeys {
    // ruleid: swift.crypto.static-salt
    static let SYNC_SALT = "acme-sync-v1"

    static func key(from master: SymmetricKey) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: master, salt: Data(SYNC_SALT.utf8), outputByteCount: 32)
    }
}
