"""A macOS app that drives other apps through the Accessibility API cannot be sandboxed.

Inside the App Sandbox a process gets no Accessibility trust: `AXIsProcessTrusted` stays false and
`AXUIElementCreateApplication` elements of other apps answer nothing, so window switchers, menu bar
managers and window tilers turn the sandbox off (and ship outside the Mac App Store). In such an
app `com.apple.security.app-sandbox` set to false is the product's requirement, not a weakness to
fix (batches 11 and 15: ice, alt-tab), and `plist.entitlements.app-sandbox-disabled` is dropped.
The fact is the repository's Swift or Objective-C code, shipped, calling those functions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any, without_rules

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset({"plist.entitlements.app-sandbox-disabled"})
_SOURCES = (".swift", ".m", ".mm")
# trust to control other apps, and elements of other apps or of the whole system
_OTHER_APPS = lazy_compile(
    r"\b(AXIsProcessTrustedWithOptions|AXIsProcessTrusted|AXUIElementCreateApplication|AXUIElementCreateSystemWide)\s*\("
)


def accessibility_apps_sandbox_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without sandbox-off findings when the app drives other apps through Accessibility."""
    return each_file_result(items, lambda result: _decided(result, repo))


def _decided(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES) or not drives_other_apps(repo):
        return result
    return without_rules(result, RULES)


def drives_other_apps(repo: Repository) -> bool:
    """Whether shipped Swift or Objective-C code of the repository asks for Accessibility control."""

    def compute() -> bool:
        for path in repo.paths:
            if path.endswith(_SOURCES) and repo.is_shipped(path):
                text = repo.text(path)
                if text is not None and _OTHER_APPS.search(text):
                    return True
        return False

    found: bool = repo.once("accessibility-apps", compute)
    return found
