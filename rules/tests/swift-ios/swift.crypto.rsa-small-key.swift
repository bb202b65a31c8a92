import Foundation
import Security

enum DeviceKeys {
    static func legacySigningKey(tag: Data) throws -> SecKey {
        let attributes: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeRSA,
            // ruleid: swift.crypto.rsa-small-key
            kSecAttrKeySizeInBits as String: 1024,
            kSecPrivateKeyAttrs as String: [kSecAttrIsPermanent as String: true, kSecAttrApplicationTag as String: tag],
        ]
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateRandomKey(attributes as CFDictionary, &error) else { throw error!.takeRetainedValue() as Error }
        return key
    }

    static func signingKey(tag: Data) throws -> SecKey {
        let attributes: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeRSA,
            // ok: swift.crypto.rsa-small-key
            kSecAttrKeySizeInBits as String: 3072,
            kSecPrivateKeyAttrs as String: [kSecAttrIsPermanent as String: true, kSecAttrApplicationTag as String: tag],
        ]
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateRandomKey(attributes as CFDictionary, &error) else { throw error!.takeRetainedValue() as Error }
        return key
    }

    static func importKey(_ data: Data) -> SecKey? {
        // ruleid: swift.crypto.rsa-small-key
        let attributes: [String: Any] = [kSecAttrKeyType as String: kSecAttrKeyTypeRSA, kSecAttrKeyClass as String: kSecAttrKeyClassPrivate, kSecAttrKeySizeInBits as String: 512]
        return SecKeyCreateWithData(data as CFData, attributes as CFDictionary, nil)
    }

    static func importCurrentKey(_ data: Data) -> SecKey? {
        // ok: swift.crypto.rsa-small-key
        let attributes: [String: Any] = [kSecAttrKeyType as String: kSecAttrKeyTypeRSA, kSecAttrKeyClass as String: kSecAttrKeyClassPrivate, kSecAttrKeySizeInBits as String: 4096, "timeout": 1024]
        return SecKeyCreateWithData(data as CFData, attributes as CFDictionary, nil)
    }
}
