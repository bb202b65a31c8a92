import Network

// A log export the user starts from Settings and downloads from another machine of the same
// network: `acceptLocalOnly` keeps connections from outside the local network out.
final class LogExportServer {
    private var listener: NWListener?

    func start() throws {
        let parameters = NWParameters.tcp
        parameters.acceptLocalOnly = true
        // ok: swift.network.listener-all-interfaces
        let listener = try NWListener(using: parameters, on: .any)
        listener.newConnectionHandler = { connection in connection.start(queue: .main) }
        listener.start(queue: .main)
        self.listener = listener
    }
}
