import CoreData
import Foundation

final class AccountStore {
    let context: NSManagedObjectContext
    init(context: NSManagedObjectContext) { self.context = context }

    func insert(email: String, password: String) throws {
        let entity = NSEntityDescription.entity(forEntityName: "Account", in: context)!
        let account = NSManagedObject(entity: entity, insertInto: context)
        // ok: swift.storage.credential-kvc-store
        account.setValue(email, forKey: "email")
        // ruleid: swift.storage.credential-kvc-store
        account.setValue(password, forKey: "password")
        try context.save()
    }

    func insertHashed(email: String, passwordHash: String) throws {
        let entity = NSEntityDescription.entity(forEntityName: "Account", in: context)!
        let account = NSManagedObject(entity: entity, insertInto: context)
        // ok: swift.storage.credential-kvc-store
        account.setValue(passwordHash, forKey: "passwordHash")
        try context.save()
    }

    func attach(token: String, to account: NSManagedObject) throws {
        // ruleid: swift.storage.credential-kvc-store
        account.setValue(token, forKey: "refreshToken")
        try context.save()
    }
}
