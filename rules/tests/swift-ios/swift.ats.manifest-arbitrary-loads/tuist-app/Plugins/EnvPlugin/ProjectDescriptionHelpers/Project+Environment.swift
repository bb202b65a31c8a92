import ProjectDescription

public extension Project {
    enum Environment: String { case dev, qa, prod }

    static func infoPlist(for environment: Environment) -> InfoPlist {
        let baseServerURL: String
        switch environment {
        case .dev: baseServerURL = "${BASE_SERVER_URL_DEV}"
        case .qa: baseServerURL = "${BASE_SERVER_URL_QA}"
        case .prod: baseServerURL = "${BASE_SERVER_URL_PROD}"
        }
        return .extendingDefault(with: [
            "CFBundleShortVersionString": "1.4.0",
            "UILaunchStoryboardName": "LaunchScreen",
            // ruleid: swift.ats.manifest-arbitrary-loads
            "NSAppTransportSecurity": ["NSAllowsArbitraryLoads": true],
            "BASE_URL": .string(baseServerURL),
        ])
    }
}
