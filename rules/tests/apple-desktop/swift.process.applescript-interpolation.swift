import AppKit
import Foundation

final class FinderBridge {
    func reveal(path: String) {
        // ruleid: swift.process.applescript-interpolation
        let script = NSAppleScript(source: "tell application \"Finder\" to reveal POSIX file \"\(path)\"")
        var error: NSDictionary?
        script?.executeAndReturnError(&error)
    }

    func notify(title: String, body: String) {
        let source = "display notification \"" + body + "\" with title \"" + title + "\""
        // ruleid: swift.process.applescript-interpolation
        NSAppleScript(source: source)?.executeAndReturnError(nil)
    }

    func activateFinder() {
        // ok: swift.process.applescript-interpolation
        let script = NSAppleScript(source: "tell application \"Finder\" to activate")
        script?.executeAndReturnError(nil)
    }

    func revealSafely(_ fileURL: URL) {
        // ok: swift.process.applescript-interpolation
        let template = NSAppleScript(source: Self.revealHandlerSource)
        let event = Self.makeHandlerEvent(named: "reveal", arguments: [NSAppleEventDescriptor(string: fileURL.path)])
        template?.executeAppleEvent(event, error: nil)
    }

    static let revealHandlerSource = """
    on reveal(p)
        tell application "Finder" to reveal POSIX file p
    end reveal
    """

    static func makeHandlerEvent(named name: String, arguments: [NSAppleEventDescriptor]) -> NSAppleEventDescriptor {
        NSAppleEventDescriptor.list()
    }
}
