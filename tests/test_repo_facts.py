"""Guards in another file of the repository (repo_facts.py): Swift script message handlers
registered only behind a wrapper that checks the message's frame."""

from __future__ import annotations

from pathlib import Path

from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

from secure_lint.core.repository import Repository
from secure_lint.matchers.app_checks.credentials import ambient_credential
from secure_lint.matchers.hash_helper_uses import non_security_hash_helpers
from secure_lint.matchers.structural_facts import only_tested_exports, origin_checked_handlers

# the web view rules these facts answer are in the extended and audit profiles
SCAN = ("scan", "--profile", "audit")

WRAPPER = """\
import WebKit

final class OriginCheckingHandler: NSObject, WKScriptMessageHandler {
    weak var delegate: WKScriptMessageHandler?
    init(delegate: WKScriptMessageHandler) { self.delegate = delegate }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.frameInfo.isMainFrame, message.frameInfo.securityOrigin.host == "home.example" else { return }
        delegate?.userContentController(controller, didReceive: message)
    }
}
"""
HANDLER = """\
import WebKit

final class BridgeHandler: NSObject, WKScriptMessageHandler {
    weak var webView: WKWebView?

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let messageBody = message.body as? [String: Any],
              let callbackName = messageBody["callback"] as? String else { return }
        webView?.evaluateJavaScript("\\(callbackName)(true)", completionHandler: nil)
    }
}
"""
PACKAGE = "// swift-tools-version:5.9\n"
GUARDED_SETUP = """\
import WebKit


final class WebViewController: UIViewController {
    let bridgeHandler = BridgeHandler()

    func setup(_ controller: WKUserContentController) {
        let safeHandler = OriginCheckingHandler(delegate: bridgeHandler)
        controller.add(safeHandler, name: "bridge")
    }
}
"""


def repo_of(setup: str) -> Repository:
    files = {"Wrapper.swift": WRAPPER, "Bridge.swift": HANDLER, "Setup.swift": setup}
    return Repository(lambda: sorted(files), files.get, lambda _: True)


def also_registering(registration: str) -> str:
    """The guarded set-up plus one more registration."""
    return GUARDED_SETUP.replace('name: "bridge")', f'name: "bridge")\n        {registration}')


def test_a_handler_handed_only_to_an_origin_checking_wrapper_is_guarded() -> None:
    assert origin_checked_handlers(repo_of(GUARDED_SETUP)) == {"BridgeHandler"}


def test_a_handler_also_registered_itself_is_not_guarded() -> None:
    setup = also_registering('controller.add(bridgeHandler, name: "raw")')
    assert origin_checked_handlers(repo_of(setup)) == frozenset()


def test_a_handler_registered_through_a_wrapper_that_checks_nothing_is_not_guarded() -> None:
    setup = also_registering('controller.add(LeakAvoider(delegate: bridgeHandler), name: "raw")')
    assert origin_checked_handlers(repo_of(setup)) == frozenset()


def test_a_registration_of_an_unknown_handler_guards_nothing() -> None:
    setup = also_registering('controller.add(makeHandler(), name: "raw")')
    assert origin_checked_handlers(repo_of(setup)) == frozenset()


def test_scan_drops_what_the_wrapper_in_another_file_answers(tree, run_cli) -> None:
    unguarded = tree({"Bridge.swift": HANDLER, "Package.swift": PACKAGE})
    reported = {rule for _, _, rule in findings_of(run_cli(*SCAN, "--format", "json", str(unguarded)))}
    assert reported == {
        "swift.webview.message-handler-unchecked-origin",
        "swift.webview.evaluate-javascript-interpolation",
    }

    (unguarded / "Wrapper.swift").write_text(WRAPPER)
    (unguarded / "Setup.swift").write_text(GUARDED_SETUP)
    assert findings_of(run_cli(*SCAN, "--format", "json", str(unguarded))) == []


