import Foundation

// the listening session's analytics: moments and telemetry ids, no credential
final class ListeningAnalytics {
    func pauseListeningSession(at date: Date) {
        // ok: swift.storage.app-without-keychain
        UserDefaults.standard.set(date.timeIntervalSince1970, forKey: "analytics_session_paused_at")
    }

    func resumeListeningSession(sessionId: String) {
        // ok: swift.storage.app-without-keychain
        UserDefaults.standard.set(sessionId, forKey: "analyticsSessionId")
    }

    func track(_ event: String) {
        print("analytics event", event)  // "sign_in_completed", "listening_started", ...
    }

    func recordSignIn(at date: Date) {
        track("sign_in_completed")
        // ok: swift.storage.app-without-keychain
        UserDefaults.standard.set(date, forKey: "lastSessionStartedAt")
    }
}
