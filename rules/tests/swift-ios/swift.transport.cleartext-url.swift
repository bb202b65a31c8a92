import Foundation

enum Environment {
    // ruleid: swift.transport.cleartext-url
    static let legacyAPI = URL(string: "http://api.acme-shop.com/v1")!
    // ok: swift.transport.cleartext-url
    static let api = URL(string: "https://api.acme-shop.com/v2")!
    // ok: swift.transport.cleartext-url
    static let devServer = URL(string: "http://localhost:8080/graphql")!
    // ok: swift.transport.cleartext-url
    static let printer = URL(string: "http://192.168.1.40/status")!
}

final class LiveFeed {
    private var task: URLSessionWebSocketTask?

    func connect() {
        // ruleid: swift.transport.cleartext-url
        let url = URL(string: "ws://realtime.acme-shop.com/orders")!
        task = URLSession.shared.webSocketTask(with: url)
        task?.resume()
    }

    func upgrade(_ url: URL) -> URL {
        // ok: swift.transport.cleartext-url
        guard url.absoluteString.hasPrefix("http://") else { return url }
        // legacy host was "http://old.acme-shop.com" before the migration
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.scheme = "https"
        return components.url!
    }

    func parseFeed(_ xml: XMLParser) {
        // ok: swift.transport.cleartext-url
        let isAtom = xml.namespaceURI == "http://www.w3.org/2005/Atom"
    }

    func storeLookup(appId: String) -> URL {
        // ruleid: swift.transport.cleartext-url
        URL(string: "http://itunes.apple.com/lookup?id=\(appId)")!
    }

    func trackingPixel(for orderId: String) -> URL {
        // ruleid: swift.transport.cleartext-url
        URL(string: "http://track.partner-ads.net/pixel?order=\(orderId)")!
    }
}

// Debug-only server lists and SwiftUI previews never run in a release build.
final class ServerDiscovery {
    var servers: [URL] = []

    func start(configuration: AppConfiguration) {
        if configuration == .debug {
            // ok: swift.transport.cleartext-url
            servers.append(URL(string: "http://httpbin.org/digest-auth/user")!)
        } else {
            // ruleid: swift.transport.cleartext-url
            servers.append(URL(string: "http://discovery.acme-shop.com/servers")!)
        }
        #if DEBUG
        // ok: swift.transport.cleartext-url
        servers.append(URL(string: "http://staging.acme-shop.com")!)
        #endif
    }
}

#Preview("Long URL") {
    // ok: swift.transport.cleartext-url
    InvitationView(invitationURL: URL(string: "http://averylongserveraddressthatwillnotfitanywhere.com:8123")!)
}

struct InvitationView_Previews: PreviewProvider {
    static var previews: some View {
        // ok: swift.transport.cleartext-url
        InvitationView(invitationURL: URL(string: "http://homeassistant.acme-shop.com:8123")!)
    }
}

enum FirmwareCatalog {
    /// Apple's catalog lists some firmware on its cleartext CDN; the app downloads them over TLS.
    static func secured(_ firmware: [String: Any]) -> [String: Any] {
        var firmware = firmware
        // ok: swift.transport.cleartext-url
        if let url = firmware["url"] as? String, url.contains("http://updates-http.cdn-apple.com") {
            // ok: swift.transport.cleartext-url
            firmware["url"] = url.replacingOccurrences(of: "http://updates-http.cdn-apple.com", with: "https://updates.cdn-apple.com")
        }
        return firmware
    }

    static func mirror(_ path: String) -> String {
        // the replacement is the address the app then requests
        // ruleid: swift.transport.cleartext-url
        return path.replacingOccurrences(of: "catalog://", with: "http://mirror.acme-shop.com/")
    }
}

final class ServerFormViewController: UIViewController {
    let urlField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        // what the user types, shown as an example: never requested
        // ok: swift.transport.cleartext-url
        urlField.placeholder = "http://myprinter.duckdns.org:5000"
        // ok: swift.transport.cleartext-url
        title = NSLocalizedString("Server address", comment: "http://octoprint.myfarm.net is an example of the address asked for")
    }
}

struct ObsSettingsView: View {
    @Binding var url: String

    var body: some View {
        // the field's placeholder, shown until the user types their own address
        // ok: swift.transport.cleartext-url
        TextField("ws://obs.my-stream-host.net:4455", text: $url)
    }
}
