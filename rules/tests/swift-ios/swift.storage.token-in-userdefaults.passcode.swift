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

    // an old release kept the passcode itself beside the switch
    func migrateLegacy(passcode: String) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(passcode, forKey: kLegacyPasscodeKey)
    }
}
