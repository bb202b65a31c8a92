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

// The key that decrypts the user's backups opens everything in them: as sensitive as a recovery key.
struct BackupKeyView {
    let model: BackupKeyModel

    func copyBackupKey() {
        // ruleid: swift.pasteboard.secret-copied
        UIPasteboard.general.string = model.backupSeed.description
    }

    func copyBackupKeyString() {
        // ruleid: swift.pasteboard.secret-copied
        UIPasteboard.general.string = model.backupKey
    }

    func copyBackupDate() {
        // ok: swift.pasteboard.secret-copied
        UIPasteboard.general.string = model.lastBackupDate.formatted()
    }

    func copyBackupFileName() {
        // ok: swift.pasteboard.secret-copied
        UIPasteboard.general.string = model.backupFileName
    }
}
