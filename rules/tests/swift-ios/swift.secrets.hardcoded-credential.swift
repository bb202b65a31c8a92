import Foundation

enum Secrets {
    // ruleid: swift.secrets.hardcoded-credential
    static let stripeSecret = "rk_live_51H8xQp2eZvKYlo2CqZ7d9Wm"
    // ruleid: swift.secrets.hardcoded-credential
    static let mapsApiKey: String = "a7Bc9dE2fG4hJ6kL8mN0pQ3rS5tU7vW"
    // ok: swift.secrets.hardcoded-credential
    static let accessTokenKey = "com.acme.shop.accessToken"
    // ok: swift.secrets.hardcoded-credential
    static let refreshTokenKey = "refresh_token"
    // ok: swift.secrets.hardcoded-credential
    static let analyticsApiKey = Bundle.main.object(forInfoDictionaryKey: "ANALYTICS_API_KEY") as? String ?? ""
}

final class AdminClient {
    // ruleid: swift.secrets.hardcoded-credential
    private let adminPassword = "Tr0ub4dor&3x!"
    // ok: swift.secrets.hardcoded-credential
    private let passwordPlaceholder = "Enter your password"
    // ok: swift.secrets.hardcoded-credential
    private let token = "YOUR_API_TOKEN_HERE"

    func makeAnalytics() -> AnalyticsClient {
        // ruleid: swift.secrets.hardcoded-credential
        AnalyticsClient(apiKey: "d41f8c2a9e7b46b0a1c3f5e2d7b9a8c4", flushInterval: 30)
    }

    func makeAnalyticsFromConfig(_ config: AppConfig) -> AnalyticsClient {
        // ok: swift.secrets.hardcoded-credential
        AnalyticsClient(apiKey: config.analyticsKey, flushInterval: 30)
    }
}
