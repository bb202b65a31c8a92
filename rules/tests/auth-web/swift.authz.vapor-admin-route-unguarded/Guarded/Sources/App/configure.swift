import Vapor

public func configure(_ app: Application) throws {
    app.middleware.use(UserToken.authenticator())
    app.middleware.use(RequireSignInMiddleware())
    try routes(app)
}

func routes(_ app: Application) throws {
    app.post("login") { req async throws -> TokenResponse in
        try await SessionService.signIn(try req.content.decode(LoginRequest.self), on: req)
    }
    // ok: swift.authz.vapor-admin-route-unguarded
    app.delete("admin", "users", ":id") { req async throws -> HTTPStatus in
        try await User.find(req.parameters.get("id"), on: req.db)?.delete(on: req.db)
        return .noContent
    }
}
