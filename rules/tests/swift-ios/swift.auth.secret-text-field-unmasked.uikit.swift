import UIKit

final class PinSetupViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var pinTextField: UITextField!
    private var isPasswordVisible = false

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.keyboardType = .emailAddress
        // ruleid: swift.auth.secret-text-field-unmasked
        passwordField.isSecureTextEntry = false
        // ruleid: swift.auth.secret-text-field-unmasked
        self.pinTextField.isSecureTextEntry = false
        pinTextField.keyboardType = .numberPad
    }

    @IBAction func togglePasswordVisibility(_ sender: UIButton) {
        isPasswordVisible.toggle()
        // ok: swift.auth.secret-text-field-unmasked
        passwordField.isSecureTextEntry = false
        sender.isSelected = isPasswordVisible
    }

    func applyVisibility() {
        if isPasswordVisible {
            // ok: swift.auth.secret-text-field-unmasked
            passwordField.isSecureTextEntry = false
        } else {
            passwordField.isSecureTextEntry = true
        }
    }

    func configureMasking() {
        // ok: swift.auth.secret-text-field-unmasked
        passwordField.isSecureTextEntry = true
    }
}
