import UIKit

final class AdminLoginViewController: UIViewController {
    @IBOutlet weak var usernameField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var confirmPasswordField: UITextField!

    @IBAction func signIn(_ sender: Any) {
        // ruleid: swift.auth.credential-compared-to-literal
        if usernameField.text == "admin" && passwordField.text == "S3cur3Pass!" {
            performSegue(withIdentifier: "showAdmin", sender: self)
        }
    }

    @IBAction func register(_ sender: Any) {
        // ok: swift.auth.credential-compared-to-literal
        guard passwordField.text == confirmPasswordField.text else { return showMismatch() }
        // ok: swift.auth.credential-compared-to-literal
        guard let password = passwordField.text, password != "" else { return showMismatch() }
        submit(password: password)
    }
}

struct PinLockView {
    var enteredPin: String
    var authMethod: String

    func unlock() -> Bool {
        // ruleid: swift.auth.credential-compared-to-literal
        guard enteredPin == "4921" else { return false }
        return true
    }

    func route() {
        // ok: swift.auth.credential-compared-to-literal
        if authMethod == "password" { showPasswordLogin() }
    }

    // a new PIN is refused when it is too easy to guess: the literal is what is rejected
    func isWeak(_ pin: String) -> Bool {
        // ok: swift.auth.credential-compared-to-literal
        if pin == "123456" || Set(pin).count < 3 {
            return true
        }
        // ok: swift.auth.credential-compared-to-literal
        return pin.count < 6 || pin == "654321"
    }
}
