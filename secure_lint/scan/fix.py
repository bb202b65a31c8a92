"""Fixes: plan the edits of all findings of a file together, verify them, write them through
the workspace, or show them as a unified diff.

Per file: scan -> pass (non-overlapping edits, applied bottom-up) -> re-scan -> next pass for
the edits that overlapped, up to MAX_PASSES. A file is left as it was when a fixed finding is
still there after its fix, when the fixes would break its syntax, or when they do not settle.
The result is written with one `Workspace.multiedit` (exact old/new strings, each found once,
all or nothing; it keeps line endings, BOM, encoding and mode, and never follows a link).
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from secure_lint.core.context import FixMode
from secure_lint.core.findings import Finding, FixEdit, FixProblem, FixSummary, SkippedPath
from secure_lint.core.source import SourceFile
from secure_lint.git import blob_id
from secure_lint.scan.engine import FileResult, RuleIndex, scan_source
from secure_lint.scan.fix_text import exact_edit, unified_diff
from secure_lint.scan.matching import ScanResult, sort_findings
from secure_lint.scan.reading import BINARY_PLIST, to_source
from secure_lint.workspace import Edit, ToolError, Workspace
from secure_lint.workspace.editing import apply_edits as replay
from secure_lint.workspace.errors import WorkspaceError
from secure_lint.workspace.kinds import Newline
from secure_lint.workspace.text import newline_style, to_style

MAX_PASSES = 4

Wanted = Callable[[Finding], bool]
# What a plain scan does after matching, with the whole repository (whole_repository.guarded_elsewhere):
# one file's result, given the texts of the files the fixes changed.
Settle = Callable[[FileResult, Mapping[str, str]], FileResult]


def non_overlapping(edits: Iterable[FixEdit]) -> list[FixEdit]:
    """The edits that can be applied together, earliest first; later overlaps wait.

    Of two edits starting at the same offset the longer (the enclosing match) goes first.
    """
    chosen: list[FixEdit] = []
    for edit in sorted(edits, key=lambda e: (e.start, -e.end, e.replacement)):
        if chosen and (edit.start < chosen[-1].end or edit.start == chosen[-1].start):
            continue
        chosen.append(edit)
    return chosen


def apply_edits(text: str, edits: Iterable[FixEdit]) -> str:
    """One pass of edits on `text`, bottom-up (overlapping edits are left out)."""
    for edit in reversed(non_overlapping(edits)):
        text = text[: edit.start] + edit.replacement + text[edit.end :]
    return text


@dataclass
class FilePlan:
    """The fixes of one file: its text before and after, and the multiedit steps between."""

    path: str
    original: str
    text: str
    first: list[Finding]  # the findings of `original`
    findings: list[Finding]  # the findings of `text`
    fixed: list[Finding] = field(default_factory=list)  # as found in the pass that fixed them
    steps: list[Edit] = field(default_factory=list)
    problem: str = ""  # why the file is left as it was

    @property
    def changes(self) -> bool:
        return not self.problem and self.text != self.original

    def left_alone(self, problem: str) -> FilePlan:
        return FilePlan(self.path, self.original, self.original, self.first, self.first, problem=problem)


def plan_fixes(
    source: SourceFile,
    index: RuleIndex,
    wanted: Wanted,
    only: Collection[str] | None = None,
    settle: Callable[[FileResult, str], FileResult] | None = None,
) -> FilePlan:
    """Apply the wanted fixes of `source` in memory, pass by pass, and verify the outcome.

    `only`: the instance ids that may be fixed (the findings a scan reported); findings that
    the fixes themselves bring up in later passes may be fixed too. `settle`: what the scan
    did with a file's result after matching it (given the file's text), done after every
    re-scan too, so that each pass sees the findings a plain scan of its text reports.
    """

    def scan(current: SourceFile) -> list[Finding]:
        result = scan_source(current, index)
        return (settle(result, current.text) if settle is not None else result).findings

    first = scan(source)
    initial = {f.instance_id for f in first}

    def eligible(finding: Finding) -> bool:
        fresh = only is None or finding.instance_id in only or finding.instance_id not in initial
        return fresh and wanted(finding)

    plan = FilePlan(source.path, source.text, source.text, first, first)
    style = newline_style(source.text)
    current = source
    for _ in range(MAX_PASSES):
        todo = _todo(plan.findings, current.text, eligible)
        if not todo:
            break
        chosen = non_overlapping(todo)
        text, starts, steps = _apply_pass(current.text, chosen, style)
        after = SourceFile(source.path, text, source.language)
        found = scan(after)
        stuck = _still_there(todo, chosen, starts, found, current.text, text)
        if stuck is not None:
            line = stuck.location.start_line
            return plan.left_alone(f"the fix of {stuck.rule_id} (line {line}) leaves the finding in place")
        plan.fixed += [todo[edit] for edit in chosen]
        plan.steps += steps
        plan.text, plan.findings, current = text, found, after
    else:
        if _todo(plan.findings, current.text, eligible):
            return plan.left_alone(f"the fixes did not settle in {MAX_PASSES} passes")
    if current is not source and _syntax_errors(current) > _syntax_errors(source):
        return plan.left_alone("the fixes would introduce a syntax error")
    if plan.steps and not _replays(plan, style):
        return plan.left_alone("the fixes could not be expressed as exact edits")  # pragma: no cover
    return plan


def _replays(plan: FilePlan, style: Newline | None) -> bool:
    """What multiedit will do with the steps gives the planned text (a self-check)."""
    try:
        return replay(plan.original, plan.steps, style, plan.path, fail_fast=True)[0] == plan.text
    except WorkspaceError:  # pragma: no cover
        return False


def _todo(findings: list[Finding], text: str, eligible: Wanted) -> dict[FixEdit, Finding]:
    """Eligible fixes that change something (a no-op fix cannot fix its finding)."""
    return {
        f.fix: f
        for f in findings
        if f.fix is not None and eligible(f) and text[f.fix.start : f.fix.end] != f.fix.replacement
    }


def _apply_pass(text: str, chosen: list[FixEdit], style: Newline | None) -> tuple[str, list[int], list[Edit]]:
    """Apply bottom-up; the new start offset of each edit, and the exact edits for multiedit."""
    replacements = [to_style(edit.replacement, style) for edit in chosen]
    starts: list[int] = []
    shift = 0
    for edit, replacement in zip(chosen, replacements, strict=True):
        starts.append(edit.start + shift)
        shift += len(replacement) - (edit.end - edit.start)
    steps: list[Edit] = []
    for edit, replacement in reversed(list(zip(chosen, replacements, strict=True))):
        steps.append(exact_edit(text, edit.start, edit.end, replacement))
        text = text[: edit.start] + replacement + text[edit.end :]
    return text, starts, steps


def _still_there(
    todo: dict[FixEdit, Finding],
    chosen: list[FixEdit],
    starts: list[int],
    found: list[Finding],
    before: str,
    after: str,
) -> Finding | None:
    """A fixed finding whose rule matches again where its fix was put.

    A match there that is an overlapping finding left for the next pass does not count.
    """
    applied = set(chosen)
    waiting = {(todo[e].rule_id, before[e.start : e.end]) for e in todo if e not in applied}
    again = {(f.rule_id, f.fix.start): f for f in found if f.fix is not None}
    for edit, start in zip(chosen, starts, strict=True):
        finding = todo[edit]
        match = again.get((finding.rule_id, start))
        if (
            match is not None
            and match.fix is not None
            and ((finding.rule_id, after[match.fix.start : match.fix.end]) not in waiting)
        ):
            return finding
    return None


def _syntax_errors(source: SourceFile) -> int:
    """Parse errors: ERROR nodes and the zero-width tokens the parser made up (MISSING nodes)
    for code; 0 or 1 (not well-formed) for plists and XML; 0 for what we do not parse."""
    if source.is_structural:
        return len(source.tree.find_all(kind="ERROR")) + _missing(source.tree)
    if source.language in ("plist", "xml"):
        try:
            ElementTree.fromstring(source.text)  # expat: no external entities, bounded expansion
        except ElementTree.ParseError:
            return 1
    return 0


def _missing(node: Any) -> int:
    """Unnamed zero-width leaves: the `)` or `}` tree-sitter inserts to recover from an error."""
    count = 0
    stack = [node]
    while stack:
        current = stack.pop()
        children = current.children()
        if children:
            stack.extend(children)
            continue
        span = current.range()
        count += span.start.index == span.end.index and not current.is_named()
    return count


# -- applying to the scanned files -----------------------------------------------------------

Guard = Callable[[str, bytes], "str | None"]  # a reason to leave a file alone, given its bytes


@dataclass(frozen=True)
class FixTarget:
    """Where fixes are written and how files are re-scanned: the scan's own rules and options."""

    workspace: Workspace
    index: RuleIndex
    max_size: int  # bytes: a file grown past the scan's limit is not fixed
    guard: Guard | None = None
    settle: Settle | None = None  # the scan's whole-repository step, after every re-scan


