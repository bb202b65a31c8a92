import Vapor

func routes(_ app: Application) throws {
    app.post("api", "login") { req async throws -> TokenResponse in
        let login = try req.content.decode(LoginRequest.self)
        return try await SessionService.signIn(login, on: req)
    }

    // ruleid: swift.authz.vapor-admin-route-unguarded
    app.delete("api", "admin", "users", ":id") { req async throws -> HTTPStatus in
        let id = try req.parameters.require("id", as: Int.self)
        try await User.query(on: req.db).filter(\.$id == id).delete()
        return .noContent
    }

    let api = app.grouped("api")
    // ruleid: swift.authz.vapor-admin-route-unguarded
    api.post("admin", "reindex", use: reindex)

    // ok: swift.authz.vapor-admin-route-unguarded
    app.get("api", "admin", "stats") { req async throws -> Stats in
        let user = try req.auth.require(User.self)
        guard user.isAdmin else { throw Abort(.forbidden) }
        return try await Stats.load(on: req.db)
    }

    let protected = app.grouped(UserToken.authenticator(), User.guardMiddleware())
    // ok: swift.authz.vapor-admin-route-unguarded
    protected.delete("api", "admin", "posts", ":id") { req async throws -> HTTPStatus in
        let id = try req.parameters.require("id", as: Int.self)
        try await Post.query(on: req.db).filter(\.$id == id).delete()
        return .noContent
    }

    // an administrator's sign-in is the way in: open by design
    // ok: swift.authz.vapor-admin-route-unguarded
    app.post("api", "admin-login") { req async throws -> TokenResponse in
        try await SessionService.signInAdmin(try req.content.decode(LoginRequest.self), on: req)
    }

    // ok: swift.authz.vapor-admin-route-unguarded
    app.get("api", "products") { req async throws -> [Product] in
        try await Product.query(on: req.db).all()
    }
}

func reindex(req: Request) async throws -> HTTPStatus {
    try await SearchIndex.rebuild(on: req.db)
    return .accepted
}

// a collection's builder is guarded (or not) where it is registered: not read here
struct AdminController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        // ok: swift.authz.vapor-admin-route-unguarded
        routes.delete("admin", "cache") { req async throws -> HTTPStatus in
            try await req.cache.delete("all")
            return .noContent
        }
    }
}
