import Foundation

struct Authentication {
    let pin: String
}

enum Constants {
    enum Values {
        static let userDefaultAuthPin = "userDefaultAuthPin"
    }
}

final class AuthService {
    fileprivate let defaults = UserDefaults.standard

    func login(pin: String) -> Bool {
        guard let saved = defaults.string(forKey: Constants.Values.userDefaultAuthPin) else {
            // ruleid: swift.storage.app-without-keychain
            defaults.set(pin, forKey: Constants.Values.userDefaultAuthPin)
            return true
        }
        return saved == pin
    }
}
