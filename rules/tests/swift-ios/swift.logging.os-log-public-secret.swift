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
