import Foundation

final class TabStore {
    private let defaults = UserDefaults.standard

    func save(pinned: [String], spinner: String, attempts: Int) {
        // ok: swift.storage.app-without-keychain
        defaults.set(pinned, forKey: "pinnedTabs")
        // ok: swift.storage.app-without-keychain
        defaults.set(spinner, forKey: "spinnerStyle")
        // ok: swift.storage.app-without-keychain
        defaults.set(attempts, forKey: "pinAttempts")
        // ok: swift.storage.app-without-keychain
        defaults.set(spinner, forKey: "useBiometryInsteadOfPin")
    }
}
