import Foundation

// Preference names that mention the Fn key: words of their own, no key
// ok: secrets.azure-function-key
private let kFunctionKeyKeyboardLayoutOverrideIncludeShiftKey = "FunctionKeyKeyboardLayoutOverrideIncludeShift"

enum Defaults {
    // ok: secrets.azure-function-key
    static let registered = [kFunctionKeyKeyboardLayoutOverrideIncludeShiftKey, "FunctionKeyLayoutOverrideEnabledForAllLayouts"]
    // ok: secrets.azure-function-key
    static let shown = [kFunctionKeyKeyboardLayoutPreferenceKey, kFunctionKeyKeyboardLayoutOverrideIncludeShiftKey]
}

// ruleid: secrets.azure-function-key
let thumbnailFunctionKey = "q3J7x0Vw9LmT2bA8cYd1Re6uKp4sHn5gZf0WjQ2vX7yB9oE3tN1a=="
