import Foundation

// Intercom configuration for the app's backend calls
enum IntercomAccessTokenConfig {
    // ruleid: secrets.intercom-access-token
    static let intercomAccessToken = "dG9rOjA1MWUyZThkLTdjZjUtNGViNC1iMTFiLTk5ODVhYTlhMzUzOToxYzNjYmJmOC0zZjc2LTQwZmQtYWNiYi0xZmQyZGNkMjFlNjk6NQ"
    // ok: secrets.intercom-access-token
    static let intercomAccessToken = ProcessInfo.processInfo.environment["INTERCOM_ACCESS_TOKEN"] ?? ""
    // ruleid: secrets.intercom-access-token
    static let intercomAccessTokenBackup = "dG9rOmI3NDcwM2E1LTc2YmEtNGVlMi1iN2MzLWE3ZTI3MzAyZmIzNjo0MDIzZGI5NC1lNmI0LTQwZDgtYTMwMy1mMjJkNTUxNWM5MzI6MA"
    // ok: secrets.intercom-access-token
    static let intercomAccessTokenPrefix = "dG9rOjA1MWUyZThkLTdjZjUtNGViNC1iMTF"
    static let timeout: TimeInterval = 30
}
