// The value model: script built from Bool, Int and Double values, enum cases and `let`
// constants is quiet; a String parameter is still reported.
import WebKit

enum ReaderTheme: String {
    case light, dark
}

final class ReaderController: NSObject {
    let webView = WKWebView()
    private let bridge = "window.reader"
    var fontScale: Double = 1.0

    func setDarkMode(_ enabled: Bool, theme: ReaderTheme) {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("\(bridge).setDark(\(enabled), '\(theme.rawValue)')", completionHandler: nil)
    }

    func scroll(toPage page: Int, of total: Int) {
        let fraction = Double(page) / Double(max(total, 1))
        let script = "\(bridge).scrollTo(\(fraction), \(fontScale * 16))"
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript(script, completionHandler: nil)
    }

    func highlight(headings: [String]) {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("\(bridge).highlightCount(\(headings.count))", completionHandler: nil)
    }

    func scrollTo(outlineItemID: String) {
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("\(bridge).scrollToHeading('\(outlineItemID)')", completionHandler: nil)
    }
}
