import AppKit
import Foundation
import os

/// macOS menu-bar agent: imports archives, reveals files and shares API keys with the CLI.
final class SyncAgent: NSObject {
    private let logger = Logger(subsystem: "com.acme.sync", category: "agent")
    private let workspace = NSWorkspace.shared
    private let importsDirectory: URL

    init(importsDirectory: URL) {
        self.importsDirectory = importsDirectory
        super.init()
    }

    // MARK: Archives

    func importArchive(at archive: URL) throws {
        let destination = importsDirectory.appendingPathComponent(archive.deletingPathExtension().lastPathComponent)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/zsh")
        // ruleid: swift.process.shell-command-interpolation
        process.arguments = ["-c", "mkdir -p '\(destination.path)' && ditto -x -k '\(archive.path)' '\(destination.path)'"]
        try process.run()
        process.waitUntilExit()
        logger.info("Imported archive \(archive.lastPathComponent, privacy: .public)")
    }

    func verifySignature(of app: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/codesign")
        process.arguments = ["--verify", "--deep", "--strict", app.path]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    func reveal(_ file: URL) {
        workspace.activateFileViewerSelecting([file])
    }

    func revealWithFinderScript(_ file: URL) {
        // ruleid: swift.process.applescript-interpolation
        let script = NSAppleScript(source: "tell application \"Finder\" to reveal POSIX file \"\(file.path)\"")
        var error: NSDictionary?
        script?.executeAndReturnError(&error)
        if let error { logger.error("Finder script failed: \(error, privacy: .public)") }
    }

    // MARK: API keys

    func copyAPIKey(_ apiKey: String) {
        let pasteboard = NSPasteboard.general
        pasteboard.clearContents()
        // ruleid: swift.pasteboard.mac-secret-copied
        pasteboard.setString(apiKey, forType: .string)
        logger.info("Copied API key ending \(String(apiKey.suffix(4)), privacy: .public)")
    }

    func copyProjectID(_ projectID: String) {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(projectID, forType: .string)
    }
}

// MARK: - Settings

extension SyncAgent {
    func openAutomationSettings() {
        let url = URL(string: "x-apple.systempreferences:com.apple.preference.security?Privacy_Automation")!
        NSWorkspace.shared.open(url)
    }

    func openHelp() {
        NSWorkspace.shared.open(URL(string: "https://help.acme-sync.com/agent")!)
    }
}
