"""Rules a scan runs only as evidence for another rule's whole-repository decision.

A default rule's decision may read an extended rule's findings: repo/backup_scope.py keeps
`android:allowBackup="true"` of an app that also uses the Keystore only where a secret is in the
app's plain files, which rn.storage.token-in-async-storage (extended) is one of the rules to show. A default scan
that did not run that rule would take its silence for "no secret in plain storage" and drop true
backup findings. So such a rule runs whenever a rule that reads it runs, and its own findings are
left out of the result unless the profile or --select chose it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from secure_lint.scan.engine import FileResult

if TYPE_CHECKING:
    from secure_lint.rules.loader import Rule
    from secure_lint.scan.cache.result_codec import Item

# findings that show a secret kept in a React Native app's plain files (what a backup copies)
PLAIN_STORAGE_RULES = frozenset(
    {
        "rn.storage.credential-record-in-storage",
        "rn.storage.password-in-storage-key",
        "rn.storage.persisted-auth-state",
        # not rn.storage.secure-store-plaintext-fallback: its plain write runs on the web build or
        # when the Keystore write throws, so it says nothing of what an Android backup copies
        "rn.storage.token-in-async-storage",
        "rn.storage.token-through-storage-wrapper",
    }
)
# {rule: the rules whose findings its whole-repository decision reads}
EVIDENCE_FOR: Mapping[str, frozenset[str]] = {"rn.android.manifest-allow-backup": PLAIN_STORAGE_RULES}


def evidence_rules(loaded: Iterable[Rule], chosen: Iterable[Rule]) -> list[Rule]:
    """The loaded rules not chosen that a chosen rule reads as evidence."""
    chosen_ids = {rule.id for rule in chosen}
    wanted = {evidence for rule_id in chosen_ids for evidence in EVIDENCE_FOR.get(rule_id, ())}
    return [rule for rule in loaded if rule.id in wanted - chosen_ids]


def evidence_dropped(items: list[Item], evidence_only: frozenset[str]) -> list[Item]:
    """The items without the findings of rules run only as evidence."""
    if not evidence_only:
        return items
    return [_without(item, evidence_only) if isinstance(item, FileResult) else item for item in items]


def _without(result: FileResult, rules: frozenset[str]) -> FileResult:
    findings = [f for f in result.findings if f.rule_id not in rules]
    return result if len(findings) == len(result.findings) else replace(result, findings=findings)
