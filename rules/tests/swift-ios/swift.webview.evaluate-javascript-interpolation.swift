import UIKit
import WebKit

final class ProfileWebViewController: UIViewController {
    private let webView = WKWebView()
    var user: User!

    func render() {
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("window.profile.setName('\(user.displayName)')")
    }

    func showBanner(_ text: String) {
        let script = """
        window.banner.show("\(text)");
        """
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript(script) { _, error in
            if let error { print("banner failed: \(error)") }
        }
    }

    func search(_ query: String) async throws {
        // ruleid: swift.webview.evaluate-javascript-interpolation
        _ = try await webView.callAsyncJavaScript("search('\(query)')", contentWorld: .page)
    }

    func renderSafely() async throws {
        // ok: swift.webview.evaluate-javascript-interpolation
        _ = try await webView.callAsyncJavaScript("window.profile.setName(name)", arguments: ["name": user.displayName], contentWorld: .page)
    }

    func pushCart(_ cart: Cart) throws {
        let data = try JSONEncoder().encode(cart)
        let json = String(decoding: data, as: UTF8.self)
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("window.cart.update(\(json))")
    }

    func reply(to callback: String, result: [String: Any]) throws {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: result), as: UTF8.self)
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("\(callback)(\(json))", completionHandler: nil)
    }

    func seek(to seconds: Double) {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("\(Self.playerNamespace).seekTo(\(Int(seconds)))", completionHandler: nil)
    }

    static let playerNamespace = "window.acmePlayer"

    func readTitle() {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("document.title") { title, _ in
            self.title = title as? String
        }
    }

    // The text goes through a JavaScript string-literal escaper before it is interpolated.
    func insertText(_ text: String) {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("(\(Self.injectTextJS))(\(Self.jsStringLiteral(text)));", completionHandler: nil)
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("(\(Self.injectTextJS))('\(text)');", completionHandler: nil)
    }

    static let injectTextJS = "function (t) { document.execCommand('insertText', false, t); }"

    func applySettings(pinchToZoom: Bool, theme: String) {
        let zoomValue = pinchToZoom ? "true" : "false"
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("setOverrideZoomEnabled(\(zoomValue))", completionHandler: nil)
        var themeName = "light"
        themeName = theme
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("setTheme('\(themeName)')", completionHandler: nil)
    }

    static func jsStringLiteral(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text])
        return String(data: data ?? Data(), encoding: .utf8).map { String($0.dropFirst().dropLast()) } ?? "''"
    }
}

// The main frame names its own callback in the script message: calling it back gives the page
// nothing it could not run itself. A value from anywhere else in the same script is still reported.
final class ExternalAuthMessageHandler: NSObject, WKScriptMessageHandler {
    weak var webView: WKWebView?
    var accountName = ""

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.frameInfo.isMainFrame, let messageBody = message.body as? [String: Any] else { return }
        handleRevokeExternalAuth(messageBody)
    }

    private func handleRevokeExternalAuth(_ messageBody: [String: Any]) {
        guard let callbackName = messageBody["callback"] as? String else { return }
        let script = "\(callbackName)(true)"
        // ok: swift.webview.evaluate-javascript-interpolation
        webView?.evaluateJavaScript(script) { _, error in
            if let error { print("sign out callback failed: \(error)") }
        }
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView?.evaluateJavaScript("\(callbackName)('\(accountName)')", completionHandler: nil)
    }
}

// Without the main-frame check any iframe of the page can post the message: the callback name it
// sends becomes script that runs in the main frame (with the token).
final class FrameUnawareAuthHandler: NSObject, WKScriptMessageHandler {
    weak var webView: WKWebView?

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let messageBody = message.body as? [String: Any],
              let callbackName = messageBody["callback"] as? String else { return }
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView?.evaluateJavaScript("\(callbackName)(true)", completionHandler: nil)
        reject(callbackName: callbackName)
    }

    private func reject(callbackName: String) {
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView?.evaluateJavaScript("\(callbackName)(false)", completionHandler: nil)
    }
}
