import CommonCrypto
import CryptoKit
import CryptoSwift
import Foundation

enum ProfileCipher {
    // ruleid: swift.crypto.static-iv
    static let iv: [UInt8] = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f]

    static func encrypt(_ profile: Data, key: [UInt8]) throws -> [UInt8] {
        let aes = try AES(key: key, blockMode: CBC(iv: iv), padding: .pkcs7)
        return try aes.encrypt(Array(profile))
    }

    static func encryptNote(_ note: String, key: [UInt8]) throws -> [UInt8] {
        // ruleid: swift.crypto.static-iv
        let aes = try AES(key: key, blockMode: CBC(iv: Array("acme-static-iv-1".utf8)), padding: .pkcs7)
        return try aes.encrypt(Array(note.utf8))
    }

    static func seal(_ data: Data, key: SymmetricKey) throws -> Data {
        // ruleid: swift.crypto.static-iv
        let nonce = try CryptoKit.AES.GCM.Nonce(data: Data(repeating: 0, count: 12))
        return try CryptoKit.AES.GCM.seal(data, using: key, nonce: nonce).combined!
    }

    static func sealSafely(_ data: Data, key: SymmetricKey) throws -> Data {
        // ok: swift.crypto.static-iv
        let nonce = CryptoKit.AES.GCM.Nonce()
        return try CryptoKit.AES.GCM.seal(data, using: key, nonce: nonce).combined!
    }

    static func randomIV() -> [UInt8] {
        // ok: swift.crypto.static-iv
        var iv = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        _ = SecRandomCopyBytes(kSecRandomDefault, iv.count, &iv)
        return iv
    }

    static func encryptWithRandomIV(_ note: String, key: [UInt8]) throws -> [UInt8] {
        let iv = AES.randomIV(AES.blockSize)
        // ok: swift.crypto.static-iv
        let aes = try AES(key: key, blockMode: CBC(iv: iv), padding: .pkcs7)
        return iv + (try aes.encrypt(Array(note.utf8)))
    }
}

// A "nonce" that only keeps a CDN from caching the feed: no cipher ever sees it.
struct FeedRequest {
    // ok: swift.crypto.static-iv
    static let nonce = "20240101"

    static func url(base: URL) -> URL? {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "nonce", value: nonce)]
        return components?.url
    }
}

struct BackupSealer {
    // ruleid: swift.crypto.static-iv
    private let nonceBytes: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]

    func seal(_ backup: Data, key: SymmetricKey) throws -> Data {
        let sealed = try ChaChaPoly.seal(backup, using: key, nonce: ChaChaPoly.Nonce(data: nonceBytes))
        return sealed.combined
    }
}

// A JWE token: the IV field starts empty and the encryption path sets a fresh random IV; the
// constructor call that carries `iv:` as a label is no cipher call.
final class JWEToken {
    let header: String
    // ok: swift.crypto.static-iv
    var iv: String = ""
    var encryptedKey: String = ""
    var cipherText: String = ""

    init(header: String, encryptedKey: String, iv: String, cipherText: String) {
        self.header = header
        self.encryptedKey = encryptedKey
        self.iv = iv
        self.cipherText = cipherText
    }

    static func parse(_ compact: String) -> JWEToken {
        let parts = compact.components(separatedBy: ".")
        return JWEToken(header: parts[0], encryptedKey: parts[1], iv: parts[2], cipherText: parts[3])
    }

    func encrypt(with encrypter: JWEEncrypter, clearText: [UInt8]) throws {
        try encrypter.encrypt(token: self, clearText: clearText)
    }
}

final class TokenSealer {
    // ruleid: swift.crypto.static-iv
    var iv: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]

    func encrypt(_ token: String, key: [UInt8]) throws -> [UInt8] {
        let aes = try AES(key: key, blockMode: CBC(iv: iv), padding: .pkcs7)
        return try aes.encrypt(Array(token.utf8))
    }
}
