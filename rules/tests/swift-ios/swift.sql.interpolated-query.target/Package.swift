// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "WalletCore",
    targets: [.target(name: "WalletCore")]
)
