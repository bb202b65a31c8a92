// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Printers",
    platforms: [.iOS(.v16)],
    targets: [.executableTarget(name: "Printers", path: "Printers")]
)
