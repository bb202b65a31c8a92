import CryptoKit
import Foundation
import UIKit

final class SettingsViewController: UIViewController {
    private let defaults = UserDefaults.standard
    private let api = URL(string: "https://api.example-shop.com/v2")!

    func saveSession(token: String, refreshToken: String) {
        defaults.set(Date(), forKey: "lastLogin")
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(refreshToken, forKey: "refreshToken")
        try? Keychain.shared.set(token, for: "accessToken")
    }

    func copyReferralCode(_ code: String) {
        UIPasteboard.general.string = code
    }

    func avatarCacheKey(for url: URL) -> String {
        let digest = SHA256.hash(data: Data(url.absoluteString.utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    func logout() {
        print("logging out user")
        defaults.removeObject(forKey: "lastLogin")
    }
}
