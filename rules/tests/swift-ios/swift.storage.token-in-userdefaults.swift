import Foundation

struct AuthResponse: Decodable {
    let accessToken: String
    let refreshToken: String
    let expiresAt: Date
}

enum DefaultsKeys {
    static let accessToken = "accessToken"
    static let refreshToken = "refreshToken"
    static let onboardingDone = "onboardingDone"
}

final class SessionStore {
    private let defaults = UserDefaults.standard
    private let keychain = KeychainStore(service: "com.acme.shop")

    func persist(_ response: AuthResponse) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(response.accessToken, forKey: "accessToken")
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(response.refreshToken, forKey: DefaultsKeys.refreshToken)
        // ok: swift.storage.token-in-userdefaults
        defaults.set(response.expiresAt, forKey: "tokenExpiryDate")
    }

    func rememberLogin(email: String, password: String) {
        // ruleid: swift.storage.token-in-userdefaults
        self.defaults.setValue(password, forKey: "userPassword")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(email, forKey: "lastEmail")
    }

    func persistSecurely(_ response: AuthResponse) throws {
        // ok: swift.storage.token-in-userdefaults
        try keychain.set(response.accessToken, key: DefaultsKeys.accessToken)
        // ok: swift.storage.token-in-userdefaults
        defaults.set(true, forKey: "hasStoredToken")
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(true, forKey: DefaultsKeys.onboardingDone)
    }

    func didRegisterForPush(deviceToken: Data, tokenIsValid: Bool) {
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        // ok: swift.storage.token-in-userdefaults
        defaults.set(hex, forKey: "deviceToken")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(tokenIsValid, forKey: "hasValidToken")
    }

    // the FCM registration token under a key held in a constant: it addresses the device, it opens nothing
    private let registeredTokenKey = "maxBackgroundPushRegisteredToken"

    func rememberRegistration(fcmToken: String) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(fcmToken, forKey: registeredTokenKey)
    }

    // Tags of the activities a push token was reported for: about tokens, not tokens.
    private static let reportedTokenTagsKey = "liveActivityReportedTokenTags"

    func rememberReportedTokenTag(_ tag: String) {
        var tags = Set(defaults.stringArray(forKey: Self.reportedTokenTagsKey) ?? [])
        guard tags.insert(tag).inserted else { return }
        // ok: swift.storage.token-in-userdefaults
        defaults.set(Array(tags), forKey: Self.reportedTokenTagsKey)
        // ok: swift.storage.token-in-userdefaults
        defaults.set(tag, forKey: "password_label")
    }

    func cacheSessionToken(_ token: String) {
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(token, forKey: "reportedSessionToken")
    }

    func signOut() {
        // ok: swift.storage.token-in-userdefaults
        defaults.set(nil, forKey: DefaultsKeys.accessToken)
    }
}

enum CodeDisplay: String {
    case grouped, plain
}

// Preferences about tokens: their declared types hold no credential.
final class TokenPreferences {
    private let userDefaults = UserDefaults.standard

    func setNextTokenEnabled(_ state: Bool) {
        // ok: swift.storage.token-in-userdefaults
        userDefaults.set(state, forKey: "com.acme.NextTokenController-nextToken")
    }

    func setTokenDisplay(_ display: CodeDisplay) {
        // ok: swift.storage.token-in-userdefaults
        userDefaults.set(display.rawValue, forKey: "tokenDisplay")
    }

    func markTokenRefresh() {
        // ok: swift.storage.token-in-userdefaults
        userDefaults.set(Date(), forKey: "lastTokenRefresh")
    }

    // a token minted on the device from a random UUID is still a bearer token
    func mintLocalSession() {
        let token = "session_\(UUID().uuidString)"
        // ruleid: swift.storage.token-in-userdefaults
        userDefaults.set(token, forKey: "auth_token")
    }

    // a literal secret written to defaults on first run
    func seedDemoAccount() {
        // ruleid: swift.storage.token-in-userdefaults
        userDefaults.set("demo-7Hq2vX9pLm4R", forKey: "demoApiKey")
    }

    func saveToken(_ token: String) {
        // ruleid: swift.storage.token-in-userdefaults
        userDefaults.set(token, forKey: "authToken")
    }

