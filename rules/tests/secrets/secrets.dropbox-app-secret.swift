enum DropboxConfig {
    // ruleid: secrets.dropbox-app-secret
    static let dropboxAppSecret = "o3tqiz0j889df04"
    // ok: secrets.dropbox-app-secret
    static let dropboxAppKey = "9vaj9nhcudvlnxi"
    // ok: secrets.dropbox-app-secret
    static let dropboxAppSecretEnv = ProcessInfo.processInfo.environment["DROPBOX_APP_SECRET"]
}

let settings: [String: String] = [
    // ruleid: secrets.dropbox-app-secret
    "DROPBOX_CLIENT_SECRET": "9vaj9nhcudvlnxi",
]
