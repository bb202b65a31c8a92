import Foundation
import PushKit

/// A messenger keeps where pushes reach it and which background uploads to resume: neither is a
/// way into the user's account. The session it signs in with is a credential.
final class ConnectionState {
    private let userDefaults = UserDefaults.standard
    private static let backgroundURLSessionIdentifiersUserDefaultsKey = "background-url-session-identifiers"
    private let userDefaultsKeyForVOIPToken = "VoIPToken"
    private let userDefaultsKeyForSessionToken = "SessionToken"

    func saveVoipToken(token: String?) {
        if let token = token {
            // a PushKit VoIP token addresses this device; pushing to it needs the server's certificate
            // ok: swift.storage.token-in-userdefaults
            UserDefaults.standard.set(token, forKey: userDefaultsKeyForVOIPToken)
        } else {
            UserDefaults.standard.removeObject(forKey: userDefaultsKeyForVOIPToken)
        }
    }

    func registerBackgroundURLSessionForResume(sessionIdentifier: String) {
        var identifiers = userDefaults.stringArray(forKey: Self.backgroundURLSessionIdentifiersUserDefaultsKey) ?? []
        guard !identifiers.contains(sessionIdentifier) else { return }
        identifiers.append(sessionIdentifier)
        // the names of URLSession background configurations, to reconnect after a relaunch
        // ok: swift.storage.token-in-userdefaults
        userDefaults.set(identifiers, forKey: Self.backgroundURLSessionIdentifiersUserDefaultsKey)
    }

    func signedIn(sessionToken: String) {
        // ruleid: swift.storage.token-in-userdefaults
        userDefaults.set(sessionToken, forKey: userDefaultsKeyForSessionToken)
    }

    func signedIn(sessionId: String) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(sessionId, forKey: "session_id")
    }
}
