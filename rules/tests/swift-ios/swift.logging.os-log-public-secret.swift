import Foundation
import os.log

extension OSLog {
    static let auth = OSLog(subsystem: "com.acme.shop", category: "auth")
}

final class LegacyAuthLogger {
    func logLogin(user: String, accessToken: String) {
        // ruleid: swift.logging.os-log-public-secret
        os_log("User %{public}@ received token %{public}@", log: .auth, type: .info, user, accessToken)
        // ok: swift.logging.os-log-public-secret
        os_log("User %{public}@ received token %{private}@", log: .auth, type: .info, user)
    }

    func logRefresh(_ credentials: Credentials) {
        // ruleid: swift.logging.os-log-public-secret
        os_log("Refreshing with %{public}@", log: .auth, type: .debug, credentials.refreshToken)
        // ok: swift.logging.os-log-public-secret
        os_log("Refreshing with %@", log: .auth, type: .debug, credentials.refreshToken)
        // ok: swift.logging.os-log-public-secret
        os_log("Refreshed %{public}d sessions", log: .auth, type: .info, credentials.sessionCount)
    }
}

final class PaymentsNotificationService {
    private let logger = OSLog(subsystem: "com.acme.wallet", category: "notifications")

    func connect(sessionStore: SessionStore) {
        // the partner key the build writes into the extension's Info.plist: every copy of the app holds it
        guard let apiKey = Bundle.main.object(forInfoDictionaryKey: "PAYMENTS_SDK_API_KEY") as? String else {
            os_log(.error, "API key not found")
            return
        }
        // ok: swift.logging.os-log-public-secret
        os_log("API_KEY: %{public}@", log: logger, type: .info, apiKey)
        // the user's session token, read from the shared Keychain
        guard let accessToken = sessionStore.accessToken() else { return }
        // ruleid: swift.logging.os-log-public-secret
        os_log("Session: %{public}@", log: logger, type: .info, accessToken)
    }
}
