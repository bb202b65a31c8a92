import UIKit
import GoogleMaps
import GoogleGenerativeAI

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Maps SDK keys ship in the app by design; they are restricted to the bundle id.
        // ok: secrets.gcp-api-key
        GMSServices.provideAPIKey("AIza0YxNVYdM32ll4Tm3ZhzEZam6yvdWSwQTy4e")
        return true
    }
}

enum AI {
    // A Gemini key in the app binary can be extracted and billed to the project.
    // ruleid: secrets.gcp-api-key
    static let model = GenerativeModel(name: "gemini-1.5-flash", apiKey: "AIzadinZnLXicaBAg8WY1jzIRlNQb0prFmbh7_w")
}
