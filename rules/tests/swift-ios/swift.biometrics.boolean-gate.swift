import LocalAuthentication
import UIKit

final class VaultLockViewController: UIViewController {
    private let vault = VaultStore()

    @IBAction func unlockTapped(_ sender: UIButton) {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else { return }
        // ruleid: swift.biometrics.boolean-gate
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your vault") { success, _ in
            DispatchQueue.main.async {
                if success {
                    self.vault.isUnlocked = true
                    self.showVault()
                }
            }
        }
    }

    func unlockAsync() async {
        let context = LAContext()
        do {
            // ruleid: swift.biometrics.boolean-gate
            let ok = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Confirm payment")
            if ok { vault.approvePendingPayment() }
        } catch {
            vault.isUnlocked = false
        }
    }

    private func showVault() {}
}
