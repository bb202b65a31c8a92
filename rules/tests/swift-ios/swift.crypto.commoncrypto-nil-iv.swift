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
