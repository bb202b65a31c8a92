"""HTML report: self-contained, escaped by default, themes from the theme tool, checked in a real browser."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from report_samples import EXPECTED, SECRET, scan_app

from secure_lint.report import ReportOptions, render
from secure_lint.report.html_report import content_security_policy
from secure_lint.report.theme import ASSETS, THEME_FILE, read_theme, theme_css, write_theme
from secure_lint.scan.matching import ScanResult

ARTIFACTS = Path(__file__).parent.parent / "test-artifacts"
HOSTILE = '<img src=x onerror="console.error(1)"></td></tr></table><script>console.error(2)</script>'


@pytest.fixture
def result(tmp_path: Path) -> ScanResult:
    scanned = scan_app(tmp_path / "app")
    first = next(f for f in scanned.findings if f.rule_id == "test.injection.eval")
    location = replace(first.location, path='src/"><img src=x>.ts', snippet=HOSTILE)
    hostile = replace(
        first,
        message=f"`{HOSTILE}` and {HOSTILE}",
        title=HOSTILE,
        rule_id="test.hostile.markup",
        location=location,
    )
    return replace(scanned, findings=[*scanned.findings, hostile])


@pytest.fixture
def page(result: ScanResult) -> str:
    return render("html", result, ReportOptions(fail_on="high"))


def test_every_finding_text_is_escaped(page: str) -> None:
    assert HOSTILE not in page
    assert "<img" not in page
    assert page.count("<script>") == 1  # ours, at the end
    assert "&lt;img src=x onerror=&#34;console.error(1)&#34;&gt;" in page
    assert "<code>&lt;img src=x" in page  # a `code span` becomes <code>, still escaped


def test_page_is_self_contained_and_allows_no_request(page: str) -> None:
    assert not re.search(r"<link|<iframe|<object|<embed|<[^>]*\ssrc=|@import|url\(", page)
    policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert policy is not None
    assert policy.group(1).replace("&#39;", "'").startswith("default-src 'none'; style-src 'sha256-")
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page


def test_csp_hashes_the_inlined_style_and_script(page: str) -> None:
    css = re.search(r"<style>(.*?)</style>", page, re.DOTALL).group(1)  # type: ignore[union-attr]
    script = re.search(r"<script>(.*?)</script>", page, re.DOTALL).group(1)  # type: ignore[union-attr]
    assert css == read_theme()
    assert content_security_policy(css, script).replace("'", "&#39;") in page


def test_findings_table_lists_open_findings_most_severe_first(page: str) -> None:
    rows = re.findall(r'<tr data-severity="(\w+)" data-rule="([\w.-]+)">', page)
    assert rows == [
        ("critical", "test.hostile.markup"),
        ("critical", "test.injection.eval"),
        ("high", "test.secrets.token"),
        ("medium", "test.crypto.weak-hash"),
        ("low", "test.config.debug"),
        ("info", "test.secrets.env-file"),
    ]
    assert "<code>src/session.ts:4:42</code>" in page
    assert "1. Use SHA-256 (<code>createHash(&#39;sha256&#39;)</code>) for integrity checks." in page


def test_theme_asset_is_current_and_written_by_the_theme_tool(tmp_path: Path) -> None:
    assert read_theme() == theme_css(), "run `python -m secure_lint.report.theme`"
    written = write_theme(tmp_path)
    assert written.model_dump() == {"success": True, "path": THEME_FILE, "bytes_written": len(theme_css())}
    assert (tmp_path / THEME_FILE).read_bytes() == (ASSETS / THEME_FILE).read_bytes()
    css = theme_css()
    assert ":root { color-scheme: light;" in css
    assert ':root[data-theme="dark"] { color-scheme: dark;' in css
    assert "@media (prefers-color-scheme: dark)" in css


def test_empty_scan_says_what_no_findings_means(tmp_path: Path) -> None:
    clean = scan_app(tmp_path / "app", {"package.json": "{}", "src/ok.ts": "export const x = 1;\n"})
    page = render("html", clean, ReportOptions())
    assert "<p>No open findings. No finding in the files scanned by the rules that ran;" in page


# -- in a real browser ------------------------------------------------------------------------

BROWSERS = ("chromium", "chromium-browser", "google-chrome")


def _browser() -> str:
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("no chromium found (.ci/run installs Debian's chromium with apt-get)")


def _chromium(browser: str, profile: Path, url: str, *extra: str) -> subprocess.CompletedProcess[str]:
    command = [
        browser,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        "--enable-logging=stderr",
        "--v=0",
        *extra,
        url,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


def _console(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if ":CONSOLE" in line]


@pytest.mark.integration
def test_page_in_headless_chromium(page: str, tmp_path: Path) -> None:
    browser = _browser()
    html = tmp_path / "report.html"
    html.write_text(page, encoding="utf-8")
    url = html.as_uri()

    loaded = _chromium(browser, tmp_path / "profile", url + "#severity=critical,high", "--dump-dom")
    assert loaded.returncode == 0, loaded.stderr[-2000:]
    assert _console(loaded.stderr) == []  # no script error, no CSP violation, no blocked request
    dom = loaded.stdout
    assert re.search(r'<html lang="en" [^>]*data-ready="1"', dom), "the page script did not run"
    assert 'data-visible-rows="3"' in dom
    rows = re.findall(r'<tr data-severity="(\w+)" data-rule="([\w.-]+)"( hidden="")?>', dom)
    assert [(severity, rule, bool(hidden)) for severity, rule, hidden in rows] == [
        ("critical", "test.hostile.markup", False),
        ("critical", "test.injection.eval", False),
        ("high", "test.secrets.token", False),
        ("medium", "test.crypto.weak-hash", True),
        ("low", "test.config.debug", True),
        ("info", "test.secrets.env-file", True),
    ]
    assert '<span id="shown" class="muted" aria-live="polite">3 of 6 shown</span>' in dom
    assert "<img" not in dom

    ARTIFACTS.mkdir(exist_ok=True)
    for name, size, fragment in (
        ("report-laptop.png", "1366,1800", ""),
        ("report-phone-dark.png", "390,844", "#theme=dark"),
    ):
        shot = ARTIFACTS / name
        shot.unlink(missing_ok=True)
        taken = _chromium(
            browser, tmp_path / "profile", url + fragment, f"--screenshot={shot}", f"--window-size={size}"
        )
        assert _console(taken.stderr) == []
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", taken.stderr[-2000:]


def test_expected_rows_match_the_sample(page: str) -> None:
    """The sample app's findings all reach the table (the hostile one is added by the fixture)."""
    rules = re.findall(r'<tr data-severity="\w+" data-rule="([\w.-]+)">', page)
    assert sorted(r for r in rules if r != "test.hostile.markup") == sorted(rule for _, _, rule in EXPECTED)
    assert SECRET not in page
