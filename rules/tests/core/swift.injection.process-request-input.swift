import Vapor
import Foundation

func routes(_ app: Application) throws {
    // GET /tools/ping?host=example.com
    app.get("tools", "ping") { req -> String in
        let host = try req.query.get(String.self, at: "host")
        let task = Process()
        task.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ruleid: swift.injection.process-request-input
        task.arguments = ["-c", "ping -c 1 \(host)"]
        try task.run()
        task.waitUntilExit()
        return "done"
    }

    // the host is handed to ping as one argument: no shell reads it
    app.get("tools", "ping2") { req -> String in
        let host = try req.query.get(String.self, at: "host")
        let task = Process()
        task.executableURL = URL(fileURLWithPath: "/sbin/ping")
        // ok: swift.injection.process-request-input
        task.arguments = ["-c", "1", "--", host]
        try task.run()
        return "done"
    }

    // a number asked for as one: `Int.self`
    app.get("tools", "wait") { req -> String in
        let seconds = try req.query.get(Int.self, at: "seconds")
        let task = Process()
        task.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ok: swift.injection.process-request-input
        task.arguments = ["-c", "sleep \(seconds)"]
        try task.run()
        return "done"
    }

    app.post("convert") { req -> HTTPStatus in
        struct Job: Content {
            let input: String
            let tool: String
        }
        let job = try req.content.decode(Job.self)
        let process = Process()
        // ruleid: swift.injection.process-request-input
        process.launchPath = job.tool
        // ruleid: swift.injection.process-request-input
        try Process.run(URL(fileURLWithPath: "/bin/zsh"), arguments: ["-c", "convert " + job.input + " out.png"])
        return .ok
    }

    // a fixed set of tools
    app.post("convert", "safe") { req -> HTTPStatus in
        let tool = try req.content.get(String.self, at: "tool")
        guard ["convert", "identify"].contains(tool) else { throw Abort(.badRequest) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ok: swift.injection.process-request-input
        process.arguments = ["-c", tool]
        try process.run()
        return .ok
    }
}

// A RouteCollection's handler: `req` is the Request parameter.
struct BackupController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        routes.post("backup", ":name", use: backup)
    }

    func backup(req: Request) throws -> HTTPStatus {
        let name = req.parameters.get("name") ?? "default"
        let task = Process()
        task.launchPath = "/bin/bash"
        // ruleid: swift.injection.process-request-input
        task.arguments = ["-c", "tar czf /backups/\(name).tgz /data"]
        task.launch()
        return .ok
    }
}

// Not a request: a desktop helper's own argument is no request data.
func archive(_ folder: String) throws {
    let task = Process()
    task.executableURL = URL(fileURLWithPath: "/bin/sh")
    // ok: swift.injection.process-request-input
    task.arguments = ["-c", "zip -r out.zip \(folder)"]
    try task.run()
}
