import CommonCrypto
import Foundation
import Security

struct BackupCipher {
    // ruleid: swift.crypto.commoncrypto-literal-key
    let passphrase = "Backup-2024-Key!"
    let session: Data

    func seal(_ plaintext: Data) -> Data? {
        guard let keyData = passphrase.data(using: .utf8) else { return nil }
        var out = Data(count: plaintext.count + kCCBlockSizeAES128)
        var moved = 0
        let capacity = out.count
        let status = out.withUnsafeMutableBytes { outBytes in
            plaintext.withUnsafeBytes { dataBytes in
                keyData.withUnsafeBytes { keyBytes in
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                            keyBytes.baseAddress, kCCKeySizeAES128, nil,
                            dataBytes.baseAddress, plaintext.count, outBytes.baseAddress, capacity, &moved)
                }
            }
        }
        return status == kCCSuccess ? out.prefix(moved) : nil
    }

    func sealWithSession(_ plaintext: Data) -> Data? {
        var out = Data(count: plaintext.count + kCCBlockSizeAES128)
        var moved = 0
        let capacity = out.count
        let status = out.withUnsafeMutableBytes { outBytes in
            plaintext.withUnsafeBytes { dataBytes in
                session.withUnsafeBytes { keyBytes in
                    // ok: swift.crypto.commoncrypto-literal-key
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                            keyBytes.baseAddress, kCCKeySizeAES256, nil,
                            dataBytes.baseAddress, plaintext.count, outBytes.baseAddress, capacity, &moved)
                }
            }
        }
        return status == kCCSuccess ? out.prefix(moved) : nil
    }
}

final class StreamCipher {
    // ruleid: swift.crypto.commoncrypto-literal-key
    private static let secret: [UInt8] = Array("0123456789abcdef".utf8)

    func makeCryptor(iv: [UInt8]) -> CCCryptorRef? {
        var cryptor: CCCryptorRef?
        let key = Data(StreamCipher.secret)
        _ = key.withUnsafeBytes {
            CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                            $0.baseAddress, kCCKeySizeAES128, iv, &cryptor)
        }
        return cryptor
    }

    func makeCryptor(key: Data, iv: [UInt8]) -> CCCryptorRef? {
        var cryptor: CCCryptorRef?
        _ = key.withUnsafeBytes {
            // ok: swift.crypto.commoncrypto-literal-key
            CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                            $0.baseAddress, kCCKeySizeAES128, iv, &cryptor)
        }
        return cryptor
    }

    func makeRandomKeyCryptor(iv: [UInt8]) -> CCCryptorRef? {
        var cryptor: CCCryptorRef?
        var fresh = [UInt8](repeating: 0, count: kCCKeySizeAES256)
        guard SecRandomCopyBytes(kSecRandomDefault, fresh.count, &fresh) == errSecSuccess else { return nil }
        // ok: swift.crypto.commoncrypto-literal-key
        CCCryptorCreate(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                        fresh, fresh.count, iv, &cryptor)
        return cryptor
    }
}
