"""File-URL access on a web view another file loads, only with bundle pages (scan/repo/webview_bundle_pages.py)."""

from __future__ import annotations

import json

RULE = "swift.webview.file-url-access-enabled"
READER_VIEW = """\
import WebKit

final class ReaderWebView: WKWebView {
    init(frame: CGRect) {
        let configuration = ReaderConfiguration()
        super.init(frame: frame, configuration: configuration)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class ReaderConfiguration: WKWebViewConfiguration {
    override init() {
        super.init()
        preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
"""
BUNDLE_MANAGER = """\
import WebKit

enum ReaderManager {
    static let shared = ReaderWebView(frame: .zero)

    static func load(_ address: String) {
        guard let url = URL(string: address) else { return }
        if url.scheme == "file" {
            if let page = bundledPage(for: url) {
                shared.loadFileURL(page, allowingReadAccessTo: page.deletingLastPathComponent())
            }
        } else {
            shared.load(URLRequest(url: url))
        }
    }

    private static func bundledPage(for url: URL) -> URL? {
        let name = url.deletingPathExtension().lastPathComponent
        return Bundle.main.url(forResource: name, withExtension: "html", subdirectory: "renderer")
    }
}
"""
DOCUMENTS_MANAGER = """\
import WebKit

enum ReaderManager {
    static let shared = ReaderWebView(frame: .zero)

    static func open(downloaded name: String) {
        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let page = folder.appendingPathComponent(name)
        shared.loadFileURL(page, allowingReadAccessTo: folder)
    }
}
"""


def _reported(tree, run_cli, files: dict[str, str]) -> list[str]:  # type: ignore[no-untyped-def]
    root = tree({"ios/Reader/ReaderWebView.swift": READER_VIEW, **files})
    result = run_cli("scan", "--format", "json", "--select", RULE, "--no-cache", cwd=root)
    return [f["location"]["path"] for f in json.loads(result.stdout)["findings"]]


def test_a_web_view_another_file_loads_with_bundle_pages_only_is_not_reported(tree, run_cli) -> None:
    assert _reported(tree, run_cli, {"ios/Reader/ReaderManager.swift": BUNDLE_MANAGER}) == []


def test_a_loader_that_opens_the_documents_folder_keeps_the_finding(tree, run_cli) -> None:
    files = {"ios/Reader/ReaderManager.swift": DOCUMENTS_MANAGER}
    assert _reported(tree, run_cli, files) == ["ios/Reader/ReaderWebView.swift"]


def test_a_page_from_a_parameter_keeps_the_finding(tree, run_cli) -> None:
    handed = BUNDLE_MANAGER.replace("if let page = bundledPage(for: url)", "if let page = Optional(url)")
    assert _reported(tree, run_cli, {"ios/Reader/ReaderManager.swift": handed}) == ["ios/Reader/ReaderWebView.swift"]


def test_a_web_view_no_file_loads_keeps_the_finding(tree, run_cli) -> None:
    assert _reported(tree, run_cli, {}) == ["ios/Reader/ReaderWebView.swift"]


INSPECTABLE = "swift.webview.inspectable-in-release"
EDITOR_VIEW = """\
import WebKit

final class EditorWebView: WKWebView {
    init() {
        super.init(frame: .zero, configuration: WKWebViewConfiguration())
        if #available(iOS 16.4, *) {
            self.isInspectable = true
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
"""
EDITOR_CONTROLLER = """\
import WebKit

final class EditorController: NSObject {
    private let webView = EditorWebView()

    func open() {
        if let page = Bundle.main.url(forResource: "index", withExtension: "html", subdirectory: "editor") {
            webView.loadFileURL(page, allowingReadAccessTo: page.deletingLastPathComponent())
        }
    }
}
"""
TERMINAL_CONTROLLER = """\
import WebKit

final class TerminalController: NSObject {
    static let port = 20234
    private let webView = EditorWebView()

    func start() {
        let request = URLRequest(
            url: URL(string: "http://localhost:\\(TerminalController.port)/terminal.html")!)
        webView.load(request)
    }
}
"""
HELP_CONTROLLER = """\
import WebKit

final class HelpController: NSObject {
    private let webView = EditorWebView()

    func showHelp() {
        webView.load(URLRequest(url: URL(string: "https://docs.example.com/help")!))
    }
}
"""
MESSAGE_VIEW = """\
import WebKit

final class MessageBodyView: UIView {
    private let webView = WKWebView()

    func render(_ message: Message) {
        if #available(iOS 16.4, *) {
            webView.isInspectable = true
        }
        webView.loadHTMLString(message.htmlBody, baseURL: nil)
    }
}
"""


def _inspectable(tree, run_cli, files: dict[str, str], profile: str = "default") -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    root = tree(files)
    args = ("scan", "--format", "json", "--select", INSPECTABLE, "--profile", profile, "--no-cache")
    result = run_cli(*args, cwd=root)
    return [(f["location"]["path"], f["disposition"]) for f in json.loads(result.stdout)["findings"]]


def test_an_inspectable_view_of_bundle_and_loopback_pages_is_a_review_item(tree, run_cli) -> None:
    files = {
        "ios/Editor/EditorWebView.swift": EDITOR_VIEW,
        "ios/Editor/EditorController.swift": EDITOR_CONTROLLER,
        "ios/Editor/TerminalController.swift": TERMINAL_CONTROLLER,
    }
    assert _inspectable(tree, run_cli, files) == []
    assert _inspectable(tree, run_cli, files, "audit") == [("ios/Editor/EditorWebView.swift", "needs_review")]


def test_an_inspectable_view_that_also_loads_a_remote_page_keeps_the_finding(tree, run_cli) -> None:
    files = {
        "ios/Editor/EditorWebView.swift": EDITOR_VIEW,
        "ios/Editor/EditorController.swift": EDITOR_CONTROLLER,
        "ios/Editor/HelpController.swift": HELP_CONTROLLER,
    }
    assert _inspectable(tree, run_cli, files) == [("ios/Editor/EditorWebView.swift", "reportable")]


def test_an_inspectable_view_that_renders_a_message_keeps_the_finding(tree, run_cli) -> None:
    assert _inspectable(tree, run_cli, {"ios/Mail/MessageBodyView.swift": MESSAGE_VIEW}) == [
        ("ios/Mail/MessageBodyView.swift", "reportable")
    ]


def test_an_inspectable_view_nothing_loads_keeps_the_finding(tree, run_cli) -> None:
    assert _inspectable(tree, run_cli, {"ios/Editor/EditorWebView.swift": EDITOR_VIEW}) == [
        ("ios/Editor/EditorWebView.swift", "reportable")
    ]
