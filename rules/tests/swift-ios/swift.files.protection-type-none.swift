import Foundation

struct DownloadStore {
    let fileManager = FileManager.default

    func save(_ data: Data, at path: String) {
        // ruleid: swift.files.protection-type-none
        fileManager.createFile(atPath: path, contents: data, attributes: [FileAttributeKey.protectionKey: .none])
    }

    func relax(path: String) throws {
        // ruleid: swift.files.protection-type-none
        try fileManager.setAttributes([.protectionKey: FileProtectionType.none], ofItemAtPath: path)
    }

    func protect(path: String) throws {
        // ok: swift.files.protection-type-none
        try fileManager.setAttributes([.protectionKey: FileProtectionType.complete], ofItemAtPath: path)
    }

    func saveForBackgroundSync(_ data: Data, at path: String) {
        // ok: swift.files.protection-type-none
        let attributes: [FileAttributeKey: Any] = [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication, .posixPermissions: 0o600]
        fileManager.createFile(atPath: path, contents: data, attributes: attributes)
    }

    func thumbnailStyle() -> UIView.ContentMode {
        // ok: swift.files.protection-type-none
        let border: BorderStyle = .none
        return border == .none ? .scaleAspectFit : .center
    }
}
