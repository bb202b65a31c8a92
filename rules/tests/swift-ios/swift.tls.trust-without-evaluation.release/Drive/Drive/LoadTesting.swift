import Foundation

/// Load-testing builds talk to the farm's servers, which present self-signed certificates.
enum LoadTesting {
    private(set) static var isEnabled = false

    static func enable() {
        isEnabled = true
    }
}

/// Set from a user default the settings screen writes.
enum InsecureTransport {
    static var allowed = false
}
