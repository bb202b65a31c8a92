import Network

// A device announces itself with a UDP broadcast on the LAN: the app listens for the beacon
// during setup and only reads it, so loopback would break it and nothing is served back.
final class DeviceDiscovery {
    private let port: NWEndpoint.Port = 3232

    func discover(completion: @escaping (NWEndpoint) -> Void) throws {
        let parameters = NWParameters.udp
        parameters.allowLocalEndpointReuse = true
        // ok: swift.network.listener-all-interfaces
        let listener = try NWListener(using: parameters, on: port)
        listener.newConnectionHandler = { connection in
            connection.start(queue: .global())
            connection.receiveMessage { data, _, _, _ in
                if let data, String(data: data, encoding: .utf8)?.hasPrefix("AcmeBeacon") == true {
                    completion(connection.endpoint)
                    listener.cancel()
                }
                connection.cancel()
            }
        }
        listener.start(queue: .global())
    }
}

// A UDP control port that answers whoever sends a command: a server on every interface.
final class ControlServer {
    func start(port: NWEndpoint.Port) throws -> NWListener {
        // ruleid: swift.network.listener-all-interfaces
        let listener = try NWListener(using: .udp, on: port)
        listener.newConnectionHandler = { connection in
            connection.start(queue: .main)
            connection.receiveMessage { data, _, _, _ in
                let reply = Data("status=\(Player.shared.state)".utf8)
                connection.send(content: reply, completion: .contentProcessed { _ in })
            }
        }
        listener.start(queue: .main)
        return listener
    }
}
