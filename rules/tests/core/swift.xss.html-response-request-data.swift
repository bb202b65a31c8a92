import Vapor

func routes(_ app: Application) throws {
    // GET /search?q=<script>alert(1)</script>
    app.get("search") { req -> Response in
        guard let term = try? req.query.get(String.self, at: "q") else {
            return Response(status: .badRequest)
        }
        let html = "<h1>Results for \(term)</h1>"
        // ruleid: swift.xss.html-response-request-data
        return Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: html))
    }

    // escaped before it is written into the markup
    app.get("search", "safe") { req -> Response in
        let term = req.query[String.self, at: "q"] ?? ""
        let html = "<h1>Results for \(term.htmlEscaped())</h1>"
        // ok: swift.xss.html-response-request-data
        return Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: html))
    }

    // a JSON answer: no browser renders it as markup
    app.get("search", "api") { req -> Response in
        let term = req.query[String.self, at: "q"] ?? ""
        // ok: swift.xss.html-response-request-data
        return Response(status: .ok, headers: ["Content-Type": "application/json"], body: .init(string: "{\"q\": \"\(term)\"}"))
    }

    // a page number, asked for as a number
    app.get("page") { req -> Response in
        let page = req.query[Int.self, at: "page"] ?? 1
        // ok: swift.xss.html-response-request-data
        return Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: "<p>Page \(page)</p>"))
    }
}

struct ProfileController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        routes.get("hello", ":name", use: hello)
    }

    func hello(req: Request) throws -> Response {
        let name = req.parameters.get("name") ?? "guest"
        var headers = HTTPHeaders()
        headers.contentType = .html
        // ruleid: swift.xss.html-response-request-data
        return Response(status: .ok, headers: ["Content-Type": "text/html"], body: Response.Body(string: "<p>Hello \(name)</p>"))
    }

    // a route that returns a String answers text/plain
    func greet(req: Request) throws -> String {
        let name = req.parameters.get("name") ?? "guest"
        // ok: swift.xss.html-response-request-data
        return "<p>Hello \(name)</p>"
    }
}
