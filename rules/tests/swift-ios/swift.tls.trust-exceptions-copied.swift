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

// The app's own local server uses a self-signed certificate whose SHA-256 the app knows: pinning
final class LocalServerWebViewDelegate: NSObject, WKNavigationDelegate {
    var trustFingerprints: [Data] = []

    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                 completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if let serverTrust = challenge.protectionSpace.serverTrust, !trustFingerprints.isEmpty {
            if let chain = SecTrustCopyCertificateChain(serverTrust) as? [SecCertificate], chain.count == 1 {
                let digest = Data(SHA256.hash(data: SecCertificateCopyData(chain[0]) as Data))
                if trustFingerprints.contains(where: { $0 == digest }) {
                    let exceptions = SecTrustCopyExceptions(serverTrust)
                    // ok: swift.tls.trust-exceptions-copied
                    SecTrustSetExceptions(serverTrust, exceptions)
                    completionHandler(.useCredential, URLCredential(trust: serverTrust))
                    return
                }
            }
        }
        completionHandler(.performDefaultHandling, nil)
    }
}
