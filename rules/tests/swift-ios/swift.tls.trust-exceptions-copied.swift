import Foundation
import Security

final class SelfSignedDelegate: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        // ruleid: swift.tls.trust-exceptions-copied
        SecTrustSetExceptions(trust, SecTrustCopyExceptions(trust))
        if SecTrustEvaluateWithError(trust, nil) {
            completionHandler(.useCredential, URLCredential(trust: trust))
        } else {
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    }

    func acceptAnyCertificate(_ serverTrust: SecTrust) -> Bool {
        let exceptions = SecTrustCopyExceptions(serverTrust)
        // ruleid: swift.tls.trust-exceptions-copied
        return SecTrustSetExceptions(serverTrust, exceptions)
    }
}

final class UserApprovedCertificates {
    private var approved: [String: CFData] = [:]

    func applyApproval(for host: String, to trust: SecTrust) -> Bool {
        guard let exceptions = approved[host] else { return false }
        // ok: swift.tls.trust-exceptions-copied
        return SecTrustSetExceptions(trust, exceptions)
    }

    func rememberApproval(for host: String, trust: SecTrust) {
        // ok: swift.tls.trust-exceptions-copied
        approved[host] = SecTrustCopyExceptions(trust)
    }
}
