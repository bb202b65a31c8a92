// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Reader", targets: [.executableTarget(name: "Reader", path: "Reader")])
