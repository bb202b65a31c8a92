import Vapor

func routes(_ app: Application) throws {
    // GET /login/done?next=https://evil.example
    app.get("login", "done") { req -> Response in
        let next = req.query[String.self, at: "next"] ?? "/"
        // ruleid: swift.redirect.request-url
        return req.redirect(to: next)
    }

    // a path of the server's own site with the id after its slash
    app.get("orders", ":id", "view") { req -> Response in
        let id = req.parameters.get("id") ?? ""
        // ok: swift.redirect.request-url
        return req.redirect(to: "/orders/\(id)")
    }

    // the target's host is checked
    app.get("out") { req -> Response in
        guard let link = req.query[String.self, at: "to"], let url = URL(string: link) else {
            throw Abort(.badRequest)
        }
        guard url.host == "docs.example.com" else { throw Abort(.forbidden) }
        // ok: swift.redirect.request-url
        return req.redirect(to: url.absoluteString)
    }

    app.get("go") { req -> Response in
        guard let url = try? req.query.get(String.self, at: "url") else {
            return Response(status: .badRequest)
        }
        // ruleid: swift.redirect.request-url
        return Response(status: .found, headers: ["Location": url])
    }

    app.post("logout") { req -> Response in
        struct Form: Content {
            let returnTo: String
        }
        let form = try req.content.decode(Form.self)
        let response = Response(status: .seeOther)
        // ruleid: swift.redirect.request-url
        response.headers.replaceOrAdd(name: .location, value: form.returnTo)
        return response
    }

    // the Referer the victim's own browser sent: a link cannot choose it
    app.get("back") { req -> Response in
        let referer = req.headers.first(name: .referer) ?? "/"
        // ok: swift.redirect.request-url
        return req.redirect(to: referer)
    }
}