    func saveSession(tokenData: Data) {
        // ruleid: swift.storage.token-in-userdefaults
        userDefaults.set(tokenData, forKey: "sessionToken")
    }
}

// Sync and paging positions: where to resume, not a way in.
final class CloudSyncState {
    private let defaults = UserDefaults.standard

    var databaseChangeToken: CKServerChangeToken? {
        get { nil }
        set {
            guard let newValue,
                  let data = try? NSKeyedArchiver.archivedData(withRootObject: newValue, requiringSecureCoding: true)
            else { return }
            // ok: swift.storage.token-in-userdefaults
            defaults.set(data, forKey: "databaseChangeToken")
        }
    }

    func remember(page: FeedPage) {
        // ok: swift.storage.token-in-userdefaults
        defaults.set(page.nextPageToken, forKey: "feedPageToken")
    }

    // an OAuth token-exchange token is a credential: "exchange" holds no change token
    func rememberExchange(_ grant: TokenGrant) {
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(grant.exchangeToken, forKey: "oauthExchangeToken")
    }

    func rememberSyncLogin(_ account: SyncAccount) {
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(account.password, forKey: "syncPassword")
    }
}

// A PIN or passcode that unlocks the app is a credential; pinned items, spinners, certificate
// pinning and map pins are not
enum PinKeys {
    static let userDefaultAuthPin = "userDefaultAuthPin"
}

final class LockScreenStore {
    private let defaults = UserDefaults.standard

    func save(_ authentication: Authentication) {
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(authentication.pin, forKey: PinKeys.userDefaultAuthPin)
    }

    func savePasscode(_ code: String) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(code, forKey: "appPasscode")
    }

    // the PIN encrypted with the app's key before it is encoded and stored: not kept as typed
    func saveEncrypted(_ pin: AppPIN) throws {
        let encrypted = AppPIN(type: pin.type, value: localEncryption.encrypt(pin.value))
        let encodedNode = try JSONEncoder().encode(encrypted)
        // ok: swift.storage.token-in-userdefaults
        defaults.set(encodedNode, forKey: Keys.pin.rawValue)
    }

    func savePlain(_ pin: AppPIN) throws {
        let encodedNode = try JSONEncoder().encode(pin)
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(encodedNode, forKey: Keys.pin.rawValue)
    }

    func rememberLayout(pinnedTabs: [String], style: String, failures: Int, hashes: [String], place: String) {
        // ok: swift.storage.token-in-userdefaults
        defaults.set(pinnedTabs, forKey: "pinnedTabs")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(style, forKey: "spinnerStyle")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(failures, forKey: "pinAttempts")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(hashes, forKey: "pinCertificateHashes")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(place, forKey: "lastMapPin")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(style, forKey: "useBiometryInsteadOfPin")
    }
}

// UserDefaults under a local name of the app's choosing: `let prefs = UserDefaults.standard`
struct StoreCredentialsButton: View {
    @State private var output = ""

    var body: some View {
        Button(action: {
            let prefs = UserDefaults.standard
            // ruleid: swift.storage.token-in-userdefaults
            prefs.set(passwordField.text, forKey: "user_password")
            // ok: swift.storage.token-in-userdefaults
            prefs.set("dark", forKey: "theme")
            prefs.synchronize()
            output = "stored"
        }) {
            Text("Save")
        }
    }
}

// a Keychain wrapper or a cache with the same `set(_:forKey:)` shape is no UserDefaults
final class VaultStore {
    private let vault = KeychainSwift()
    private let store = NSUbiquitousKeyValueStore.default

    func save(token: String) {
        // ok: swift.storage.token-in-userdefaults
        vault.set(token, forKey: "authToken")
    }

    func saveSettings(token: String) {
        let prefs = UserDefaults(suiteName: "group.com.acme.shared")
        // ok: swift.storage.token-in-userdefaults
        prefs?.set(token, forKey: "widgetToken")
    }
}

