// The value model: a predicate format string with only Int, Bool and enum values pasted in is
// quiet; a String from a text field is reported.
import CoreData
import UIKit

enum Folder: String {
    case inbox, archive
}

final class MessageSearch {
    let context: NSManagedObjectContext
    let searchField = UITextField()

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func recent(days: Int, unreadOnly: Bool) -> NSFetchRequest<NSManagedObject> {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Message")
        let cutoff = Int(Date().timeIntervalSince1970) - days * 86_400
        // ok: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "sentAt > '\(cutoff)' AND unread == '\(unreadOnly)'")
        return request
    }

    func search() -> NSFetchRequest<NSManagedObject> {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Message")
        let term = searchField.text ?? ""
        // ruleid: swift.coredata.predicate-interpolation
        request.predicate = NSPredicate(format: "subject CONTAINS '\(term)'")
        return request
    }
}
