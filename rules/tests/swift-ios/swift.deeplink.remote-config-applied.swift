import SwiftUI
import UIKit

// phone-config://provisioning.acme.example/users/42.xml makes the SIP core download and merge that
// file at every start: any page or app that opens the link re-points the account
@main
struct PhoneApp: App {
    @State private var pendingProvisioning: URL?
    @State private var confirmingProvisioning = false

    var body: some Scene {
        WindowGroup { ContentView() }
            .onOpenURL { url in
                guard url.scheme == "phone-config" else { return }
                // ruleid: swift.deeplink.remote-config-applied
                try? PhoneCore.shared.setProvisioningUri(newValue: "https://" + url.resourceSpecifier)
                PhoneCore.shared.restart()
            }
    }
}

// the link only fills a confirmation the user answers
struct ConfirmedProvisioningApp: App {
    @State private var pendingProvisioning: URL?
    @State private var confirmingProvisioning = false

    var body: some Scene {
        WindowGroup { ContentView() }
            .onOpenURL { url in
                // ok: swift.deeplink.remote-config-applied
                pendingProvisioning = url
                confirmingProvisioning = true
            }
            .alert("Apply the configuration of this link?", isPresented: $confirmingProvisioning) {
                Button("Apply") {
                    if let link = pendingProvisioning {
                        // ok: swift.deeplink.remote-config-applied
                        try? PhoneCore.shared.setProvisioningUri(newValue: link.absoluteString)
                    }
                }
                Button("Cancel", role: .cancel) {}
            }
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // acme://setup?server=https://evil.example: the app now signs in to the link's server
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url,
              let server = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "server" })?.value
        else { return }
        // ruleid: swift.deeplink.remote-config-applied
        UserDefaults.standard.set(server, forKey: "serverURL")
        // ok: swift.deeplink.remote-config-applied
        UserDefaults.standard.set(server, forKey: "lastOpenedLink")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let url = userActivity.webpageURL else { return }
        let alert = UIAlertController(title: "Use this server?", message: url.host, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Use", style: .default) { _ in
            // ok: swift.deeplink.remote-config-applied
            UserDefaults.standard.set(url.absoluteString, forKey: "server_url")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        window?.rootViewController?.present(alert, animated: true)
    }
}

// the router the app's .onOpenURL hands every link to (in another file)
enum URIHandler {
    private static let configurationSchemes = ["phone-config"]

    static func handleURL(url: URL) {
        if let scheme = url.scheme, configurationSchemes.contains(scheme) {
            initiateConfiguration(url: url)
        }
    }

    private static func initiateConfiguration(url: URL) {
        PhoneCore.shared.onCoreQueue { core in
            var urlString = url.resourceSpecifier
            if urlString.starts(with: "//") {
                urlString = String(urlString.dropFirst(2))
            }
            // the same configuration URL set twice: one finding, at the provisioning call
            // ok: swift.deeplink.remote-config-applied
            core.config?.setString(section: "misc", key: "config-uri", value: "https://" + urlString)
            // ruleid: swift.deeplink.remote-config-applied
            try? core.setProvisioninguri(newValue: "https://" + urlString)
            core.stop()
            try? core.start()
        }
    }

    // the bundled default, not the link's
    static func resetConfiguration() {
        PhoneCore.shared.onCoreQueue { core in
            // ok: swift.deeplink.remote-config-applied
            try? core.setProvisioninguri(newValue: Bundle.main.object(forInfoDictionaryKey: "DefaultProvisioningURL") as? String ?? "")
        }
    }
}
