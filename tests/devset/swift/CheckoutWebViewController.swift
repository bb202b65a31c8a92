import UIKit
import WebKit

/// Hosts the web checkout and bridges it to native payment and account features.
final class CheckoutWebViewController: UIViewController, WKScriptMessageHandler, WKNavigationDelegate {
    private var webView: WKWebView!
    private let checkoutURL: URL
    private let payments = PaymentService()
    private let allowedHosts: Set<String> = ["checkout.acme-shop.com"]

    init(checkoutURL: URL) {
        self.checkoutURL = checkoutURL
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let contentController = WKUserContentController()
        contentController.add(self, name: "checkout")
        let configuration = WKWebViewConfiguration()
        configuration.userContentController = contentController
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
        // ruleid: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        webView.navigationDelegate = self
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(webView)
        webView.load(URLRequest(url: checkoutURL))
    }

    // MARK: - Native -> web

    func applyCoupon(_ code: String) {
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("window.checkout.applyCoupon('\(code)')") { _, error in
            if let error { print("Coupon failed: \(error.localizedDescription)") }
        }
    }

    func updateCart(_ cart: Cart) async throws {
        _ = try await webView.callAsyncJavaScript(
            "window.checkout.updateCart(items)",
            arguments: ["items": cart.items.map(\.id)],
            contentWorld: .page
        )
    }

    // MARK: - Web -> native

    // ruleid: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
        switch action {
        case "pay":
            let amount = body["amountCents"] as? Int ?? 0
            payments.authorize(amountCents: amount, orderId: body["orderId"] as? String ?? "")
        case "close":
            dismiss(animated: true)
        default:
            break
        }
    }

    // MARK: - Navigation policy

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        guard let host = navigationAction.request.url?.host, allowedHosts.contains(host) else {
            if let url = navigationAction.request.url { UIApplication.shared.open(url) }
            decisionHandler(.cancel)
            return
        }
        decisionHandler(.allow)
    }
}

final class CheckoutSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // ruleid: swift.deeplink.unvalidated-handler
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let checkout = items.first(where: { $0.name == "checkout" })?.value,
              let checkoutURL = URL(string: checkout) else { return }
        window?.rootViewController?.present(CheckoutWebViewController(checkoutURL: checkoutURL), animated: true)
    }
}
