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
        // ruleid: swift.keychain.add-without-accessibility
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }
}
