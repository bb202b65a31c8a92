import CommonCrypto
import Foundation

enum Box {
    static func encrypt(_ data: Data, key: Data) -> Data? {
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        // ruleid: swift.crypto.commoncrypto-nil-iv
        let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), (key as NSData).bytes, key.count, nil, (data as NSData).bytes, data.count, &out, out.count, &moved)
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func encryptWithIV(_ data: Data, key: Data) -> Data? {
        let iv = Data((0..<kCCBlockSizeAES128).map { _ in UInt8.random(in: 0...255) })
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSizeAES128)
        var moved = 0
        // ok: swift.crypto.commoncrypto-nil-iv
        let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), (key as NSData).bytes, key.count, (iv as NSData).bytes, (data as NSData).bytes, data.count, &out, out.count, &moved)
        return status == kCCSuccess ? iv + Data(out.prefix(moved)) : nil
    }

    static func encryptLegacy(_ data: Data, key: Data) -> Data? {
        var out = [UInt8](repeating: 0, count: data.count + kCCBlockSize3DES)
        var moved = 0
        let status = key.withUnsafeBytes { keyBytes in
            data.withUnsafeBytes { dataBytes in
                // ruleid: swift.crypto.commoncrypto-nil-iv
                CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), keyBytes.baseAddress, key.count, nil, dataBytes.baseAddress, data.count, &out, out.count, &moved)
            }
        }
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    static func encryptBlock(_ block: Data, key: Data) -> Data? {
        var out = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        var moved = 0
        // ok: swift.crypto.commoncrypto-nil-iv
        let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode), (key as NSData).bytes, key.count, nil, (block as NSData).bytes, block.count, &out, out.count, &moved)
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }
}

// The options are a constant of the function: ECB of one block takes no IV; CBC does.
enum BlockPrimitive {
    static func encryptBlock(key: Data, block: Data) -> Data {
        let options = CCOptions(kCCOptionECBMode)
        var out = Data(count: block.count)
        let outCount = out.count
        var moved = 0
        _ = out.withUnsafeMutableBytes { outRaw in
            block.withUnsafeBytes { blockRaw in
                key.withUnsafeBytes { keyRaw in
                    // ok: swift.crypto.commoncrypto-nil-iv
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, keyRaw.baseAddress, key.count, nil, blockRaw.baseAddress, block.count, outRaw.baseAddress, outCount, &moved)
                }
            }
        }
        return out
    }

    static func encryptMessage(key: Data, message: Data) -> Data {
        let options = CCOptions(kCCOptionPKCS7Padding)
        var out = Data(count: message.count + kCCBlockSizeAES128)
        let outCount = out.count
        var moved = 0
        _ = out.withUnsafeMutableBytes { outRaw in
            message.withUnsafeBytes { messageRaw in
                key.withUnsafeBytes { keyRaw in
                    // ruleid: swift.crypto.commoncrypto-nil-iv
                    CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), options, keyRaw.baseAddress, key.count, nil, messageRaw.baseAddress, message.count, outRaw.baseAddress, outCount, &moved)
                }
            }
        }
        return out.prefix(moved)
    }
}
