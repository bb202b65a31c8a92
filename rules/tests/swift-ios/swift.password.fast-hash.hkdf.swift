import CryptoKit
import Foundation

enum ArchiveCrypto {
    static func encrypt(buffer: [UInt8], password: String) throws -> [UInt8] {
        guard let passwordData: Data = password.data(using: .utf8) else { return buffer }
        let salt: Data = Data(count: 16)
        let key: SymmetricKey = SymmetricKey(data: passwordData)
        let symmetricKey: SymmetricKey = SymmetricKey(
            // ruleid: swift.password.fast-hash
            data: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: key,
                salt: salt,
                outputByteCount: 32
            )
        )
        let sealedBox = try AES.GCM.seal(Data(buffer), using: symmetricKey)
        return [UInt8](sealedBox.combined!)
    }

    static func exportKey(passphrase: String) -> SymmetricKey {
        // ruleid: swift.password.fast-hash
        return HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: Data(passphrase.utf8)), outputByteCount: 32)
    }

    // An ECDH shared secret is random key material: HKDF is the right tool for it.
    static func sessionKey(privateKey: Curve25519.KeyAgreement.PrivateKey, peer: Curve25519.KeyAgreement.PublicKey) throws -> SymmetricKey {
        let shared = try privateKey.sharedSecretFromKeyAgreement(with: peer)
        let material = SymmetricKey(data: shared.withUnsafeBytes { Data($0) })
        // ok: swift.password.fast-hash
        return HKDF<SHA256>.deriveKey(inputKeyMaterial: material, salt: Data("session".utf8), outputByteCount: 32)
    }

    static func subkey(masterKey: SymmetricKey, label: String) -> SymmetricKey {
        // ok: swift.password.fast-hash
        return HKDF<SHA256>.deriveKey(inputKeyMaterial: masterKey, info: Data(label.utf8), outputByteCount: 32)
    }
}
