import CommonCrypto
import CryptoSwift
import Foundation

enum FieldCipher {
    // ruleid: swift.crypto.static-iv
    static func encrypt(_ text: String, key: [UInt8], iv: String = "0123456789abcdef") throws -> [UInt8] {
        let aes = try AES(key: key, blockMode: CBC(iv: Array(iv.utf8)), padding: .pkcs7)
        return try aes.encrypt(Array(text.utf8))
    }

    // ok: swift.crypto.static-iv
    static func encrypt(_ text: String, key: [UInt8], iv: [UInt8] = AES.randomIV(AES.blockSize)) throws -> [UInt8] {
        let aes = try AES(key: key, blockMode: CBC(iv: iv), padding: .pkcs7)
        return iv + (try aes.encrypt(Array(text.utf8)))
    }

    // ok: swift.crypto.static-iv
    static func label(for text: String, prefix: String = "0123456789abcdef") -> String {
        prefix + text
    }
}
