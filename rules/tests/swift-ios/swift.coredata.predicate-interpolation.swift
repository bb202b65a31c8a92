import CoreData
import UIKit
import RealmSwift

final class ContactRepository {
    private let context: NSManagedObjectContext
    private let realm: Realm

    init(context: NSManagedObjectContext, realm: Realm) {
        self.context = context
        self.realm = realm
    }

    func contact(email: String) throws -> Contact? {
        let request = Contact.fetchRequest()
        // ruleid: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "email == '\(email)'")
        return try context.fetch(request).first
    }

    func contacts(company: String) throws -> [Contact] {
        let request = Contact.fetchRequest()
        // ruleid: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "company.name == '" + company + "'")
        return try context.fetch(request)
    }

    func cachedContacts(matching query: String) -> Results<CachedContact> {
        // ruleid: swift.coredata.predicate-interpolation
        realm.objects(CachedContact.self).filter("name BEGINSWITH[c] \"\(query)\"")
    }

    func contactSafely(email: String) throws -> Contact? {
        let request = Contact.fetchRequest()
        // ok: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "email == %@", email)
        return try context.fetch(request).first
    }

    func adults(minimumAge: Int) throws -> [Contact] {
        let request = Contact.fetchRequest()
        // ok: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "age >= \(minimumAge)")
        // ok: swift.coredata.predicate-interpolation
        return try context.fetch(request).filter { $0.isActive }
    }

    func cachedContactsSafely(matching query: String) -> Results<CachedContact> {
        // ok: swift.coredata.predicate-interpolation
        realm.objects(CachedContact.self).filter("name BEGINSWITH[c] %@", query)
    }

    // acme://contacts?filter=...
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let filter = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "filter" }?.value ?? "TRUEPREDICATE"
        let request = Contact.fetchRequest()
        // ruleid: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: filter)
        showContacts((try? context.fetch(request)) ?? [])
        return true
    }

    func search(_ searchField: UITextField) throws -> [Contact] {
        let request = Contact.fetchRequest()
        // ok: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "name CONTAINS[c] %@", searchField.text ?? "")
        return try context.fetch(request)
    }

    private func showContacts(_ contacts: [Contact]) {}
}
