import CommonCrypto
import CryptoKit
import Foundation

enum LegacyVault {
    static func encrypt3DES(_ data: Data, key: Data, iv: Data) -> Data? {
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSize3DES)
        var moved = 0
        let status = CCCrypt(
            CCOperation(kCCEncrypt),
            // ruleid: swift.crypto.weak-cipher-algorithm
            CCAlgorithm(kCCAlgorithm3DES),
            CCOptions(kCCOptionPKCS7Padding),
            (key as NSData).bytes, kCCKeySize3DES, (iv as NSData).bytes,
            (data as NSData).bytes, data.count, &out, out.count, &moved
        )
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func encryptAES(_ data: Data, key: Data, iv: Data) -> Data? {
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        let status = CCCrypt(
            CCOperation(kCCEncrypt),
            // ok: swift.crypto.weak-cipher-algorithm
            CCAlgorithm(kCCAlgorithmAES),
            CCOptions(kCCOptionPKCS7Padding),
            (key as NSData).bytes, key.count, (iv as NSData).bytes,
            (data as NSData).bytes, data.count, &out, out.count, &moved
        )
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func streamCipher(_ data: Data, key: Data) -> Data? {
        var out = [UInt8](repeating: 0, count: data.count)
        var moved = 0
        // ruleid: swift.crypto.weak-cipher-algorithm
        let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmRC4), 0, (key as NSData).bytes, key.count, nil, (data as NSData).bytes, data.count, &out, out.count, &moved)
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func seal(_ data: Data, key: SymmetricKey) throws -> Data? {
        // ok: swift.crypto.weak-cipher-algorithm
        return try AES.GCM.seal(data, using: key).combined
    }
}
