import Foundation

// the Release configuration is based on Configs/Release.xcconfig, which the repository does not
// hold (a CI secret, a developer's local settings): what it defines cannot be told, and the
// finding stays
final class MirrorSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if LOAD_TESTING
        // ruleid: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }
}
