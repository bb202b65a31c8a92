"""Guards in another file of the repository (repo_facts.py): Swift script message handlers
registered only behind a wrapper that checks the message's frame."""

from __future__ import annotations

from pathlib import Path

from conftest import findings_of
from git_helpers import git, isolate_git, new_repo, write

from secure_lint.repo_facts import Repository, origin_checked_handlers

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
    return Repository(lambda: sorted(files), files.get)


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
    reported = {rule for _, _, rule in findings_of(run_cli("scan", "--format", "json", str(unguarded)))}
    assert reported == {
        "swift.webview.message-handler-unchecked-origin",
        "swift.webview.evaluate-javascript-interpolation",
    }

    (unguarded / "Wrapper.swift").write_text(WRAPPER)
    (unguarded / "Setup.swift").write_text(GUARDED_SETUP)
    assert findings_of(run_cli("scan", "--format", "json", str(unguarded))) == []


def test_a_staged_scan_of_the_handler_alone_sees_the_wrapper(tmp_path: Path, monkeypatch, run_cli) -> None:
    isolate_git(monkeypatch, tmp_path / "home")
    files = {"Bridge.swift": HANDLER, "Wrapper.swift": WRAPPER, "Setup.swift": GUARDED_SETUP, "Package.swift": PACKAGE}
    root = new_repo(tmp_path / "app", files)
    write(root, {"Bridge.swift": HANDLER.replace("(true)", "(false)")})
    git(root, "add", "Bridge.swift")
    assert findings_of(run_cli("scan", "--staged", "--format", "json", cwd=root)) == []
    git(root, "rm", "-q", "Setup.swift")  # the handler is no longer handed to the wrapper
    assert len(findings_of(run_cli("scan", "--staged", "--format", "json", cwd=root))) == 2
