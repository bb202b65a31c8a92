import UIKit
import WebKit

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
}
