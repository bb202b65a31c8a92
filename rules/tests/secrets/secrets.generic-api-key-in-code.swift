import CryptoKit
import Foundation

struct ChallengeSigner {
    let privateKeyPEM: String

    func sign(_ challenge: Data) -> Data? {
        // ok: secrets.generic-api-key-in-code
        let privateKey: Curve25519.Signing.PrivateKey
        do {
            privateKey = try Curve25519.Signing.PrivateKey(pemRepresentation: privateKeyPEM)
        } catch {
            return nil
        }
        return try? privateKey.signature(for: challenge)
    }
}

enum AnalyticsConfig {
    // ruleid: secrets.generic-api-key-in-code
    static let apiKey: String = "Vq3Lz8Xm2Rt7Pw4Nk9Hc6Bs1Jd5Gf0T"
}
