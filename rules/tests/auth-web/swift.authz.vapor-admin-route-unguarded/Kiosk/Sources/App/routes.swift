import Vapor

// a local kiosk service with no accounts at all: nobody signs in, nothing is "admin only" by sign-in
func routes(_ app: Application) throws {
    // ok: swift.authz.vapor-admin-route-unguarded
    app.get("admin", "status") { req -> String in
        "ok"
    }
}
