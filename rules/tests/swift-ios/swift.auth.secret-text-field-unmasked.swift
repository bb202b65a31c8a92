import SwiftUI

struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var passwordHint = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
            // ruleid: swift.auth.secret-text-field-unmasked
            TextField("Password", text: $password)
            // ok: swift.auth.secret-text-field-unmasked
            TextField("Password hint", text: $passwordHint)
        }
    }
}

struct WalletPinView: View {
    @State private var code = ""

    var body: some View {
        VStack {
            // ruleid: swift.auth.secret-text-field-unmasked
            TextField("Enter your ATM PIN", text: $code)
                .keyboardType(.numberPad)
        }
    }
}

struct SecureSignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isPasswordVisible = false

    var body: some View {
        Form {
            TextField("Email", text: $email)
            // ok: swift.auth.secret-text-field-unmasked
            SecureField("Password", text: $password)
            if isPasswordVisible {
                // ok: swift.auth.secret-text-field-unmasked
                TextField("Password", text: $password)
            } else {
                SecureField("Password", text: $password)
            }
        }
    }
}
