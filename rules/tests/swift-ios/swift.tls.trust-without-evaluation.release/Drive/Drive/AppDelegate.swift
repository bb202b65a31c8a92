import UIKit
import DriveBenchmarks

#if LOAD_TESTING && SSL_PINNING
#error("load testing talks to self-signed servers: it cannot be built with certificate pinning")
#endif

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if LOAD_TESTING && !SSL_PINNING
        LoadTesting.enable()
        BenchmarkHooks.enableBenchmarkRuns()
        #endif
        InsecureTransport.allowed = UserDefaults.standard.bool(forKey: "allowInsecureTransport")
        return true
    }
}
