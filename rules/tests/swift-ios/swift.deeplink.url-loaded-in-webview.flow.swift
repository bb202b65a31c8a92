// The path a finding reports: the deep link, each binding of its parts, the web view load.
import UIKit
import WebKit

final class SupportSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let webView = WKWebView()
    private let allowedHosts: Set<String> = ["support.acme.example"]

    // acme://support?article=https://evil.example/login
    // flow-source: swift.deeplink.url-loaded-in-webview
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        // flow-via: swift.deeplink.url-loaded-in-webview
        guard let link = URLContexts.first?.url else { return }
        // flow-via: swift.deeplink.url-loaded-in-webview
        let query = URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems ?? []
        // flow-via: swift.deeplink.url-loaded-in-webview
        let article = query.first(where: { $0.name == "article" })?.value ?? "index"
        // flow-via: swift.deeplink.url-loaded-in-webview
        guard let destination = URL(string: article) else { return }
        // ruleid: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: destination))
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let link = userActivity.webpageURL else { return }
        guard let host = link.host, allowedHosts.contains(host) else { return }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
    }
}
