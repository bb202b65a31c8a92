import UIKit
import WebKit

final class PromoWebViewController: UIViewController, WKUIDelegate {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let preferences = WKPreferences()
        // ruleid: swift.webview.javascript-opens-windows
        preferences.javaScriptCanOpenWindowsAutomatically = true
        let configuration = WKWebViewConfiguration()
        configuration.preferences = preferences
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        webView.uiDelegate = self
        view.addSubview(webView)
    }

    func configureLegacy(_ configuration: WKWebViewConfiguration) {
        // ruleid: swift.webview.javascript-opens-windows
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = true
    }

    func configureArticle(_ configuration: WKWebViewConfiguration) {
        // ok: swift.webview.javascript-opens-windows
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
        // ok: swift.webview.javascript-opens-windows
        configuration.preferences.isFraudulentWebsiteWarningEnabled = true
    }
}