def test_a_staged_scan_of_the_handler_alone_sees_the_wrapper(tmp_path: Path, monkeypatch, run_cli) -> None:
    isolate_git(monkeypatch, tmp_path / "home")
    files = {"Bridge.swift": HANDLER, "Wrapper.swift": WRAPPER, "Setup.swift": GUARDED_SETUP, "Package.swift": PACKAGE}
    root = new_repo(tmp_path / "app", files)
    write(root, {"Bridge.swift": HANDLER.replace("(true)", "(false)")})
    git(root, "add", "Bridge.swift")
    assert findings_of(run_cli(*SCAN, "--staged", "--format", "json", cwd=root)) == []
    git(root, "rm", "-q", "Setup.swift")  # the handler is no longer handed to the wrapper
    assert len(findings_of(run_cli(*SCAN, "--staged", "--format", "json", cwd=root))) == 2


MODULE = """\
export function applyEditSequence(edits) {
  edits.forEach(edit => { document.body.outerHTML = edit.html; });
}
export const showTyping = html => { document.getElementById('typing').innerHTML = html; };
export function render(html) { showTyping(html); }
"""


def exports_repo(package: str, caller: str) -> Repository:
    files = {
        "package.json": package,
        "src/webview/events.js": MODULE,
        "src/webview/page.js": caller,
        "src/webview/__tests__/events-test.js": "import { applyEditSequence } from '../events';",
    }
    return Repository(lambda: sorted(files), files.get, lambda path: "__tests__" not in path)


def test_exports_of_an_app_that_only_tests_use_are_test_only() -> None:
    repo = exports_repo('{"name": "app", "private": true}', "import { render } from './events';\nrender('');\n")
    # showTyping is called by render in the module itself; render by the shipped page
    assert only_tested_exports(repo, "src/webview/events.js") == {"applyEditSequence"}


def test_exports_of_a_published_package_are_never_test_only() -> None:
    repo = exports_repo('{"name": "@acme/events", "main": "src/webview/events.js"}', "")
    assert only_tested_exports(repo, "src/webview/events.js") == frozenset()


def test_an_export_nothing_uses_is_not_test_only() -> None:
    repo = exports_repo('{"name": "app", "private": true}', "")  # render: named by no file at all
    assert only_tested_exports(repo, "src/webview/events.js") == {"applyEditSequence"}


UNGUARDED_SETUP = GUARDED_SETUP.replace(
    "let safeHandler = OriginCheckingHandler(delegate: bridgeHandler)\n        controller.add(safeHandler,",
    "controller.add(bridgeHandler,",
)
BRIDGE_FINDINGS = [
    ("Bridge.swift", 6, "swift.webview.message-handler-unchecked-origin"),
    ("Bridge.swift", 9, "swift.webview.evaluate-javascript-interpolation"),
]


def staged_bridge_repo(tmp_path: Path, monkeypatch, staged_setup: str, working_setup: str) -> Path:
    """The handler's edit staged; Setup.swift staged as `staged_setup`, on disk as `working_setup`."""
    isolate_git(monkeypatch, tmp_path / "home")
    files = {"Bridge.swift": HANDLER, "Wrapper.swift": WRAPPER, "Setup.swift": GUARDED_SETUP, "Package.swift": PACKAGE}
    root = new_repo(tmp_path / "app", files)
    write(root, {"Bridge.swift": HANDLER.replace("(true)", "(false)"), "Setup.swift": staged_setup})
    git(root, "add", "Bridge.swift", "Setup.swift")
    write(root, {"Setup.swift": working_setup})
    return root


def test_a_staged_scan_ignores_a_guard_that_is_only_in_the_working_tree(tmp_path: Path, monkeypatch, run_cli) -> None:
    root = staged_bridge_repo(tmp_path, monkeypatch, staged_setup=UNGUARDED_SETUP, working_setup=GUARDED_SETUP)
    assert findings_of(run_cli(*SCAN, "--staged", "--format", "json", cwd=root)) == BRIDGE_FINDINGS
    assert findings_of(run_cli(*SCAN, "--format", "json", cwd=root)) == []  # the working tree is guarded


def test_a_staged_scan_sees_a_guard_that_is_only_in_the_index(tmp_path: Path, monkeypatch, run_cli) -> None:
    root = staged_bridge_repo(tmp_path, monkeypatch, staged_setup=GUARDED_SETUP, working_setup=UNGUARDED_SETUP)
    assert findings_of(run_cli(*SCAN, "--staged", "--format", "json", cwd=root)) == []
    assert findings_of(run_cli(*SCAN, "--format", "json", cwd=root)) == BRIDGE_FINDINGS


