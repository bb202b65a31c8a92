import Foundation
import SwiftUI

// The iOS client of the same repository caches its session token in a plain file.
final class SessionStore: ObservableObject {
    @Published var token: String?

    private var tokenFile: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("session")
    }

    func save(token: String) throws {
        self.token = token
        // ruleid: swift.storage.secret-written-to-file
        try token.data(using: .utf8)!.write(to: tokenFile)
    }
}
