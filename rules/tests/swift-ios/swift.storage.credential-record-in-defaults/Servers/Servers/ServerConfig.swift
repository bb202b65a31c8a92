import Foundation

// A self-hosted server the app talks to: its address and the API key that administers it.
struct ServerConfig: Identifiable, Equatable, Codable {
    var id = UUID()
    var label: String = ""
    var url: String = ""
    var apiKey: String = ""
    var headers: [String: String] = [:]
}

final class Account: Codable {
    let username: String
    private(set) var password: String?

    init(username: String, password: String?) {
        self.username = username
        self.password = password
    }
}

extension Array: @retroactive RawRepresentable where Element: Codable {
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
              let result = try? JSONDecoder().decode([Element].self, from: data) else { return nil }
        self = result
    }

    public var rawValue: String {
        guard let data = try? JSONEncoder().encode(self) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
