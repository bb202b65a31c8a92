import CommonCrypto
import CryptoKit
import Foundation
import Security

struct ExportCipher {
    let key: Data
    // ruleid: swift.crypto.static-iv
    let vector = "InitVector123456"

    func encrypt(_ plaintext: Data) -> Data? {
        guard let ivData = vector.data(using: .utf8) else { return nil }
        var out = Data(count: plaintext.count + kCCBlockSizeAES128)
        var moved = 0
        let capacity = out.count
        let status = out.withUnsafeMutableBytes { outBytes in
            plaintext.withUnsafeBytes { dataBytes in
                ivData.withUnsafeBytes { ivBytes in
                    key.withUnsafeBytes { keyBytes in
                        CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                                keyBytes.baseAddress, key.count, ivBytes.baseAddress,
                                dataBytes.baseAddress, plaintext.count, outBytes.baseAddress, capacity, &moved)
                    }
                }
            }
        }
        return status == kCCSuccess ? out.prefix(moved) : nil
    }

    func encryptRandomIV(_ plaintext: Data) -> Data? {
        var iv = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        guard SecRandomCopyBytes(kSecRandomDefault, iv.count, &iv) == errSecSuccess else { return nil }
        var out = Data(count: plaintext.count + kCCBlockSizeAES128)
        var moved = 0
        let capacity = out.count
        let status = out.withUnsafeMutableBytes { outBytes in
            plaintext.withUnsafeBytes { dataBytes in
                key.withUnsafeBytes { keyBytes in
                    // ok: swift.crypto.static-iv
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                            keyBytes.baseAddress, key.count, iv,
                            dataBytes.baseAddress, plaintext.count, outBytes.baseAddress, capacity, &moved)
                }
            }
        }
        return status == kCCSuccess ? Data(iv) + out.prefix(moved) : nil
    }
}

enum MessageSealer {
    // ruleid: swift.crypto.static-iv
    static let fixedNonce: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

    static func seal(_ message: Data, key: SymmetricKey) throws -> Data? {
        let nonceData = Data(fixedNonce)
        let nonce = try AES.GCM.Nonce(data: nonceData)
        return try AES.GCM.seal(message, using: key, nonce: nonce).combined
    }

    static func sealFresh(_ message: Data, key: SymmetricKey, counter: UInt64) throws -> Data? {
        let nonceData = withUnsafeBytes(of: counter.bigEndian) { Data($0) } + Data(repeating: 0, count: 4)
        // ok: swift.crypto.static-iv
        let nonce = try AES.GCM.Nonce(data: nonceData)
        return try AES.GCM.seal(message, using: key, nonce: nonce).combined
    }
}
