import SwiftUI
import WebKit

// A viewer that hands the web view a PDF's bytes: WebKit renders the PDF natively and runs no page
// script, so nothing can use file-URL access.
public struct AttachmentPDFView: UIViewRepresentable {
    let fileURL: URL

    public func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        // ok: swift.webview.file-url-access-enabled
        webView.configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        if let pdfData = try? Data(contentsOf: fileURL) {
            webView.load(pdfData, mimeType: "application/pdf", characterEncodingName: "", baseURL: fileURL.deletingLastPathComponent())
        }
        return webView
    }

    public func updateUIView(_ webView: WKWebView, context: Context) {}
}
