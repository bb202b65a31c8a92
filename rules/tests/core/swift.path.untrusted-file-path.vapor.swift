import Vapor
import Foundation

func routes(_ app: Application) throws {
    // GET /files?filename=../../etc/passwd
    app.get("files") { req -> String in
        guard let filename = try? req.query.get(String.self, at: "filename") else {
            throw Abort(.badRequest)
        }
        let path = "./uploads/\(filename)"
        // ruleid: swift.path.untrusted-file-path
        return try String(contentsOfFile: path)
    }

    // only the file name part is kept
    app.get("files", "safe") { req -> String in
        let filename = try req.query.get(String.self, at: "filename")
        let name = URL(fileURLWithPath: filename).lastPathComponent
        // ok: swift.path.untrusted-file-path
        return try String(contentsOfFile: "./uploads/\(name)")
    }

    // one of the files the server offers
    app.get("docs", ":name") { req -> Response in
        let name = req.parameters.get("name") ?? ""
        guard ["terms.pdf", "privacy.pdf"].contains(name) else { throw Abort(.notFound) }
        // ok: swift.path.untrusted-file-path
        return req.fileio.streamFile(at: app.directory.publicDirectory + name)
    }

    app.get("download", ":name") { req -> Response in
        let name = req.parameters.get("name") ?? ""
        // ruleid: swift.path.untrusted-file-path
        return req.fileio.streamFile(at: app.directory.publicDirectory + "downloads/" + name)
    }

    app.post("notes") { req -> HTTPStatus in
        struct Note: Content {
            let title: String
            let text: String
        }
        let note = try req.content.decode(Note.self)
        let url = URL(fileURLWithPath: "/var/notes").appendingPathComponent(note.title)
        // ruleid: swift.path.untrusted-file-path
        try note.text.write(to: url, atomically: true, encoding: .utf8)
        return .created
    }
}
