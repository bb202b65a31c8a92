// `contains` is an allow-list only on a collection: on a string it finds a substring, so a host that
// is part of the text (`t.acme.example`, `acme.ex`) passes a check against a banner or a joined list.
import UIKit
import WebKit

enum HelpHost: String, CaseIterable {
    case support = "support.acme.example"
    case status = "status.acme.example"
}

final class HelpSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private let webView = WKWebView()
    private let trustedHosts: Set<String> = ["support.acme.example", "status.acme.example"]
    private let trustedHostList = "support.acme.example status.acme.example"

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let link = userActivity.webpageURL else { return }
        guard let host = link.host, trustedHosts.contains(host) else { return }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let link = URLContexts.first?.url else { return }
        guard let host = link.host, ["support.acme.example", "status.acme.example"].contains(host) else { return }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let link = userActivity.webpageURL else { return false }
        guard let host = link.host, trustedHostList.contains(host) else { return false }
        // ruleid: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.absoluteString.contains("acme.example") else { return false }
        // ruleid: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: url))
        return true
    }
}
