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

    func rememberOnboarding() {
        // ok: swift.keychain.hardcoded-value
        keychain.set(true, forKey: "onboarding-done")
    }
}
