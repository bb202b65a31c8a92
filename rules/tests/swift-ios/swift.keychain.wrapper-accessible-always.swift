import Foundation
import KeychainAccess
import KeychainSwift

final class CredentialVault {
    // ruleid: swift.keychain.wrapper-accessible-always
    private let keychain = Keychain(service: "com.acme.shop").accessibility(.always)
    // ok: swift.keychain.wrapper-accessible-always
    private let secureKeychain = Keychain(service: "com.acme.shop").accessibility(.whenUnlockedThisDeviceOnly)
    private let legacy = KeychainSwift()

    func store(token: String) {
        // ruleid: swift.keychain.wrapper-accessible-always
        legacy.set(token, forKey: "token", withAccess: .accessibleAlwaysThisDeviceOnly)
        // ok: swift.keychain.wrapper-accessible-always
        legacy.set(token, forKey: "token", withAccess: .accessibleWhenUnlockedThisDeviceOnly)
    }

    func widgetKeychain() -> Keychain {
        // ruleid: swift.keychain.wrapper-accessible-always
        Keychain(service: "com.acme.shop.widget", accessGroup: "group.com.acme", accessibility: .alwaysThisDeviceOnly)
    }

    func scroll(_ scrollView: UIScrollView) {
        // ok: swift.keychain.wrapper-accessible-always
        scrollView.setBehavior(.always)
    }
}
