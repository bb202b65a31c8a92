import CommonCrypto
import Foundation

extension Data {
    var md5Signature: String {
        var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        _ = withUnsafeBytes { bytes in
            // ruleid: swift.crypto.commoncrypto-weak-hash
            CC_MD5(bytes.baseAddress, CC_LONG(count), &digest)
        }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    var sha1Fingerprint: [UInt8] {
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        _ = withUnsafeBytes { bytes in
            // ruleid: swift.crypto.commoncrypto-weak-hash
            CC_SHA1(bytes.baseAddress, CC_LONG(count), &hash)
        }
        return hash
    }

    var sha256Fingerprint: [UInt8] {
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        _ = withUnsafeBytes { bytes in
            // ok: swift.crypto.commoncrypto-weak-hash
            CC_SHA256(bytes.baseAddress, CC_LONG(count), &hash)
        }
        return hash
    }
}

enum ImageCache {
    static func cacheKey(for url: URL) -> String {
        let data = Data(url.absoluteString.utf8)
        var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        _ = data.withUnsafeBytes { bytes in
            // ok: swift.crypto.commoncrypto-weak-hash
            CC_MD5(bytes.baseAddress, CC_LONG(data.count), &digest)
        }
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
