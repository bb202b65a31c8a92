import CoreData

final class HealthStore {
    static let shared = HealthStore()

    lazy var container: NSPersistentContainer = {
        // ruleid: swift.files.coredata-default-protection
        let container = NSPersistentContainer(name: "HealthLog")
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved error \(error)") }
        }
        return container
    }()

    func legacyCoordinator(model: NSManagedObjectModel, url: URL) throws -> NSPersistentStoreCoordinator {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let options = [NSMigratePersistentStoresAutomaticallyOption: true, NSInferMappingModelAutomaticallyOption: true]
        // ruleid: swift.files.coredata-default-protection
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: options)
        return coordinator
    }

    func previewCoordinator(model: NSManagedObjectModel) throws -> NSPersistentStoreCoordinator {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        // ok: swift.files.coredata-default-protection
        try coordinator.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil, options: nil)
        return coordinator
    }
}
