// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Vault",
    platforms: [.iOS(.v16)],
    targets: [.executableTarget(name: "Vault", path: "Vault")]
)
