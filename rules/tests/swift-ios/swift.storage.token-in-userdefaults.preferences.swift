import Foundation

// Whether to save a device's password is a preference about the credential, not the credential:
// a number, a Bool or an enum's raw value under a "Password" key. The password itself goes to
// the Keychain; a string written under the same key is still reported.
enum PasswordSaveType: Int {
    case none = 0
    case never
    case save
    case lock
}

let passwordDefaultsKey = "PasswordUserDefaultsKey"

final class PasswordPreferences {
    func migrate(from oldId: String, to newId: String) {
        if UserDefaults.standard.value(forKey: passwordDefaultsKey + oldId) != nil {
            let value = UserDefaults.standard.integer(forKey: passwordDefaultsKey + oldId)
            // ok: swift.storage.token-in-userdefaults
            UserDefaults.standard.set(value, forKey: passwordDefaultsKey + newId)
            UserDefaults.standard.removeObject(forKey: passwordDefaultsKey + oldId)
        }
    }

    func copyRememberChoice(from oldId: String, to newId: String) {
        let remembered = UserDefaults.standard.bool(forKey: "savePassword." + oldId)
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(remembered, forKey: "savePassword." + newId)
    }

    func setPreference(_ saveType: PasswordSaveType, for id: String) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(saveType.rawValue, forKey: passwordDefaultsKey + id)
    }

    func reset(for id: String) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(PasswordSaveType.none.rawValue, forKey: passwordDefaultsKey + id)
    }

    func migrateLegacyPassword(from oldId: String, to newId: String) {
        let value = UserDefaults.standard.string(forKey: passwordDefaultsKey + oldId)
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(value, forKey: passwordDefaultsKey + newId)
    }

    func remember(password: String, for id: String) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(password, forKey: passwordDefaultsKey + id)
    }
}

// A settings profile copied into UserDefaults: a switch named for what it turns on or off
// (`disableAPIKeys`, `hasAccessToken`) holds a flag, whatever credential it names; the key itself does not
struct DataKnobs {
    var disableAPIKeys: Bool
    var apiKey: String
}

final class ProfileToDefaultsBridge {
    func apply(_ knobs: DataKnobs, to defaults: UserDefaults = .standard) {
        // ok: swift.storage.token-in-userdefaults
        defaults.set(knobs.disableAPIKeys, forKey: "disableAPIKeys")
        // ok: swift.storage.token-in-userdefaults
        defaults.set(!knobs.apiKey.isEmpty, forKey: "hasAPIKey")
        // ruleid: swift.storage.token-in-userdefaults
        defaults.set(knobs.apiKey, forKey: "apiKey")
    }
}
