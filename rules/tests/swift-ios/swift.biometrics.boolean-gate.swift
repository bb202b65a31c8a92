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

    func confirmTransfer(completion: @escaping (Bool) -> Void) {
        let context = LAContext()
        // ruleid: swift.biometrics.boolean-gate
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Confirm transfer") { granted, error in
            guard granted, error == nil else { return completion(false) }
            self.vault.approvePendingPayment()
            completion(true)
        }
    }

    private func showVault() {}
}

/// React Native bridge: hands the result to JavaScript, which decides what to do with it.
@objc(BiometricPrompt)
final class BiometricPrompt: NSObject {
    @objc func authenticate(_ reason: String, resolver resolve: @escaping RCTPromiseResolveBlock, rejecter reject: @escaping RCTPromiseRejectBlock) {
        let context = LAContext()
        // ok: swift.biometrics.boolean-gate
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { success, error in
            let code = (error as? LAError)?.code.rawValue
            resolve(["success": success, "errorCode": code as Any])
        }
    }

    func check(reason: String, completion: @escaping (Bool, Error?) -> Void) {
        // ok: swift.biometrics.boolean-gate
        LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason, reply: { success, error in
            completion(success, error)
        })
    }
}
