import Foundation

// The Keychain wrapper is a dependency (Podfile): the app has secure storage, so no whole-app
// finding (the per-write rule judges this line).
final class Tokens {
    func cache(_ token: String) {
        // ok: swift.storage.app-without-keychain
        UserDefaults.standard.set(token, forKey: "authToken")
    }
}
