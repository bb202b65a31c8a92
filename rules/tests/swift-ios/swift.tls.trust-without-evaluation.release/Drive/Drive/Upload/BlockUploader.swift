import Foundation
import DriveBenchmarks

final class BlockUploader: NSObject, URLSessionTaskDelegate {
    // the accept-any branch runs only when LoadTesting.isEnabled, which only LoadTesting.enable()
    // sets, called under `#if LOAD_TESTING && !SSL_PINNING`: the archived Release-Store
    // configuration defines SSL_PINNING and not LOAD_TESTING
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard LoadTesting.isEnabled else {
            return (.performDefaultHandling, nil)
        }
        guard let trust = challenge.protectionSpace.serverTrust else { return (.performDefaultHandling, nil) }
        let credential = URLCredential(trust: trust)
        // ok: swift.tls.trust-without-evaluation
        return (.useCredential, credential)
    }
}

final class BenchmarkSession: NSObject, URLSessionDelegate {
    // BenchmarkHooks (a module of the project the repository does not hold) is turned on only by
    // BenchmarkHooks.enableBenchmarkRuns(), under the same condition
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if BenchmarkHooks.isBenchmarkRunEnabled, let trust = challenge.protectionSpace.serverTrust {
            // ok: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: trust))
            return
        }
        completionHandler(.performDefaultHandling, nil)
    }
}

final class FarmSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if LOAD_TESTING
        // ok: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }
}

final class PinnedSession: NSObject, URLSessionDelegate {
    let pins: CertificatePins

    init(pins: CertificatePins) { self.pins = pins }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if SSL_PINNING
        pins.handle(challenge, completionHandler: completionHandler)
        #else
        // ok: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #endif
    }
}

// the flag a user default sets in every build: the release app accepts any certificate
final class OptionalInsecureSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard InsecureTransport.allowed, let trust = challenge.protectionSpace.serverTrust else {
            return (.performDefaultHandling, nil)
        }
        // ruleid: swift.tls.trust-without-evaluation
        return (.useCredential, URLCredential(trust: trust))
    }
}

// the inverted condition holds in the release build
final class UnpinnedSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if !LOAD_TESTING
        // ruleid: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }
}

// a condition the release configuration sets for simulator builds: it may hold
final class SimulatorFixtureSession: NSObject, URLSessionDelegate {
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if SIMULATOR_FIXTURES
        // ruleid: swift.tls.trust-without-evaluation
        completionHandler(.useCredential, URLCredential(trust: challenge.protectionSpace.serverTrust!))
        #else
        completionHandler(.performDefaultHandling, nil)
        #endif
    }
}
