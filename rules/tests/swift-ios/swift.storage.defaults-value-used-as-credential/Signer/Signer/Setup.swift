import Foundation

// The app seeds values at first launch under keys that say nothing of what they hold.
enum FirstLaunch {
    static func seed() {
        let defaults = UserDefaults.standard
        if defaults.string(forKey: "s1_value") == nil {
            // ruleid: swift.storage.defaults-value-used-as-credential
            defaults.set(SecretGenerator.make(), forKey: "s1_value")
        }
        let prefs = UserDefaults.standard
        // ruleid: swift.storage.defaults-value-used-as-credential
        prefs.set(response.value, forKey: "cfg.remote")
        // ok: swift.storage.defaults-value-used-as-credential
        prefs.set(selectedTheme, forKey: "cfg.theme")
        // ok: swift.storage.defaults-value-used-as-credential
        prefs.set(true, forKey: "cfg.onboarded")
        // a key that names the credential is the line rule's (swift.storage.token-in-userdefaults)
        // ok: swift.storage.defaults-value-used-as-credential
        prefs.set(response.token, forKey: "authToken")
        // a Keychain wrapper with the same shape is no UserDefaults
        // ok: swift.storage.defaults-value-used-as-credential
        keychain.set(response.value, forKey: "cfg.sealed")
        // ok: swift.storage.defaults-value-used-as-credential
        prefs.set(launchCount, forKey: "cfg.launches")
    }
}
