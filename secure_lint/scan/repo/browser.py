"""Web browsers: cleartext transport is their purpose, so its findings are low, with the reason.

An app whose purpose is loading arbitrary URLs must load http:// pages: App Transport Security
off for web content, cleartext allowed on Android. Those findings stay (they are true of the
app) but at low severity, their message saying why. What makes an app a browser is what it
declares to the platform, never a name: the `com.apple.developer.web-browser` entitlement
(Apple grants it only to apps that may be the default browser), or an Android activity that is
an `APP_BROWSER` or takes every http(s) link (a VIEW intent filter, BROWSABLE, an http or https
scheme and no host). Only shipped files count (a sample app's manifest does not).
"""

from __future__ import annotations

import re
from dataclasses import replace

from secure_lint.core.findings import Finding
from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.core.repository import Repository
from secure_lint.scan.cache.result_codec import Item
from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result

# the rules that report cleartext transport allowed for a whole app or its web views
TRANSPORT_RULES = frozenset(
    {
        "plist.ats.arbitrary-loads",
        "plist.ats.arbitrary-loads-web-content",
        "plist.ats.arbitrary-loads-media",
        "plist.ats.insecure-http-exception",
        "rn.config.ats-arbitrary-loads",
        "rn.config.cleartext-traffic",
        "rn.android.manifest-cleartext-traffic",
        "rn.android.manifest-cleartext-traffic-pre-24",
        "rn.android.network-config-cleartext",
        "rn.webview.cleartext-source",
    }
)

_WEB_BROWSER_ENTITLEMENT = lazy_compile(r"<key>\s*com\.apple\.developer\.web-browser\s*</key>\s*<true\s*/>")
_APP_BROWSER = lazy_compile(r"android\.intent\.category\.APP_BROWSER")
_INTENT_FILTER = lazy_compile(r"<intent-filter\b.*?</intent-filter>", re.S)
_VIEW = lazy_compile(r"android\.intent\.action\.VIEW")
_BROWSABLE = lazy_compile(r"android\.intent\.category\.BROWSABLE")
_WEB_SCHEME = lazy_compile(r"""android:scheme\s*=\s*["']https?["']""")
_HOST = lazy_compile(r"android:(?:host|pathPrefix|pathPattern|path)\s*=")

IOS_REASON = "the app holds the com.apple.developer.web-browser entitlement"
ANDROID_REASON = "an activity of the app takes every http(s) link (a web browser)"


def browser_reason(repo: Repository) -> str | None:
    """Why the repository's app is a web browser, or None."""
    found: str | None = repo.once("web-browser", lambda: _find(repo))
    return found


def _find(repo: Repository) -> str | None:
    for path in repo.paths:  # by name first: whether a path ships is a costlier question
        if path.endswith(".entitlements"):
            text = repo.text(path) if repo.is_shipped(path) else None
            if text is not None and _WEB_BROWSER_ENTITLEMENT.search(text):
                return IOS_REASON
        elif path.endswith("AndroidManifest.xml") and "/debug/" not in f"/{path}":
            text = repo.text(path) if repo.is_shipped(path) else None
            if text is not None and _takes_every_web_link(text):
                return ANDROID_REASON
    return None


def _takes_every_web_link(manifest: str) -> bool:
    if _APP_BROWSER.search(manifest):
        return True
    for block in _INTENT_FILTER.findall(manifest):
        if _VIEW.search(block) and _BROWSABLE.search(block) and _WEB_SCHEME.search(block) and not _HOST.search(block):
            return True
    return False


def browsers_transport_low(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each cleartext-transport finding lowered to low in a web browser's repository."""
    if not any(isinstance(i, FileResult) and any(f.rule_id in TRANSPORT_RULES for f in i.findings) for i in items):
        return items
    reason = browser_reason(repo)
    if reason is None:
        return items
    return each_file_result(items, lambda result: _lowered(result, reason))


def _lowered(result: FileResult, reason: str) -> FileResult:
    if not any(f.rule_id in TRANSPORT_RULES for f in result.findings):
        return result
    return replace(result, findings=[_low(f, reason) if f.rule_id in TRANSPORT_RULES else f for f in result.findings])


def _low(finding: Finding, reason: str) -> Finding:
    note = f" (low: {reason}; loading http:// pages is what a browser is for)"
    return replace(finding, severity="low", message=finding.message + note)
