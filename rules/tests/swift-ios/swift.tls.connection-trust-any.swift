import Foundation

final class LegacyDownloader: NSObject, NSURLConnectionDelegate {
    func connection(_ connection: NSURLConnection, willSendRequestFor challenge: URLAuthenticationChallenge) {
        if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
            // ruleid: swift.tls.connection-trust-any
            challenge.sender?.use(URLCredential(trust: challenge.protectionSpace.serverTrust!), for: challenge)
        } else {
            challenge.sender?.performDefaultHandling?(for: challenge)
        }
    }
}

final class LegacyUploader: NSObject, NSURLConnectionDelegate {
    func connection(_ connection: NSURLConnection, didReceive challenge: URLAuthenticationChallenge) {
        guard let trust = challenge.protectionSpace.serverTrust else { return }
        let credential = URLCredential(trust: trust)
        // ruleid: swift.tls.connection-trust-any
        challenge.sender!.use(credential, for: challenge)
    }
}

final class CheckedDownloader: NSObject, NSURLConnectionDelegate {
    func connection(_ connection: NSURLConnection, willSendRequestFor challenge: URLAuthenticationChallenge) {
        guard let trust = challenge.protectionSpace.serverTrust, SecTrustEvaluateWithError(trust, nil) else {
            challenge.sender?.cancel(challenge)
            return
        }
        // ok: swift.tls.connection-trust-any
        challenge.sender?.use(URLCredential(trust: trust), for: challenge)
    }
}

final class BasicAuthDownloader: NSObject, NSURLConnectionDelegate {
    let user = "reader"
    var password: String { Vault.shared.password }

    func connection(_ connection: NSURLConnection, willSendRequestFor challenge: URLAuthenticationChallenge) {
        let credential = URLCredential(user: user, password: password, persistence: .forSession)
        // ok: swift.tls.connection-trust-any
        challenge.sender?.use(credential, for: challenge)
    }
}
