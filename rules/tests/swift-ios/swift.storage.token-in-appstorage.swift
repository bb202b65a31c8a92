import SwiftUI

struct AccountView: View {
    // ruleid: swift.storage.token-in-appstorage
    @AppStorage("authToken") private var authToken: String = ""
    // ruleid: swift.storage.token-in-appstorage
    @AppStorage("login.secret") var apiSecret = ""
    // ok: swift.storage.token-in-appstorage
    @AppStorage("prefersDarkMode") private var prefersDarkMode = false
    // ok: swift.storage.token-in-appstorage
    @AppStorage("hasSavedToken") private var hasSavedToken: Bool = false
    // ok: swift.storage.token-in-appstorage
    @AppStorage("username") private var username = ""
    // ruleid: swift.storage.token-in-appstorage
    @AppStorage("userToken") private var userToken = ""

    var body: some View {
        Form {
            Text(username)
            Toggle("Dark mode", isOn: $prefersDarkMode)
            SecureField("API secret", text: $apiSecret)
            Button("Sign out") {
                authToken = ""
                userToken = ""
            }
        }
    }
}

struct ComposerView: View {
    // ruleid: swift.storage.token-in-appstorage
    @SceneStorage("draft.sessionToken") private var sessionToken = ""
    // ok: swift.storage.token-in-appstorage
    @SceneStorage("draft.body") private var draftBody = ""

    var body: some View {
        TextEditor(text: $draftBody)
            .onAppear { sessionToken = UUID().uuidString }
    }
}

// A wallet's "tokens" are crypto assets: the ERC-20 contracts or NFT collections a screen shows
// are public data; a token a login returned stays a credential.
struct AssetsView: View {
    // ok: swift.storage.token-in-appstorage
    @AppStorage("displayErc20Tokens") private var displayErc20Tokens = ""
    // ok: swift.storage.token-in-appstorage
    @AppStorage("hiddenNftTokens") private var hiddenNftTokens = ""
    // ruleid: swift.storage.token-in-appstorage
    @AppStorage("walletSessionToken") private var walletSessionToken = ""

    var body: some View {
        Text(displayErc20Tokens + hiddenNftTokens + walletSessionToken)
    }
}

// A settings screen that declares the key it no longer uses: the property is never read or
// written, so it persists nothing (the login view that writes the key is what stores it).
struct ServerSettingsView: View {
    // ok: swift.storage.token-in-appstorage
    @AppStorage("grocyAPIKey") var grocyAPIKey: String = ""
    // ruleid: swift.storage.token-in-appstorage
    @AppStorage("hassToken") var hassToken: String = ""
    @AppStorage("serverURL") var serverURL: String = ""

    var body: some View {
        Form {
            TextField("Server", text: $serverURL)
            SecureField("Home Assistant token", text: $hassToken)
        }
    }
}

// An observable store's property is reachable from other files (`store.refreshToken`): kept
final class SessionStore: ObservableObject {
    // ruleid: swift.storage.token-in-appstorage
    @AppStorage("refreshToken") var refreshToken: String = ""
}

// The Photos library's change token marks where the last backup stopped: a position, no credential
final class PhotoBackup: ObservableObject {
    // ok: swift.storage.token-in-appstorage
    @AppStorage("photoBackupLastSuccessfulChangeToken") var lastSuccessfulChangeTokenData: Data = Data()

    var lastSuccessfulChangeToken: PHPersistentChangeToken? {
        try? NSKeyedUnarchiver.unarchivedObject(ofClass: PHPersistentChangeToken.self, from: lastSuccessfulChangeTokenData)
    }
}
