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
