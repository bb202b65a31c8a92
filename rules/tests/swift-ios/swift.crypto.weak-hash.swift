import CryptoKit
import Foundation

enum PasswordHasher {
    static func legacyHash(_ password: String, salt: String) -> String {
        // ruleid: swift.crypto.weak-hash
        let digest = Insecure.MD5.hash(data: Data((salt + password).utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    static func signature(for payload: Data, secret: Data) -> Data {
        // ruleid: swift.crypto.weak-hash
        var hasher = Insecure.SHA1()
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

// the HaveIBeenPwned range API is defined on SHA-1: only a 5-character prefix leaves the device
final class BreachedPasswordCheck {
    private let pwnedPasswordsClient: PwnedPasswordsClient

    init(pwnedPasswordsClient: PwnedPasswordsClient) {
        self.pwnedPasswordsClient = pwnedPasswordsClient
    }

    func isBreached(_ password: String, completion: @escaping (Bool) -> Void) {
        // ok: swift.crypto.weak-hash
        let digest = Insecure.SHA1.hash(data: Data(password.utf8))
        let hex = digest.map { String(format: "%02X", $0) }.joined()
        pwnedPasswordsClient.range(prefix: String(hex.prefix(5))) { suffixes in
            completion(suffixes.contains(String(hex.dropFirst(5))))
        }
    }
}

// the same hash kept as the stored password check is still reported
final class LocalAccountStore {
    private var storedDigests: [String: String] = [:]

    func save(password: String, for user: String) {
        // ruleid: swift.crypto.weak-hash
        let digest = Insecure.SHA1.hash(data: Data(password.utf8))
        storedDigests[user] = digest.map { String(format: "%02x", $0) }.joined()
    }
}
