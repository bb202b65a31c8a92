import SwiftUI

@main
struct RadioApp: App {
    var body: some Scene {
        WindowGroup { Text("Radio") }
    }
}
