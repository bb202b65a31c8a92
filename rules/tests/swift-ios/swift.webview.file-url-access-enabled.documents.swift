import UIKit
import WebKit

// The bundle's page is one of two: notes exported to Documents are shown with the same
// configuration, and their script may read the user's other files.
final class NotePreviewController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = WKWebViewConfiguration()
        // ruleid: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        webView.loadFileURL(Bundle.main.url(forResource: "help", withExtension: "html")!, allowingReadAccessTo: Bundle.main.bundleURL)
    }

    func show(html: String) {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        webView.loadHTMLString(html, baseURL: documents)
    }
}
