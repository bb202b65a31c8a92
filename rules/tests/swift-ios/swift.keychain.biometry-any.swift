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
