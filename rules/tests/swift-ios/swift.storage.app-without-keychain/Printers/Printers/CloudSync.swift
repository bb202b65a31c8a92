import CloudKit
import Foundation

final class CloudSync {
    private let defaults = UserDefaults.standard
    private let CHANGE_TOKEN = "CK_CHANGE_TOKEN" // the last CloudKit change this device processed

    func saveChangeToken(_ serverChangeToken: CKServerChangeToken) throws {
        let changeTokenData = try NSKeyedArchiver.archivedData(withRootObject: serverChangeToken, requiringSecureCoding: true)
        // a sync cursor: it tells CloudKit where to resume and signs nobody in
        // ok: swift.storage.app-without-keychain
        defaults.set(changeTokenData, forKey: self.CHANGE_TOKEN)
    }

    func saveNextPage(_ cursor: String) {
        // ok: swift.storage.app-without-keychain
        defaults.set(cursor, forKey: "feedNextPageToken")
    }
}