def test_a_committed_only_scan_reads_the_guard_from_head(tmp_path: Path, monkeypatch, run_cli) -> None:
    root = staged_bridge_repo(tmp_path, monkeypatch, staged_setup=GUARDED_SETUP, working_setup=UNGUARDED_SETUP)
    git(root, "commit", "-q", "-m", "edit the bridge")
    args = ("scan", "--profile", "audit", "--diff-base", "HEAD~1", "--committed-only", "--format", "json")
    assert findings_of(run_cli(*args, cwd=root)) == []  # the working copy's unguarded set-up is not committed


HASH_HELPER = """\
import CryptoKit
import Foundation

extension String {
    func md5() -> String {
        let digest = Insecure.MD5.hash(data: Data(utf8))
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
"""
AVATAR_CALLER = """\
import SwiftUI

struct AuthorAvatar: View {
    let email: String

    private func avatarURL() -> URL? {
        let hash = email.lowercased().md5()
        return URL(string: "https://www.gravatar.com/avatar/\\(hash)?s=64")
    }

    var body: some View { AsyncImage(url: avatarURL()) }
}
"""
PASSWORD_CALLER = """\
final class AccountStore {
    func save(password: String, for user: String) {
        UserDefaults.standard.set(password.md5(), forKey: "digest-\\(user)")
    }
}
"""
HASH_TEST = 'final class HashTests: XCTestCase {\n    func testHash() { XCTAssertEqual("a".md5().count, 32) }\n}\n'


def hash_repo(**callers: str) -> Repository:
    files = {"Sources/String+MD5.swift": HASH_HELPER, "Tests/HashTests.swift": HASH_TEST, **callers}
    return Repository(lambda: sorted(files), files.get, lambda path: not path.startswith("Tests/"))


def test_a_hash_helper_only_avatar_urls_call_is_answered() -> None:
    repo = hash_repo(**{"Sources/AuthorAvatar.swift": AVATAR_CALLER})
    assert non_security_hash_helpers(repo, "Sources/String+MD5.swift") == {"md5"}


def test_a_hash_helper_one_password_caller_uses_is_not_answered() -> None:
    repo = hash_repo(**{"Sources/AuthorAvatar.swift": AVATAR_CALLER, "Sources/AccountStore.swift": PASSWORD_CALLER})
    assert non_security_hash_helpers(repo, "Sources/String+MD5.swift") == frozenset()


def test_a_hash_helper_only_tests_call_is_not_answered() -> None:
    assert non_security_hash_helpers(hash_repo(), "Sources/String+MD5.swift") == frozenset()


def test_scan_drops_the_helper_its_callers_answer(tree, run_cli) -> None:
    # swift.crypto.weak-hash is a rule of the extended profile (0 of 5 production findings true)
    scan = ("scan", "--format", "json", "--profile", "extended")
    app = tree({"Sources/String+MD5.swift": HASH_HELPER, "Package.swift": PACKAGE})
    reported = {rule for _, _, rule in findings_of(run_cli(*scan, str(app)))}
    assert reported == {"swift.crypto.weak-hash"}
    (app / "Sources" / "AuthorAvatar.swift").write_text(AVATAR_CALLER)
    assert findings_of(run_cli(*scan, str(app))) == []
    (app / "Sources" / "AccountStore.swift").write_text(PASSWORD_CALLER)
    reported = {rule for _, _, rule in findings_of(run_cli(*scan, str(app)))}
    assert "swift.crypto.weak-hash" in reported


