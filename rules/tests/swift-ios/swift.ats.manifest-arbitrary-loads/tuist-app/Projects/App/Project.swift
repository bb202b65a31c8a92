import ProjectDescription
import EnvPlugin

let project = Project(
    name: "Feelin",
    targets: [
        .target(
            name: "Feelin",
            destinations: .iOS,
            product: .app,
            bundleId: "com.feelin.app",
            infoPlist: Project.infoPlist(for: .prod),
            sources: ["Sources/**"]
        ),
    ]
)
