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

    // a key byte picked per position inside the loop is still the same key, repeated
    static func decryptNote(_ sealed: [UInt8], passphrase: String) -> String {
        let passBytes = Array(passphrase.utf8)
        var plain = [UInt8]()
        for (offset, byte) in sealed.enumerated() {
            let keyByte = passBytes[offset % passBytes.count]
            // ruleid: swift.crypto.xor-cipher
            plain.append(byte ^ keyByte)
        }
        return String(decoding: plain, as: UTF8.self)
    }
}

// One function is one finding: its first XOR with the key, not each unrolled line.
enum LicenseBlob {
    static let licenseKey: [UInt8] = [0x4b, 0x19, 0xe2, 0x07]

    static func decryptHeader(_ blob: [UInt8]) -> [UInt8] {
        var header = [UInt8]()
        for block in stride(from: 0, to: 16, by: 4) {
            // ruleid: swift.crypto.xor-cipher
            header.append(blob[block + 0] ^ licenseKey[0])
            // ok: swift.crypto.xor-cipher
            header.append(blob[block + 1] ^ licenseKey[1])
            // ok: swift.crypto.xor-cipher
            header.append(blob[block + 2] ^ licenseKey[2])
            // ok: swift.crypto.xor-cipher
            header.append(blob[block + 3] ^ licenseKey[3])
        }
        return header
    }

    // a flag bit says the body is masked; the body is then XORed with the key, position by position
    static func decryptBody(_ blob: [UInt8], flags: UInt8) -> [UInt8] {
        var body = Array(blob.dropFirst(16))
        if flags & 0x01 != 0 {
            for i in body.indices {
                // ruleid: swift.crypto.xor-cipher
                body[i] ^= licenseKey[i % licenseKey.count]
            }
        }
        return body
    }

    // a helper nested in the cipher function: still one finding, on the outer function
    static func deobfuscate(_ bytes: [UInt8]) -> String {
        func unmask(_ index: Int) -> UInt8 {
            // ruleid: swift.crypto.xor-cipher
            bytes[index] ^ licenseKey[index % licenseKey.count]
        }
        return String(decoding: bytes.indices.map(unmask), as: UTF8.self)
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

// A glucose sensor's notifications, decoded as its firmware sends them: the keystream is made
// afresh for every block from the sensor's serial and the block counter (the device's scheme,
// not a key the app keeps), and the key schedule's rounds XOR in fixed words on bit tests.
enum SensorPacketDecoder {
    private static let roundKeys: [UInt16] = [0x3a91, 0x5c0e, 0x0000, 0x71d4]

    static func decryptReadings(_ payload: [UInt8], serial: [UInt8]) -> [UInt8] {
        var readings = [UInt8]()
        for block in 0 ..< payload.count / 4 {
            let seed = UInt16(serial[1]) << 8 | UInt16(serial[0])
            let key = cryptRounds([seed &+ UInt16(block), UInt16(serial[3]), UInt16(serial[2]), 0x241a])
            // ok: swift.crypto.xor-cipher
            readings.append(payload[block * 4 + 0] ^ UInt8(key[0] & 0xff))
            // ok: swift.crypto.xor-cipher
            readings.append(payload[block * 4 + 1] ^ UInt8(key[0] >> 8))
            // ok: swift.crypto.xor-cipher
            readings.append(payload[block * 4 + 2] ^ UInt8(key[1] & 0xff))
            // ok: swift.crypto.xor-cipher
            readings.append(payload[block * 4 + 3] ^ UInt8(key[1] >> 8))
        }
        return readings
    }

    static func decryptNotification(_ packet: Data, serial: [UInt8]) -> [UInt8] {
        var key = [UInt8]()
        var state = cryptRounds([UInt16(packet[1]) << 8 | UInt16(packet[0]), UInt16(serial[0]), 0x63, 0x1b])
        for _ in 0 ..< 4 {
            key.append(UInt8(truncatingIfNeeded: state[0]))
            key.append(UInt8(truncatingIfNeeded: state[0] >> 8))
            key.append(UInt8(truncatingIfNeeded: state[1]))
            key.append(UInt8(truncatingIfNeeded: state[1] >> 8))
            state = cryptRounds(state)
        }
        // ok: swift.crypto.xor-cipher
        return packet.dropFirst(2).enumerated().map { index, byte in byte ^ key[index] }
    }

    static func cryptRounds(_ input: [UInt16]) -> [UInt16] {
        func step(_ value: UInt16) -> UInt16 {
            var result = value >> 2
            if value & 1 != 0 {
                // ok: swift.crypto.xor-cipher
                result ^= roundKeys[1]
            }
            if (value & 2) != 0 {
                // ok: swift.crypto.xor-cipher
                result = result ^ roundKeys[0]
            }
            return result
        }
        let r0 = step(input[0]) ^ input[3]
        let r1 = step(r0) ^ input[2]
        return [r0 ^ step(r1), r1]
    }
}
