import Foundation
import Security

enum KeychainError: Error { case unhandled(OSStatus) }

struct TokenKeychain {
    let service = "com.acme.shop.session"

    func save(token: String, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
            // ruleid: swift.keychain.accessible-always
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status) }
    }

    func downgrade(account: String) {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
        // ruleid: swift.keychain.accessible-always
        let attributes: [String: Any] = [kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly]
        SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
    }

    func saveSafely(token: String, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
            // ok: swift.keychain.accessible-always
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status) }
    }

    // ok: swift.keychain.accessible-always
    let backgroundLevel = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
}

/// Accessibility levels offered by our storage SDK's public API; callers pick one per item.
public enum StorageAccessibility {
    case afterFirstUnlock, afterFirstUnlockThisDeviceOnly, always, whenPasscodeSetThisDeviceOnly
    case whenUnlocked, alwaysThisDeviceOnly, whenUnlockedThisDeviceOnly

    var secAttr: CFString {
        switch self {
        case .afterFirstUnlock:
            return kSecAttrAccessibleAfterFirstUnlock
        case .afterFirstUnlockThisDeviceOnly:
            return kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        case .always:
            // ok: swift.keychain.accessible-always
            return kSecAttrAccessibleAlways
        case .whenPasscodeSetThisDeviceOnly:
            return kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        case .whenUnlocked:
            return kSecAttrAccessibleWhenUnlocked
        case .alwaysThisDeviceOnly:
            // ok: swift.keychain.accessible-always
            return kSecAttrAccessibleAlwaysThisDeviceOnly
        case .whenUnlockedThisDeviceOnly:
            return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        }
    }
}

enum SyncMode { case background, foreground }

func accessibility(for mode: SyncMode) -> CFString {
    switch mode {
    case .background:
        // ruleid: swift.keychain.accessible-always
        return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
    case .foreground:
        return kSecAttrAccessibleWhenUnlocked
    }
}

// the same exhaustive table as a dictionary literal: the level is chosen where the enum value is picked
private let accessibilityLookup: [KeychainAccessibility: CFString] = [
    .afterFirstUnlock: kSecAttrAccessibleAfterFirstUnlock,
    .afterFirstUnlockThisDeviceOnly: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
    // ok: swift.keychain.accessible-always
    .always: kSecAttrAccessibleAlways,
    .whenPasscodeSetThisDeviceOnly: kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
    .whenUnlocked: kSecAttrAccessibleWhenUnlocked,
    .whenUnlockedThisDeviceOnly: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
]

// a query dictionary that names other levels in comments or values still sets Always on its item
func storeCounter(_ data: Data) {
    let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: "counter",
        kSecAttrLabel as String: "not kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock or kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly",
        kSecValueData as String: data,
        // ruleid: swift.keychain.accessible-always
        kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
    ]
    SecItemAdd(query as CFDictionary, nil)
}
