import CryptoKit
import Foundation

enum NoteCipher {
    static let secretKey: [UInt8] = Array("acme-notes".utf8)

    static func encrypt(_ text: String, key: String) -> [UInt8] {
        let keyBytes = Array(key.utf8)
        // ruleid: swift.crypto.xor-cipher
        return Array(text.utf8).enumerated().map { $0.element ^ keyBytes[$0.offset % keyBytes.count] }
    }

    static func obfuscate(_ data: inout [UInt8]) {
        for i in data.indices {
            // ruleid: swift.crypto.xor-cipher
            data[i] ^= secretKey[i % secretKey.count]
        }
    }
}

enum SealedNotes {
    static func encrypt(_ text: String, key: SymmetricKey) throws -> Data {
        // ok: swift.crypto.xor-cipher
        try AES.GCM.seal(Data(text.utf8), using: key).combined!
    }
}

struct Hasher64 {
    static func combine(_ seed: Int, _ value: Int) -> Int {
        // ok: swift.crypto.xor-cipher
        seed ^ (value &+ 0x9e3779b9 &+ (seed << 6) &+ (seed >> 2))
    }

    static func checksum(_ bytes: [UInt8]) -> UInt8 {
        // ok: swift.crypto.xor-cipher
        bytes.reduce(0) { $0 ^ $1 }
    }
}
