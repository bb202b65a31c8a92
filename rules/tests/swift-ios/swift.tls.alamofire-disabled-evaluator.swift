import Alamofire
import Foundation

enum Network {
    static let host = "api.acme.com"

    static let session: Session = {
        // ruleid: swift.tls.alamofire-disabled-evaluator
        let manager = ServerTrustManager(evaluators: [host: DisabledTrustEvaluator()])
        return Session(serverTrustManager: manager)
    }()

    static let legacySession = Session(
        serverTrustManager: ServerTrustManager(
            allHostsMustBeEvaluated: false,
            // ruleid: swift.tls.alamofire-disabled-evaluator
            evaluators: ["legacy.acme.com": DisabledEvaluator()]
        )
    )

    static let pinnedSession: Session = {
        // ok: swift.tls.alamofire-disabled-evaluator
        let manager = ServerTrustManager(evaluators: [host: PublicKeysTrustEvaluator()])
        return Session(serverTrustManager: manager)
    }()

    static var evaluators: [String: ServerTrustEvaluating] {
        #if DEBUG
        // ok: swift.tls.alamofire-disabled-evaluator
        return ["localhost": DisabledTrustEvaluator()]
        #else
        // ok: swift.tls.alamofire-disabled-evaluator
        return [host: PinnedCertificatesTrustEvaluator()]
        #endif
    }
}
