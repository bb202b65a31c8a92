import Foundation

struct Station: Codable {
    let id: String
    let name: String
    let streamURL: URL
}

final class StationStore {
    func rememberLastStation(_ station: Station) {
        UserDefaults.standard.set(station.id, forKey: "lastStationId")
    }
}
