import Foundation
import KeychainSwift

final class Setup {
    let keychain = KeychainSwift()

    func seedDemoAccount() {
        // ruleid: swift.keychain.hardcoded-value
        keychain.set("masterAccessCode123", forKey: "passcode")
    }

    func storePasscode(_ passcode: String) {
        // ok: swift.keychain.hardcoded-value
        keychain.set(passcode, forKey: "passcode")
    }

    func storeApiKey() {
        // ruleid: swift.keychain.hardcoded-value
        KeychainWrapper.standard.set("sk_live_51HxYzQ2eZvKYlo2C", forKey: "api-key")
    }

    func storeSession(accessToken: String) {
        guard let data = accessToken.data(using: .utf8) else { return }
        // the item's name comes first in this wrapper; the value is the server's token
        // ok: swift.keychain.hardcoded-value
        _ = KeychainService.shared.save(key: "accessToken", data: data)
    }

    func seedKioskPin() {
        // ruleid: swift.keychain.hardcoded-value
        try? keychainStore.set(value: "kiosk-4711-admin", forKey: "kiosk-pin")
    }

    func rememberOnboarding() {
        // ok: swift.keychain.hardcoded-value
        keychain.set(true, forKey: "onboarding-done")
    }
}
