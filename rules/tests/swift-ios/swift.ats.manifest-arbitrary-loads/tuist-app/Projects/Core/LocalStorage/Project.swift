import ProjectDescription
import ProjectDescriptionHelpers
import EnvPlugin

let project = Project.makeModule(
    name: ModulePath.Core.LocalStorage.rawValue,
    targets: [
        .core(
            interface: .LocalStorage,
            factory: .init(dependencies: [.shared(implements: .Util)])
        ),
        .core(
            example: .LocalStorage,
            factory: .init(
                infoPlist: .extendingDefault(with: [
                    "CFBundleShortVersionString": "1.0",
                    // ok: swift.ats.manifest-arbitrary-loads
                    "NSAppTransportSecurity": ["NSAllowsArbitraryLoads": true],
                    "UIUserInterfaceStyle": "Light",
                ]),
                dependencies: [.core(implements: .LocalStorage)]
            )
        ),
    ]
)

let demo = Target.target(
    name: "\(ModulePath.Core.LocalStorage.rawValue)Demo",
    destinations: .iOS,
    product: .app,
    bundleId: "com.feelin.localstorage.demo",
    // ok: swift.ats.manifest-arbitrary-loads
    infoPlist: .extendingDefault(with: ["NSAppTransportSecurity": ["NSAllowsArbitraryLoads": true]]),
    sources: ["Demo/**"]
)

let widget = Target.target(
    name: "FeelinWidget",
    destinations: .iOS,
    product: .appExtension,
    bundleId: "com.feelin.app.widget",
    // ruleid: swift.ats.manifest-arbitrary-loads
    infoPlist: .extendingDefault(with: ["NSAppTransportSecurity": ["NSAllowsArbitraryLoads": true]]),
    sources: ["Widget/**"]
)
