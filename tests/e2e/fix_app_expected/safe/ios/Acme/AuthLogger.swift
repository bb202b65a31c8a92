import os

struct AuthLogger {
    private let logger = Logger(subsystem: "com.acme.ios", category: "auth")

    func refreshed(sessionID: String, accessToken: String) {
        logger.info("Refreshed session \(sessionID, privacy: .public) with token \(accessToken, privacy: .private)")
    }
}
