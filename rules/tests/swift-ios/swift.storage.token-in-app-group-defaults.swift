import Foundation
import WidgetKit

enum AppGroup {
    static let id = "group.com.acme.shop"
}

final class WidgetBridge {
    private let shared = UserDefaults(suiteName: AppGroup.id)
    private let sharedDefaults: UserDefaults

    init() {
        sharedDefaults = UserDefaults(suiteName: AppGroup.id) ?? .standard
    }

    func publish(session: Session, summary: OrderSummary) {
        // ruleid: swift.storage.token-in-app-group-defaults
        shared?.set(session.accessToken, forKey: "widgetAccessToken")
        // ruleid: swift.storage.token-in-app-group-defaults
        UserDefaults(suiteName: AppGroup.id)?.set(session.refreshToken, forKey: "refreshToken")
        // ruleid: swift.storage.token-in-app-group-defaults
        sharedDefaults.set(session.apiKey, forKey: "api_key")
        // ok: swift.storage.token-in-app-group-defaults
        shared?.set(summary.openOrders, forKey: "openOrders")
        // ok: swift.storage.token-in-app-group-defaults
        shared?.set(true, forKey: "hasSession")
        // ok: swift.storage.token-in-app-group-defaults
        sharedDefaults.set(session.tokenExpiry, forKey: "tokenExpiryDate")
        WidgetCenter.shared.reloadAllTimelines()
    }

    func publishSecurely(session: Session) throws {
        // ok: swift.storage.token-in-app-group-defaults
        try SharedKeychain(accessGroup: "ABCDE12345.com.acme.shop.shared").set(session.accessToken, key: "widgetAccessToken")
    }
}

extension AppNotifications: MessagingDelegate {
    // The notification service extension reads the device's push address from the group
    func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) {
        let defaults = UserDefaults(suiteName: Bundle.main.appGroup)
        // ok: swift.storage.token-in-app-group-defaults
        defaults?.setValue(fcmToken, forKey: "token")
    }

    func didSignIn(with credentials: Credentials) {
        let defaults = UserDefaults(suiteName: Bundle.main.appGroup)
        // ruleid: swift.storage.token-in-app-group-defaults
        defaults?.setValue(credentials.accessToken, forKey: "token")
    }
}

enum WidgetKeys {
    static let tapSecret = "tapSecret"
    static let zoneChangeToken = "zoneChangeToken"
}

struct RevealCodeIntent {
    var secret: String
    var revealed: Bool

    func perform() {
        let defaults = UserDefaults(suiteName: AppGroup.id)
        // ok: swift.storage.token-in-app-group-defaults
        defaults?.set(revealed, forKey: "tokensHidden")
        // ruleid: swift.storage.token-in-app-group-defaults
        defaults?.set(secret, forKey: WidgetKeys.tapSecret)
    }

    func share(zoneToken: Data) {
        // ok: swift.storage.token-in-app-group-defaults
        UserDefaults(suiteName: AppGroup.id)?.set(zoneToken, forKey: WidgetKeys.zoneChangeToken)
    }
}


// one name, the standard defaults on macOS and the App Group suite on iOS: the UserDefaults rule
// reports the write once
final class PlatformDefaults {
#if os(macOS)
    static var store: UserDefaults? = UserDefaults.standard
#else
    static var store: UserDefaults? = UserDefaults(suiteName: "group.com.acme.notes")
#endif

    static func remember(password: String) {
        // ok: swift.storage.token-in-app-group-defaults
        store?.set(password, forKey: "remotePassword")
    }
}

final class WidgetStore {
    static let store = UserDefaults(suiteName: "group.com.acme.notes")

    static func remember(passphrase: String) {
        // ruleid: swift.storage.token-in-app-group-defaults
        store?.set(passphrase, forKey: "vaultPassphrase")
    }
}
