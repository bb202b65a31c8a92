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

// The raw block cipher on exactly one block (the keystream block of a hand-written CTR or GCM, a
// MAC's last step): ECB of one block leaks no pattern across blocks.
protocol CommonCryptoBlockCipher {
    static var blockLength: Int { get }
}

final class AES256Block: CommonCryptoBlockCipher {
    static var blockLength: Int { kCCBlockSizeAES128 }

    static func ccCrypt(_ op: CCOperation, key: UnsafeRawPointer!, dataIn: UnsafeRawPointer!, dataOut: UnsafeMutableRawPointer!) -> CCCryptorStatus {
        // ok: swift.crypto.ecb-mode
        return CCCrypt(op, CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode), key, kCCKeySizeAES256, nil, dataIn, blockLength, dataOut, blockLength, nil)
    }

    static func ccCryptAll(_ op: CCOperation, key: UnsafeRawPointer!, dataIn: UnsafeRawPointer!, dataInLength: Int, dataOut: UnsafeMutableRawPointer!) -> CCCryptorStatus {
        // ruleid: swift.crypto.ecb-mode
        return CCCrypt(op, CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode), key, kCCKeySizeAES256, nil, dataIn, dataInLength, dataOut, dataInLength, nil)
    }
}

enum CounterMode {
    static let blockSize = 16

    static func encryptBlock(key: Data, data: Data) throws -> Data {
        if data.count != CounterMode.blockSize {
            throw CipherError.invalidDataSize
        }
        var keyMutable = key
        var dataMutable = data
        // ok: swift.crypto.ecb-mode
        let options = CCOptions(kCCOptionECBMode)
        var ct = Data(count: data.count)
        let ctCount = ct.count
        var moved = 0
        let status = ct.withUnsafeMutableBytes { ctRaw in
            dataMutable.withUnsafeMutableBytes { dataRaw in
                keyMutable.withUnsafeMutableBytes { keyRaw in
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, keyRaw.baseAddress, key.count, nil, dataRaw.baseAddress, data.count, ctRaw.baseAddress, ctCount, &moved)
                }
            }
        }
        guard status == kCCSuccess else { throw CipherError.failed }
        return ct
    }

    // The guard checks the key's length, not the data's: every block of the message goes through ECB.
    static func encryptMessage(key: Data, message: Data) throws -> Data {
        guard key.count == 16 else { throw CipherError.invalidKeySize }
        var keyMutable = key
        var messageMutable = message
        // ruleid: swift.crypto.ecb-mode
        let options = CCOptions(kCCOptionECBMode | kCCOptionPKCS7Padding)
        var ct = Data(count: message.count + kCCBlockSizeAES128)
        let ctCount = ct.count
        var moved = 0
        _ = ct.withUnsafeMutableBytes { ctRaw in
            messageMutable.withUnsafeMutableBytes { dataRaw in
                keyMutable.withUnsafeMutableBytes { keyRaw in
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, keyRaw.baseAddress, key.count, nil, dataRaw.baseAddress, message.count, ctRaw.baseAddress, ctCount, &moved)
                }
            }
        }
        return ct.prefix(moved)
    }
}
