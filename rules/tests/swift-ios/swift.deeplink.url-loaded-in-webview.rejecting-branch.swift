// An allow-list check protects the code after the branch that rejects a link, never that branch:
// the link loaded there is exactly one the check refused.
import UIKit
import WebKit

final class HelpLinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private let webView = WKWebView()
    private let banner = UILabel()
    private let trustedHosts: Set<String> = ["support.acme.example", "status.acme.example"]

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let link = userActivity.webpageURL, let host = link.host else { return }
        guard trustedHosts.contains(host) else {
            banner.text = "You are leaving Acme Help"
            // ruleid: swift.deeplink.url-loaded-in-webview
            webView.load(URLRequest(url: link))
            return
        }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let link = URLContexts.first?.url, let host = link.host else { return }
        if !trustedHosts.contains(host) {
            banner.text = "You are leaving Acme Help"
            // ruleid: swift.deeplink.url-loaded-in-webview
            webView.load(URLRequest(url: link))
            return
        }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
    }
}
