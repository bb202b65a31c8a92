// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Servers", targets: [.executableTarget(name: "Servers", path: "Servers")])
