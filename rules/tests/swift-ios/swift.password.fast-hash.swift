import CryptoKit
import Foundation

struct StoredUser: Codable {
    let username: String
    let passwordDigest: String
    let role: String
}

final class AuthenticationService {
    private var users: [String: StoredUser] = [:]

    func register(username: String, password: String) {
        // ruleid: swift.password.fast-hash
        let digest = Insecure.MD5.hash(data: Data(password.utf8))
        let hex = digest.map { String(format: "%02x", $0) }.joined()
        users[username] = StoredUser(username: username, passwordDigest: hex, role: "user")
    }

    func verify(username: String, password: String, salt: String) -> Bool {
        // ruleid: swift.password.fast-hash
        let candidate = SHA256.hash(data: Data((salt + password).utf8))
        let hex = candidate.map { String(format: "%02x", $0) }.joined()
        return users[username]?.passwordDigest == hex
    }

    private func hashPassword(_ password: String) -> String {
        let data = Data(password.utf8)
        // ruleid: swift.password.fast-hash
        let digest = Insecure.SHA1.hash(data: data)
        return digest.map { String(format: "%02hhx", $0) }.joined()
    }

    func fingerprint(of document: Data) -> String {
        // ok: swift.password.fast-hash
        let checksum = SHA256.hash(data: document)
        return checksum.map { String(format: "%02x", $0) }.joined()
    }
}

/// Subsonic's token authentication: the server dictates t = md5(password + salt); nothing is stored.
struct SubsonicCredentials {
    let username: String
    let password: String

    func queryItems() -> [URLQueryItem] {
        let salt = UUID().uuidString.prefix(8)
        // ok: swift.password.fast-hash
        let token = Insecure.MD5.hash(data: Data((password + salt).utf8)).map { String(format: "%02x", $0) }.joined()
        return [URLQueryItem(name: "u", value: username), URLQueryItem(name: "t", value: token), URLQueryItem(name: "s", value: String(salt))]
    }
}
