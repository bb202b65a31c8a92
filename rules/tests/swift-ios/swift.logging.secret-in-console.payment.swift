import Foundation

struct PaymentCard {
    let cardNumber: String
    let cvv: String
    let expiryMonth: Int
    let last4: String
}

final class CheckoutService {
    func charge(_ card: PaymentCard, pin: String, ssn: String) {
        // ruleid: swift.logging.secret-in-console
        NSLog("Charging card \(card.cardNumber) exp \(card.expiryMonth)")
        // ruleid: swift.logging.secret-in-console
        NSLog("cvv=%@", card.cvv)
        // ruleid: swift.logging.secret-in-console
        NSLog("verifying pin \(pin) for \(ssn)")
        // ok: swift.logging.secret-in-console
        NSLog("Charging card ending \(card.last4)")
        // ok: swift.logging.secret-in-console
        NSLog("card has \(card.cardNumber.count) digits")
    }

    func deriveKey(password: String, salt: String) {
        // ruleid: swift.logging.secret-in-console
        NSLog("derived with salt \(salt) and password")
        // ok: swift.logging.secret-in-console
        NSLog("derivation finished")
    }
}
