import Foundation

public struct Credentials: Codable {
    public let mnemonic: String
    public let bip39Passphrase: String?

    // The JSON keys the wallet library expects: names, not values
    public enum CodingKeys: String, CodingKey {
        case mnemonic
        // ok: secrets.generic-password
        case bip39Passphrase = "bip39_passphrase"
        // ok: secrets.generic-password
        case pinPassword = "pin_password"
    }
}

enum DemoAccount {
    // ruleid: secrets.generic-password
    static let password = "Wq8!vLz3#Rk9pXt2"
}
