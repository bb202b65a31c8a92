import Foundation
import UIKit
import WebKit

/// Keeps the web view from holding its handlers alive, and lets only the top-level document
/// of one of the server's own origins talk to the native bridge.
final class OriginCheckingMessageHandler: NSObject, WKScriptMessageHandler {
    let server: Server
    weak var delegate: WKScriptMessageHandler?

    init(server: Server, delegate: WKScriptMessageHandler) {
        self.server = server
        self.delegate = delegate
        super.init()
    }

    // ok: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        let origin = message.frameInfo.securityOrigin
        guard message.frameInfo.isMainFrame, server.allows(scheme: origin.protocol, host: origin.host, port: origin.port) else {
            return
        }
        delegate?.userContentController(userContentController, didReceive: message)
    }
}

final class ServerWebViewController: UIViewController {
    let server: Server
    let webViewScriptMessageHandler = WebViewScriptMessageHandler()
    let legacyBridge = LegacyBridgeMessageHandler()

    init(server: Server) {
        self.server = server
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func setupUserContentController() -> WKUserContentController {
        let userContentController = WKUserContentController()
        let safeScriptMessageHandler = OriginCheckingMessageHandler(server: server, delegate: webViewScriptMessageHandler)
        userContentController.add(safeScriptMessageHandler, name: "getExternalAuth")
        userContentController.add(safeScriptMessageHandler, name: "revokeExternalAuth")
        userContentController.add(OriginCheckingMessageHandler(server: server, delegate: legacyBridge), name: "bridge")
        userContentController.add(legacyBridge, name: "legacyBridge")
        return userContentController
    }
}
