import Foundation

final class ParserServiceDelegate: NSObject, NSXPCListenerDelegate {
    // ok: swift.xpc.unauthenticated-mach-listener
    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection newConnection: NSXPCConnection) -> Bool {
        newConnection.exportedInterface = NSXPCInterface(with: ParserProtocol.self)
        newConnection.exportedObject = Parser()
        newConnection.resume()
        return true
    }
}

let delegate = ParserServiceDelegate()
let listener = NSXPCListener.service()
listener.delegate = delegate
listener.resume()
