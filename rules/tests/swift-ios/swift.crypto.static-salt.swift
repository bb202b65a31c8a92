import CommonCrypto
import CryptoKit
import CryptoSwift
import Foundation

enum PasswordHasher {
    // ruleid: swift.crypto.static-salt
    static let salt = "com.acme.wallet.salt.v1"

    static func hash(_ password: String) -> String {
        SHA256.hash(data: Data((salt + password).utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func deriveKey(from password: String) throws -> [UInt8] {
        // ruleid: swift.crypto.static-salt
        try PKCS5.PBKDF2(password: Array(password.utf8), salt: Array("NaCl-acme".utf8), iterations: 600_000, keyLength: 32, variant: .sha2(.sha256)).calculate()
    }

    // ruleid: swift.crypto.static-salt
    static func pinHash(_ pin: String, salt: String = "acme-pin") -> String {
        SHA256.hash(data: Data((salt + pin).utf8)).description
    }
}

struct StoredCredential {
    let salt: [UInt8]
    let hash: [UInt8]
}

enum SaltedHasher {
    static func makeSalt() -> [UInt8] {
        // ok: swift.crypto.static-salt
        var salt = [UInt8](repeating: 0, count: 16)
        _ = SecRandomCopyBytes(kSecRandomDefault, salt.count, &salt)
        return salt
    }

    static func verify(_ password: String, against stored: StoredCredential) throws -> Bool {
        // ok: swift.crypto.static-salt
        let derived = try PKCS5.PBKDF2(password: Array(password.utf8), salt: stored.salt, iterations: 600_000, keyLength: 32, variant: .sha2(.sha256)).calculate()
        return derived == stored.hash
    }
}

// A "salt" that spreads favicon cache entries across folders: no password or key is derived from it.
enum FaviconCache {
    // ok: swift.crypto.static-salt
    static let folderSalt = "favicons-v2"

    static func folder(for host: String) -> String {
        let bucket = abs("\(folderSalt)\(host)".hashValue) % 64
        return "favicons/\(bucket)"
    }
}

// A fixed HKDF salt over random key material is a domain separator: the master key has the entropy.
enum SyncKeys {
    // ok: swift.crypto.static-salt
    static let SYNC_SALT = "acme-sync-v1"

    static func key(from master: SymmetricKey) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: master, salt: Data(SYNC_SALT.utf8), outputByteCount: 32)
    }
}

// HKDF over a typed passcode: the input is guessable, a fixed salt makes one table serve everyone.
enum VaultKeys {
    // ruleid: swift.crypto.static-salt
    static let vaultSalt = "acme-vault"

    static func key(passcode: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: Data(passcode.utf8)), salt: Data(vaultSalt.utf8), outputByteCount: 32)
    }

    static func unlockKey(for pin: String) -> SymmetricKey {
        // ruleid: swift.crypto.static-salt
        HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: Data(pin.utf8)), salt: Data("acme-pin".utf8), outputByteCount: 32)
    }
}

// End-to-end chat: the conversation key comes from an ECDH shared secret, the salt is the protocol's label.
enum ChatCrypto {
    static func conversationKey(privateKey: P256.KeyAgreement.PrivateKey, peer: P256.KeyAgreement.PublicKey) throws -> SymmetricKey {
        let sharedSecret = try privateKey.sharedSecretFromKeyAgreement(with: peer)
        // ok: swift.crypto.static-salt
        return HKDF<SHA256>.extract(inputKeyMaterial: SymmetricKey(data: sharedSecret), salt: Data("acme-chat-v2".utf8))
    }
}

// BIP39: the mnemonic words carry the entropy; an empty passphrase is the standard default.
final class CreateWalletViewModel {
    private let walletManager: WalletManager

    init(walletManager: WalletManager) {
        self.walletManager = walletManager
    }

    func createFromBackup(_ backup: CloudBackup) -> Wallet {
        // ok: swift.crypto.static-salt
        walletManager.restore(accountType: .mnemonic(words: backup.mnemonic, salt: "", bip39Compliant: true))
    }

    func createLegacy(words: [String]) -> Wallet {
        // ok: swift.crypto.static-salt
        createWallet(words: words, salt: "", name: "Wallet 1")
    }

