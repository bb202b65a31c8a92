import CommonCrypto
import CryptoSwift
import Foundation

enum LegacyCipher {
    static func encrypt(_ input: Data, key: Data) -> Data? {
        var output = Data(count: input.count + kCCBlockSizeAES128)
        var moved = 0
        let outputLength = output.count
        let status = output.withUnsafeMutableBytes { out in
            input.withUnsafeBytes { inp in
                key.withUnsafeBytes { k in
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES),
                            // ruleid: swift.crypto.ecb-mode
                            CCOptions(kCCOptionECBMode | kCCOptionPKCS7Padding),
                            k.baseAddress, key.count, nil,
                            inp.baseAddress, input.count, out.baseAddress, outputLength, &moved)
                }
            }
        }
        guard status == kCCSuccess else { return nil }
        return output.prefix(moved)
    }

    static func encryptToken(_ token: String, key: [UInt8]) throws -> [UInt8] {
        // ruleid: swift.crypto.ecb-mode
        let aes = try AES(key: key, blockMode: ECB(), padding: .pkcs7)
        return try aes.encrypt(Array(token.utf8))
    }
}

enum ModernCipher {
    static func encrypt(_ input: Data, key: SymmetricKeyProvider) throws -> Data {
        // ok: swift.crypto.ecb-mode
        let sealed = try CryptoKit.AES.GCM.seal(input, using: key.current)
        return sealed.combined!
    }

    static func encryptToken(_ token: String, key: [UInt8], iv: [UInt8]) throws -> [UInt8] {
        // ok: swift.crypto.ecb-mode
        let aes = try AES(key: key, blockMode: GCM(iv: iv, mode: .combined), padding: .noPadding)
        return try aes.encrypt(Array(token.utf8))
    }
}
