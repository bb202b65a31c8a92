import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "wallet", let host = url.host else { return false }
        Router.shared.open(screen: host, query: url.query)
        return true
    }
}
