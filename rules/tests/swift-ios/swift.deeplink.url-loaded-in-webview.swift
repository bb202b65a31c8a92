import SwiftUI
import UIKit
import WebKit

final class HelpCenterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let webView = WKWebView()
    private let helpBase = URL(string: "https://help.acme.example/")!

    // acme://help?page=https://evil.example/phish
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let page = items.first(where: { $0.name == "page" })?.value,
              let target = URL(string: page) else { return }
        // ruleid: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: target))
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let link = userActivity.webpageURL else { return }
        guard let host = link.host, ["help.acme.example", "status.acme.example"].contains(host) else { return }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: link))
    }
}

final class ArticleViewController: UIViewController {
    @IBOutlet private var webView: WKWebView!
    private let articlesBase = URL(string: "https://help.acme.example/articles/")!

    func showArticle(from url: URL) {
        let slug = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "slug" }?.value ?? "index"
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: articlesBase.appendingPathComponent(slug)))
    }

    @IBAction func openCopiedLink(_ sender: Any) {
        guard let copied = UIPasteboard.general.url else { return }
        // ruleid: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: copied))
    }

    // acme://open?url=https://help.acme.example/articles/42
    func openLink(_ url: URL) {
        guard let next = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "url" })?.value,
              next.hasPrefix("https://help.acme.example/"),
              let target = URL(string: next) else { return }
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: target))
    }

    // https://help.acme.example.evil.net/ passes a prefix without the slash after the host
    func openPartnerLink(_ url: URL) {
        guard let next = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "url" })?.value,
              next.hasPrefix("https://help.acme.example"),
              let target = URL(string: next) else { return }
        // ruleid: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: target))
    }

    func openHome() {
        // ok: swift.deeplink.url-loaded-in-webview
        webView.load(URLRequest(url: articlesBase))
    }
}

struct PortalView: View {
    @State private var pageURL = URL(string: "https://portal.acme.example/")!
    let webView: WKWebView

    var body: some View {
        WebViewContainer(webView: webView)
            .onOpenURL { url in
                if let next = url.absoluteString.removingPercentEncoding?.replacingOccurrences(of: "acme://open/", with: ""),
                   let destination = URL(string: next) {
                    // ruleid: swift.deeplink.url-loaded-in-webview
                    webView.load(URLRequest(url: destination))
                }
            }
    }
}
