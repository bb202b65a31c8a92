import Foundation

// A `let` property set by the initializer: what every initializer assigns decides its value.
final class HomebrewLocator {
    let brewPrefix: String
    let formulaName: String

    init(formulaName: String) {
        #if arch(arm64)
        self.brewPrefix = "/opt/homebrew"
        #else
        self.brewPrefix = "/usr/local"
        #endif
        self.formulaName = formulaName
    }

    func installedVersion() throws -> String {
        let gitCommand = "git -C \(brewPrefix) describe --tags --abbrev=0 2>/dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ok: swift.process.shell-command-interpolation
        process.arguments = ["-c", gitCommand]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func uninstall() throws {
        // the formula name comes from whoever built the locator: not a constant
        let command = "\(brewPrefix)/bin/brew uninstall \(formulaName)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/zsh")
        // ruleid: swift.process.shell-command-interpolation
        process.arguments = ["-c", command]
        try process.run()
    }
}
