"""Markdown: a remediation report a team lead can act on; the GitHub Action's job summary.

Summary counts, open risk, top priorities, each rule's findings with why, how to fix and
how to verify, and the coverage of the scan. Within GitHub's 1 MiB step-summary limit:
groups that do not fit are left out with a note saying how many and where to find them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.report import Rendered
from secure_lint.report.remediation import Group, View, build_view, first_step, verdict
from secure_lint.report.untrusted import one_line, visible

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult

MAX_BYTES = 1024 * 1024 - 16 * 1024  # GitHub's step summary limit, less room for the Action's lines
MAX_LOCATIONS = 50  # per rule; the SARIF and JSON outputs have them all
ICON = {"critical": "🟣", "high": "🔴", "medium": "🟠", "low": "🔵", "info": "⚪"}
_CODE_SPAN = lazy_compile(r"(`+)(.+?)\1", re.DOTALL)
_PUNCT = lazy_compile(r"([\\`*_{}\[\]<>#|~&])")


def inline(text: str) -> str:
    """Text safe in a table cell or a line: code spans kept, everything else escaped."""
    text = one_line(text)
    out, last = [], 0
    for match in _CODE_SPAN.finditer(text):
        out.append(_PUNCT.sub(r"\\\1", text[last : match.start()]))
        out.append(_code(match.group(2)))
        last = match.end()
    out.append(_PUNCT.sub(r"\\\1", text[last:]))
    return " ".join("".join(out).split())


def _code(text: str) -> str:
    body = " ".join(visible(text).split()).replace("|", "\\|")
    fence = "``" if "`" in body else "`"
    return f"{fence} {body} {fence}" if fence == "``" else f"`{body}`"


def block(text: str) -> str:
    """A narrative paragraph: lines kept (numbered steps stay a list), raw HTML neutralized."""
    return "\n".join(inline(line) if line.strip() else "" for line in text.splitlines())


def _summary(view: View) -> list[str]:
    lines = ["## Summary", "", "| Severity | Open |", "|---|---:|"]
    lines += [f"| {ICON[s]} {s} | {n} |" for s, n in view.open_by_severity.items()]
    closed = ", ".join(f"{n} {d.replace('_', ' ')}" for d, n in view.closed_by_disposition.items())
    lines += [
        "",
        f"**Open risk:** {view.open_total} open finding{'s' if view.open_total != 1 else ''} "
        f"(reportable, needs review or deferred)" + (f"; closed: {closed}." if closed else "; none closed."),
    ]
    if view.open_by_category:
        lines += ["", "| Category | Open | Most severe |", "|---|---:|---|"]
        lines += [f"| {c} | {n} | {ICON[w]} {w} |" for c, n, w in view.open_by_category]
    return lines


def _priorities(view: View) -> list[str]:
    if not view.priorities:
        return []
    lines = ["## Top remediation priorities", ""]
    for i, group in enumerate(view.priorities, 1):
        where = ", ".join(_code(p) for p in group.paths[:3]) + (" …" if len(group.paths) > 3 else "")
        count = len(group.findings)
        lines.append(
            f"{i}. {ICON[group.severity]} **{group.severity}** `{group.rule_id}`: {inline(group.narrative.title)}"
            f" ({count} location{'s' if count != 1 else ''}: {where}). {inline(first_step(group.narrative))}"
        )
    return lines


def _location_row(finding: Finding) -> str:
    loc = finding.location
    fix = f" (fix: {finding.fix.safety})" if finding.fix else ""
    where = _code(f"{loc.path}:{loc.start_line}:{loc.start_column}")
    return f"| {where} | {inline(finding.message)}{fix}{_flow(finding)} |"


def _flow(finding: Finding) -> str:
    """The path of the data, after the message: from the source, via each hop."""
    flow = finding.flow
    if flow is None:
        return ""
    source = flow.source
    label = f"{_code(source.label)} " if source.label else ""
    parts = [f"from {label}({_code(f'{source.path}:{source.line}')})"]
    parts += [f"via {_code(f'{hop.path}:{hop.line}')} ({inline(hop.action)})" for hop in flow.hops]
    return "<br>" + ", ".join(parts)


def _group(group: Group) -> str:
    n = group.narrative
    cwe = " · ".join(group.cwe)
    facts = [f"{group.category}", f"confidence {group.confidence}", *([cwe] if cwe else [])]
    fixable = f" · {group.fixable} fixable with `secure-lint scan --fix`" if group.fixable else ""
    rows = [_location_row(f) for f in group.findings[:MAX_LOCATIONS]]
    more = len(group.findings) - len(rows)
    if more:
        rows.append(f"| … | {more} more location{'s' if more != 1 else ''} in the SARIF and JSON reports |")
    refs = "\n".join(f"- <{r}>" for r in n.references)
    return "\n".join(
        [
            f"### {ICON[group.severity]} {group.severity} · `{group.rule_id}`: {inline(n.title)}",
            "",
            " · ".join(facts) + f" · {len(group.findings)} open{fixable}",
            "",
            "| Location | Finding |",
            "|---|---|",
            *rows,
            "",
            f"**What it finds.** {inline(n.what)}",
            "",
            f"**Why it matters.** {inline(n.why)}",
            "",
            "**Remediation.**",
            "",
            block(n.remediation),
            "",
            f"**How to verify.** {inline(n.verification)}",
            "",
            f"**References**\n\n{refs}",
        ]
    )


def _coverage(view: View) -> list[str]:
    cov = view.coverage
    stacks = ", ".join(cov.stacks) or "none detected"
    lines = [
        "## Coverage",
        "",
        f"- Status: **{cov.scan_status}**. Files considered: {cov.files_considered}; scanned: {cov.files_scanned}; "
        f"skipped: {len(cov.skipped)}. Stacks: {stacks}. Rule × file checks: {cov.rules_run}.",
    ]
    for skip in view.skipped:
        examples = ", ".join(_code(p) for p in skip.examples) + (" …" if skip.count > len(skip.examples) else "")
        flag = " ⚠️ may hide findings" if skip.risky else ""
        lines.append(f"- Skipped {skip.count}: {skip.explanation}{flag} ({examples})")
    if cov.partially_parsed:
        shown = ", ".join(_code(p) for p in cov.partially_parsed[:5])
        lines.append(f"- Partly parsed (syntax errors; matched where they parse): {shown}")
    lines += [f"- Truncated: {inline(t)}" for t in cov.truncation]
    lines.append(f"- What “no findings” means here: {inline(cov.not_observed_means or 'nothing was recorded')}.")
    return lines


def render_report(result: ScanResult, options: ReportOptions) -> Rendered:
    view = build_view(result, options)
    head = "\n".join(["# secure-lint remediation report", "", f"**Result:** {verdict(view)}", "", *_summary(view)])
    priorities = "\n".join(_priorities(view))
    coverage = "\n".join(_coverage(view))
    budget = MAX_BYTES - _size(head + priorities + coverage) - 1024  # room for the headings and the note
    sections: list[str] = []
    notes: tuple[str, ...] = ()
    for i, group in enumerate(view.groups):
        text = _group(group)
        if _size(text) + 2 > budget:
            notes = (_cut_note(view.groups[i:]),)
            sections.append(f"> **Note:** {notes[0]}")
            break
        sections.append(text)
        budget -= _size(text) + 2
    findings = ["## Findings by rule", *sections] if sections else []
    blocks = [head, priorities, *findings, coverage]
    return Rendered("\n\n".join(b for b in blocks if b) + "\n", notes)


def _cut_note(left: list[Group]) -> str:
    count = sum(len(g.findings) for g in left)
    return (
        f"Report truncated to fit GitHub's 1 MiB summary: {len(left)} more rule(s) with {count} "
        "finding(s) are not shown; the SARIF and JSON reports have every finding."
    )


def _size(text: str) -> int:
    return len(text.encode("utf-8"))


def render(result: ScanResult, options: ReportOptions) -> str:
    return render_report(result, options).text
