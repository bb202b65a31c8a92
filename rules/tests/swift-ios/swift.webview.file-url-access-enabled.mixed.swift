import UIKit
import WebKit

// A PDF shown as bytes, but the same controller also opens downloaded HTML from a file URL: that
// page's script can read the other files.
final class DownloadViewerController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = WKWebViewConfiguration()
        // ruleid: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
    }

    func showPDF(_ data: Data, in folder: URL) {
        webView.load(data, mimeType: "application/pdf", characterEncodingName: "", baseURL: folder)
    }

    func showPage(_ page: URL, in folder: URL) {
        webView.loadFileURL(page, allowingReadAccessTo: folder)
    }
}
