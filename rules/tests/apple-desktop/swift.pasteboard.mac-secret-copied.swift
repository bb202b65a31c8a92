import AppKit

final class APIKeysViewController: NSViewController {
    private var apiKey = ""
    private var generatedPassword = ""

    @IBAction func copyAPIKey(_ sender: NSButton) {
        NSPasteboard.general.clearContents()
        // ruleid: swift.pasteboard.mac-secret-copied
        NSPasteboard.general.setString(apiKey, forType: .string)
    }

    @IBAction func copyPassword(_ sender: NSButton) {
        let pasteboard = NSPasteboard.general
        pasteboard.clearContents()
        // ruleid: swift.pasteboard.mac-secret-copied
        pasteboard.writeObjects([generatedPassword as NSString])
    }

    @IBAction func copyPasswordConcealed(_ sender: NSButton) {
        let pasteboard = NSPasteboard.general
        pasteboard.clearContents()
        // ok: swift.pasteboard.mac-secret-copied
        pasteboard.setString(generatedPassword, forType: .string)
        pasteboard.setString("", forType: NSPasteboard.PasteboardType("org.nspasteboard.ConcealedType"))
        pasteboard.setString("", forType: NSPasteboard.PasteboardType("org.nspasteboard.TransientType"))
    }

    @IBAction func copyKeyName(_ sender: NSButton) {
        // ok: swift.pasteboard.mac-secret-copied
        NSPasteboard.general.setString(keyLabel.stringValue, forType: .string)
    }

    private let keyLabel = NSTextField(labelWithString: "Production key")
}

// A settings table reorders its rows by drag and drop: the dragged item carries a row's layout
// token in the app's own type, in the drag session's pasteboard
final class RoomsTableDelegate: NSObject, NSTableViewDelegate {
    var rowTokens: [String] = []

    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> NSPasteboardWriting? {
        let pb = NSPasteboardItem()
        // ok: swift.pasteboard.mac-secret-copied
        pb.setString(rowTokens[row], forType: .init("com.example.rooms.row"))
        return pb
    }
}

// the account screen's copy button puts the API token on the general pasteboard as plain text
func copyAccountToken(_ accountToken: String) {
    let pasteboard = NSPasteboard.general
    pasteboard.clearContents()
    // ruleid: swift.pasteboard.mac-secret-copied
    pasteboard.setString(accountToken, forType: .string)
}
