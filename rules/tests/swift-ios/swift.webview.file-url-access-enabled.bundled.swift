import SwiftUI
import WebKit

// A web app shipped in the app's own bundle, loaded with read access scoped to that bundle: its
// script can read the bundle's public assets and nothing of the user's files. Remote pages go
// through an ordinary request.
struct CallView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        // Required to allow a web view that uses a file URL to load its own assets
        // ok: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        return WKWebView(frame: .zero, configuration: configuration)
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if url.isFileURL {
            webView.loadFileURL(url, allowingReadAccessTo: EmbeddedCall.bundle.bundleURL)
        } else {
            webView.load(URLRequest(url: url))
        }
    }
}

enum EmbeddedCall {
    static let bundle = Bundle(for: BundleToken.self)
}

final class BundleToken {}
