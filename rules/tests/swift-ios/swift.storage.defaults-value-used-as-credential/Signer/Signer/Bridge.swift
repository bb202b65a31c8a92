import CryptoKit
import Foundation

// The values read back, in another file: what the app does with them says what they are.
final class Bridge {
    func verify(message: String, provided: String) -> Bool {
        let hmacKey = UserDefaults.standard.string(forKey: "s1_value") ?? ""
        guard !hmacKey.isEmpty else { return false }
        let mac = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: SymmetricKey(data: Data(hmacKey.utf8)))
        return Data(mac).map { String(format: "%02x", $0) }.joined() == provided
    }

    func request(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue("Bearer \(UserDefaults.standard.string(forKey: "cfg.remote") ?? "")", forHTTPHeaderField: "Authorization")
        return request
    }

    func theme() -> String {
        let theme = UserDefaults.standard.string(forKey: "cfg.theme") ?? "light"
        return theme
    }

    func launches() -> Int {
        UserDefaults.standard.integer(forKey: "cfg.launches")
    }
}
