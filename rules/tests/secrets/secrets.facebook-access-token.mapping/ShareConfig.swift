import Foundation

enum ShareConfig {
    // ruleid: secrets.facebook-access-token
    static let pageAccessToken = "EAAGa76RnIChtP8HKQDLM7ToThwNScgrLRWzBQCABugjMgeP7cGq0pbqfi14ZgTsNOVM14tuoIZWD1IAEov4QbKDFq1Y3gqSmPsSCdLKRcAQX9VjUPC94TNWLAVYFeRgpMPgxAFQ0FJZlCZB"
}
