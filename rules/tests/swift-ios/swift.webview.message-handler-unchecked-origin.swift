import UIKit
import WebKit

final class CheckoutWebViewController: UIViewController, WKScriptMessageHandler {
    private var webView: WKWebView!
    private let payments = PaymentService()

    override func viewDidLoad() {
        super.viewDidLoad()
        let controller = WKUserContentController()
        controller.add(self, name: "checkout")
        let configuration = WKWebViewConfiguration()
        configuration.userContentController = controller
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        view.addSubview(webView)
    }

    // ruleid: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any],
              let action = body["action"] as? String else { return }
        switch action {
        case "pay":
            payments.confirm(orderId: body["orderId"] as? String ?? "")
        case "close":
            dismiss(animated: true)
        default:
            break
        }
    }
}

final class HelpCenterBridge: NSObject, WKScriptMessageHandlerWithReply {
    // ruleid: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
        let token = SessionStore.shared.accessToken
        replyHandler(["token": token, "request": message.body], nil)
    }
}

final class SafeBridge: NSObject, WKScriptMessageHandler {
    private let allowedHost = "app.acme.com"

    // ok: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        let origin = message.frameInfo.securityOrigin
        guard message.frameInfo.isMainFrame, origin.protocol == "https", origin.host == allowedHost else { return }
        guard let body = message.body as? [String: String], body["action"] == "close" else { return }
        NotificationCenter.default.post(name: .helpClosed, object: nil)
    }
}

final class RoutingBridge: NSObject, WKScriptMessageHandler {
    let router: BridgeRouter

    init(router: BridgeRouter) { self.router = router }

    // ok: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        router.route(message)
    }
}
