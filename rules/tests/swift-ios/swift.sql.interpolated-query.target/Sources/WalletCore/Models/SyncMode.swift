enum SyncMode: String {
    case fast
    case slow
    case new
}
