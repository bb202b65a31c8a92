import UIKit
import WebKit

final class WebViewController: UIViewController {
    private let webView = WKWebView()

    func load(_ url: URL) {
        view.addSubview(webView)
        webView.load(URLRequest(url: url))
    }
}
