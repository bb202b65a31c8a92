import Foundation
import KeychainAccess
import SwiftKeychainWrapper
import Valet

public final class TokenKeychain {
    private let account = "app"

    func saveToken(_ data: Data, key: String) {
        let query =
            [
                kSecValueData: data,
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: key,
                kSecAttrAccount: account,
                // ruleid: swift.keychain.credential-migratable-class
                kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock,
            ] as CFDictionary
        SecItemAdd(query, nil)
    }

    func saveRefreshToken(_ data: Data, key: String) {
        let query =
            [
                kSecValueData: data,
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: key,
                kSecAttrAccount: account,
                // ok: swift.keychain.credential-migratable-class
                kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            ] as CFDictionary
        SecItemAdd(query, nil)
    }

    public static func setGenericPassword(data: Data, forAccount account: String, service: String) throws {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
        query[kSecValueData as String] = data
        // ruleid: swift.keychain.credential-migratable-class
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        SecItemAdd(query as CFDictionary, nil)
    }

    // the user's saved passwords sync through iCloud Keychain on purpose: ThisDeviceOnly cannot apply
    func saveSyncedPassword(_ password: String, server: String) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: server,
            kSecValueData as String: Data(password.utf8),
            kSecAttrSynchronizable as String: kCFBooleanTrue!,
            // ok: swift.keychain.credential-migratable-class
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        SecItemAdd(query as CFDictionary, nil)
    }

    // a widget's cached layout: no credential
    func saveWidgetLayout(_ layout: Data) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: "widget-layout",
            kSecValueData as String: layout,
            // ok: swift.keychain.credential-migratable-class
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        SecItemAdd(query as CFDictionary, nil)
    }
}

enum Accessibility {
    case whenUnlocked, afterFirstUnlock, whenPasscodeSet

    var secValue: CFString {
        switch self {
        case .whenUnlocked: return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        // ok: swift.keychain.credential-migratable-class
        case .afterFirstUnlock: return kSecAttrAccessibleAfterFirstUnlock
        case .whenPasscodeSet: return kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        }
    }
}

final class SessionVault {
    // ruleid: swift.keychain.credential-migratable-class
    private let keychain = Keychain(service: "com.acme.session").accessibility(.afterFirstUnlock)
    // ok: swift.keychain.credential-migratable-class
    private let deviceKeychain = Keychain(service: "com.acme.session").accessibility(.afterFirstUnlockThisDeviceOnly)

    func store(accessToken: String) {
        keychain["accessToken"] = accessToken
        // ruleid: swift.keychain.credential-migratable-class
        KeychainWrapper.standard.set(accessToken, forKey: "accessToken", withAccessibility: .afterFirstUnlock)
        // ok: swift.keychain.credential-migratable-class
        KeychainWrapper.standard.set(accessToken, forKey: "accessToken", withAccessibility: .afterFirstUnlockThisDeviceOnly)
    }

    func secretsValet() -> Valet {
        // ruleid: swift.keychain.credential-migratable-class
        Valet.valet(with: Identifier(nonEmpty: "session-secrets")!, accessibility: .afterFirstUnlock)
    }
}

final class OnboardingState {
    func rememberStep(_ step: Int) {
        // ok: swift.keychain.credential-migratable-class
        KeychainWrapper.standard.set(step, forKey: "onboardingStep", withAccessibility: .afterFirstUnlock)
    }
}

/// The key of the encrypted Realm the app opens in the background (a push extension reads it too).
final class RealmKeyStore {
    func saveRealmKey(_ keyData: Data) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: "realm-encryption-key",
            kSecValueData as String: keyData,
            // ruleid: swift.keychain.credential-migratable-class
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        SecItemAdd(query as CFDictionary, nil)
    }

    func saveSyncedPassword(_ password: String, syncEnabled: Bool) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: "server-password",
            kSecValueData as String: Data(password.utf8),
            kSecAttrSynchronizable as String: syncEnabled,
            // ok: swift.keychain.credential-migratable-class
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        SecItemAdd(query as CFDictionary, nil)
    }
}
