import Crypto
import Foundation
import JWT
import Vapor

// A Vapor server keeps its generated signing key in its own data folder: a Linux host's file,
// where an iOS device's data protection classes do not exist.
public func configure(_ app: Application) async throws {
    let keyFile = URL(fileURLWithPath: app.directory.workingDirectory).appendingPathComponent("Data/jwt-secret")
    let jwtSecret: Data
    if let existing = try? Data(contentsOf: keyFile) {
        jwtSecret = existing
    } else {
        let secret = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        jwtSecret = secret
        // ok: swift.storage.secret-written-to-file
        try secret.write(to: keyFile)
    }
    await app.jwt.keys.add(hmac: HMACKey(from: jwtSecret), digestAlgorithm: .sha256)
    try routes(app)
}
