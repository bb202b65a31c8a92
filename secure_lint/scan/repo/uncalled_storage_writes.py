"""A credential write inside a function nothing calls stores no credential.

The React Native storage rules report a write of a credential to AsyncStorage or MMKV (directly,
through the app's storage wrapper, or as a record holding one) where it is written. Apps keep
helpers nobody calls any more: a `loadLocalWallet` no screen reaches, an exported `setAuthToken`
no file imports. Such a write never runs, and its finding is dropped
(matchers/values/unused_functions.py says which functions are uncalled; methods, default exports
and names another script mentions count as called). `rn.storage.app-without-secure-storage` is
reported at the app's first write in code that runs (matchers/app_checks/mobile.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.matchers.values.unused_functions import in_uncalled_function
from secure_lint.scan.repo import each_file_result, reports_any

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import FileResult

RULES = frozenset(
    {
        "rn.storage.token-in-async-storage",
        "rn.storage.token-through-storage-wrapper",
        "rn.storage.credential-record-in-storage",
    }
)


def uncalled_storage_writes_dropped(items: list[Item], repo: Repository) -> list[Item]:
    """The items without React Native credential-storage findings in functions nothing calls."""
    return each_file_result(items, lambda result: uncalled_writes_in_file(result, repo))


def uncalled_writes_in_file(result: FileResult, repo: Repository) -> FileResult:
    """One file's result without its credential writes in uncalled functions (also `rules test`)."""
    if not reports_any(result, RULES):
        return result
    kept = [f for f in result.findings if not _uncalled(f, repo)]
    return result if len(kept) == len(result.findings) else replace(result, findings=kept)


def _uncalled(finding: Finding, repo: Repository) -> bool:
    location = finding.location
    return finding.rule_id in RULES and in_uncalled_function(
        repo, location.path, location.start_line, location.start_column
    )
