import Foundation
import os

final class SessionRefresher {
    private let logger = Logger(subsystem: "com.acme.shop", category: "auth")

    func didRefresh(_ session: Session) {
        // ruleid: swift.logging.secret-logged-public
        logger.info("Refreshed session \(session.id, privacy: .public) with token \(session.accessToken, privacy: .private)")
        // ok: swift.logging.secret-logged-public
        logger.info("Refreshed session \(session.id, privacy: .public) expiring \(session.expiresAt, privacy: .public)")
    }

    func didFailLogin(user: String, password: String) {
        // ruleid: swift.logging.secret-logged-public
        logger.error("Login failed for \(user, privacy: .private) with password \(password, privacy: .private)")
        // ok: swift.logging.secret-logged-public
        logger.error("Login failed for \(user, privacy: .private(mask: .hash)) password length \(password.count, privacy: .public)")
    }

    func didStore(_ tokens: [String]) {
        // ok: swift.logging.secret-logged-public
        logger.debug("Stored \(tokens.count, privacy: .public) tokens, latest \(tokens.last ?? "")")
    }
}
