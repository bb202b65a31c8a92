import SwiftUI

// A SwiftUI view whose check is injected; its previews pass stand-in checks that the app never runs.
struct ChangePasscodeView: View {
    let isPasscodeCorrect: (String) -> Bool
    let onDone: () -> Void
    @State private var entered = ""

    var body: some View {
        SecureField("Passcode", text: $entered)
            .onSubmit { if isPasscodeCorrect(entered) { onDone() } }
    }
}

struct LegacyUnlock {
    var passcode: String

    func unlock() -> Bool {
        // ruleid: swift.auth.credential-compared-to-literal
        return passcode == "246810"
    }
}

#Preview {
    ChangePasscodeView(
        // ok: swift.auth.credential-compared-to-literal
        isPasscodeCorrect: { passcode in passcode == "111111" },
        onDone: {}
    )
}

#Preview("Wrong passcode", traits: .sizeThatFitsLayout) {
    // ok: swift.auth.credential-compared-to-literal
    ChangePasscodeView(isPasscodeCorrect: { pin in pin == "000000" }, onDone: {})
}

#if DEBUG
struct ChangePasscodeView_Previews: PreviewProvider {
    static var previews: some View {
        // ok: swift.auth.credential-compared-to-literal
        ChangePasscodeView(isPasscodeCorrect: { $0 == "123456" || PreviewPins.pin == "424242" }, onDone: {})
    }
}

enum PreviewPins {
    static let pin = "424242"
    static func accepts(_ pin: String) -> Bool {
        // ok: swift.auth.credential-compared-to-literal
        pin == "987654"
    }
}
#endif

#if DEBUG
// a debug-build backdoor the app itself calls: not a preview
enum DebugUnlock {
    static func accepts(_ pin: String) -> Bool {
        // ruleid: swift.auth.credential-compared-to-literal
        pin == "135791"
    }
}
#endif

extension LegacyUnlock {
    func debugUnlock(_ entered: String) -> Bool { DebugUnlock.accepts(entered) }
}
