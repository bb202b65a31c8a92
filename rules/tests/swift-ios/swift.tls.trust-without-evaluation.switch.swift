import Foundation

protocol TrustEvaluating {
    func evaluate(
        challenge: URLAuthenticationChallenge,
        trust: SecTrust,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    )
}

/// Pins the leaf certificate against the keys the backend publishes: the session delegate runs
/// the system's evaluation first, then hands the trust here.
final class PublishedKeyTrustEvaluation: TrustEvaluating {
    private let pinning: CertificatePinning
    private let keys: [PublishedKey]

    init(pinning: CertificatePinning, keys: [PublishedKey]) {
        self.pinning = pinning
        self.keys = keys
    }

    func evaluate(
        challenge: URLAuthenticationChallenge,
        trust: SecTrust,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let result = pinning.check(trust: trust, against: keys)
        switch result {
        case .success:
            // ok: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: trust))
        case .failure:
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    }
}

/// Switches on the build's environment, not on any check of the certificate: every certificate
/// is accepted in production.
final class EnvironmentTrustEvaluation: TrustEvaluating {
    private let environment: AppEnvironment

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    func evaluate(
        challenge: URLAuthenticationChallenge,
        trust: SecTrust,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        switch environment.current {
        case .production:
            // ruleid: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: trust))
        case .staging:
            completionHandler(.performDefaultHandling, nil)
        }
    }
}
