import Network

// Picks a free console port for an emulator it launches: a listener is created only to see
// whether the port is taken, and cancelled at once. It is never started, so it accepts nothing.
final class ConsolePortAllocator {
    private let firstPort: UInt16 = 5554
    private var reserved: Set<UInt16> = []

    func nextFreePort() -> UInt16? {
        for offset in stride(from: 0, to: 64, by: 2) {
            let port = firstPort + UInt16(offset)
            if !reserved.contains(port), isFree(port) {
                reserved.insert(port)
                return port
            }
        }
        return nil
    }

    private func isFree(_ port: UInt16) -> Bool {
        guard let endpointPort = NWEndpoint.Port(rawValue: port),
              // ok: swift.network.listener-all-interfaces
              let probe = try? NWListener(using: .tcp, on: endpointPort) else {
            return false
        }
        probe.cancel()
        return true
    }
}

// The same probe in a file that also runs the emulator's own console server: that listener is
// started and serves every interface.
final class ConsoleServer {
    private var listener: NWListener?

    func run(on port: NWEndpoint.Port) throws {
        // ruleid: swift.network.listener-all-interfaces
        let listener = try NWListener(using: .tcp, on: port)
        listener.newConnectionHandler = { connection in
            connection.start(queue: .main)
        }
        listener.start(queue: .main)
        self.listener = listener
    }

    func stop() {
        listener?.cancel()
    }
}
