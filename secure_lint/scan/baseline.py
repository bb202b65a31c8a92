"""The baseline: a ledger of known findings and the dispositions people gave them.

A finding is matched to a ledger entry by `instance_id` (rule, path, matched text,
occurrence: no line numbers, so moving code keeps the match), else by rule and path
among the entries left over. Then, as in the seed's disposition baseline:

- same evidence, closed disposition (suppressed, accepted_risk, not_applicable, fixed):
  the finding takes the recorded disposition and reason;
- same evidence, open disposition (reportable, needs_review, deferred): the finding is
  known and is not reported again;
- changed evidence under a closed disposition: the finding reopens as `needs_review`,
  saying what was recorded; otherwise a finding is new and reported as it is.

The file is deterministic: entries sorted by path, rule and id; no timestamps, no line
numbers, POSIX paths. `update` keeps what people wrote and drops what was fixed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from secure_lint.core.errors import UserError
from secure_lint.core.findings import CLOSED_DISPOSITIONS, STATED_REASON, Disposition, Finding
from secure_lint.core.input_files import UnfitFile, read_input_text
from secure_lint.core.problems import validation_problem
from secure_lint.report.untrusted import json_text

FORMAT_VERSION: Literal[1] = 1


class BaselineError(UserError):
    """A baseline file that is missing or malformed."""


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    instance_id: str
    rule_id: str
    path: str
    evidence_hash: str
    disposition: Disposition
    reason: str = ""

    @property
    def sort_key(self) -> tuple[str, str, str]:
        return (self.path, self.rule_id, self.instance_id)


class Ledger(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    version: Literal[1]
    findings: list[Entry]

    def to_json(self) -> str:
        entries = sorted(self.findings, key=lambda e: e.sort_key)
        data = {"version": self.version, "findings": [e.model_dump() for e in entries]}

        return json_text(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True)) + "\n"


def read_ledger(path: Path, label: str | None = None) -> Ledger:
    name = label or path.name
    try:
        text = read_input_text(path)
    except FileNotFoundError:
        raise BaselineError(f"{name}: no such baseline file; create it with `secure-lint baseline create`") from None
    except UnfitFile as error:
        raise BaselineError(f"{name}: cannot read the baseline ({error})") from None
    except (OSError, UnicodeDecodeError):
        raise BaselineError(f"{name}: cannot read the baseline") from None
    try:  # json, not pydantic's parser: a path may hold a non-UTF-8 byte (a lone surrogate)
        return Ledger.model_validate(json.loads(text))
    except ValueError as error:
        problem = validation_problem(error) if isinstance(error, ValidationError) else "invalid JSON"
        raise BaselineError(f"{name}: not a secure-lint baseline ({problem})") from None


def match_entries(findings: list[Finding], entries: Iterable[Entry]) -> list[Entry | None]:
    """The ledger entry of each finding: by instance id first, then by rule and path; each once."""
    by_id: dict[str, Entry] = {}
    by_place: dict[tuple[str, str], list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: e.sort_key):
        by_id.setdefault(entry.instance_id, entry)
        by_place.setdefault((entry.rule_id, entry.path), []).append(entry)
    matched: list[Entry | None] = [by_id.get(f.instance_id) for f in findings]
    used = {e.instance_id for e in matched if e is not None}
    for i in sorted(range(len(findings)), key=lambda i: findings[i].instance_id):
        if matched[i] is None:
            place = (findings[i].rule_id, findings[i].location.path)
            matched[i] = next((e for e in by_place.get(place, []) if e.instance_id not in used), None)
            if matched[i] is not None:
                used.add(matched[i].instance_id)  # type: ignore[union-attr]
    return matched


@dataclass
class Applied:
    findings: list[Finding]  # what is reported: new, reopened, and closed by the ledger
    known: int  # open findings already in the ledger, not reported again


def _reopened(finding: Finding, entry: Entry) -> Finding:
    recorded = f"{entry.disposition}" + (f" ({entry.reason})" if entry.reason else "")
    reason = f"the baseline recorded {recorded}, but the evidence changed; review it again"
    return replace(finding, disposition="needs_review", disposition_reason=reason)


def apply_baseline(findings: list[Finding], ledger: Ledger, keep_known: bool = False) -> Applied:
    """The ledger's dispositions applied; open findings it already has are left out unless
    `keep_known` (a roll-up report lists every finding)."""
    recorded = _recordable(findings)
    entries = dict(zip(map(id, recorded), match_entries(recorded, ledger.findings), strict=True))
    out: list[Finding] = []
    for finding in findings:
        entry = entries.get(id(finding))
        if entry is None:
            out.append(finding)
        elif entry.evidence_hash != finding.evidence_hash:
            out.append(_reopened(finding, entry) if entry.disposition in CLOSED_DISPOSITIONS else finding)
        elif entry.disposition in CLOSED_DISPOSITIONS:
            out.append(replace(finding, disposition=entry.disposition, disposition_reason=entry.reason))
        elif keep_known:
            out.append(finding)
    return Applied(findings=out, known=len(findings) - len(out))


def _entry(finding: Finding, disposition: Disposition | None = None, reason: str | None = None) -> Entry:
    return Entry(
        instance_id=finding.instance_id,
        rule_id=finding.rule_id,
        path=finding.location.path,
        evidence_hash=finding.evidence_hash,
        disposition=disposition or finding.disposition,
        reason=finding.disposition_reason if reason is None else reason,
    )


def _recordable(findings: Iterable[Finding]) -> list[Finding]:
    """Findings suppressed inline are governed by their comment, not by the ledger; but a key
    dropped because a free-text comment says "not a secret" is recorded, for a reviewer to see."""
    return [f for f in findings if f.disposition != "suppressed" or f.disposition_reason.startswith(STATED_REASON)]


def create_ledger(findings: Iterable[Finding]) -> Ledger:
    return Ledger(version=FORMAT_VERSION, findings=[_entry(f) for f in _recordable(findings)])


@dataclass
class UpdateStats:
    kept: int = 0
    added: int = 0
    dropped: int = 0
    reopened: int = 0


def update_ledger(previous: Ledger, findings: Iterable[Finding]) -> tuple[Ledger, UpdateStats]:
    """Current findings, keeping the recorded disposition and reason of each one still there."""
    current = _recordable(findings)
    stats = UpdateStats()
    entries: list[Entry] = []
    for finding, entry in zip(current, match_entries(current, previous.findings), strict=True):
        if entry is None:
            stats.added += 1
            entries.append(_entry(finding))
        elif entry.evidence_hash != finding.evidence_hash and entry.disposition in CLOSED_DISPOSITIONS:
            stats.reopened += 1
            entries.append(_entry(_reopened(finding, entry)))
        else:
            stats.kept += 1
            entries.append(_entry(finding, entry.disposition, entry.reason))
    stats.dropped = len(previous.findings) - stats.kept - stats.reopened
    return Ledger(version=FORMAT_VERSION, findings=entries), stats
