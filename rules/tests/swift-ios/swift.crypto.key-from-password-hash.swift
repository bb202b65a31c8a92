import CommonCrypto
import CryptoKit
import CryptoSwift
import Foundation

extension String {
    var sha3Number: Int? {
        guard let data = data(using: .utf8) else { return nil }
        return Int(truncatingIfNeeded: UInt64(data.sha3(.keccak256).toHexString().prefix(16), radix: 16) ?? 0)
    }
}

enum BackupCipher {
    static let iv = "0123456789abcdef"

    // The cloud backup of a wallet's seed phrase, sealed with the backup password.
    static func seal(seedPhrase: String, backupPassword: String) throws -> String {
        // ruleid: swift.crypto.key-from-password-hash
        guard let hashedNumber = backupPassword.sha3Number else { throw CocoaError(.coderInvalidValue) }
        let key = String(UInt(bitPattern: hashedNumber), radix: 16)
        let aes = try AES(key: key, iv: iv)
        return try aes.encrypt(Array(seedPhrase.utf8)).toHexString()
    }

    static func sealWithKit(_ payload: Data, passcode: String) throws -> Data {
        // ruleid: swift.crypto.key-from-password-hash
        let key = SymmetricKey(data: SHA256.hash(data: Data(passcode.utf8)))
        return try AES.GCM.seal(payload, using: key).combined!
    }

    static func sealWithKitPassword(_ payload: Data, password: String) throws -> Data {
        // swift.password.fast-hash reports a CryptoKit hash of a named password, whatever its use: one finding a line
        // ok: swift.crypto.key-from-password-hash
        let key = SymmetricKey(data: SHA256.hash(data: Data(password.utf8)))
        return try AES.GCM.seal(payload, using: key).combined!
    }

    static func sealWithPin(_ mnemonic: String, pin: String) throws -> [UInt8] {
        // ruleid: swift.crypto.key-from-password-hash
        let digest = Array(pin.utf8).sha256()
        let aes = try AES(key: Array(digest.prefix(16)), blockMode: CBC(iv: Array(iv.utf8)), padding: .pkcs7)
        return try aes.encrypt(Array(mnemonic.utf8))
    }

    static func sealLegacy(_ plain: Data, passphrase: String) -> Data? {
        var keyBytes = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        let passphraseData = Data(passphrase.utf8)
        _ = passphraseData.withUnsafeBytes {
            // ruleid: swift.crypto.key-from-password-hash
            CC_SHA256($0.baseAddress, CC_LONG(passphraseData.count), &keyBytes)
        }
        var out = [UInt8](repeating: 0, count: plain.count + kCCBlockSizeAES128)
        var moved = 0
        let status = plain.withUnsafeBytes { input in
            CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                    keyBytes, kCCKeySizeAES256, nil, input.baseAddress, plain.count, &out, out.count, &moved)
        }
        return status == kCCSuccess ? Data(out.prefix(moved)) : nil
    }

    // Safe forms: a slow KDF with a random salt; a hash of random key material; a hash used as a
    // checksum or an identifier next to a cipher keyed otherwise.
    static func sealSafely(_ payload: Data, password: String, salt: Data) throws -> Data {
        // ok: swift.crypto.key-from-password-hash
        let keyBytes = try PKCS5.PBKDF2(password: Array(password.utf8), salt: Array(salt), iterations: 600_000, keyLength: 32, variant: .sha2(.sha256)).calculate()
        let key = SymmetricKey(data: keyBytes)
        return try AES.GCM.seal(payload, using: key).combined!
    }

    static func sessionKey(sharedSecret: Data, payload: Data) throws -> Data {
        // ok: swift.crypto.key-from-password-hash
        let key = SymmetricKey(data: SHA256.hash(data: sharedSecret))
        return try AES.GCM.seal(payload, using: key).combined!
    }

    static func labelled(_ payload: Data, password: String, deviceKey: SymmetricKey) throws -> (String, Data) {
        // ok: swift.crypto.key-from-password-hash
        let fingerprint = password.sha256().prefix(8)
        let sealed = try AES.GCM.seal(payload, using: deviceKey).combined!
        return (String(fingerprint), sealed)
    }
}

enum KeyBackup {
    static func encryptionAES(key: String, data: Data) throws -> Data { data }

    static func exportMnemonic(_ mnemonic: Data, pinCode: String) throws -> Data {
        // ruleid: swift.crypto.key-from-password-hash
        let hashedPin = SHA256.hash(data: Data(pinCode.utf8)).compactMap { String(format: "%02x", $0) }.joined()
        return try encryptionAES(key: String(hashedPin.prefix(16)), data: mnemonic)
    }

    static func exportMnemonicSafely(_ mnemonic: Data, pinCode: String, deviceKey: String) throws -> Data {
        // ok: swift.crypto.key-from-password-hash
        let pinCheck = SHA256.hash(data: Data(pinCode.utf8)).compactMap { String(format: "%02x", $0) }.joined()
        UserDefaults.standard.set(pinCheck.isEmpty, forKey: "hasPin")
        return try encryptionAES(key: deviceKey, data: mnemonic)
    }
}

enum VaultReader {
    // Backups written before the PBKDF2 envelope are still read, never written, this way.
    static func legacyDecrypt(data: Data, password: String) -> Data? {
        // ok: swift.crypto.key-from-password-hash
        let key = SymmetricKey(data: SHA256.hash(data: Data(password.utf8)))
        guard let box = try? AES.GCM.SealedBox(combined: data) else { return nil }
        return try? AES.GCM.open(box, using: key)
    }
}
