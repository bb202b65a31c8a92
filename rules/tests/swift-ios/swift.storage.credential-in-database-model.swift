import CoreData
import RealmSwift

final class Account: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var email: String
    // ruleid: swift.storage.credential-in-database-model
    @Persisted var password: String
    // ok: swift.storage.credential-in-database-model
    @Persisted var passwordUpdatedAt: Date
}

final class LegacyProfile: Object {
    @objc dynamic var name = ""
    // ruleid: swift.storage.credential-in-database-model
    @objc dynamic var accessToken = ""
}

@objc(CDUser)
final class CDUser: NSManagedObject {
    @NSManaged var username: String?
    // ruleid: swift.storage.credential-in-database-model
    @NSManaged var authToken: String?
}

struct LoginForm {
    // ok: swift.storage.credential-in-database-model
    var password: String
    // ok: swift.storage.credential-in-database-model
    var accessToken: String?
}

// The organisation's identity-provider configuration, scanned from the QR code every member gets:
// the OAuth client's secret is the same for everyone; the user's own tokens are what count.
@objc(IdentityServer)
final class IdentityServer: NSManagedObject {
    @NSManaged private(set) var serverURL: URL
    @NSManaged private(set) var clientId: String
    // ok: swift.storage.credential-in-database-model
    @NSManaged private(set) var clientSecret: String?
    // ruleid: swift.storage.credential-in-database-model
    @NSManaged private(set) var refreshToken: String?
}
