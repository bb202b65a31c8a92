import AppKit
import WebKit

// A preview that scrolls its web view as the user drags the scroller
final class PreviewDragController {
    private let webView: WKWebView
    private let view: NSView

    init(webView: WKWebView, view: NSView) {
        self.webView = webView
        self.view = view
    }

    func startDragging(event: NSEvent) {
        let location = webView.convert(event.locationInWindow, from: nil)
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("startDragging(\(location.y), \(view.frame.width))")
    }

    func resized() {
        // ok: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("layout(\(view.bounds.size.height), \(view.bounds.midX))")
    }

    func dropped(file: URL, at event: NSEvent) {
        let location = webView.convert(event.locationInWindow, from: nil)
        // ruleid: swift.webview.evaluate-javascript-interpolation
        webView.evaluateJavaScript("insertFile('\(file.lastPathComponent)', \(location.x))")
    }
}
