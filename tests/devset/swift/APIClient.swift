import Foundation
import SQLite3

enum APIError: Error {
    case badStatus(Int)
    case decoding(Error)
}

struct Product: Decodable {
    let id: String
    let name: String
    let priceCents: Int
}

/// HTTP client for the shop API, with a small SQLite cache for offline browsing.
final class APIClient: NSObject, URLSessionDelegate {
    static let baseURL = URL(string: "https://api.acme-shop.com/v2")!
    // ruleid: swift.transport.cleartext-url
    static let imagesURL = URL(string: "http://images.acme-shop.com/products")!
    static let localMock = URL(string: "http://localhost:4010")!

    private lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
    private var cache: OpaquePointer?
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    override init() {
        super.init()
        let path = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("catalog.sqlite").path
        sqlite3_open(path, &cache)
    }

    // MARK: - Requests

    func products(matching query: String) async throws -> [Product] {
        var components = URLComponents(url: Self.baseURL.appendingPathComponent("products"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        var request = URLRequest(url: components.url!)
        try SessionManager.shared.authorize(&request)
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw APIError.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        do {
            return try decoder.decode([Product].self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }

    func refresh(refreshToken: String) async throws -> AuthTokens {
        var request = URLRequest(url: Self.baseURL.appendingPathComponent("oauth/token"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["grant_type": "refresh_token", "refresh_token": refreshToken])
        let (data, _) = try await session.data(for: request)
        return try decoder.decode(AuthTokens.self, from: data)
    }

    // MARK: - Offline cache

    func cachedProducts(named name: String) -> [String] {
        var statement: OpaquePointer?
        let sql = "SELECT id FROM products WHERE name LIKE '%\(name)%' ORDER BY name"
        // ruleid: swift.sql.interpolated-query
        guard sqlite3_prepare_v2(cache, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var ids: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            ids.append(String(cString: sqlite3_column_text(statement, 0)))
        }
        return ids
    }

    func cachedProduct(id: String) -> Bool {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(cache, "SELECT 1 FROM products WHERE id = ?", -1, &statement, nil) == SQLITE_OK else { return false }
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, id, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        return sqlite3_step(statement) == SQLITE_ROW
    }

    // MARK: - URLSessionDelegate

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
              let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        if challenge.protectionSpace.host.hasSuffix("staging.acme-shop.com") {
            // Staging uses a self-signed certificate.
            // ruleid: swift.tls.trust-without-evaluation
            completionHandler(.useCredential, URLCredential(trust: trust))
            return
        }
        completionHandler(.performDefaultHandling, nil)
    }
}
