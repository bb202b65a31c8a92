// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Prefs", targets: [.executableTarget(name: "Prefs", path: "Prefs")])
