import Foundation

/// Keys of the settings kept in UserDefaults: each raw value is its case's own name.
enum PreferenceKey: String {
    case watchBleName = "watchBleName"
    // ok: secrets.generic-password
    case miBand4BlePassword = "MiBand4BlePassword"
    // ok: secrets.generic-password
    case relay2WiFiPassword = "relay2WiFiPassword"
    // ok: secrets.generic-password
    case cloudSync2Password = "CLOUD_SYNC_2_PASSWORD"
}

/// The App Review demo account, written into the app.
enum DemoAccount: String {
    case username = "appreview@acme.example"
    // ruleid: secrets.generic-password
    case reviewerPassword = "Rv7q2XmP9kLw"
    // a password that only starts like its name is still one
    // ruleid: secrets.generic-password
    case stagingPassword = "StagingPass4Kq8v"
}
