import CryptoKit
import Foundation

// A music-server client: Subsonic's token auth mandates t = md5(password + salt), sent with the salt
// as query items, so the app cannot choose another hash; the same client's own PIN hash, kept on the
// device, stays a finding.
final class MediaServerClient {
    let base: URL
    let user: String
    let password: String

    init(base: URL, user: String, password: String) {
        self.base = base
        self.user = user
        self.password = password
    }

    func endpoint(_ method: String) -> URL? {
        let salt = String(UUID().uuidString.prefix(8))
        // ok: swift.crypto.weak-hash
        let token = Insecure.MD5.hash(data: Data((password + salt).utf8)).map { String(format: "%02x", $0) }.joined()
        var components = URLComponents(url: base.appendingPathComponent("rest/\(method).view"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "u", value: user),
            URLQueryItem(name: "t", value: token),
            URLQueryItem(name: "s", value: salt),
            URLQueryItem(name: "c", value: "player"),
        ]
        return components?.url
    }

    func signedRequest(to url: URL, nonce: String) -> URLRequest {
        var request = URLRequest(url: url)
        // ok: swift.crypto.weak-hash
        let proof = Insecure.SHA1.hash(data: Data((nonce + password).utf8)).map { String(format: "%02x", $0) }.joined()
        request.setValue(proof, forHTTPHeaderField: "X-Auth-Proof")
        return request
    }

    func lockHash(for pin: String) -> String {
        // ruleid: swift.crypto.weak-hash
        let digest = Insecure.MD5.hash(data: Data(pin.utf8)).map { String(format: "%02x", $0) }.joined()
        UserDefaults.standard.set(digest, forKey: "lockHash")
        return digest
    }

    func unlock(with pin: String) -> Bool {
        // ruleid: swift.crypto.weak-hash
        let digest = Insecure.SHA1.hash(data: Data(pin.utf8)).map { String(format: "%02x", $0) }.joined()
        return digest == UserDefaults.standard.string(forKey: "lockHash")
    }
}
