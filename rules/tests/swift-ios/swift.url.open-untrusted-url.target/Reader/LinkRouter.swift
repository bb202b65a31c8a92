import UIKit

final class LinkRouter {
    func followSharedLink(_ link: String) {
        guard let target = URL(string: link) else { return }
        // ruleid: swift.url.open-untrusted-url
        UIApplication.shared.open(target)
    }

    // only the app's own site is opened
    func showArticle(slug: String) {
        guard let page = URL(string: slug), page.scheme == "https", page.host == "reader.example.com" else { return }
        // ok: swift.url.open-untrusted-url
        UIApplication.shared.open(page)
    }
}
