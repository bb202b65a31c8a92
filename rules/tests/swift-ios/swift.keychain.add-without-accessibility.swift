import Foundation
import Security

final class SessionKeychain {
    private let service = "com.acme.session"

    func save(refreshToken: String) -> Bool {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "refresh",
            kSecValueData as String: Data(refreshToken.utf8),
        ]
        SecItemDelete(query as CFDictionary)
        // ruleid: swift.keychain.add-without-accessibility
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    func savePIN(_ pin: String) {
        // ruleid: swift.keychain.add-without-accessibility
        let status = SecItemAdd([
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: "pin",
            kSecValueData: Data(pin.utf8),
        ] as CFDictionary, nil)
        assert(status == errSecSuccess)
    }

    func saveProtected(refreshToken: String) -> Bool {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "refresh",
            kSecValueData as String: Data(refreshToken.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        ]
        // ok: swift.keychain.add-without-accessibility
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    func saveBehindBiometry(secret: Data) {
        let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, nil)!
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "vault"]
        query[kSecAttrAccessControl as String] = access
        query[kSecValueData as String] = secret
        // ok: swift.keychain.add-without-accessibility
        SecItemAdd(query as CFDictionary, nil)
    }

    func saveWithBase(token: String) {
        var query = baseQuery(account: "session")
        query[kSecValueData as String] = Data(token.utf8)
        // ok: swift.keychain.add-without-accessibility
        SecItemAdd(query as CFDictionary, nil)
    }

    private func baseQuery(account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
    }
}

enum KeychainKeys {
    static var itemClass: String { kSecClass as String }
    static var account: String { kSecAttrAccount as String }
    static var valueData: String { kSecValueData as String }
    static var accessible: String { kSecAttrAccessible as String }
}

final class WrappedKeychain {
    func set(_ value: Data, forKey key: String) -> Bool {
        let accessible = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        let query: [String: Any] = [
            KeychainKeys.itemClass: kSecClassGenericPassword,
            KeychainKeys.account: key,
            KeychainKeys.valueData: value,
            KeychainKeys.accessible: accessible,
        ]
        // ok: swift.keychain.add-without-accessibility
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    func setUnprotected(_ value: Data, forKey key: String) -> Bool {
        let query: [String: Any] = [
            KeychainKeys.itemClass: kSecClassGenericPassword,
            KeychainKeys.account: key,
            KeychainKeys.valueData: value,
        ]
        // a generic wrapper: what it keeps (and whether that is secret) is its callers' choice
        // ok: swift.keychain.add-without-accessibility
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }
}

/// The key of the encrypted Realm database kept in Documents (backed up with the device).
struct StorageEncryptionKeyProvider {
    private enum Constants {
        static let keychainPropertyKey = "app-storage-encryption-key"
    }

    func saveStorageEncryptionKey(data: Data) throws {
        let query: [CFString: Any] = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: Constants.keychainPropertyKey,
            kSecValueData: data,
        ]
        // ruleid: swift.keychain.add-without-accessibility
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == noErr else { throw KeychainError.status(status) }
    }
}

enum KeychainError: Error { case status(OSStatus) }

final class ServerCredentialsStore {
    var iCloudSyncEnabled = true

    func savePassword(_ password: String, for server: String) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: server,
            kSecValueData as String: Data(password.utf8),
            kSecAttrSynchronizable as String: iCloudSyncEnabled,
        ]
        // synced to the user's other devices through iCloud Keychain by their setting: cannot be ThisDeviceOnly
        // ok: swift.keychain.add-without-accessibility
        SecItemAdd(query as CFDictionary, nil)
    }
}

final class InstallationStore {
    func saveInstallationID(_ installationID: UUID) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: "installation-id",
            kSecValueData as String: Data(installationID.uuidString.utf8),
        ]
        // an identifier that survives reinstalls, no secret
        // ok: swift.keychain.add-without-accessibility
        SecItemAdd(query as CFDictionary, nil)
    }
}

final class AuthTokenKeychain {
    func set(_ value: Data, forKey key: String) -> Bool {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: key,
            kSecValueData as String: value,
        ]
        // ruleid: swift.keychain.add-without-accessibility
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }
}
