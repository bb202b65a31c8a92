import CryptoKit
import Foundation

// A Noise-style transport cipher: the 12-byte ChaCha20-Poly1305 nonce is 4 zero bytes followed by
// the 64-bit little-endian message counter, which goes up by one per message.
final class TransportCipher {
    private let key: SymmetricKey
    private var counter: UInt64 = 0

    init(key: SymmetricKey) {
        self.key = key
    }

    func encrypt(_ plaintext: Data, associatedData: Data = Data()) throws -> Data {
        // ok: swift.crypto.static-iv
        var nonceData = Data(count: 12)
        withUnsafeBytes(of: counter.littleEndian) { bytes in
            nonceData.replaceSubrange(4..<12, with: bytes)
        }
        let box = try ChaChaPoly.seal(plaintext, using: key, nonce: ChaChaPoly.Nonce(data: nonceData), authenticating: associatedData)
        counter += 1
        return box.ciphertext + box.tag
    }

    func decrypt(_ ciphertext: Data, messageNumber: UInt64) throws -> Data {
        // ok: swift.crypto.static-iv
        var nonce = Data(repeating: 0, count: 4)
        nonce.append(contentsOf: withUnsafeBytes(of: messageNumber.bigEndian) { Array($0) })
        let box = try ChaChaPoly.SealedBox(nonce: ChaChaPoly.Nonce(data: nonce), ciphertext: ciphertext.dropLast(16), tag: ciphertext.suffix(16))
        return try ChaChaPoly.open(box, using: key)
    }
}

// The same shape with literal bytes written into the buffer: every message gets the same nonce.
final class FixedNonceCipher {
    private let key: SymmetricKey

    init(key: SymmetricKey) {
        self.key = key
    }

    func encrypt(_ plaintext: Data) throws -> Data {
        // ruleid: swift.crypto.static-iv
        var nonceData = Data(count: 12)
        nonceData.replaceSubrange(8..<12, with: [0x00, 0x00, 0x00, 0x01])
        let box = try ChaChaPoly.seal(plaintext, using: key, nonce: ChaChaPoly.Nonce(data: nonceData))
        return box.ciphertext + box.tag
    }

    func encryptPadded(_ plaintext: Data, length: Int) throws -> Data {
        // ruleid: swift.crypto.static-iv
        var nonce = Data(repeating: 0, count: 8)
        nonce.append(contentsOf: [0, 0, 0, 7])
        let padded = plaintext + Data(count: max(0, length - plaintext.count))
        let box = try ChaChaPoly.seal(padded, using: key, nonce: ChaChaPoly.Nonce(data: nonce))
        return box.ciphertext + box.tag
    }
}
