import Foundation
import RealmSwift

final class AccountStore {
    func remember(_ login: LoginResponse) {
        let realm = try! Realm()
        let account = StoredAccount()
        account.email = login.email
        // ruleid: swift.storage.credential-written-to-realm
        account.refreshToken = login.refreshToken
        try! realm.write {
            realm.add(account, update: .modified)
        }
    }

    func cache(session: Session) throws {
        let realm = try Realm()
        try realm.write {
            // ruleid: swift.storage.credential-written-to-realm
            realm.create(CachedSession.self, value: ["id": session.id, "token": session.token], update: .modified)
        }
    }

    func rememberProfile(_ login: LoginResponse) throws {
        try Keychain.shared.set(login.refreshToken, key: "refreshToken")
        let realm = try Realm()
        let account = StoredAccount()
        // ok: swift.storage.credential-written-to-realm
        account.email = login.email
        try realm.write {
            realm.add(account, update: .modified)
        }
    }

    func signOut(_ account: StoredAccount) throws {
        let realm = try Realm()
        try realm.write {
            // ok: swift.storage.credential-written-to-realm
            account.refreshToken = ""
        }
    }

    func updateForm(_ form: LoginForm, typed: String) {
        // ok: swift.storage.credential-written-to-realm
        form.password = typed
    }
}
