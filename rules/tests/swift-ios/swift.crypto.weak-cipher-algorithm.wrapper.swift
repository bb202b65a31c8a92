import CommonCrypto
import Foundation

// A vendored Cryptor wrapper: the enum maps every algorithm it knows to CommonCrypto. The table
// itself uses nothing; a weak cipher is used where the app picks that case.
public enum Algorithm {
    case aes, des, tripleDES, cast, rc2, blowfish

    func nativeValue() -> CCAlgorithm {
        switch self {
        case .aes: return CCAlgorithm(kCCAlgorithmAES)
        // ok: swift.crypto.weak-cipher-algorithm
        case .des: return CCAlgorithm(kCCAlgorithmDES)
        // ok: swift.crypto.weak-cipher-algorithm
        case .tripleDES: return CCAlgorithm(kCCAlgorithm3DES)
        // ok: swift.crypto.weak-cipher-algorithm
        case .cast: return CCAlgorithm(kCCAlgorithmCAST)
        // ok: swift.crypto.weak-cipher-algorithm
        case .rc2: return CCAlgorithm(kCCAlgorithmRC2)
        // ok: swift.crypto.weak-cipher-algorithm
        case .blowfish: return CCAlgorithm(kCCAlgorithmBlowfish)
        }
    }
}

enum LegacyCipher {
    // a switch that only picks among weak ciphers is no table of choices: each row is a use
    static func native(forLegacyName name: String) -> CCAlgorithm {
        switch name {
        // ruleid: swift.crypto.weak-cipher-algorithm
        case "des": return CCAlgorithm(kCCAlgorithmDES)
        // ruleid: swift.crypto.weak-cipher-algorithm
        default: return CCAlgorithm(kCCAlgorithm3DES)
        }
    }
}

enum ProfileCrypto {
    static func encrypt(_ profile: Data, key: [UInt8], iv: [UInt8]) -> [UInt8]? {
        // ok: swift.crypto.weak-cipher-algorithm
        let cryptor = Cryptor(operation: .encrypt, algorithm: .aes, padding: kCCOptionPKCS7Padding, key: key, iv: iv)
        return cryptor.update(data: profile)?.final()
    }

    static func decryptLegacy(_ blob: Data, key: [UInt8], iv: [UInt8]) -> [UInt8]? {
        // ruleid: swift.crypto.weak-cipher-algorithm
        let cryptor = Cryptor(operation: .decrypt, algorithm: .tripleDES, padding: kCCOptionPKCS7Padding, key: key, iv: iv)
        return cryptor.update(data: blob)?.final()
    }
}
