import Network

// The flag turned off: any network that routes to the device may connect.
final class StreamServer {
    func start(port: NWEndpoint.Port) throws -> NWListener {
        let parameters = NWParameters.tcp
        parameters.acceptLocalOnly = false
        // ruleid: swift.network.listener-all-interfaces
        return try NWListener(using: parameters, on: port)
    }
}
