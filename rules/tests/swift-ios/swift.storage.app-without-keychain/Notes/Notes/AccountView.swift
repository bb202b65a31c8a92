import SwiftUI

struct AccountView: View {
    // ruleid: swift.storage.app-without-keychain
    @AppStorage("sessionToken") private var sessionToken: String = ""
    // ok: swift.storage.app-without-keychain
    @AppStorage("showPreview") private var showPreview: Bool = true

    var body: some View {
        Text(sessionToken.isEmpty ? "Signed out" : "Signed in")
            .task { sessionToken = (try? await NotesAPI.signIn()) ?? "" }
    }
}
