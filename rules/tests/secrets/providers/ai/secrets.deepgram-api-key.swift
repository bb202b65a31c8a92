import Foundation

// Deepgram configuration for the app's backend calls
enum DeepgramApiKeyConfig {
    // ruleid: secrets.deepgram-api-key
    static let deepgramApiKey = "ac6bca542ecefaf213d8c34c54cf222831cfd728"
    // ok: secrets.deepgram-api-key
    static let deepgramApiKey = ProcessInfo.processInfo.environment["DEEPGRAM_API_KEY"] ?? ""
    // ruleid: secrets.deepgram-api-key
    static let deepgramApiKeyBackup = "38d173a9b8b1eb52550114b1a119e3d2a8d268a8"
    // ok: secrets.deepgram-api-key
    static let deepgramApiKeyPrefix = "ac6bca542ecef"
    static let timeout: TimeInterval = 30
}
