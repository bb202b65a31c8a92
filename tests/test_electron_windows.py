"""Electron windows whose pages run no injected script (repo/electron_windows.py): a strict
Content-Security-Policy on the pages a window loads, or on every response of its main process,
quiets its `webPreferences` finding; a remote page or a page without such a policy keeps it."""

from __future__ import annotations

import json

import pytest

from secure_lint.scan.repo.electron_windows import RULES, strict_policy

MAIN = """\
const { app, BrowserWindow } = require('electron');
const path = require('path');

function createWindow() {
  const win = new BrowserWindow({
    webPreferences: { nodeIntegration: true, contextIsolation: false },
  });
  win.loadFile(path.join(__dirname, '../renderer/index.html'));
}

app.whenReady().then(createWindow);
"""
PAGE = """\
<!doctype html>
<html><head>
<meta http-equiv="Content-Security-Policy" content="{policy}">
</head><body><div id="root"></div><script src="./main.js"></script></body></html>
"""
HEADER = """\
const { session } = require('electron');

session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
  callback({
    responseHeaders: {
      ...details.responseHeaders,
      'Content-Security-Policy': ["default-src 'self'; script-src 'self'"],
    },
  });
});
"""


@pytest.mark.parametrize(
    ("policy", "strict"),
    [
        ("default-src 'self'", True),
        ("default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-r4nd0m'", True),
        ("script-src 'self' 'sha256-abc='; style-src 'unsafe-inline'", True),
        ("default-src 'self'; script-src 'self' 'unsafe-inline'", False),
        ("default-src *", False),
        ("script-src 'self' https:", False),
        ("style-src 'self'; img-src data:", False),  # no script-src nor default-src: any script
        ("", False),
    ],
)
def test_a_strict_policy_allows_no_inline_or_open_script_source(policy: str, strict: bool) -> None:
    assert strict_policy(policy) is strict


def _window_findings(tree, run_cli, files: dict[str, str]) -> list[str]:  # type: ignore[no-untyped-def]
    scan = ("scan", "--format", "json", "--profile", "extended")  # the rule is of the extended profile
    findings = json.loads(run_cli(*scan, cwd=tree(files)).stdout)["findings"]
    return sorted(f"{f['location']['path']}:{f['location']['start_line']}" for f in findings if f["rule_id"] in RULES)


def test_a_window_whose_pages_declare_a_strict_policy_is_quiet(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {
        "desktop/package.json": '{"name": "desktop", "devDependencies": {"electron": "^30.0.0"}}',
        "desktop/main/window.js": MAIN,
        "desktop/renderer/index.html": PAGE.format(policy="default-src 'self'; script-src 'self'"),
    }
    assert _window_findings(tree, run_cli, files) == []


def test_a_header_set_by_the_main_process_quiets_it_too(tree, run_cli) -> None:  # type: ignore[no-untyped-def]
    files = {
        "desktop/package.json": '{"name": "desktop"}',
        "desktop/main/window.js": MAIN,
        "desktop/main/csp.js": HEADER,
        "desktop/renderer/index.html": "<!doctype html><div id=root></div>",
    }
    assert _window_findings(tree, run_cli, files) == []


@pytest.mark.parametrize(
    "change",
    [
        {"desktop/renderer/index.html": PAGE.format(policy="default-src 'self' 'unsafe-inline'")},
        {"desktop/renderer/index.html": "<!doctype html><div id=root></div>"},
        {"desktop/main/window.js": MAIN.replace("win.loadFile(", "win.loadURL('https://app.example.com');\n  (")},
    ],
    ids=["inline-script-allowed", "no-policy", "remote-page"],
)
def test_an_open_policy_or_a_remote_page_keeps_it(tree, run_cli, change: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    files = {
        "desktop/package.json": '{"name": "desktop"}',
        "desktop/main/window.js": MAIN,
        "desktop/renderer/index.html": PAGE.format(policy="default-src 'self'; script-src 'self'"),
        **change,
    }
    assert _window_findings(tree, run_cli, files) == ["desktop/main/window.js:6", "desktop/main/window.js:6"]
