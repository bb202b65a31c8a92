import Foundation

struct Session: Codable {
    let accessToken: String
    let userID: String
}

final class SessionStore {
    private let defaults = UserDefaults.standard

    func persist(_ session: Session) {
        defaults.set(session.userID, forKey: "currentUserID")
        defaults.set(session.accessToken, forKey: "accessToken")
        defaults.set(true, forKey: "hasCompletedOnboarding")
    }
}
