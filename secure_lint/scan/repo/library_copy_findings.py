"""Code-rule findings in a library copied into the app's tree: review items naming the copy.

A copy is known by its own licence (and, for a Swift package, its manifest) below the repository's
root (library_copies.py). Its code is its upstream's: a static IV or a DES call in a copied
ICAO 9303 reader is what that protocol fixes, and an `eval` in a copied parser is the parser's.
The app did not write it and edits to it are lost on the next update, so such a finding is lowered
to a low review item naming the copy's licence (the extended profile shows it, the default does
not): it is reported upstream or the copy is updated.

Secret findings keep their own policy (vendored_copies.py): a live key committed in a copy is the
app's leak all the same, and only a vendoring manifest naming the upstream makes it a review item.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.scan.engine import FileResult
from secure_lint.scan.repo import each_file_result, low_review_item
from secure_lint.scan.repo.library_copies import library_licence
from secure_lint.scan.repo.vendored_copies import SECRET_RULES

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.result_codec import Item

REASON = (
    "code of a third-party library copied into the repository with its own licence: the app did not "
    "write it, and a fix belongs upstream or in an updated copy"
)
# findings about the scan itself (suppression comments, unscanned files) stay as they are
_SCAN_RULES = "secure-lint."


def library_findings_for_review(items: list[Item], repo: Repository) -> list[Item]:
    """The items with each code-rule finding inside a library copy lowered to review."""
    if not any(isinstance(i, FileResult) and any(_is_code(f) for f in i.findings) for i in items):
        return items
    return each_file_result(items, lambda result: _lowered(result, repo))


def _is_code(finding: Finding) -> bool:
    rule = finding.rule_id
    return finding.is_open and not rule.startswith((SECRET_RULES, _SCAN_RULES))


def _lowered(result: FileResult, repo: Repository) -> FileResult:
    if not any(_is_code(f) for f in result.findings):
        return result
    licence = library_licence(repo, result.path)
    if licence is None:
        return result
    detail = f"the copy at {posixpath.dirname(licence)}/ with its licence {licence}"
    return replace(
        result, findings=[low_review_item(f, REASON, detail) if _is_code(f) else f for f in result.findings]
    )
