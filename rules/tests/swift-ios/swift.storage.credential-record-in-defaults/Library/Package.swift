// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Library", targets: [.executableTarget(name: "Library", path: "Library")])
