import GRDB

struct EnabledWallet: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "enabled_wallets"

    enum Columns: String, ColumnExpression {
        case coinId, accountId, syncMode
    }

    let coinId: String
    let accountId: String
    let syncMode: String?
}
