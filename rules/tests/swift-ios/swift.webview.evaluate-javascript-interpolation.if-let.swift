import UIKit
import WebKit

// `if let x = value { ... }` (and `if var`, `while let`) unwraps the value into x inside the
// block: x is as safe as the value, whatever another x outside the block holds.
final class ReaderThemeController: UIViewController {
    private let webView = WKWebView()
    private let defaultTheme: String? = "sepia"

    func applyDefaultTheme() {
        if let theme = defaultTheme {
            // ok: swift.webview.evaluate-javascript-interpolation
            webView.evaluateJavaScript("reader.setTheme('\(theme)')", completionHandler: nil)
        }
    }

    func applyFallbackFont() {
        let fallback: String? = "Georgia"
        if var font = fallback {
            font += ", serif"
            // ok: swift.webview.evaluate-javascript-interpolation
            webView.evaluateJavaScript("reader.setFont('\(font)')", completionHandler: nil)
        }
        if let fallback {
            // ok: swift.webview.evaluate-javascript-interpolation
            webView.evaluateJavaScript("reader.setFont('\(fallback)')", completionHandler: nil)
        }
    }

    func applyTheme(from url: URL) {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let theme = items.first(where: { $0.name == "theme" })?.value {
            // ruleid: swift.webview.evaluate-javascript-interpolation
            webView.evaluateJavaScript("reader.setTheme('\(theme)')", completionHandler: nil)
        }
    }

    private let accent = "blue"

    func applyAccent(from url: URL) {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("reader.setAccent('\(accent)')", completionHandler: nil)
        if let accent = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value, !accent.isEmpty {
            // ruleid: swift.webview.evaluate-javascript-interpolation
            webView.evaluateJavaScript("reader.setAccent('\(accent)')", completionHandler: nil)
        }
    }

    func highlight(from url: URL) {
        let words = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        var index = 0
        while let word = index < words.count ? words[index].value : nil {
            // ruleid: swift.webview.evaluate-javascript-interpolation
            webView.evaluateJavaScript("reader.highlight('\(word)')", completionHandler: nil)
            index += 1
        }
    }
}
