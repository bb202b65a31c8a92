import Foundation

// A private function nothing in its file names never runs: no call passes its parameter a value.
// One that is called is judged as before (its parameter's text is not shown to be safe).
private func runFastShellCommand(command: String) -> (Bool, String) {
    let tempFile = "/tmp/bomlist_\(UUID().uuidString)"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    // ok: swift.process.shell-command-interpolation
    process.arguments = ["-c", "\(command) > \"\(tempFile)\" 2>&1"]
    do {
        try process.run()
        process.waitUntilExit()
    } catch {
        return (false, error.localizedDescription)
    }
    return (process.terminationStatus == 0, tempFile)
}

private func runShellCommand(command: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    // ruleid: swift.process.shell-command-interpolation
    process.arguments = ["-c", "\(command) 2>&1"]
    try? process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
}

func uninstallPackage(_ identifier: String) -> Bool {
    runShellCommand(command: "pkgutil --forget \(identifier)")
}
