import Foundation

// An API client's own `Request` type in an app that is no server (the file imports no Vapor):
// its headers and body are what the app itself builds.
struct Request {
    let path: String
    let headers: [String: String]
    let body: Data?
}

final class APIClient {
    func send(_ request: Request) async throws -> Data {
        let base = request.headers["X-Base-URL"] ?? "https://api.example.com"
        // ok: swift.ssrf.request-url
        let (data, _) = try await URLSession.shared.data(from: URL(string: base + request.path)!)
        return data
    }
}