# a server protocol's token (Subsonic: t = md5(password + salt), sent with the salt on each
# request): the client must compute it to talk to an existing server, and keeps no digest
HASHER = """\
import CryptoKit
import Foundation

enum StringHasher {
    private static func md5(dataString: String) -> Data {
        let digest = Insecure.MD5.hash(data: dataString.data(using: .utf8) ?? Data())
        return Data(digest)
    }

    static func md5Hex(dataString: String) -> String {
        md5(dataString: dataString).map { String(format: "%02hhx", $0) }.joined()
    }
}
"""
SUBSONIC_CLIENT = """\
import Foundation

final class SubsonicClient {
    private func authenticationToken(password: String, salt: String) -> String {
        let token = StringHasher.md5Hex(dataString: "\\(password)\\(salt)")
        return token
    }

    func request(path: String, username: String, password: String) -> URLComponents {
        var components = URLComponents(url: serverURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        let salt = String.randomSalt(length: 16)
        let token = authenticationToken(password: password, salt: salt)
        components.queryItems = [
            URLQueryItem(name: "u", value: username),
            URLQueryItem(name: "t", value: token),
            URLQueryItem(name: "s", value: salt),
        ]
        return components
    }
}
"""
OFFLINE_LOGIN = """\
import Foundation

final class OfflineLogin {
    func remember(password: String, salt: String) {
        let digest = StringHasher.md5Hex(dataString: password + salt)
        UserDefaults.standard.set(digest, forKey: "offlinePasswordDigest")
    }
}
"""


def protocol_repo(**callers: str) -> Repository:
    files = {"Sources/StringHasher.swift": HASHER, **callers}
    return Repository(lambda: sorted(files), files.get, lambda path: True)


def test_a_digest_only_sent_as_a_request_parameter_answers_the_helper() -> None:
    repo = protocol_repo(**{"Sources/SubsonicClient.swift": SUBSONIC_CLIENT})
    assert non_security_hash_helpers(repo, "Sources/StringHasher.swift") == {"md5"}


def test_a_digest_also_stored_on_the_device_keeps_the_helper_reported() -> None:
    repo = protocol_repo(
        **{"Sources/SubsonicClient.swift": SUBSONIC_CLIENT, "Sources/OfflineLogin.swift": OFFLINE_LOGIN}
    )
    assert non_security_hash_helpers(repo, "Sources/StringHasher.swift") == frozenset()


def test_a_wrapper_nothing_calls_answers_nothing() -> None:
    assert non_security_hash_helpers(protocol_repo(), "Sources/StringHasher.swift") == frozenset()


def test_a_header_value_counts_as_sent() -> None:
    caller = """\
final class ApiClient {
    func sign(_ request: inout URLRequest, password: String, nonce: String) {
        request.setValue(StringHasher.md5Hex(dataString: nonce + password), forHTTPHeaderField: "X-Auth-Digest")
    }
}
"""
    repo = protocol_repo(**{"Sources/ApiClient.swift": caller})
    assert non_security_hash_helpers(repo, "Sources/StringHasher.swift") == {"md5"}


# -- no-ambient-credential: what a cross-origin request carries by itself --------------------------

API = """\
import express from 'express';
import cors from 'cors';
const app = express();
app.use(cors({ origin: true, credentials: true }));
app.get('/api/me', requireUser, (req, res) => res.json(req.user));
"""


def credential_of(extra: dict[str, str]) -> str | None:
    files = {"server/package.json": '{"private": true}', "server/index.js": API, **extra}
    return ambient_credential(Repository(lambda: sorted(files), files.get, lambda _: True), "server/index.js")


def test_a_bearer_token_app_gives_the_browser_no_credential() -> None:
    bearer = "export const requireUser = (req, res, next) => verify(req.headers.authorization?.slice(7), next);\n"
    assert credential_of({"server/auth.js": bearer}) is None


def test_cookies_sessions_and_basic_auth_are_ambient_credentials() -> None:
    cookie = "export const login = (req, res) => res.cookie('sid', makeSession(req.body), { httpOnly: true });\n"
    assert credential_of({"server/auth.js": cookie}) is not None
    assert credential_of({"server/auth.js": "import session from 'express-session';\n"
                                            "export const who = (req) => req.session.userId;\n"}) is not None
    assert credential_of({"server/auth.js": "import basicAuth from 'express-basic-auth';\n"}) is not None
    assert credential_of({"server/auth.js": "import NextAuth from 'next-auth';\n"}) is not None
    # a cookie set by another package of the monorepo is that app's, not this one's
    assert credential_of({"web/package.json": "{}", "web/auth.js": cookie}) is None
