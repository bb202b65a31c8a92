import SwiftUI
import WebKit

// The same bytes loaded as HTML with a file base URL: the page's script runs in a file:// origin.
public struct AttachmentHTMLView: UIViewRepresentable {
    let fileURL: URL

    public func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        // ruleid: swift.webview.file-url-access-enabled
        webView.configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        if let htmlData = try? Data(contentsOf: fileURL) {
            webView.load(htmlData, mimeType: "text/html", characterEncodingName: "utf-8", baseURL: fileURL.deletingLastPathComponent())
        }
        return webView
    }

    public func updateUIView(_ webView: WKWebView, context: Context) {}
}
