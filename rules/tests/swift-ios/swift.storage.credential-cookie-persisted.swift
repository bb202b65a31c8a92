import Foundation
import WebKit

final class SessionCookies {
    private let host = "app.acme-bank.com"

    func rememberSession(_ session: Session) {
        // ruleid: swift.storage.credential-cookie-persisted
        let cookie = HTTPCookie(properties: [
            .domain: host,
            .path: "/",
            .name: "session_token",
            .value: session.token,
            .secure: "TRUE",
            .expires: Date().addingTimeInterval(30 * 24 * 3600),
        ])!
        HTTPCookieStorage.shared.setCookie(cookie)
    }

    func signInWebView(_ webView: WKWebView, auth: AuthState, completion: @escaping () -> Void) {
        // ruleid: swift.storage.credential-cookie-persisted
        guard let cookie = HTTPCookie(properties: [HTTPCookiePropertyKey.domain: host, HTTPCookiePropertyKey.path: "/", HTTPCookiePropertyKey.name: "acme_sid", HTTPCookiePropertyKey.value: auth.accessToken, HTTPCookiePropertyKey.maximumAge: "2592000"]) else { return }
        webView.configuration.websiteDataStore.httpCookieStore.setCookie(cookie, completionHandler: completion)
    }

    func attachSessionForThisLaunch(_ session: Session) {
        // ok: swift.storage.credential-cookie-persisted
        let cookie = HTTPCookie(properties: [
            .domain: host,
            .path: "/",
            .name: "session_token",
            .value: session.token,
            .secure: "TRUE",
            .discard: "TRUE",
        ])!
        HTTPCookieStorage.shared.setCookie(cookie)
    }

    func rememberLocale() {
        // ok: swift.storage.credential-cookie-persisted
        let cookie = HTTPCookie(properties: [
            .domain: host,
            .path: "/",
            .name: "preferred_locale",
            .value: Locale.current.identifier,
            .expires: Date().addingTimeInterval(365 * 24 * 3600),
        ])!
        HTTPCookieStorage.shared.setCookie(cookie)
    }
}

// The instance's web UI in a web view whose data store keeps nothing on disk
final class InstanceWebController: UIViewController {
    var webView: WKWebView!

    init(host: String, token: String) {
        super.init(nibName: nil, bundle: nil)
        let config = WKWebViewConfiguration()
        config.websiteDataStore = .nonPersistent()
        // ok: swift.storage.credential-cookie-persisted
        let cookie = HTTPCookie(properties: [
            .domain: host,
            .path: "/",
            .name: "token",
            .value: token,
            .secure: "TRUE",
            .expires: NSDate(timeIntervalSinceNow: 100_000_000),
        ])!
        config.websiteDataStore.httpCookieStore.setCookie(cookie)
        webView = WKWebView(frame: .zero, configuration: config)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func signInShared(host: String, token: String) {
        // ruleid: swift.storage.credential-cookie-persisted
        let cookie = HTTPCookie(properties: [
            .domain: host,
            .path: "/",
            .name: "token",
            .value: token,
            .expires: NSDate(timeIntervalSinceNow: 100_000_000),
        ])!
        WKWebsiteDataStore.default().httpCookieStore.setCookie(cookie)
    }
}
