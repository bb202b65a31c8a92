import Foundation
import SwiftUI
import UIKit

struct TokenResponse: Decodable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Int
}

final class AuthService {
    private let session = URLSession.shared
    private var refreshToken: String?

    func signIn(email: String, password: String) async throws -> TokenResponse {
        // ruleid: swift.logging.secret-in-console
        NSLog("Signing in \(email) with password \(password)")
        let userPassword = password
        // ruleid: swift.logging.secret-in-console
        NSLog(userPassword)
        let request = try makeLoginRequest(email: email, password: password)
        // ruleid: swift.logging.secret-in-console
        NSLog("Authorization header: %@", authorizationHeader)
        let (data, _) = try await session.data(for: request)
        let tokens = try JSONDecoder().decode(TokenResponse.self, from: data)
        // ruleid: swift.logging.secret-in-console
        NSLog("Got tokens: " + tokens.accessToken)
        // ok: swift.logging.secret-in-console
        NSLog("Signed in \(email), token expires in \(tokens.expiresIn)s")
        // print writes to stdout, which only an attached debugger reads: no device log keeps it
        // ok: swift.logging.secret-in-console
        print("Got tokens: " + tokens.accessToken)
        // ok: swift.logging.secret-in-console
        debugPrint(tokens.refreshToken)
        refreshToken = tokens.refreshToken
        return tokens
    }

    func registerPush(deviceToken: Data) {
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        // ok: swift.logging.secret-in-console
        NSLog("Registered for push with \(deviceToken.count) bytes, hasToken: \(hasRefreshToken)")
        PushAPI.register(hex)
    }

    var hasRefreshToken: Bool { refreshToken != nil }

    func signOut() {
        // ruleid: swift.logging.secret-in-console
        NSLog("Discarding refresh token \(refreshToken ?? "none")")
        refreshToken = nil
    }

    func debugDump(_ tokens: TokenResponse) {
        #if DEBUG
        // ok: swift.logging.secret-in-console
        NSLog("access token: \(tokens.accessToken)")
        #endif
        // ok: swift.logging.secret-in-console
        NSLog("token refresh scheduled")
    }

    private var authorizationHeader: String { "Bearer \(refreshToken ?? "")" }

    private func makeLoginRequest(email: String, password: String) throws -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.acme.com/v1/login")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        return request
    }
}

final class LoginViewController: UIViewController {
    @IBOutlet private var emailField: UITextField!
    @IBOutlet private var passwordField: UITextField!
    private let api = LoginAPI()

    @IBAction func logInTapped(_ sender: Any) {
        let email = emailField.text ?? ""
        let secret = passwordField.text ?? ""
        let body = "email=\(email)&pw=\(secret)"
        // ruleid: swift.logging.secret-in-console
        NSLog("POST /login " + body)
        // ok: swift.logging.secret-in-console
        NSLog("POST /login for \(email), \(secret.count) characters")
        api.logIn(body: body)
    }
}

struct UnlockView: View {
    @State private var code = ""
    let vault: Vault

    var body: some View {
        VStack {
            SecureField("PIN", text: $code)
            Button("Unlock") {
                // ruleid: swift.logging.secret-in-console
                NSLog("unlock attempt with \(code)")
                vault.unlock(code)
            }
            Button("Forgot PIN") {
                // ok: swift.logging.secret-in-console
                NSLog("PIN reset requested, \(code.isEmpty ? "no" : "some") input typed")
            }
        }
    }
}

struct Coin { let code: String; let name: String }

struct Token {
    let coin: Coin
    let decimals: Int
    let contractAddress: String
}

final class PaymasterLogger {
    func logCharge(_ fee: Decimal, token: Token, recipient: String) {
        // ok: swift.logging.secret-in-console
        NSLog("charge \(fee) \(token.coin.code) (\(token.decimals) decimals) contract \(token.contractAddress) to \(recipient)")
    }

    func logQuote(_ quote: PaymasterQuote) {
        // ok: swift.logging.secret-in-console
        NSLog("paymaster quote: token=\(quote.token.eip55) rate=\(quote.exchangeRate)")
    }

    func logSession(_ session: OAuthSession, token: String) {
        // ruleid: swift.logging.secret-in-console
        NSLog("session token \(token.debugDescription)")
        // ruleid: swift.logging.secret-in-console
        NSLog("token bytes \(Array(token.utf8))")
        // ruleid: swift.logging.secret-in-console
        NSLog("refreshing with \(session.accessToken)")
        // ruleid: swift.logging.secret-in-console
        NSLog("session dump \(session.token.rawValue)")
        // ok: swift.logging.secret-in-console
        NSLog("session token expires at \(session.token.expiresAt)")
    }

    func logTrimmed(token: String) {
        // a property of a string is its text, whatever the extension calls it
        // ruleid: swift.logging.secret-in-console
        NSLog("token \(token.trimmed)")
        let apiToken: String = Keys.current.apiToken
        // ruleid: swift.logging.secret-in-console
        NSLog("api token \(apiToken.normalized)")
    }

    func logHeader(authToken: String?) {
        // ruleid: swift.logging.secret-in-console
        NSLog("auth header built from \(authToken.capitalized)")
    }
}
