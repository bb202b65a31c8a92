import UIKit
import WebKit

final class LegacyHelpViewController: UIViewController, UIWebViewDelegate {
    // ruleid: swift.webview.uiwebview
    @IBOutlet weak var webView: UIWebView!

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.delegate = self
        webView.loadRequest(URLRequest(url: URL(string: "https://help.acme.com")!))
    }

    // ok: swift.webview.uiwebview
    func webViewDidFinishLoad(_ webView: UIWebView) {
        title = webView.stringByEvaluatingJavaScript(from: "document.title")
    }
}

final class TermsViewController: UIViewController {
    func showTerms() {
        // ruleid: swift.webview.uiwebview
        let termsView = UIWebView(frame: view.bounds)
        view.addSubview(termsView)
    }
}

final class ModernHelpViewController: UIViewController {
    // ok: swift.webview.uiwebview
    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

    override func viewDidLoad() {
        super.viewDidLoad()
        // Replaced UIWebView with WKWebView for App Store compliance.
        // ok: swift.webview.uiwebview
        view.addSubview(webView)
    }
}
