import Foundation
import Security

enum VaultAccess {
    static func anyBiometry() -> SecAccessControl? {
        // ruleid: swift.keychain.biometry-any
        return SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryAny, nil)
    }

    static func currentBiometry() -> SecAccessControl? {
        // ok: swift.keychain.biometry-any
        return SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, nil)
    }

    static func anyBiometryOrWatch() -> SecAccessControl? {
        // ruleid: swift.keychain.biometry-any
        return SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, [SecAccessControlCreateFlags.biometryAny, .or, .watch], nil)
    }

    static func presence() -> SecAccessControl? {
        // ok: swift.keychain.biometry-any
        return SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .userPresence, nil)
    }
}

enum PasscodeStore {
    static func savePasscodeHash(_ hash: String) -> Bool {
        // ruleid: swift.keychain.biometry-any
        guard let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .biometryAny, nil),
              let hashData = hash.data(using: .utf8) else {
            return false
        }
        let query = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: "passcode.biometric",
            kSecValueData: hashData,
            kSecAttrAccessControl: access,
        ] as [CFString: Any] as CFDictionary
        return SecItemAdd(query, nil) == errSecSuccess
    }

    /// Stores a throwaway item during onboarding, to learn whether biometric Keychain items work here.
    static func biometricItemsAvailable() -> Bool {
        // ok: swift.keychain.biometry-any
        guard let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .biometryAny, nil),
              let probe = "available".data(using: .utf8) else {
            return false
        }
        let query = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: "biometric.probe",
            kSecValueData: probe,
            kSecAttrAccessControl: access,
        ] as [CFString: Any] as CFDictionary
        return SecItemAdd(query, nil) == errSecSuccess
    }
}

enum DemoTokenStore {
    static func storeDemoToken() -> Bool {
        // a literal that stands for a token is still a secret the item guards
        // ruleid: swift.keychain.biometry-any
        guard let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, .biometryAny, nil),
              let tokenData = "8767086b9f6f976g-a8df76".data(using: .utf8) else {
            return false
        }
        let query = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccount: "com.example.sectoken",
            kSecValueData: tokenData,
            kSecAttrAccessControl: access,
        ] as [CFString: Any] as CFDictionary
        return SecItemAdd(query, nil) == errSecSuccess
    }
}
