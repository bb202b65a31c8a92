import Foundation
import Network

final class OAuthRedirectListener {
    private var listener: NWListener?

    func start() throws {
        let parameters = NWParameters.tcp
        parameters.requiredInterfaceType = .loopback
        parameters.requiredLocalEndpoint = NWEndpoint.hostPort(host: "127.0.0.1", port: 53682)
        // ok: swift.network.listener-all-interfaces
        let listener = try NWListener(using: parameters)
        listener.newConnectionHandler = { connection in connection.start(queue: .main) }
        listener.start(queue: .main)
        self.listener = listener
    }

    func restart() throws {
        let parameters = NWParameters.tcp
        parameters.requiredInterfaceType = .loopback
        // ok: swift.network.listener-all-interfaces
        listener = try NWListener(using: parameters, on: 53682)
    }
}
