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

final class CrashReporting {
    func start() {
        // a crash reporter's client key, in its SDK's start call: shipped in every build by design
        // ok: secrets.generic-api-key-in-code
        Crashlytics.start(withAPIKey: "9b1e4c7a2f5d8e0b3a6c9f2e5d8b1a4c7e0f3a62")
        // ruleid: secrets.generic-api-key-in-code
        PaymentsClient.configure(withAPIKey: "c7e2a91f04b85d3e6a1f9c0b2d8e4f7a3b6c5d21")
    }
}
