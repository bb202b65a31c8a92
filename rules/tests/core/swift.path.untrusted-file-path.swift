import UIKit
import WebKit

final class AttachmentRouter {
    private let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    // acme://attachment?name=../Library/Preferences/com.acme.app.plist
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let name = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "name" })?.value else {
            return false
        }
        let fileURL = documents.appendingPathComponent(name)
        // ruleid: swift.path.untrusted-file-path
        guard let data = try? Data(contentsOf: fileURL) else { return false }
        preview(data)
        return true
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url,
              let name = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "name" })?.value else { return }
        let safeName = URL(fileURLWithPath: name).lastPathComponent
        // ok: swift.path.untrusted-file-path
        let data = FileManager.default.contents(atPath: documents.appendingPathComponent(safeName).path)
        preview(data ?? Data())
    }

    func openBundled(named name: String) {
        // ok: swift.path.untrusted-file-path
        let data = try? Data(contentsOf: Bundle.main.bundleURL.appendingPathComponent("Samples/\(name)"))
        preview(data ?? Data())
    }

    func preview(_ data: Data) {}
}

final class DownloadBridge: NSObject, WKScriptMessageHandler {
    private let cache = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: String], let file = body["file"], let content = body["content"] else { return }
        let target = cache.appendingPathComponent(file)
        // ruleid: swift.path.untrusted-file-path
        try? content.write(to: target, atomically: true, encoding: .utf8)
    }
}

final class ImportBridge: NSObject, WKScriptMessageHandler {
    private let inbox = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: String], // sent by the import page
              let file = body["file"], /* a name the page chose */
              let content = body["content"] else { return }
        // ruleid: swift.path.untrusted-file-path
        try? content.write(to: inbox.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
}

// One handler dispatching the page's message to private helpers: each helper's file access is
// its own weakness (a read, a write, a listing), not one finding for the handler.
final class FilesBridge: NSObject, WKScriptMessageHandler {
    private let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any], let action = body["action"] as? String else { return }
        switch action {
        case "read":
            if let path = body["path"] as? String { readFile(path) }
        case "write":
            if let path = body["path"] as? String, let content = body["content"] as? String { writeFile(path: path, content: content) }
        case "list":
            if let path = body["path"] as? String { listFolder(path) }
        case "open":
            if let path = body["path"] as? String { openExport(path) }
        default:
            break
        }
    }

    private func readFile(_ path: String) {
        let fileURL = documents.appendingPathComponent(path)
        // ruleid: swift.path.untrusted-file-path
        guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else { return }
        print(text.count)
    }

    private func writeFile(path: String, content: String) {
        let fileURL = documents.appendingPathComponent(path)
        // ruleid: swift.path.untrusted-file-path
        try? content.write(to: fileURL, atomically: true, encoding: .utf8)
    }

    private func listFolder(_ path: String) {
        let folder = documents.appendingPathComponent(path)
        // ruleid: swift.path.untrusted-file-path
        let names = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        print(names.count)
    }

    private func openExport(_ path: String) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        // ok: swift.path.untrusted-file-path
        let data = try? Data(contentsOf: documents.appendingPathComponent("exports").appendingPathComponent(name))
        print(data?.count ?? 0)
    }
}
