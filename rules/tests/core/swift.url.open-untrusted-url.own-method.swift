import SwiftUI
import UIKit

// A printer app selects a saved printer when it is opened with an octoprint:// link; its own
// `openURL(_:)` reads the link, it hands nothing to the system
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            // ok: swift.url.open-untrusted-url
            _ = openURL(context.url)
        }
    }

    @discardableResult
    func openURL(_ url: URL) -> Bool {
        guard url.scheme == "octoprint", let name = url.host else { return false }
        return PrinterManager.shared.select(named: name)
    }
}

// SwiftUI's openURL action opens what a link's `target` query item names
struct LinkRouter: View {
    @Environment(\.openURL) private var open

    var body: some View {
        Text("Loading")
            .onOpenURL { url in
                let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
                if let target = items.first(where: { $0.name == "target" })?.value, let next = URL(string: target) {
                    // ruleid: swift.url.open-untrusted-url
                    UIApplication.shared.open(next)
                }
            }
    }
}
