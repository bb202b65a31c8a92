import Foundation
import Network

final class CompanionServer {
    private var listener: NWListener?

    func start() throws {
        // ruleid: swift.network.listener-all-interfaces
        let listener = try NWListener(using: .tcp, on: 8765)
        listener.newConnectionHandler = { [weak self] connection in
            self?.handle(connection)
        }
        listener.start(queue: .main)
        self.listener = listener
    }

    func startWebSocket() throws {
        let parameters = NWParameters.tcp
        parameters.defaultProtocolStack.applicationProtocols.insert(NWProtocolWebSocket.Options(), at: 0)
        // ruleid: swift.network.listener-all-interfaces
        listener = try NWListener(using: parameters, on: 8766)
        listener?.start(queue: .main)
    }

    private func handle(_ connection: NWConnection) {
        connection.start(queue: .main)
    }
}
