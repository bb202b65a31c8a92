import Foundation

// the package defines MOCK_SERVERS in debug builds only
public final class MockServerSession: NSObject, URLSessionDelegate {
    public func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if MOCK_SERVERS
        // ok: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }
}

// ... and RESUMABLE_UPLOADS in every build
public final class ResumableSession: NSObject, URLSessionDelegate {
    public func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if RESUMABLE_UPLOADS
        // ruleid: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }
}
