import UIKit
import UniformTypeIdentifiers

final class PasswordGeneratorViewController: UIViewController {
    private var generatedPassword = ""
    private let account = AccountService.shared.current

    @IBAction func copyPassword(_ sender: UIButton) {
        // ruleid: swift.pasteboard.secret-copied
        UIPasteboard.general.string = generatedPassword
    }

    @IBAction func copyRecoveryCode(_ sender: UIButton) {
        let pasteboard = UIPasteboard.general
        // ruleid: swift.pasteboard.secret-copied
        pasteboard.setValue(account.recoveryCode, forPasteboardType: UTType.plainText.identifier)
    }

    @IBAction func copyApiToken(_ sender: UIButton) {
        // ruleid: swift.pasteboard.secret-copied
        UIPasteboard.general.setItems([[UTType.plainText.identifier: account.apiToken]])
    }

    @IBAction func copyOneTimeCode(_ sender: UIButton) {
        // ruleid: swift.pasteboard.secret-copied
        UIPasteboard.general.string = account.pendingOtp
    }

    @IBAction func copyRecoveryEmail(_ sender: UIButton) {
        // ok: swift.pasteboard.secret-copied
        UIPasteboard.general.string = account.recoveryEmail
    }

    @IBAction func copyPasswordSafely(_ sender: UIButton) {
        // ok: swift.pasteboard.secret-copied
        UIPasteboard.general.setItems(
            [[UTType.plainText.identifier: generatedPassword]],
            options: [.localOnly: true, .expirationDate: Date().addingTimeInterval(60)]
        )
    }

    @IBAction func copyTracking(_ sender: UIButton) {
        // ok: swift.pasteboard.secret-copied
        UIPasteboard.general.string = account.lastOrder.trackingNumber
        // ok: swift.pasteboard.secret-copied
        UIPasteboard.general.string = "Password copied"
    }
}
