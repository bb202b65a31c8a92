import Foundation

let kVLCSettingPasscodeOnKey = "PasscodeProtection"
let kLegacyPasscodeKey = "LegacyPasscode"

final class PasscodeSettings {
    private let passcodeService: KeychainService

    init(passcodeService: KeychainService) {
        self.passcodeService = passcodeService
    }

    // the passcode goes to the Keychain; the settings switch records whether one was set
    func passcodeLockSwitchOn(state: Bool) {
        guard state else { return }
        passcodeService.setSecret { success in
            // ok: swift.storage.token-in-userdefaults
            UserDefaults.standard.set(success, forKey: kVLCSettingPasscodeOnKey)
        }
    }

    // the passcode an old release kept beside the switch, moved to the Keychain and cleared
    func migrateToKeychain() {
        guard let legacy = UserDefaults.standard.string(forKey: kLegacyPasscodeKey), !legacy.isEmpty else { return }
        passcodeService.store(legacy)
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set("", forKey: kLegacyPasscodeKey)
    }

    // an old release kept the passcode itself beside the switch
    func migrateLegacy(passcode: String) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(passcode, forKey: kLegacyPasscodeKey)
    }
}
