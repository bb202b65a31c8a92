import Foundation

// Preferences read back into names about them, and a push token (it addresses the device, it opens nothing).
final class Settings {
    private let defaults = UserDefaults.standard

    func save(server: String, pushToken: String, tokenName: String) {
        // ok: swift.storage.defaults-value-used-as-credential
        defaults.set(server, forKey: "srv")
        // ok: swift.storage.defaults-value-used-as-credential
        defaults.set(pushToken, forKey: "reg")
        // ok: swift.storage.defaults-value-used-as-credential
        defaults.set(tokenName, forKey: "label")
    }

    func load() {
        let serverURL = defaults.string(forKey: "srv")
        let deviceToken = defaults.string(forKey: "reg")
        let tokenName = defaults.string(forKey: "label")
        let hasToken = defaults.object(forKey: "label") != nil
        print(serverURL ?? "", deviceToken ?? "", tokenName ?? "", hasToken)
    }
}