def fix_scan(result: ScanResult, target: FixTarget, mode: FixMode) -> ScanResult:
    """Fix the open findings of `result` that have an allowed fix, file by file, re-scanning
    each with the scan's rule index.

    Returns the result after the fixes (when written) with `fix` set: counts, problems, diff.
    """
    wanted = _allowed(mode.unsafe)
    plans: list[FilePlan] = []
    fixed: dict[str, str] = {}  # the texts of the files fixed so far (written or not)
    for path, findings in _by_path(result.findings).items():
        only = {f.instance_id for f in findings if f.is_open and wanted(f)}
        if not only:
            continue
        plan = _plan_file(target, path, only, wanted, fixed)
        if mode.write and plan.changes:
            plan = _write(target.workspace, plan)
        if plan.changes:
            fixed[path] = plan.text
        plans.append(plan)
    return _merge(result, plans, mode)


def _allowed(unsafe: bool) -> Wanted:
    return lambda f: f.fix is not None and f.is_open and (unsafe or f.fix.safety == "safe")


def _by_path(findings: list[Finding]) -> dict[str, list[Finding]]:
    grouped: dict[str, list[Finding]] = {}
    for finding in findings:
        grouped.setdefault(finding.location.path, []).append(finding)
    return grouped


def _plan_file(target: FixTarget, path: str, only: set[str], wanted: Wanted, fixed: Mapping[str, str]) -> FilePlan:
    data = target.workspace.read_bytes(path, target.max_size)
    if isinstance(data, ToolError):
        return FilePlan(path, "", "", [], [], problem=f"not fixed: {data.message}")
    reason = target.guard(path, data) if target.guard else None
    if reason:
        return FilePlan(path, "", "", [], [], problem=reason)
    if data.startswith(BINARY_PLIST):  # scanned as the XML it decodes to: not text to edit
        return FilePlan(path, "", "", [], [], problem="not fixed: a binary property list")
    source = to_source(path, data)
    if isinstance(source, SkippedPath):
        return FilePlan(path, "", "", [], [], problem=f"not fixed: the file is {source.reason}")
    return plan_fixes(source, target.index, wanted, only, _settling(target.settle, fixed))


