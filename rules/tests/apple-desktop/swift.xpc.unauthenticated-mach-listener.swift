import Foundation

@objc protocol SyncHelperProtocol {
    func installLaunchAgent(at path: String, reply: @escaping (Bool) -> Void)
}

final class SyncHelper: NSObject, SyncHelperProtocol {
    func installLaunchAgent(at path: String, reply: @escaping (Bool) -> Void) {
        reply(FileManager.default.fileExists(atPath: path))
    }
}

final class HelperDelegate: NSObject, NSXPCListenerDelegate {
    // ruleid: swift.xpc.unauthenticated-mach-listener
    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection newConnection: NSXPCConnection) -> Bool {
        newConnection.exportedInterface = NSXPCInterface(with: SyncHelperProtocol.self)
        newConnection.exportedObject = SyncHelper()
        newConnection.resume()
        return true
    }
}

final class UpdaterDaemonDelegate: NSObject, NSXPCListenerDelegate {
    private var isShuttingDown = false

    // ruleid: swift.xpc.unauthenticated-mach-listener
    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection newConnection: NSXPCConnection) -> Bool {
        guard !isShuttingDown else { return false }
        newConnection.exportedInterface = NSXPCInterface(with: SyncHelperProtocol.self)
        newConnection.exportedObject = SyncHelper()
        newConnection.invalidationHandler = { [weak self] in self?.isShuttingDown = false }
        newConnection.resume()
        return true
    }
}

final class VerifyingHelperDelegate: NSObject, NSXPCListenerDelegate {
    private let requirement = "anchor apple generic and identifier \"com.acme.sync\" and certificate leaf[subject.OU] = \"ABCDE12345\""

    // ok: swift.xpc.unauthenticated-mach-listener
    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection newConnection: NSXPCConnection) -> Bool {
        newConnection.setCodeSigningRequirement(requirement)
        newConnection.exportedInterface = NSXPCInterface(with: SyncHelperProtocol.self)
        newConnection.exportedObject = SyncHelper()
        newConnection.resume()
        return true
    }
}

final class CheckingHelperDelegate: NSObject, NSXPCListenerDelegate {
    // ok: swift.xpc.unauthenticated-mach-listener
    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection newConnection: NSXPCConnection) -> Bool {
        guard CodeSignatureValidator.isValidClient(pid: newConnection.processIdentifier) else { return false }
        newConnection.exportedObject = SyncHelper()
        newConnection.resume()
        return true
    }
}

let delegate = HelperDelegate()
let listener = NSXPCListener(machServiceName: "com.acme.sync.helper")
listener.delegate = delegate
listener.resume()
RunLoop.main.run()