// Settings as computed properties of UserDefaults itself: the setter writes to `self`.
extension UserDefaults {
    enum Key: String {
        case followerServerURL = "followerServerURL"
        case followerPassword = "followerPassword"
        case uploadAPISecret = "uploadAPISecret"
        case followerPasswordSaved = "followerPasswordSaved"
        case glucoseUnitIsMgDl = "glucoseUnitIsMgDl"
    }

    @objc dynamic var followerServerURL: String? {
        get { string(forKey: Key.followerServerURL.rawValue) }
        // ok: swift.storage.token-in-userdefaults
        set { set(newValue, forKey: Key.followerServerURL.rawValue) }
    }

    @objc dynamic var followerPassword: String? {
        get {
            return string(forKey: Key.followerPassword.rawValue)
        }
        set {
            // ruleid: swift.storage.token-in-userdefaults
            set(newValue, forKey: Key.followerPassword.rawValue)
        }
    }

    var uploadAPISecret: String? {
        get { string(forKey: Key.uploadAPISecret.rawValue) }
        // ruleid: swift.storage.token-in-userdefaults
        set { self.set(newValue, forKey: Key.uploadAPISecret.rawValue) }
    }

    // a Bool about the password is no password
    var followerPasswordSaved: Bool {
        get { bool(forKey: Key.followerPasswordSaved.rawValue) }
        // ok: swift.storage.token-in-userdefaults
        set { set(newValue, forKey: Key.followerPasswordSaved.rawValue) }
    }

    var glucoseUnitIsMgDl: Bool {
        get { bool(forKey: Key.glucoseUnitIsMgDl.rawValue) }
        // ok: swift.storage.token-in-userdefaults
        set { set(newValue, forKey: Key.glucoseUnitIsMgDl.rawValue) }
    }
}

// the same shape in a Keychain wrapper's extension writes to the Keychain
extension KeychainStore {
    var followerPassword: String? {
        get { string(forKey: "followerPassword") }
        // ok: swift.storage.token-in-userdefaults
        set { set(newValue, forKey: "followerPassword") }
    }
}

// the Core Data history position the sync resumes from: an opaque framework bookmark, archived
extension UserDefaults {
    var lastHistoryToken: NSPersistentHistoryToken? {
        get {
            guard let data = data(forKey: "lastHistoryToken") else { return nil }
            return try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: data)
        }
        set {
            guard let token = newValue else {
                removeObject(forKey: "lastHistoryToken")
                return
            }
            let data = try? NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
            // ok: swift.storage.token-in-userdefaults
            set(data, forKey: "lastHistoryToken")
        }
    }

    // the same shape with the app's own session token type: a credential
    var sessionToken: OAuthToken? {
        get { nil }
        set {
            guard let token = newValue else { return }
            let data = try? NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
            // ruleid: swift.storage.token-in-userdefaults
            set(data, forKey: "sessionToken")
        }
    }
}

// Settings of a notes app that syncs over git and publishes over SFTP: one name for the defaults,
// the standard ones on macOS and an App Group suite on iOS; each setting is a computed property.
public final class SyncSettings {
#if os(macOS)
    public static var store: UserDefaults? = UserDefaults.standard
#else
    public static var store: UserDefaults? = UserDefaults(suiteName: "group.com.acme.notes")
#endif

    private enum Keys {
        static let remotePassword = "remotePassword"
        static let deployKeyPhrase = "deploy.keyPhrase"
        static let deployKey = "deploy.key"
        static let fontSize = "fontSize"
        static let savePassword = "savePassword"
        static let passwordHint = "passwordHint"
    }

    static var remotePassword: String? {
        get { store?.string(forKey: Keys.remotePassword) }
        set {
            // ruleid: swift.storage.token-in-userdefaults
            store?.set(newValue, forKey: Keys.remotePassword)
        }
    }

    // the key does not say so; the property does
    static var deployKeyPassphrase: String {
        get { store?.string(forKey: Keys.deployKeyPhrase) ?? "" }
        set {
            // ruleid: swift.storage.token-in-userdefaults
            store?.set(newValue, forKey: Keys.deployKeyPhrase)
        }
    }

    static var deployPrivateKey: Data? {
        get { store?.data(forKey: Keys.deployKey) }
        set {
            // ruleid: swift.storage.token-in-userdefaults
            store?.set(newValue, forKey: Keys.deployKey)
        }
    }

