import Foundation

// A wallet's "tokens" are crypto assets: the ERC-20 / CW-20 contracts an account shows, the NFTs it
// hides, the symbols of a swap are public data; a token its login returns is still a credential.
let KEY_DISPLAY_ERC20_TOKENS = "KEY_DISPLAY_ERC20_TOKENS"
let KEY_DISPLAY_CW20_TOKENS = "KEY_DISPLAY_CW20_TOKENS"
let KEY_WALLET_SESSION_TOKEN = "KEY_WALLET_SESSION_TOKEN"

final class WalletPreferences {
    func setDisplayErc20s(_ id: Int64, _ chainTag: String, _ contracts: [String]) {
        if let encoded = try? JSONEncoder().encode(contracts) {
            // ok: swift.storage.token-in-userdefaults
            UserDefaults.standard.setValue(encoded, forKey: String(id) + " " + chainTag + " " + KEY_DISPLAY_ERC20_TOKENS)
        }
    }

    func setDisplayCw20s(_ id: Int64, _ chainTag: String, _ contracts: [String]) {
        let encoded = try? JSONEncoder().encode(contracts)
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(encoded, forKey: "\(id) \(chainTag) \(KEY_DISPLAY_CW20_TOKENS)")
    }

    func hideNfts(_ ids: [String]) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(ids, forKey: "hiddenNftTokens")
    }

    func saveSwapPair(_ symbols: [String]) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(symbols, forKey: "swapTokenSymbols")
    }

    func saveSplTokens(_ mints: [String]) {
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(mints, forKey: "spl_tokens")
    }

    private var tokenFavKey = ""

    func open(wallet address: String) {
        tokenFavKey = address + "_" + "TOKEN_FAVORITE"
    }

    func saveFavouriteTokens(_ favourites: [String]) {
        let encoded = try? JSONEncoder().encode(favourites)
        // ok: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(encoded, forKey: tokenFavKey)
    }

    func signedIn(_ response: LoginResponse) {
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(response.token, forKey: KEY_WALLET_SESSION_TOKEN)
        // a key naming the login wins over an asset word
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(response.accessToken, forKey: "erc20ApiAccessToken")
        // ruleid: swift.storage.token-in-userdefaults
        UserDefaults.standard.set(response.refreshToken, forKey: "refreshToken")
    }
}

struct LoginResponse: Decodable {
    let token: String
    let accessToken: String
    let refreshToken: String
}
