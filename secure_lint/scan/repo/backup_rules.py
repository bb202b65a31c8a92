"""Android backups that carry the app's files only end-to-end encrypted, or none of its stores.

`android:allowBackup="true"` is reported because Auto Backup copies the app's files (the
AsyncStorage and SQLite databases, shared preferences, MMKV files) to the user's cloud backup,
from which they are restored onto another device. The manifest's backup rules can narrow that:

- `android:fullBackupContent` (Android 6 to 11, and 12+ when no data-extraction rules apply): a
  rules file whose every `<include>` has `requireFlags="clientSideEncryption"` backs those files up
  only into backups encrypted with the user's screen lock, which Google cannot read and a restore
  needs the lock for (Android 9 and later: older versions ignore `requireFlags`, so this counts
  only for an app whose minSdk is 28 or more); `fullBackupContent="false"` backs up nothing;
- `android:dataExtractionRules` (Android 12+): `<cloud-backup disableIfNoEncryptionCapabilities=
  "true">` backs up only end-to-end encrypted; `<device-transfer>` is the user's own move to a
  new phone, made from the unlocked old one;
- either kind excluding the domains apps keep their stores in (`sharedpref`, `database`, `file`,
  or `root` as a whole) leaves no store in the backup.

When every scheme the app's Android versions use is so, the finding is a low review item with the
reason. When the rules are end-to-end only from Android 9 but the app installs on older versions,
the finding stays and its message says so. No rules file, a file that does not parse as expected,
or an include without the flag keep the finding as it is.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, low_review_item
from secure_lint.scan.repo.android_min_sdk import min_sdk_level

if TYPE_CHECKING:
    from collections.abc import Iterable

    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULE = "rn.android.manifest-allow-backup"
REASON = (
    "the backup rules let the app's files into backups only end-to-end encrypted (requireFlags "
    "clientSideEncryption, disableIfNoEncryptionCapabilities) or exclude its stores"
)
PIE = 28  # requireFlags is read from Android 9 on
STORE_DOMAINS = frozenset({"sharedpref", "database", "file"})
_APPLICATION = lazy_compile(r"<application\b[^>]*>", re.S)
_RULES_REF = lazy_compile(r"""android:(fullBackupContent|dataExtractionRules)\s*=\s*["']([^"']*)["']""")
_ELEMENT = lazy_compile(r"<(include|exclude)\b([^>]*)>", re.S)
_ATTRIBUTE = lazy_compile(r"""\b([\w:]+)\s*=\s*["']([^"']*)["']""")
_CLOUD_BACKUP = lazy_compile(r"<cloud-backup\b([^>]*)>(.*?)</cloud-backup>|<cloud-backup\b([^>]*)/>", re.S)


def e2e_backups_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each allowBackup finding judged by the manifest's backup rules."""
    return each_file_result(items, lambda result: _judged_file(result, repo))


def _judged_file(result: FileResult, repo: Repository) -> FileResult:
    if not any(f.rule_id == RULE and f.is_open for f in result.findings):
        return result
    verdict = backup_rules_verdict(repo, result.path)
    if verdict is None:
        return result
    return replace(result, findings=[_judged(f, verdict) if f.rule_id == RULE else f for f in result.findings])


def _judged(finding: Finding, verdict: tuple[bool, str]) -> Finding:
    narrowed, detail = verdict
    if narrowed:
        return low_review_item(finding, REASON, detail)
    return replace(finding, message=f"{finding.message} ({detail})")


def backup_rules_verdict(repo: Repository, manifest: str) -> tuple[bool, str] | None:
    """(True, why) when every backup scheme the app's Android versions use keeps its stores out of
    plain backups; (False, the caveat) when only Android 7-8 fall outside; None otherwise."""
    application = _APPLICATION.search(repo.text(manifest) or "")
    if application is None:
        return None
    refs = dict(_RULES_REF.findall(application.group(0)))
    min_sdk = min_sdk_level(repo, manifest)
    extraction = refs.get("dataExtractionRules")
    modern = _extraction_rules(repo, manifest, extraction) if extraction else None
    if extraction and modern is None:
        return None  # Android 12+ copies what those rules let through: not shown to be narrowed
    legacy = _legacy_rules(repo, manifest, refs.get("fullBackupContent"))
    if legacy is None:
        return (True, str(modern)) if modern and min_sdk is not None and min_sdk >= 31 else None
    why, needs_pie = legacy
    facts = "; ".join(part for part in (why, modern) if part)
    if needs_pie and (min_sdk is None or min_sdk < PIE):
        level = f"minSdk {min_sdk}" if min_sdk is not None else "an unstated minSdk"
        return False, f"{facts}; but {level} installs on Android 7-8, which ignore requireFlags"
    return True, facts


def _legacy_rules(repo: Repository, manifest: str, value: str | None) -> tuple[str, bool] | None:
    """(what the full-backup rules do, whether that relies on requireFlags) when they keep the
    stores out of plain backups, else None."""
    if value == "false":
        return "android:fullBackupContent=\"false\"", False
    text = _rules_text(repo, manifest, value)
    if text is None:
        return None
    elements = [(kind, dict(_ATTRIBUTE.findall(attributes))) for kind, attributes in _ELEMENT.findall(text)]
    includes = [attrs for kind, attrs in elements if kind == "include"]
    name = str(value)
    if includes and all("clientSideEncryption" in attrs.get("requireFlags", "") for attrs in includes):
        return f"{name}: every include requires clientSideEncryption", True
    if not includes and _stores_excluded(attrs for kind, attrs in elements if kind == "exclude"):
        return f"{name}: the sharedpref, database and file domains excluded", False
    return None


def _extraction_rules(repo: Repository, manifest: str, value: str) -> str | None:
    """What the data-extraction rules' cloud backup does, when it keeps the stores out of plain backups."""
    text = _rules_text(repo, manifest, value)
    if text is None:
        return None
    cloud = _CLOUD_BACKUP.search(text)
    if cloud is None:
        return None  # no cloud-backup element: Android 12+ backs up everything to the cloud
    attributes = dict(_ATTRIBUTE.findall(cloud.group(1) or cloud.group(3) or ""))
    name = value
    if attributes.get("disableIfNoEncryptionCapabilities") == "true":
        return f"{name}: cloud backup only end-to-end encrypted (disableIfNoEncryptionCapabilities)"
    body = cloud.group(2) or ""
    elements = [(kind, dict(_ATTRIBUTE.findall(attributes))) for kind, attributes in _ELEMENT.findall(body)]
    if not any(kind == "include" for kind, _ in elements) and _stores_excluded(
        attrs for kind, attrs in elements if kind == "exclude"
    ):
        return f"{name}: the sharedpref, database and file domains excluded from cloud backup"
    return None


def _stores_excluded(excludes: Iterable[dict[str, str]]) -> bool:
    whole = {attrs.get("domain", "") for attrs in excludes if attrs.get("path", ".") in (".", "", "/")}
    return "root" in whole or whole >= STORE_DOMAINS


def _rules_text(repo: Repository, manifest: str, value: str | None) -> str | None:
    """The text of the `@xml/<name>` rules file beside the manifest (`src/main/res/xml/<name>.xml`)."""
    if not value or not value.startswith("@xml/"):
        return None
    path = posixpath.join(posixpath.dirname(manifest), "res", "xml", value[len("@xml/") :] + ".xml")
    return repo.text(path) if path in repo.once("listed-paths", lambda: frozenset(repo.paths)) else None
