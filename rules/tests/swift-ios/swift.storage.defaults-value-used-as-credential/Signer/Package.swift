// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Signer", targets: [.executableTarget(name: "Signer", path: "Signer")])
