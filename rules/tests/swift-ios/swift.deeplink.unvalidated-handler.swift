import SwiftUI
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    let payments = PaymentService()
    let session = SessionManager.shared

    // ruleid: swift.deeplink.unvalidated-handler
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let amount = items.first(where: { $0.name == "amount" })?.value,
           let recipient = items.first(where: { $0.name == "to" })?.value {
            payments.send(amount: amount, to: recipient)
        }
        return true
    }

    // ok: swift.deeplink.unvalidated-handler
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard let url = userActivity.webpageURL,
              url.host == "shop.acme.com",
              url.path.hasPrefix("/orders/") else { return false }
        let orderId = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "id" }?.value
        OrderRouter.shared.showOrder(id: orderId)
        return true
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    // ruleid: swift.deeplink.unvalidated-handler
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        let params = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        if let token = params?.first(where: { $0.name == "token" })?.value {
            SessionManager.shared.signIn(magicLinkToken: token)
        }
    }
}

@main
struct AcmeShopApp: App {
    @StateObject private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(router)
                // ruleid: swift.deeplink.unvalidated-handler
                .onOpenURL { url in
                    let invite = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "invite" }?.value
                    router.acceptInvite(code: invite)
                }
        }
    }
}

struct SettingsScene: Scene {
    let router: AppRouter

    var body: some Scene {
        WindowGroup("Settings") {
            SettingsView()
                // ok: swift.deeplink.unvalidated-handler
                .onOpenURL { url in
                    router.handle(url)
                }
        }
    }
}

final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    // ok: swift.deeplink.unvalidated-handler
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "acmeshop", url.host == "product" else { return false }
        let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "id" }?.value
        ProductRouter.shared.show(productId: id)
        return true
    }
}
