// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TransferKit",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "TransferKit", targets: ["TransferKit"]),
    ],
    targets: [
        .target(
            name: "TransferKit",
            swiftSettings: [
                .define("MOCK_SERVERS", .when(configuration: .debug)),
                .define("RESUMABLE_UPLOADS"),
            ]
        ),
    ]
)
