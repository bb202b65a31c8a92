import JavaScriptCore
import SwiftUI
import UIKit
import WebKit

final class MessageBodyView: UIView {
    private let webView = WKWebView()

    func configure(accessibilityIdentifier: String) {
        if #available(iOS 16.4, *) {
            // ruleid: swift.webview.inspectable-in-release
            webView.isInspectable = true
        }
        webView.accessibilityIdentifier = accessibilityIdentifier
    }

    func render(html: String) {
        webView.loadHTMLString(html, baseURL: nil)
    }
}

final class PricingEngine {
    private let context = JSContext()!

    init(script: String) {
        // ruleid: swift.webview.inspectable-in-release
        self.context.isInspectable = true
        context.evaluateScript(script)
    }
}

final class ReaderViewController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        webView = WKWebView(frame: view.bounds, configuration: WKWebViewConfiguration())
        #if DEBUG
        if #available(iOS 16.4, *) {
            // ok: swift.webview.inspectable-in-release
            webView.isInspectable = true
        }
        #endif
        // ok: swift.webview.inspectable-in-release
        webView.isInspectable = false
        view.addSubview(webView)
    }
}

enum BuildConfiguration { case debug, release }

struct CheckoutWebView: UIViewRepresentable {
    let url: URL
    let configuration: BuildConfiguration

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        if configuration == .debug {
            // ok: swift.webview.inspectable-in-release
            webView.isInspectable = true
        }
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}
}

final class ArticleWebView: WKWebView {
    init(frame: CGRect) {
        super.init(frame: frame, configuration: WKWebViewConfiguration())
        if #available(iOS 16.4, *) {
            // ruleid: swift.webview.inspectable-in-release
            isInspectable = true
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PreviewWebView: WKWebView {
    func enableInspectorForDevelopment() {
        #if DEBUG
        // ok: swift.webview.inspectable-in-release
        isInspectable = true
        #endif
    }
}
