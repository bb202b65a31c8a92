import Foundation

final class SessionStore {
    func remember(accessToken: String) {
        UserDefaults.standard.set(accessToken, forKey: "accessToken")
    }
}
