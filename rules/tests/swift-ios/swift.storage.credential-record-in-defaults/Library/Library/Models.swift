import Foundation
import SwiftUI

// Records with nothing secret in them, or whose credential stays out of the encoding.
struct SortOrder: Codable {
    var field: String = "title"
    var ascending: Bool = true
}

struct Session: Codable {
    var userID: String
    var pushToken: String
    var tokenExpiry: Date
    var hasPassword: Bool
}

struct Library: Codable {
    var url: String
    var apiKey: String { KeychainStore.shared.string(forKey: "library.apiKey") ?? "" }
}

struct Mirror: Codable {
    var url: String
    var password: String = ""

    enum CodingKeys: String, CodingKey {
        case url
    }
}

// not Codable: it cannot be encoded whole
struct Login {
    var user: String
    var password: String
}

final class Preferences {
    private let defaults = UserDefaults.standard
    private let cloud = NSUbiquitousKeyValueStore.default

    func save(_ order: SortOrder, _ session: Session, _ library: Library, _ mirror: Mirror) throws {
        // ok: swift.storage.credential-record-in-defaults
        defaults.set(try JSONEncoder().encode(order), forKey: "sort")
        // ok: swift.storage.credential-record-in-defaults
        defaults.set(try JSONEncoder().encode(session), forKey: "session")
        let data = try JSONEncoder().encode(library)
        // ok: swift.storage.credential-record-in-defaults
        cloud.set(data, forKey: "library")
        // ok: swift.storage.credential-record-in-defaults
        cloud.set(try PropertyListEncoder().encode(mirror), forKey: "mirror")
    }
}

struct LibraryView: View {
    // ok: swift.storage.credential-record-in-defaults
    @AppStorage("sortOrder") var order: SortOrder = .init()

    var body: some View { Text(order.field) }
}
