import Foundation

final class ReportExporter {
    private let exportsURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("Exports", isDirectory: true)

    func export(_ report: Data, name: String) throws -> URL {
        let url = exportsURL.appendingPathComponent(name)
        // ruleid: swift.files.no-file-protection
        try report.write(to: url, options: [.atomic, .completeFileProtection])
        return url
    }

    func exportForBackgroundUpload(_ report: Data, name: String) throws {
        let url = exportsURL.appendingPathComponent(name)
        // ruleid: swift.files.no-file-protection
        try report.write(to: url, options: Data.WritingOptions.completeFileProtection)
    }

    func exportProtected(_ report: Data, name: String) throws -> URL {
        let url = exportsURL.appendingPathComponent(name)
        // ok: swift.files.no-file-protection
        try report.write(to: url, options: [.atomic, .completeFileProtection])
        return url
    }

    func exportDefault(_ report: Data, name: String) throws {
        // ok: swift.files.no-file-protection
        try report.write(to: exportsURL.appendingPathComponent(name), options: .atomic)
    }
}
