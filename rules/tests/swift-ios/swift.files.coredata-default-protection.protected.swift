import CoreData

struct PersistenceController {
    let container: NSPersistentCloudKitContainer

    init() {
        // ok: swift.files.coredata-default-protection
        container = NSPersistentCloudKitContainer(name: "Journal")
        container.persistentStoreDescriptions.first?.setOption(FileProtectionType.complete as NSObject, forKey: NSPersistentStoreFileProtectionKey)
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved error \(error)") }
        }
    }

    func attach(_ coordinator: NSPersistentStoreCoordinator, url: URL) throws {
        // ok: swift.files.coredata-default-protection
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: [NSPersistentStoreFileProtectionKey: FileProtectionType.complete])
    }
}
