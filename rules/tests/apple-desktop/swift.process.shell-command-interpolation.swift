import AppKit
import Foundation

final class ArchiveExtractor {
    func extract(_ archive: URL, to destination: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/zsh")
        // ruleid: swift.process.shell-command-interpolation
        process.arguments = ["-c", "unzip -o \(archive.path) -d \(destination.path)"]
        try process.run()
        process.waitUntilExit()
    }

    func openInPreview(_ file: String) throws {
        let command = "open -a Preview " + file
        // ruleid: swift.process.shell-command-interpolation
        try Process.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", command])
    }

    func convert(_ input: URL, format: String) {
        let task = Process()
        task.launchPath = "/bin/bash"
        // ruleid: swift.process.shell-command-interpolation
        task.arguments = ["-lc", "sips -s format \(format) '\(input.path)' --out /tmp/converted"]
        task.launch()
    }

    func runUserScript(_ command: String) throws {
        // The command arrives as a parameter; callers are not followed (known gap).
        // todoruleid: swift.process.shell-command-interpolation
        try Process.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", command])
    }

    func extractSafely(_ archive: URL, to destination: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        // ok: swift.process.shell-command-interpolation
        process.arguments = ["-o", archive.path, "-d", destination.path]
        try process.run()
        process.waitUntilExit()
    }

    func listLogs() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ok: swift.process.shell-command-interpolation
        process.arguments = ["-c", "ls -la ~/Library/Logs/AcmeSync | tail -n 20"]
        try process.run()
    }

    func reveal(_ file: URL) throws {
        // ok: swift.process.shell-command-interpolation
        try Process.run(URL(fileURLWithPath: "/usr/bin/open"), arguments: ["-R", file.path])
    }

    // relaunch: a number and the app's own bundle path, both fixed before anyone else has a say
    func relaunch(afterDelay seconds: TimeInterval = 0.5) {
        let task = Process()
        task.launchPath = "/bin/sh"
        // ok: swift.process.shell-command-interpolation
        task.arguments = ["-c", "sleep \(seconds); open \"\(Bundle.main.bundlePath)\""]
        task.launch()
    }

    // the app's own bundle path with its quotes escaped: derived from a fixed value only
    func relaunchEscaped() {
        let escapedPath = Bundle.main.bundlePath.replacing("\"", with: "\\\"")
        let command = "sleep 2; open \"\(escapedPath)\""
        // ok: swift.process.shell-command-interpolation
        Process.launchedProcess(launchPath: "/bin/sh", arguments: ["-c", command])
    }

    // a script shipped in the app's own bundle, and the process's own id
    func runBundledCleanup() throws {
        let script = Bundle.main.url(forResource: "cleanup", withExtension: "sh")!.path
        let pid = ProcessInfo.processInfo.processIdentifier
        // ok: swift.process.shell-command-interpolation
        try Process.run(URL(fileURLWithPath: "/bin/zsh"), arguments: ["-c", "'\(script)' --parent \(pid)"])
    }

    // a resource whose name the caller chooses, escaped the same way: still any text
    func runScript(named name: String, in folder: URL) throws {
        let script = folder.appendingPathComponent(name).path.replacing("\"", with: "\\\"")
        // ruleid: swift.process.shell-command-interpolation
        try Process.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "sh \"\(script)\""])
    }

    // a bundle elsewhere on disk is whatever that folder holds
    func relaunchHelper(at helper: URL) {
        let task = Process()
        task.launchPath = "/bin/sh"
        // ruleid: swift.process.shell-command-interpolation
        task.arguments = ["-c", "sleep 1; open \"\(helper.path)\""]
        task.launch()
    }
}
