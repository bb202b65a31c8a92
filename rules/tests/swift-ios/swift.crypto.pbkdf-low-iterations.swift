import CommonCrypto
import CryptoSwift
import Foundation

enum VaultKeyDerivation {
    static func deriveKey(password: String, salt: Data) -> Data? {
        var derived = [UInt8](repeating: 0, count: kCCKeySizeAES256)
        let saltBytes = [UInt8](salt)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2),
            password, password.utf8.count,
            saltBytes, saltBytes.count,
            CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256),
            // ruleid: swift.crypto.pbkdf-low-iterations
            10_000,
            &derived, derived.count
        )
        return status == kCCSuccess ? Data(derived) : nil
    }

    static func deriveLegacyKey(password: String, salt: [UInt8]) throws -> [UInt8] {
        // ruleid: swift.crypto.pbkdf-low-iterations
        try PKCS5.PBKDF2(password: Array(password.utf8), salt: salt, iterations: 4096, keyLength: 32, variant: .sha2(.sha256)).calculate()
    }

    static func deriveStrongKey(password: String, salt: Data) -> Data? {
        var derived = [UInt8](repeating: 0, count: kCCKeySizeAES256)
        let saltBytes = [UInt8](salt)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2),
            password, password.utf8.count,
            saltBytes, saltBytes.count,
            CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256),
            // ok: swift.crypto.pbkdf-low-iterations
            600_000,
            &derived, derived.count
        )
        return status == kCCSuccess ? Data(derived) : nil
    }

    static func deriveModernKey(password: String, salt: [UInt8]) throws -> [UInt8] {
        // ok: swift.crypto.pbkdf-low-iterations
        try PKCS5.PBKDF2(password: Array(password.utf8), salt: salt, iterations: 650_000, keyLength: 32, variant: .sha2(.sha256)).calculate()
    }

    // BIP39: seed = PBKDF2-HMAC-SHA512(mnemonic, "mnemonic" + passphrase, 2048)
    static func seed(fromMnemonic mnemonic: String, passphrase: String?) -> [UInt8]? {
        let password = mnemonic.decomposedStringWithCompatibilityMapping
        let salt = ("mnemonic" + (passphrase ?? "")).decomposedStringWithCompatibilityMapping
        var seed = [UInt8](repeating: 0, count: 64)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2),
            password, password.utf8.count,
            salt, salt.utf8.count,
            CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA512),
            // ok: swift.crypto.pbkdf-low-iterations
            2048,
            &seed, 64
        )
        return status == kCCSuccess ? seed : nil
    }

    static func vaultKey(passcode: String, salt: [UInt8]) -> [UInt8]? {
        var key = [UInt8](repeating: 0, count: 32)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2),
            passcode, passcode.utf8.count,
            salt, salt.count,
            CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA512),
            // ruleid: swift.crypto.pbkdf-low-iterations
            2048,
            &key, 32
        )
        return status == kCCSuccess ? key : nil
    }
}
