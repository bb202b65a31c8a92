import CommonCrypto
import Foundation

enum ReceiptCipher {
    static func encrypt(_ data: Data, iv: [UInt8]) -> Data? {
        // ruleid: swift.crypto.commoncrypto-literal-key
        let key = "k3y-f0r-aes-0123456789abcdef0123"
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        let status = key.withCString { keyBytes in
            data.withUnsafeBytes {
                CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), keyBytes, kCCKeySizeAES256, iv, $0.baseAddress, data.count, &out, out.count, &moved)
            }
        }
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func decrypt(_ data: Data, iv: [UInt8]) -> Data? {
        // ruleid: swift.crypto.commoncrypto-literal-key
        let aesKey = Array("Zq4t7w!z%C*F-JaN".utf8)
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        let status = data.withUnsafeBytes {
            CCCrypt(CCOperation(kCCDecrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), aesKey, kCCKeySizeAES128, iv, $0.baseAddress, data.count, &out, out.count, &moved)
        }
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }
}

enum KeyedCipher {
    static func encrypt(_ data: Data, key: Data, iv: [UInt8]) -> Data? {
        // ok: swift.crypto.commoncrypto-literal-key
        var keyBytes = [UInt8](repeating: 0, count: kCCKeySizeAES256)
        key.copyBytes(to: &keyBytes, count: min(key.count, keyBytes.count))
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        let status = data.withUnsafeBytes {
            CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), keyBytes, keyBytes.count, iv, $0.baseAddress, data.count, &out, out.count, &moved)
        }
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func legacyDecrypt(_ data: Data, iv: [UInt8]) -> Data? {
        // Reported once, by swift.crypto.hardcoded-key-bytes.
        // ok: swift.crypto.commoncrypto-literal-key
        let aesKey: [UInt8] = [0x3a, 0x91, 0x0c, 0x5e, 0x77, 0x12, 0xfe, 0x08, 0x44, 0x9b, 0xd1, 0x60, 0x2c, 0xa7, 0x13, 0x5f]
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        let status = data.withUnsafeBytes {
            CCCrypt(CCOperation(kCCDecrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), aesKey, kCCKeySizeAES128, iv, $0.baseAddress, data.count, &out, out.count, &moved)
        }
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func label() -> String {
        // ok: swift.crypto.commoncrypto-literal-key
        let key = "receipt-cache"
        return key
    }
}
