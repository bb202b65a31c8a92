// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Tabs",
    platforms: [.iOS(.v16)],
    targets: [.executableTarget(name: "Tabs", path: "Tabs")]
)
