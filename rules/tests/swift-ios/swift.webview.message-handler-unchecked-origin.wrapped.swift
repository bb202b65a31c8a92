import Foundation
import PromiseKit
import WebKit

// The bridge the frontend talks to. The web view controller registers it only wrapped in
// OriginCheckingMessageHandler (swift.webview.message-handler-unchecked-origin.wrapper.swift),
// which forwards the main frame's messages from the user's own server and drops the rest: the
// callback a message names is the page's own, so calling it back gives the page nothing new.
final class WebViewScriptMessageHandler: NSObject, WKScriptMessageHandler {
    weak var webView: WKWebView?
    var server: Server?

    // ok: swift.webview.message-handler-unchecked-origin
    @MainActor func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) {
        guard let messageBody = message.body as? [String: Any] else { return }
        handle(messageName: message.name, messageBody: messageBody)
    }

    @MainActor func handle(messageName: String, messageBody: [String: Any]) {
        switch messageName {
        case "getExternalAuth":
            handleGetExternalAuth(messageBody)
        case "revokeExternalAuth":
            handleRevokeExternalAuth(messageBody)
        default:
            print("unknown message: \(messageName)")
        }
    }

    private func handleGetExternalAuth(_ messageBody: [String: Any]) {
        guard let callbackName = messageBody["callback"] as? String, let server else { return }
        firstly {
            server.tokenManager.authDictionaryForWebView(forceRefresh: false)
        }.done { [weak self] dictionary in
            let jsonData = try? JSONSerialization.data(withJSONObject: dictionary)
            if let jsonString = String(data: jsonData ?? Data(), encoding: .utf8) {
                let script = "\(callbackName)(true, \(jsonString))"
                // ok: swift.webview.evaluate-javascript-interpolation
                self?.webView?.evaluateJavaScript(script, completionHandler: nil)
            }
        }
    }

    private func handleRevokeExternalAuth(_ messageBody: [String: Any]) {
        guard let callbackName = messageBody["callback"], let server else { return }
        firstly {
            server.tokenManager.revokeToken()
        }.done { [weak self] _ in
            let script = "\(callbackName)(true)"
            // ok: swift.webview.evaluate-javascript-interpolation
            self?.webView?.evaluateJavaScript(script, completionHandler: nil)
            // ruleid: swift.webview.evaluate-javascript-interpolation
            self?.webView?.evaluateJavaScript("\(callbackName)('\(server.info.name)')", completionHandler: nil)
        }
    }
}

// Wrapped too, but also registered as it is for a legacy message name: any frame reaches it.
final class LegacyBridgeMessageHandler: NSObject, WKScriptMessageHandler {
    weak var webView: WKWebView?

    // ruleid: swift.webview.message-handler-unchecked-origin
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let messageBody = message.body as? [String: Any],
              let callbackName = messageBody["callback"] as? String else { return }
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView?.evaluateJavaScript("\(callbackName)(true)", completionHandler: nil)
    }
}
