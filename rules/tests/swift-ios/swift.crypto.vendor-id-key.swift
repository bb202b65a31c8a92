import CryptoKit
import UIKit

enum LocalVault {
    static func makeKey() -> SymmetricKey {
        // ruleid: swift.crypto.vendor-id-key
        SymmetricKey(data: SHA256.hash(data: Data(UIDevice.current.identifierForVendor!.uuidString.utf8)))
    }

    static func databaseKey() -> Data? {
        // ruleid: swift.crypto.vendor-id-key
        let encryptionKey = UIDevice.current.identifierForVendor?.uuidString.data(using: .utf8)
        return encryptionKey
    }
}

enum Telemetry {
    static func identify(_ analytics: Analytics) {
        // ok: swift.crypto.vendor-id-key
        let installID = UIDevice.current.identifierForVendor?.uuidString ?? "unknown"
        analytics.identify(installID)
    }

    static func headers() -> [String: String] {
        // ok: swift.crypto.vendor-id-key
        ["X-Device-Id": UIDevice.current.identifierForVendor?.uuidString ?? ""]
    }
}

enum KeychainVault {
    static func makeKey() throws -> SymmetricKey {
        // ok: swift.crypto.vendor-id-key
        let key = SymmetricKey(size: .bits256)
        try Keychain.store(key, account: "db-key")
        return key
    }
}
