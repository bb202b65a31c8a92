import Foundation

// ElevenLabs configuration for the app's backend calls
enum ElevenlabsApiKeyConfig {
    // ruleid: secrets.elevenlabs-api-key
    static let elevenlabsApiKey = "sk_97760cc9937b368440f8b7ccbb63092f337e903bebd5888d"
    // ok: secrets.elevenlabs-api-key
    static let elevenlabsApiKey = ProcessInfo.processInfo.environment["ELEVENLABS_API_KEY"] ?? ""
    // ruleid: secrets.elevenlabs-api-key
    static let elevenlabsApiKeyBackup = "sk_ca90339d63d784dd57d51c5111a740742cb08a7c6de6517a"
    // ok: secrets.elevenlabs-api-key
    static let elevenlabsApiKeyPrefix = "sk_97760cc9937b36"
    static let timeout: TimeInterval = 30
}
