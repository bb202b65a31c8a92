import Foundation

final class SessionStore {
    func save(_ response: LoginResponse) {
        // ruleid: swift.storage.app-without-keychain
        UserDefaults.standard.set(response.accessToken, forKey: "accessToken")
        // reported once per app, at its first such write
        // ok: swift.storage.app-without-keychain
        UserDefaults.standard.set(response.refreshToken, forKey: "refreshToken")
        // ok: swift.storage.app-without-keychain
        UserDefaults.standard.set(Date(), forKey: "tokenExpiryDate")
    }
}