    static var fontSize: Int {
        get { store?.integer(forKey: Keys.fontSize) ?? 14 }
        set {
            // ok: swift.storage.token-in-userdefaults
            store?.set(newValue, forKey: Keys.fontSize)
        }
    }

    // a choice about the password, not the password
    static var savePassword: Bool {
        get { store?.bool(forKey: Keys.savePassword) ?? false }
        set {
            // ok: swift.storage.token-in-userdefaults
            store?.set(newValue, forKey: Keys.savePassword)
        }
    }

    static var passwordHint: String {
        get { store?.string(forKey: Keys.passwordHint) ?? "" }
        set {
            // ok: swift.storage.token-in-userdefaults
            store?.set(newValue, forKey: Keys.passwordHint)
        }
    }

    static var remoteSecret: String {
        get { KeychainItem(account: "remote").read() ?? "" }
        set {
            // ok: swift.storage.token-in-userdefaults
            try? KeychainItem(account: "remote").save(newValue)
        }
    }
}

// the settings screen writes them (a setting nothing assigns stores nothing: repo/unwritten_settings.py)
final class SyncSettingsController {
    func save(password: String, passphrase: String, keyFile: URL) throws {
        SyncSettings.remotePassword = password
        SyncSettings.deployKeyPassphrase = passphrase
        SyncSettings.deployPrivateKey = try Data(contentsOf: keyFile)
    }
}

// key material is a credential: the key that encrypts the notes, kept under a key named for it
final class NoteKeyStore {
    static let encryptionKeyDefaultsName = "noteEncryptionKey"
    static let encryptionKeyVersion = "noteEncryptionKeyVersion"

    func remember(_ key: SymmetricKey, version: Int, identifier: UUID) {
        let raw = key.withUnsafeBytes { Data($0) }
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(raw, forKey: NoteKeyStore.encryptionKeyDefaultsName)
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(raw, forKey: "hmac_key")
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(version, forKey: NoteKeyStore.encryptionKeyVersion)
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(identifier.uuidString, forKey: "signingKeyIdentifier")
    }
}

// what the vault keeps beside its key: the key-derivation parameters (salt, algorithm, cost) the
// server hands out at login are public inputs, and an anonymous per-option identifier is no secret
final class VaultPreferences {
    private let defaults = UserDefaults.standard

    func storeKeyDerivationParams(_ keyDerivationParams: String) {
        // ok: swift.storage.token-in-userdefaults
        defaults.set(keyDerivationParams, forKey: VaultConstants.encryptionKeyDerivationParamsKey)
    }

    func storeKey(_ derivedKey: String) {
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(derivedKey, forKey: VaultConstants.encryptionKeyDefaultsKey)
    }

    func analyticsID(for option: PrivacyOption) -> String {
        let privateKey = option.privateIDKey
        if let uuid = defaults.string(forKey: privateKey) {
            return uuid
        }
        let uuid = UUID().uuidString
        // ok: swift.storage.token-in-userdefaults
        defaults.set(uuid, forKey: privateKey)
        return uuid
    }

    func rememberSigningKey(_ signingKey: String, for option: PrivacyOption) {
        let privateKey = option.signingKeyName
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(signingKey, forKey: privateKey)
    }
}

// a wallet's recovery phrase under a key a helper builds: every key of the wallet derives from it
enum WalletCache {
    static func storeMnemonic(mnemonic: String) {
        let envKey = EnvironmentConfig.cacheKey(for: "mnemonic")
        let defaults = UserDefaults.standard
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(mnemonic, forKey: envKey)
    }

    static func storePin(pin: String) {
        let envKey = EnvironmentConfig.cacheKey(for: "pin")
        let defaults = UserDefaults.standard
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(pin, forKey: envKey)
    }

    static func storeSwapIndex(index: Int) {
        let envKey = EnvironmentConfig.cacheKey(for: "swapIndex")
        let defaults = UserDefaults.standard
        // ok: swift.storage.token-in-userdefaults
        defaults.set(index, forKey: envKey)
    }

    static func storeSeedPhraseBackedUp(_ done: Bool) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(done, forKey: "seedPhraseBackedUp")
    }
}
