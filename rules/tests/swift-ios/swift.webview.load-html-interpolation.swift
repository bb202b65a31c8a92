import UIKit
import WebKit

struct LineItem {
    let name: String
    let price: String
}

struct Article {
    let title: String
    let body: String
}

extension String {
    var htmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

final class ArticleViewController: UIViewController {
    private let webView = WKWebView()

    func render(_ article: Article) {
        // ruleid: swift.webview.load-html-interpolation
        webView.loadHTMLString("<h1>\(article.title)</h1><div>\(article.body)</div>", baseURL: nil)
    }

    func renderComment(author: String, text: String) {
        let html = """
        <html><body>
        <p class="author">\(author)</p>
        <p>\(text)</p>
        </body></html>
        """
        // ruleid: swift.webview.load-html-interpolation
        webView.loadHTMLString(html, baseURL: Bundle.main.bundleURL)
    }

    func renderEscaped(_ article: Article) {
        // ok: swift.webview.load-html-interpolation
        webView.loadHTMLString("<h1>\(article.title.htmlEscaped)</h1>", baseURL: nil)
    }

    func renderLicenses() throws {
        let url = Bundle.main.url(forResource: "licenses", withExtension: "html")!
        let html = try String(contentsOf: url)
        // ok: swift.webview.load-html-interpolation
        webView.loadHTMLString(html, baseURL: url.deletingLastPathComponent())
    }

    func renderStyled(fontSize: Int) {
        // ok: swift.webview.load-html-interpolation
        webView.loadHTMLString("<body style=\"font-size: \(Int(fontSize))px\">Loading…</body>", baseURL: nil)
    }

    func renderReceipt(items: [LineItem]) {
        var html = "<table>"
        for item in items {
            html += "<tr><td>\(item.name)</td><td>\(item.price)</td></tr>"
        }
        html += "</table>"
        // ruleid: swift.webview.load-html-interpolation
        webView.loadHTMLString(html, baseURL: nil)
    }

    @IBAction func previewClipboard(_ sender: Any) {
        let snippet = UIPasteboard.general.string ?? ""
        // ruleid: swift.webview.load-html-interpolation
        webView.loadHTMLString(snippet, baseURL: URL(string: "https://notes.acme.example/"))
    }

    @IBAction func previewClipboardAsText(_ sender: Any) {
        let snippet = UIPasteboard.general.string ?? ""
        let escaped = snippet.htmlEscaped
        // ok: swift.webview.load-html-interpolation
        webView.loadHTMLString("<pre>\(escaped)</pre>", baseURL: nil)
    }
}
