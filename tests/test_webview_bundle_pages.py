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
