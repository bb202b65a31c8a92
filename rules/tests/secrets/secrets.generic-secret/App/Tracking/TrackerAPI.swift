import Foundation

// A native app's own OAuth client, compiled into every copy of the app: anyone who unpacks the
// binary can present it (RFC 8252 section 8.5: a native app is a public client; it should use
// PKCE and no client secret). Judged a weakness on the production apps, reported.
final class TrackerAPI {
    static let clientId = "8841"
    // ruleid: secrets.generic-secret
    static let clientSecret = "Gk7qP2vX9mL4tR8wZ3nB6cJ1"
    static let redirectUri = "tracker-app://oauth/callback"

    func exchange(code: String) async throws -> Data {
        var request = URLRequest(url: URL(string: "https://tracker.example.net/oauth/token")!)
        request.httpMethod = "POST"
        let body = [
            "grant_type": "authorization_code",
            "client_id": Self.clientId,
            "client_secret": Self.clientSecret,
            "code": code,
            "redirect_uri": Self.redirectUri,
        ]
        request.httpBody = body.map { "\($0.key)=\($0.value)" }.joined(separator: "&").data(using: .utf8)
        return try await URLSession.shared.data(for: request).0
    }
}

// The PKCE form: no secret in the app, the verifier proves the same client finished the flow.
final class PKCETrackerAPI {
    static let clientId = "8842"
    // ok: secrets.generic-secret
    static let clientSecret: String? = nil
}
