import UIKit

// A deep link handed to a method of the same type before it is opened: the summary of
// `route(to:)` says its parameter reaches `open`, so the call site carries the link there.
final class LinkRouter: UIResponder, UIApplicationDelegate {
    // acme://open?to=tel:+1900555
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let target = items.first(where: { $0.name == "to" })?.value else { return false }
        // flow-via: swift.url.open-untrusted-url
        route(to: target)
        showHelp(topic: target)
        return true
    }

    func route(to target: String) {
        guard let next = URL(string: target) else { return }
        // ruleid: swift.url.open-untrusted-url
        UIApplication.shared.open(next)
    }

    // the link picks a page of the app's own help site: the host is fixed here
    func showHelp(topic: String) {
        let page = HelpTopic(rawValue: topic) ?? .index
        guard let help = URL(string: "https://help.acme.example/\(page.rawValue)") else { return }
        // ok: swift.url.open-untrusted-url
        UIApplication.shared.open(help)
    }

    func openSettings() {
        // ok: swift.url.open-untrusted-url
        route(to: UIApplication.openSettingsURLString)
    }
}

enum HelpTopic: String {
    case index, billing, privacy
}
