import ProjectDescription

public extension Project {
    static let widgetInfoPlist: InfoPlist = .extendingDefault(with: [
        "CFBundleDisplayName": "Feelin Widget",
        // ok: swift.ats.manifest-arbitrary-loads
        "NSAppTransportSecurity": .dictionary(["NSAllowsArbitraryLoads": .boolean(false)]),
    ])

    static let shareInfoPlist: InfoPlist = .extendingDefault(with: [
        "CFBundleDisplayName": "Feelin Share",
        // ruleid: swift.ats.manifest-arbitrary-loads
        "NSAppTransportSecurity": .dictionary(["NSAllowsArbitraryLoads": .boolean(true)]),
    ])
}
