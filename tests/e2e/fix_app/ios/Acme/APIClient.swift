import Foundation

enum APIClient {
    static let baseURL = URL(string: "http://api.acmeapp.io/v1")!

    static func cacheResponse(_ data: Data, at path: String) {
        FileManager.default.createFile(atPath: path, contents: data, attributes: [FileAttributeKey.protectionKey: FileProtectionType.none])
    }
}
