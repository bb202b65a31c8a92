import UIKit
import WebKit

final class ReceiptViewerController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = WKWebViewConfiguration()
        // ruleid: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        // ruleid: swift.webview.file-url-access-enabled
        configuration.setValue(true, forKey: "allowUniversalAccessFromFileURLs")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        view.addSubview(webView)
    }

    func show(receipt url: URL) {
        webView.loadFileURL(url, allowingReadAccessTo: url)
    }
}

final class ManualViewerController: UIViewController {
    private var webView: WKWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = WKWebViewConfiguration()
        // ok: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(false, forKey: "allowFileAccessFromFileURLs")
        // ok: swift.webview.file-url-access-enabled
        configuration.preferences.setValue(true, forKey: "developerExtrasEnabled")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        let manual = Bundle.main.url(forResource: "manual", withExtension: "html", subdirectory: "Manual")!
        webView.loadFileURL(manual, allowingReadAccessTo: manual.deletingLastPathComponent())
    }
}