    func unlockLegacyVault(password: String, words: [String]) throws -> [UInt8] {
        // the password goes in next to the words: a fixed salt still serves one table for every password
        // ruleid: swift.crypto.static-salt
        try PKCS5.PBKDF2(password: Array((password + words.joined()).utf8), salt: Array("acme-legacy".utf8), iterations: 2048, keyLength: 64, variant: .sha2(.sha512)).calculate()
    }

    private func createWallet(words: [String], salt: String, name: String) -> Wallet {
        walletManager.create(words: words, salt: salt, name: name)
    }
}

// A BLAKE2b KDF over the 32-byte random device group key: each salt is a label that keeps the derived keys apart.
final class DeviceGroupKeys {
    let pathKey: Data
    let reflectKey: Data

    init(groupKey: Data) throws {
        // ok: swift.crypto.static-salt
        pathKey = try DeviceGroupKeys.derive(groupKey: groupKey, salt: "p")
        // ok: swift.crypto.static-salt
        reflectKey = try DeviceGroupKeys.derive(groupKey: groupKey, salt: "r")
    }

    private static func derive(groupKey: Data, salt: String) throws -> Data {
        let kdf = Blake2bKDF(personal: "acme-mdev")
        guard let key = kdf.deriveKey(salt: salt, key: groupKey) else {
            throw CryptoError.derivationFailed
        }
        return key
    }
}

enum MetadataKeys {
    static func metadataKey(identityStore: IdentityStore, publicKey: Data) -> Data? {
        guard let sharedSecret = identityStore.sharedSecret(withPublicKey: publicKey) else { return nil }
        let kdf = Blake2bKDF(personal: "acme-csp")
        // ok: swift.crypto.static-salt
        return kdf.deriveKey(salt: "mm", key: sharedSecret)
    }

    static func pathHash(transportKey: Data) throws -> Data {
        // ok: swift.crypto.static-salt
        try Blake2b.hash(transportKey, salt: "ph", personal: "acme-rendezvous", hashLength: .b32)
    }
}

// The same KDF over what the user typed: a fixed salt lets one table serve every backup password.
enum BackupKeys {
    static func backupKey(password: String) throws -> Data {
        // ruleid: swift.crypto.static-salt
        try Blake2b.hash(Data(password.utf8), salt: "bk", personal: "acme-backup", hashLength: .b32)
    }

    static func unlockKey(passphrase: String) -> Data? {
        let material = Data(passphrase.utf8)
        // ruleid: swift.crypto.static-salt
        return Blake2bKDF(personal: "acme-lock").deriveKey(salt: "unlock", key: material)
    }
}

// BIP39 fixes the seed's salt: "mnemonic" plus the optional passphrase, so every wallet derives the
// same keys from the same words; the words themselves carry the entropy.
enum Mnemonic {
    // ok: swift.crypto.static-salt
    static func seed(passphrase: String, salt: String = "mnemonic") -> [UInt8]? {
        let password = passphrase.decomposedStringWithCompatibilityMapping
        return try? PKCS5.PBKDF2(password: password.bytes, salt: salt.bytes, iterations: 2048, keyLength: 64, variant: .sha2(.sha512)).calculate()
    }

    // ruleid: swift.crypto.static-salt
    static func walletPasswordKey(password: String, salt: String = "acme-wallet") -> [UInt8]? {
        try? PKCS5.PBKDF2(password: Array(password.utf8), salt: Array(salt.utf8), iterations: 2048, keyLength: 32, variant: .sha2(.sha256)).calculate()
    }
}

// a remote-control relay: each connection's hello sets a fresh random salt and challenge
final class RelayConnection {
    // ok: swift.crypto.static-salt
    private var salt = ""
    private var challenge = ""
    private let password: String

    init(password: String) {
        self.password = password
    }

    func hello() {
        salt = randomString()
        challenge = randomString()
    }

    func expectedResponse() -> String {
        let hash = SHA256.hash(data: Data("\(password)\(salt)".utf8)).hexString()
        return SHA256.hash(data: Data("\(hash)\(challenge)".utf8)).hexString()
    }
}

enum PinHasher {
    // an empty salt that never changes is no salt at all
    // ruleid: swift.crypto.static-salt
    static let salt = ""

    static func hash(pin: String) -> String {
        SHA256.hash(data: Data((pin + salt).utf8)).hexString()
    }
}
