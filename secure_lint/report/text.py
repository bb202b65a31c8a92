"""Text for terminals: `path:line:col: severity rule-id message`, the line, a marker, a summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.report.summary import fix_line, fixable_line, one_line
from secure_lint.report.untrusted import display_width, visible
from secure_lint.report.untrusted import one_line as single_line

if TYPE_CHECKING:
    from secure_lint.core.findings import Finding, Flow
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult

_COLORS = {
    "critical": "\033[1;35m",
    "high": "\033[1;31m",
    "medium": "\033[33m",
    "low": "\033[36m",
    "info": "\033[2m",
}
_RESET = "\033[0m"
_BOLD = "\033[1m"


def _paint(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{_RESET}" if color else text


TAB_WIDTH = 4


def _shown(char: str, column: int) -> str:
    """How one character of a source line is shown, starting at display `column`."""
    if char == "\t":
        return " " * (TAB_WIDTH - column % TAB_WIDTH)
    return visible(char)


def snippet_lines(finding: Finding) -> tuple[str, str]:
    """The source line as shown (tabs expanded, control characters escaped) and the marker
    under the finding, aligned however wide each character shows."""
    loc = finding.location
    end = loc.end_column if loc.end_line == loc.start_line else loc.start_column + 1  # multi-line: one caret
    shown: list[str] = []
    before = under = 0
    for index, char in enumerate(loc.snippet, 1):
        text = _shown(char, before + under)
        width = display_width(text)
        if index < loc.start_column:
            before += width
        elif index < end:
            under += width
        shown.append(text)
    return "".join(shown), " " * before + "^" * max(1, under)


def shown_path(path: str) -> str:
    """A path as printed: escaped, and never starting like a CI command (`::error`)."""
    text = visible(path)
    return f"./{text}" if text.startswith((":", "#")) else text


def flow_lines(flow: Flow) -> list[str]:
    """The path of the data under a finding: where it comes from, then each hop."""
    where = f"{shown_path(flow.source.path)}:{flow.source.line}"
    lines = [f"from {single_line(flow.source.label)} ({where})" if flow.source.label else f"from {where}"]
    lines += [f"via {shown_path(hop.path)}:{hop.line} ({single_line(hop.action)})" for hop in flow.hops]
    return lines


def _hint(finding: Finding) -> str:
    if finding.rule_id == "secure-lint.unscanned-code":
        return "make the file readable as code, or accept the gap: `ignore: [secure-lint.unscanned-code]`"
    if finding.pack == "secure-lint":  # a problem with a suppression comment itself
        return "correct the `secure-lint: ignore[...]` comment, or remove it"
    if finding.fix is not None:
        fix = finding.fix
        if fix.safety == "safe":
            head = "fix available (safe): secure-lint scan --fix"
        else:
            head = "fix available (unsafe, review the change): secure-lint scan --fix --unsafe-fixes"
        return head + (f"; {single_line(fix.description)}" if fix.description else "")
    return f"suppress with `secure-lint: ignore[{finding.rule_id}] -- reason` if not a risk"


def format_finding(finding: Finding, color: bool) -> str:
    loc = finding.location
    head = _paint(f"{shown_path(loc.path)}:{loc.start_line}:{loc.start_column}:", _BOLD, color)
    severity = _paint(finding.severity, _COLORS[finding.severity], color)
    lines = [f"{head} {severity} {finding.rule_id} {single_line(finding.message)}"]
    if loc.snippet:
        gutter = f"{loc.start_line:>5} | "
        snippet, marker = snippet_lines(finding)
        lines.append(gutter + snippet)
        lines.append(" " * (len(gutter) - 2) + "| " + _paint(marker, _COLORS[finding.severity], color))
    if finding.flow is not None:
        lines += [f"  {line}" for line in flow_lines(finding.flow)]
    lines.append(f"      = {_hint(finding)}")
    return "\n".join(lines)


def render(result: ScanResult, options: ReportOptions) -> str:
    shown = [f for f in result.findings if f.is_open or options.include_suppressed]
    blocks = [format_finding(f, options.color) for f in shown]
    fixes = fix_line(result.fix) if result.fix else fixable_line(result)
    counts = one_line(result, options)
    blocks.append(f"{fixes[0].upper()}{fixes[1:]}.\n{counts}" if fixes else counts)
    if result.coverage.scan_status != "complete":
        blocks.append(f"Coverage: {result.coverage.not_observed_means}.")
    if result.coverage.gaps:
        blocks.append(gap_lines(result, options.verbose))
    unmerged = [shown_path(s.path) for s in result.coverage.skipped if s.reason == "unmerged"]
    if unmerged:
        blocks.append(f"Not scanned, unmerged (resolve the conflict, then stage): {', '.join(unmerged)}.")
    if options.verbose:
        blocks.append(coverage_details(result))
    return "\n\n".join(blocks) + "\n"


GAPS_SHOWN = 5  # gaps printed by name without -v


def gap_lines(result: ScanResult, verbose: bool) -> str:
    """The shipped files the code rules did not read (coverage.gaps), one line each (the first
    few without -v), with why: the scan is partial, never silently."""
    from secure_lint.scan.gaps import gap_reason  # noqa: PLC0415 (only when there is a gap)

    gaps = result.coverage.gaps
    count = len(gaps)
    lines = [
        f"Partial scan: {count} shipped source file{'s' if count != 1 else ''} not read by the code rules"
        " (--fail-on-partial fails the scan; --profile audit reports each as secure-lint.unscanned-code):"
    ]
    shown = gaps if verbose else gaps[:GAPS_SHOWN]
    lines += [f"  gap {shown_path(g.path)}: {gap_reason(g)}" for g in shown]
    if len(shown) < count:
        lines.append(f"  ... and {count - len(shown)} more (-v lists them all)")
    return "\n".join(lines)


def coverage_details(result: ScanResult) -> str:
    """-v: every path the scan passed over and why, and the files parsed only in part."""
    coverage = result.coverage
    files = f"{coverage.files_scanned} file{'s' if coverage.files_scanned != 1 else ''}"
    lines = [f"Stacks: {', '.join(coverage.stacks)}. Rule × file checks: {coverage.rules_run} (on {files} scanned)."]
    lines += [f"skipped {shown_path(s.path)} ({s.reason.replace('_', ' ')})" for s in coverage.skipped]
    lines += [
        f"partly parsed {shown_path(path)} (syntax errors; matched where it parses)"
        for path in coverage.partially_parsed
    ]
    lines += [f"truncated: {single_line(cause)}" for cause in coverage.truncation]
    lines += [f"not shipped {shown_path(path)} (code rules off; secret rules ran)" for path in coverage.not_shipped]
    return "\n".join(lines)
