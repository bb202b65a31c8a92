"""A credential setting that nothing ever writes stores no credential.

`swift.storage.token-in-userdefaults` reports the setter of a UserDefaults-backed property
(`static var apiKey: String { get {...} set { UserDefaults.standard.set(newValue, forKey: "k") } }`)
and `swift.storage.token-in-appstorage` an `@AppStorage` property named for a credential: in both
the value written is whatever the app's code assigns to the property. Where no Swift or
Objective-C file of the repository assigns it (`x.apiKey = key`, `apiKey += ...`), binds it
(`TextField("Key", text: $apiKey)`), passes it inout (`&apiKey`) or names it in a key path
(`\\.apiKey`), the declaration is dead: no credential ever reaches UserDefaults, and the finding is
dropped, as is `swift.storage.app-without-keychain` where it reports that same line. The test
errs toward written: any assignment to a property of that name, on any type, anywhere in the
repository, keeps it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.scan.repo import each_file_result, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset(
    {"swift.storage.token-in-userdefaults", "swift.storage.token-in-appstorage", "swift.storage.app-without-keychain"}
)
_SOURCES = (".swift", ".m", ".mm")
_NEW_VALUE = lazy_compile(r"\bnewValue\b")
_STORAGE_WRAPPER = lazy_compile(r"@(?:AppStorage|SceneStorage)\b")
_PROPERTY = lazy_compile(r"\bvar\s+(\w+)\s*[:={]")
_DECLARING = lazy_compile(r"\b(?:var|let)\s+$")
_SETTER_REACH = 15  # lines from a setter's write up to its property's declaration


def unwritten_settings_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without credential-storage findings of properties nothing writes."""
    return each_file_result(items, lambda result: _decided(result, repo))


def _decided(result: FileResult, repo: Repository) -> FileResult:
    if not reports_any(result, RULES):
        return result
    lines = (repo.text(result.path) or "").splitlines()
    kept = [f for f in result.findings if not _unwritten(f, lines, repo)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _unwritten(finding: Finding, lines: list[str], repo: Repository) -> bool:
    return finding.rule_id in RULES and (name := _property(finding, lines)) is not None and not _written(name, repo)


def _property(finding: Finding, lines: list[str]) -> str | None:
    """The property whose stored value the finding reports, or None."""
    start = finding.location.start_line - 1
    if not 0 <= start < len(lines):
        return None
    if _STORAGE_WRAPPER.search(lines[start]):  # `@AppStorage("k") var apiKey = ""`
        found = _PROPERTY.search(lines[start])
        return found.group(1) if found else None
    if not _NEW_VALUE.search(lines[start]):  # a setter's `defaults.set(newValue, forKey: k)`
        return None
    for line in reversed(lines[max(0, start - _SETTER_REACH) : start]):
        if found := _PROPERTY.search(line):
            return found.group(1)
    return None


def _written(name: str, repo: Repository) -> bool:
    """Whether any Swift or Objective-C file assigns, binds, passes inout or key-paths `name`."""

    def compute() -> bool:
        writes = _writes(name)
        for path in repo.paths:
            if path.endswith(_SOURCES):
                text = repo.text(path)
                if text is not None and name in text and _writes_in(writes, text):
                    return True
        return False

    written: bool = repo.once(f"setting-written:{name}", compute)
    return written


def _writes(name: str) -> re.Pattern[str]:
    word = re.escape(name)
    return re.compile(
        rf"(?<![\w$\\])(?P<assign>{word})\s*(?:[-+*/]|\?\?)?=(?!=)"  # apiKey = x, self.apiKey += x
        rf"|\${word}\b|&{word}\b"  # a binding, an inout argument
        rf"|\\[\w.]*\.{word}\b"  # a key path
    )


def _writes_in(writes: re.Pattern[str], text: str) -> bool:
    for found in writes.finditer(text):
        if found.group("assign") is None:
            return True
        line_start = text.rfind("\n", 0, found.start()) + 1
        if not _DECLARING.search(text[line_start : found.start()]):  # `var apiKey = ""` declares it
            return True
    return False
