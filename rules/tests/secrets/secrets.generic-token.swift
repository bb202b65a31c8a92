import Foundation

// Key names for UserDefaults and the Keychain: reverse-DNS identifiers made of words.
enum DataKey: String {
    // ok: secrets.generic-token
    case token = "com.2fas.dataKey.token"
    // ok: secrets.generic-token
    case gcmToken = "com.1password.dataKey.gcmToken"
    // ok: secrets.generic-token
    case nextToken = "com.37signals.NextTokenController-TokenEnabled"
    // ok: secrets.generic-token
    case loginToken = "org.matrix.msc3906.login_token"
}

enum Credentials {
    // ruleid: secrets.generic-token
    static let apiToken = "k8Fz2QmX9vLr4TbN7wHc3JdP"
    // ruleid: secrets.generic-token
    static let accessToken = "ya29.a0AfB_byC7kQx2Lm9VnR4tPw8ZsH3jD5gF1eK6"
    // ruleid: secrets.generic-token
    static let sessionToken = "s.Xq3vLm8RzKt2Wp7NbH4cJd9Gf"
}

final class Reporting {
    func start() {
        // ok: secrets.generic-token
        Instabug.start(withToken: "9e2c7a4f1b8d3e6a0c5f2b9d4e7a1c8f", invocationEvents: [.shake])
        // ok: secrets.generic-token
        let instabugToken = "9e2c7a4f1b8d3e6a0c5f2b9d4e7a1c8f"
        // ruleid: secrets.generic-token
        let uploadToken = "4e7a1c8f9e2c7a4f1b8d3e6a0c5f2b9d"
        _ = (instabugToken, uploadToken)
    }
}
