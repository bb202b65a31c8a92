"""What a scan produces: findings with their identity, and the coverage of the scan.

Plain dataclasses: a scan builds them by the thousand and should not wait for pydantic to
import (reports write them with `dataclasses.asdict`).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Literal

from secure_lint.core.models import RuleFacts

Disposition = Literal[
    "reportable",
    "needs_review",
    "suppressed",
    "accepted_risk",
    "not_applicable",
    "deferred",
    "fixed",
]
OPEN_DISPOSITIONS: frozenset[str] = frozenset({"reportable", "deferred", "needs_review"})
CLOSED_DISPOSITIONS: frozenset[str] = frozenset({"suppressed", "accepted_risk", "not_applicable", "fixed"})

_SEP = "\x1f"  # unit separator between hashed parts


@dataclass(frozen=True, kw_only=True)
class Location:
    path: str  # POSIX, root-relative
    start_line: int  # 1-based
    start_column: int  # 1-based, in characters
    end_line: int
    end_column: int  # 1-based, exclusive
    snippet: str = ""  # the source line(s), redacted


StepKind = Literal["assigned", "passed", "returned"]


@dataclass(frozen=True, kw_only=True)
class FlowStep:
    """One place on the path of a value from its source to the sink. Each step names its own
    file: a hop may sit in another function or another file than the finding."""

    path: str  # POSIX, root-relative
    line: int  # 1-based
    column: int  # 1-based, in characters
    end_line: int  # of the expression there
    end_column: int  # 1-based, exclusive
    snippet: str = ""  # the source line, redacted
    label: str = ""  # the expression there: `req.query.q` (source), the variable bound (a hop), the callee (sink)
    kind: StepKind | None = None  # what happens to the value at a hop; None at the source and the sink

    @property
    def action(self) -> str:
        """What happens to the value here, in words: `assigned to sql`, `passed to items`."""
        verb = _ACTIONS.get(self.kind or "", "through")
        return f"{verb} {self.label}" if self.label else verb


_ACTIONS = {"assigned": "assigned to", "passed": "passed to", "returned": "returned from"}


@dataclass(frozen=True, kw_only=True)
class Flow:
    """Where the data a finding reports comes from and how it reaches the sink, in order."""

    source: FlowStep
    hops: list[FlowStep] = field(default_factory=list)
    sink: FlowStep


@dataclass(frozen=True, kw_only=True)
class FixEdit:
    """Replace the text between two character offsets of a file."""

    path: str
    start: int
    end: int
    replacement: str
    safety: Literal["safe", "unsafe"]
    description: str = ""


@dataclass(frozen=True, kw_only=True)
class FixProblem:
    """A file `--fix` left as it was, and why."""

    path: str
    reason: str


@dataclass(frozen=True, kw_only=True)
class FixSummary:
    """What `--fix` (applied) or `--diff` (not applied) did, counted after the fixes."""

    applied: bool  # False: a preview, nothing was written
    unsafe: bool  # unsafe fixes were included
    fixed: int = 0  # findings fixed (or that would be)
    files: list[str] = field(default_factory=list)  # files changed (or that would be)
    remaining: int = 0  # open findings left
    unsafe_fixable: int = 0  # of those, how many an unsafe fix would fix
    problems: list[FixProblem] = field(default_factory=list)
    diff: str = ""  # unified diff of the changes


@dataclass(frozen=True, kw_only=True)
class Finding(RuleFacts):
    """What a rule found (with the rule's facts), where, and what was decided about it. The
    JSON schema's fields that follow from these (residual_risk, rule_family, sink, proof_gap...)
    are derived when the JSON is written (report/json_report.py)."""

    rule_id: str
    stack: str = "common"
    location: Location
    evidence: str
    impact_if_unremediated: str = ""
    remediation: str = ""
    verification_suggestion: str = ""
    instance_id: str
    evidence_hash: str
    disposition: Disposition = "reportable"
    disposition_reason: str = ""
    fix: FixEdit | None = None
    flow: Flow | None = None  # the traced path of the data (taint rules); None: the rule traces none

    @property
    def is_open(self) -> bool:
        return self.disposition in OPEN_DISPOSITIONS


# The reason of a finding suppressed by what a comment in the code says (not by a secure-lint
# directive): such findings are recorded in the baseline, for a reviewer to see.
STATED_REASON = "a comment in the code says: "


def _digest(*parts: str, length: int = 16) -> str:
    # surrogateescape: a file name byte that is not UTF-8 hashes as that byte
    return hashlib.sha256(_SEP.join(parts).encode("utf-8", "surrogateescape")).hexdigest()[:length]


def normalize_text(text: str) -> str:
    """Matched text with whitespace runs folded, so reformatting keeps identity."""
    return re.sub(r"\s+", " ", text).strip()


def instance_id(rule_id: str, path: str, matched_text: str, occurrence: int) -> str:
    """Line-independent identity: moving code up or down keeps it."""
    return _digest(rule_id, path, normalize_text(matched_text), str(occurrence), length=32)


def evidence_hash(evidence: str) -> str:
    return _digest(normalize_text(evidence))


SkipReason = Literal[
    "ignored",
    "default_excluded",
    "not_shipped",
    "too_large",
    "binary",
    "minified",
    "library",  # minified or bannered, and a library's file by what it holds (reading.py): no gap
    "vendored",
    "symlink_outside_root",
    "symlink_not_followed",
    "symlink_to_unscanned",  # shipped code linking to a file scanned as not shipped, or not at all
    "unreadable",
    "too_deep",
    "unmerged",
    "not_a_regular_file",
    "no_applicable_rules",
    "submodule",  # a nested git repository (a submodule): scanned from its own root
]


@dataclass(frozen=True, kw_only=True)
class SkippedPath:
    path: str
    reason: SkipReason


@dataclass(kw_only=True)
class Coverage:
    stacks: list[str] = field(default_factory=list)
    files_considered: int = 0
    files_scanned: int = 0
    rules_run: int = 0
    skipped: list[SkippedPath] = field(default_factory=list)
    partially_parsed: list[str] = field(default_factory=list)  # files with syntax errors, matched where they parse
    not_shipped: list[str] = field(default_factory=list)  # scanned, classified as not shipped code (paths.py)
    # shipped source files the code rules did not run on because of what they hold (scan/gaps.py),
    # each also in `skipped`: what makes the scan partial, named in every output
    gaps: list[SkippedPath] = field(default_factory=list)
    truncation: list[str] = field(default_factory=list)
    scan_status: Literal["complete", "partial", "truncated"] = "complete"
    not_observed_means: str = ""

    def finish(self, changed_lines_of: str | None = None) -> None:
        """Derive status and the meaning of an empty result from what was recorded;
        `changed_lines_of`: the change that a reported finding's path must touch."""
        problems = {"symlink_outside_root", "symlink_to_unscanned", "unreadable", "too_large", "too_deep", "unmerged"}
        if self.truncation:
            self.scan_status = "truncated"
        elif self.partially_parsed or any(s.reason in problems for s in self.skipped):
            self.scan_status = "partial"
        if self.files_scanned == 0:
            self.not_observed_means = "no files were scanned: an empty result says nothing"
        elif self.scan_status == "complete":
            self.not_observed_means = (
                "no finding in the files scanned by the rules that ran; "
                "rules cannot prove the absence of a weakness"
            )
        else:
            self.not_observed_means = (
                f"scan was {self.scan_status}: files skipped or partly parsed may hide findings"
            )
        if changed_lines_of is not None:
            only = (
                f"only findings whose path the {changed_lines_of} touched are reported (a line of the"
                " finding or of its data's source, hops or sink changed, or a check between them removed)"
            )
            self.not_observed_means += f"; {only}"