def _settling(settle: Settle | None, fixed: Mapping[str, str]) -> Callable[[FileResult, str], FileResult] | None:
    """The scan's whole-repository step for one file's re-scan: the repository as fixed so
    far, the file at its text of the moment."""
    if settle is None:
        return None
    return lambda result, text: settle(result, {**fixed, result.path: text})


def _write(workspace: Workspace, plan: FilePlan) -> FilePlan:
    """All of a file's edits in one multiedit: written atomically, or not at all."""
    outcome = workspace.multiedit(plan.path, plan.steps)
    if isinstance(outcome, ToolError):
        return plan.left_alone(f"not fixed: {outcome.message}")
    return plan


def _merge(result: ScanResult, plans: list[FilePlan], mode: FixMode) -> ScanResult:
    """The findings after the fixes: fixed ones closed, the others from the re-scan of each file.

    A re-scanned finding keeps what the scan decided about it (disposition, severity...); one
    the scan did not report (other lines of a --diff-base scan, known to the baseline) stays out,
    unless the fixes brought it up.
    """
    changed = {p.path: p for p in plans if p.changes}
    reported = _by_path(result.findings)
    after: list[Finding] = [f for f in result.findings if f.location.path not in changed]
    for path, plan in changed.items():
        by_id = {f.instance_id: f for f in reported[path]}
        initial = {f.instance_id for f in plan.first}
        after += [_closed(by_id.get(f.instance_id, f)) for f in plan.fixed]
        after += [_carried(by_id[f.instance_id], f) for f in plan.findings if f.instance_id in by_id]
        after += [f for f in plan.findings if f.instance_id not in initial]
    remaining = [f for f in after if f.is_open]
    summary = FixSummary(
        applied=mode.write,
        unsafe=mode.unsafe,
        fixed=sum(len(p.fixed) for p in changed.values()),
        files=sorted(changed),
        remaining=len(remaining),
        unsafe_fixable=0 if mode.unsafe else sum(1 for f in remaining if f.fix and f.fix.safety == "unsafe"),
        problems=[FixProblem(path=p.path, reason=p.problem) for p in plans if p.problem],
        diff="".join(unified_diff(p.path, p.original, p.text) for p in changed.values()),
    )
    findings = sort_findings(after) if mode.write else result.findings
    return replace(result, findings=findings, fix=summary)


def _closed(finding: Finding) -> Finding:
    return replace(finding, disposition="fixed", disposition_reason="fixed by secure-lint --fix")


def _carried(reported: Finding, now: Finding) -> Finding:
    """A finding still there after the fixes: what the scan decided about it, at its new place."""
    return replace(reported, location=now.location, fix=now.fix)


def staged_guard(blobs: dict[str, str], what: str) -> Guard:
    """Fix a file only when its working copy is the content that was scanned (blob ids)."""

    def guard(path: str, data: bytes) -> str | None:
        blob = blobs.get(path)
        if blob is not None and blob_id(data, len(blob)) == blob:
            return None
        return f"not fixed: the working copy differs from the {what}; stage or stash its changes and run again"

    return guard
