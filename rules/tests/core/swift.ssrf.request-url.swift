import Vapor
import Foundation

func routes(_ app: Application) throws {
    // GET /preview?url=http://169.254.169.254/latest/meta-data/
    app.get("preview") { req async throws -> ClientResponse in
        let target = try req.query.get(String.self, at: "url")
        // ruleid: swift.ssrf.request-url
        return try await req.client.get(URI(string: target))
    }

    // the host is the code's own; only the id comes from the request, and it is a number
    app.get("users", ":id") { req async throws -> ClientResponse in
        let id = try req.parameters.require("id", as: Int.self)
        // ok: swift.ssrf.request-url
        return try await req.client.get(URI(string: "https://api.example.com/users/\(id)"))
    }

    app.get("proxy") { req -> String in
        guard let link = req.query[String.self, at: "url"], let url = URL(string: link) else {
            throw Abort(.badRequest)
        }
        // ruleid: swift.ssrf.request-url
        let page = try String(contentsOf: url)
        return String(page.prefix(500))
    }

    // an allow-listed host: the URL's host is checked before the fetch
    app.get("proxy", "safe") { req -> String in
        guard let link = req.query[String.self, at: "url"], let url = URL(string: link) else {
            throw Abort(.badRequest)
        }
        guard url.host == "images.example.com" else { throw Abort(.forbidden) }
        // ok: swift.ssrf.request-url
        let page = try String(contentsOf: url)
        return String(page.prefix(500))
    }

    app.post("webhooks", "test") { req async throws -> HTTPStatus in
        struct Hook: Content {
            let callback: String
        }
        let hook = try req.content.decode(Hook.self)
        var request = URLRequest(url: URL(string: hook.callback)!)
        request.httpMethod = "POST"
        // ruleid: swift.ssrf.request-url
        _ = try await URLSession.shared.data(for: request)
        return .ok
    }
}

// An iOS app loading a URL it was configured with: no server request.
func loadFeed(_ address: String) async throws -> Data {
    // ok: swift.ssrf.request-url
    let (data, _) = try await URLSession.shared.data(from: URL(string: address)!)
    return data
}
