"""Text for terminals: `path:line:col: severity rule-id message`, the line, a marker, a summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.report.summary import fix_line, fixable_line, one_line

if TYPE_CHECKING:
    from secure_lint.findings import Finding
    from secure_lint.report import ReportOptions
    from secure_lint.scan import ScanResult

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


def _marker(finding: Finding) -> str:
    loc = finding.location
    width = loc.end_column - loc.start_column if loc.end_line == loc.start_line else 0
    snippet_width = max(0, len(loc.snippet) - loc.start_column + 1)
    return " " * (loc.start_column - 1) + "^" * max(1, min(width, snippet_width))


def _hint(finding: Finding) -> str:
    if finding.pack == "secure-lint":  # a problem with a suppression comment itself
        return "correct the `secure-lint: ignore[...]` comment, or remove it"
    if finding.fix is not None:
        fix = finding.fix
        if fix.safety == "safe":
            head = "fix available (safe): secure-lint scan --fix"
        else:
            head = "fix available (unsafe, review the change): secure-lint scan --fix --unsafe-fixes"
        return head + (f"; {fix.description}" if fix.description else "")
    return f"suppress with `secure-lint: ignore[{finding.rule_id}] -- reason` if not a risk"


def format_finding(finding: Finding, color: bool) -> str:
    loc = finding.location
    head = _paint(f"{loc.path}:{loc.start_line}:{loc.start_column}:", _BOLD, color)
    severity = _paint(finding.severity, _COLORS[finding.severity], color)
    lines = [f"{head} {severity} {finding.rule_id} {finding.message}"]
    if loc.snippet:
        gutter = f"{loc.start_line:>5} | "
        lines.append(gutter + loc.snippet)
        lines.append(" " * (len(gutter) - 2) + "| " + _paint(_marker(finding), _COLORS[finding.severity], color))
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
    if options.verbose:
        blocks.append(coverage_details(result))
    return "\n\n".join(blocks) + "\n"


def coverage_details(result: ScanResult) -> str:
    """-v: every path the scan passed over and why, and the files parsed only in part."""
    coverage = result.coverage
    lines = [f"Stacks: {', '.join(coverage.stacks)}. Rules run on files: {coverage.rules_run}."]
    lines += [f"skipped {s.path} ({s.reason.replace('_', ' ')})" for s in coverage.skipped]
    lines += [f"partly parsed {path} (syntax errors; matched where it parses)" for path in coverage.partially_parsed]
    lines += [f"not shipped {path} (code rules off; secret rules ran)" for path in coverage.not_shipped]
    return "\n".join(lines)
