import CryptoKit
import Foundation

enum PasswordHasher {
    static func legacyHash(_ password: String, salt: String) -> String {
        // ruleid: swift.crypto.weak-hash
        let digest = SHA256.hash(data: Data((salt + password).utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    static func signature(for payload: Data, secret: Data) -> Data {
        // ruleid: swift.crypto.weak-hash
        var hasher = SHA256()
        hasher.update(data: secret)
        hasher.update(data: payload)
        return Data(hasher.finalize())
    }

    static func modernHash(_ password: String, salt: String) -> String {
        // ok: swift.crypto.weak-hash
        let digest = SHA256.hash(data: Data((salt + password).utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}

enum AvatarURLs {
    static func gravatarURL(for email: String) -> URL {
        // ok: swift.crypto.weak-hash
        let hash = Insecure.MD5.hash(data: Data(email.lowercased().utf8))
        let hex = hash.map { String(format: "%02x", $0) }.joined()
        return URL(string: "https://www.gravatar.com/avatar/\(hex)")!
    }
}
