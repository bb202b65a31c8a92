import UIKit
import WebKit

final class PortalBridge: NSObject, WKScriptMessageHandler {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
        switch action {
        case "openExternal":
            guard let link = body["url"] as? String, let url = URL(string: link) else { return }
            // ruleid: swift.url.open-untrusted-url
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        case "openSupport":
            guard let link = body["url"] as? String, let url = URL(string: link),
                  url.scheme == "https", url.host == "support.acme.example" else { return }
            // ok: swift.url.open-untrusted-url
            UIApplication.shared.open(url)
        default:
            break
        }
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    // acme://redirect?to=tel:+1900555
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let target = items.first(where: { $0.name == "to" })?.value, let next = URL(string: target) {
            // ruleid: swift.url.open-untrusted-url
            app.open(next)
        }
        return true
    }

    func openSettings() {
        guard let settings = URL(string: UIApplication.openSettingsURLString) else { return }
        // ok: swift.url.open-untrusted-url
        UIApplication.shared.open(settings)
    }
}
