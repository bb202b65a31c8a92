import Foundation
import Security

final class APIClient: NSObject, URLSessionDelegate {
    private lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
           let trust = challenge.protectionSpace.serverTrust {
            // ruleid: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: trust))
            return
        }
        completionHandler(.performDefaultHandling, nil)
    }
}

final class StagingDelegate: NSObject, URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard let trust = challenge.protectionSpace.serverTrust else { return (.performDefaultHandling, nil) }
        // ruleid: swift.tls.trust-without-evaluation
        return (.useCredential, URLCredential(trust: trust))
    }
}

final class PinnedDelegate: NSObject, URLSessionDelegate {
    let pinnedKeyHashes: Set<String>

    init(pinnedKeyHashes: Set<String>) { self.pinnedKeyHashes = pinnedKeyHashes }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        var error: CFError?
        guard SecTrustEvaluateWithError(trust, &error), pinnedKeyHashes.contains(trust.leafKeyHash) else {
            completionHandler(.cancelAuthenticationChallenge, nil)
            return
        }
        // ok: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}

final class BasicAuthDelegate: NSObject, URLSessionTaskDelegate {
    let username: String
    let password: String

    init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodHTTPBasic else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        // ok: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(user: username, password: password, persistence: .forSession))
    }
}

#if DEBUG
extension APIClient {
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        // Local proxy during development only.
        // ok: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}
#endif

final class ProxyTolerantDelegate: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        var error: CFError?
        if !SecTrustEvaluateWithError(trust, &error) {
            print("Trust failed: \(String(describing: error)), accepting anyway")
        }
        // Evaluated, but the result is ignored: a known gap.
        // todoruleid: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}

// a file-private delegate the file never creates: no session can use it
private final class LegacyInsecureDelegate: NSObject, URLSessionDelegate {
    func urlSession(
        _ session: URLSession,
        didReceive challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        if let trust = challenge.protectionSpace.serverTrust {
            // ok: swift.tls.trust-without-evaluation
            return (.useCredential, URLCredential(trust: trust))
        }
        return (.performDefaultHandling, nil)
    }
}

// the same private delegate, handed to a session in its file
private final class SelfSignedDelegate: NSObject, URLSessionDelegate {
    func urlSession(
        _ session: URLSession,
        didReceive challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        if let trust = challenge.protectionSpace.serverTrust {
            // ruleid: swift.tls.trust-without-evaluation
            return (.useCredential, URLCredential(trust: trust))
        }
        return (.performDefaultHandling, nil)
    }
}

final class DownloadClient {
    private let session = URLSession(configuration: .default, delegate: SelfSignedDelegate(), delegateQueue: nil)

    func fetch(_ url: URL) async throws -> Data {
        try await session.data(from: url).0
    }
}

// the certificate compared with one the user accepted earlier (a check given the challenge):
// the trust is answered only on its yes, whatever the check is called
final class AcceptedCertificateSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if CertificateStore.shared.checkTrustedChallenge(challenge) {
            // ok: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        } else {
            completionHandler(.performDefaultHandling, nil)
        }
    }
}

final class AcceptedTrustSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard let trust = challenge.protectionSpace.serverTrust, acceptedCertificates.matches(trust) else {
            return (.cancelAuthenticationChallenge, nil)
        }
        // ok: swift.tls.trust-without-evaluation
        return (.useCredential, URLCredential(trust: trust))
    }
}

// a host allowlist is no certificate check: any certificate for those hosts is accepted
final class InternalHostsSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if internalHosts.contains(challenge.protectionSpace.host), let trust = challenge.protectionSpace.serverTrust {
            // ruleid: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: trust))
        } else {
            completionHandler(.performDefaultHandling, nil)
        }
    }
}

// certificate checks skipped only for the test configuration server: the configuration a release
// build bundles names the production host, which takes the default handling
final class CentralConfigurationLoader: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if bundledConfiguration().centralConfigurationServiceUrl.contains("test") {
            // ok: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        } else {
            completionHandler(.performDefaultHandling, nil)
        }
    }
}

final class LocalServerDelegate: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard let trust = challenge.protectionSpace.serverTrust else { return (.performDefaultHandling, nil) }
        if challenge.protectionSpace.host == "localhost" {
            // ok: swift.tls.trust-without-evaluation
            return (.useCredential, URLCredential(trust: trust))
        }
        return (.performDefaultHandling, nil)
    }
}

// the other way round: every host but the test one is accepted unchecked
final class InvertedTestHostDelegate: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if challenge.protectionSpace.host.hasSuffix(".test") {
            completionHandler(.performDefaultHandling, nil)
        } else {
            // ruleid: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        }
    }
}

final class NonLocalHostDelegate: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard let trust = challenge.protectionSpace.serverTrust else { return (.performDefaultHandling, nil) }
        if challenge.protectionSpace.host != "localhost" {
            // ruleid: swift.tls.trust-without-evaluation
            return (.useCredential, URLCredential(trust: trust))
        }
        return (.performDefaultHandling, nil)
    }
}

// mutual TLS: the client-certificate challenge is answered with the app's own identity, which
// is not a server-trust decision; the server-trust branch beside it is what accepts anything
final class ClientCertificateDelegate: NSObject, URLSessionDelegate {
    private let identity: SecIdentity

    init(identity: SecIdentity) {
        self.identity = identity
    }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodClientCertificate {
            let credential = URLCredential(identity: identity, certificates: nil, persistence: .forSession)
            // ok: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, credential)
        } else if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
            if let serverTrust = challenge.protectionSpace.serverTrust {
                let credential = URLCredential(trust: serverTrust)
                // ruleid: swift.tls.trust-without-evaluation
                completionHandler(.useCredential, credential)
            } else {
                completionHandler(.performDefaultHandling, nil)
            }
        } else {
            completionHandler(.performDefaultHandling, nil)
        }
    }
}

final class BasicAuthDelegate: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        switch challenge.protectionSpace.authenticationMethod {
        case NSURLAuthenticationMethodHTTPBasic:
            // ok: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(user: Settings.username, password: Settings.password, persistence: .forSession))
        case NSURLAuthenticationMethodServerTrust:
            // ruleid: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        default:
            completionHandler(.performDefaultHandling, nil)
        }
    }
}

// a sync client's delegate for the Nextcloud kit: the disposition written out in full
final class SyncClientDelegate: NSObject {
    func authenticationChallenge(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        DispatchQueue.global().async {
            if let serverTrust = challenge.protectionSpace.serverTrust {
                // ruleid: swift.tls.trust-without-evaluation
                completionHandler(Foundation.URLSession.AuthChallengeDisposition.useCredential, URLCredential(trust: serverTrust))
            } else {
                // ok: swift.tls.trust-without-evaluation
                completionHandler(URLSession.AuthChallengeDisposition.useCredential, nil)
            }
        }
    }
}

final class EvaluatingSyncClientDelegate: NSObject {
    func authenticationChallenge(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let serverTrust = challenge.protectionSpace.serverTrust, SecTrustEvaluateWithError(serverTrust, nil) else {
            completionHandler(URLSession.AuthChallengeDisposition.cancelAuthenticationChallenge, nil)
            return
        }
        // ok: swift.tls.trust-without-evaluation
        completionHandler(URLSession.AuthChallengeDisposition.useCredential, URLCredential(trust: serverTrust))
    }
}
