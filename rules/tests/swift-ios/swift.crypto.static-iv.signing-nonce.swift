import CryptoSwift
import Foundation

enum AuthnResponse {
    // an account-proof nonce the dApp supplies, handed to a signer: no cipher's IV
    // ok: swift.crypto.static-iv
    static func build(accountProof: String = "", nonce: String = "", address: String) async throws -> String {
        let proof = try await signAccountProof(accountProof: accountProof, address: address, nonce: nonce)
        return "{\"address\":\"\(address)\",\"proof\":\"\(proof)\"}"
    }

    // the same default handed to a cipher as its nonce
    // ruleid: swift.crypto.static-iv
    static func seal(_ payload: [UInt8], key: [UInt8], nonce: String = "000000000000") throws -> [UInt8] {
        let gcm = GCM(iv: Array(nonce.utf8), mode: .combined)
        return try AES(key: key, blockMode: gcm, padding: .noPadding).encrypt(payload)
    }

    static func signAccountProof(accountProof: String, address: String, nonce: String) async throws -> String {
        accountProof + address + nonce
    }
}
