"""Swift storage and crypto findings in a method nothing calls (scan/repo/swift_uncalled.py): a
legacy helper's write never runs; a delegate callback or an @objc/override method is called by the
system, and keeps its finding. A TLS challenge handler of a type nothing names is never a delegate."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from conftest import findings_of

LEGACY_DEFAULTS = """\
import Foundation

// the pre-Keychain store, kept for migrate(): nothing writes through it any more
public final class AccountUserDefault {
    public func storeLegacySession(_ response: LegacyAuthResponse) {
        UserDefaults.standard.set(response.accessToken, forKey: "session_token")
    }

    public func migratedSessionToken() -> String? {
        UserDefaults.standard.string(forKey: "session_token")
    }
}
"""
ACCOUNT = """\
import Foundation

final class LoginHandler {
    func signedIn(_ response: AuthResponse) {
        UserDefaults.standard.set(response.accessToken, forKey: "accessToken")
    }

    func migrate() {
        _ = AccountUserDefault().migratedSessionToken()
    }
}
"""
CALLER = """\
final class LoginViewController {
    private let handler = LoginHandler()
    func didLogIn(_ response: AuthResponse) { handler.signedIn(response) }
}
"""
SIGN_IN_DELEGATE = """\
import AuthenticationServices
import Foundation

final class PasswordSignIn: NSObject, ASAuthorizationControllerDelegate {
    func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {
        if let credential = authorization.credential as? ASPasswordCredential {
            UserDefaults.standard.set(credential.password, forKey: "savedPassword")
        }
    }
}
"""

# the app keeps other secrets in the Keychain (else the whole-app check speaks for the write)
KEYCHAIN = """\
import Security

enum Keychain {
    static func add(_ data: Data, account: String) -> OSStatus {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account,
                                    kSecValueData as String: data]
        return SecItemAdd(query as CFDictionary, nil)
    }
}
"""


RULE = "swift.storage.token-in-userdefaults"


def _reported(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result], files: dict[str, str]
) -> set[str]:
    root = tree({"App/Security/Keychain.swift": KEYCHAIN, **files})
    result = run_cli("scan", "--format", "json", "--root", str(root), "--select", "swift.storage", str(root))
    return {f"{path}:{line}" for path, line, rule in findings_of(result) if rule == RULE}


def test_a_write_in_a_method_nothing_calls_is_dropped(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    files = {
        "App/Legacy/AccountUserDefault.swift": LEGACY_DEFAULTS,
        "App/Login/LoginHandler.swift": ACCOUNT,
        "App/Login/LoginViewController.swift": CALLER,
    }
    assert _reported(tree, run_cli, files) == {"App/Login/LoginHandler.swift:5"}


def test_a_delegate_callback_is_called_by_the_framework(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert _reported(tree, run_cli, {"App/Login/PasswordSignIn.swift": SIGN_IN_DELEGATE}) == {
        "App/Login/PasswordSignIn.swift:9"
    }


UNUSED_MTLS_DELEGATE = """\
import Foundation

/// URLSession delegate that provides the client certificate for mutual TLS
class MTLSSessionDelegate: NSObject, URLSessionDelegate {
    private let identity: SecIdentity

    init(identity: SecIdentity) { self.identity = identity }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if let serverTrust = challenge.protectionSpace.serverTrust {
            completionHandler(.useCredential, URLCredential(trust: serverTrust))
        } else {
            completionHandler(.performDefaultHandling, nil)
        }
    }
}
"""
PORTAL_SESSION = """\
import Foundation

final class PortalClient {
    private lazy var session = URLSession(configuration: .default, delegate: MTLSSessionDelegate(identity: identity),
                                          delegateQueue: nil)
    private let identity: SecIdentity

    init(identity: SecIdentity) { self.identity = identity }
}
"""


TLS_RULE = "swift.tls.trust-without-evaluation"


def _tls_reported(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result], files: dict[str, str]
) -> set[str]:
    root = tree(files)
    result = run_cli("scan", "--format", "json", "--root", str(root), "--select", "swift.tls", str(root))
    return {f"{path}:{line}" for path, line, rule in findings_of(result) if rule == TLS_RULE}


def test_a_trust_handler_of_a_type_nothing_creates_is_dropped(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    assert _tls_reported(tree, run_cli, {"App/Portal/MTLSSessionDelegate.swift": UNUSED_MTLS_DELEGATE}) == set()


def test_a_trust_handler_of_a_type_a_session_gets_is_kept(
    tree: Callable[[dict[str, str]], Path], run_cli: Callable[..., Result]
) -> None:
    files = {
        "App/Portal/MTLSSessionDelegate.swift": UNUSED_MTLS_DELEGATE,
        "App/Portal/PortalClient.swift": PORTAL_SESSION,
    }
    assert _tls_reported(tree, run_cli, files) == {"App/Portal/MTLSSessionDelegate.swift:12"}
