"""Writing a scan's outputs as its OutputPlan says: the report and SARIF files (atomically, so a
failed run never leaves half a report), stdout and stderr, and the exit code."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import click

from secure_lint.core.errors import ExitCode
from secure_lint.core.files import write_atomic
from secure_lint.report import ReportOptions, render_report

if TYPE_CHECKING:
    from secure_lint.core.findings import FixSummary
    from secure_lint.scan.matching import ScanResult


LIST_FORMATS = ("text", "json")  # `rules list`, `packs list`


@dataclass(frozen=True, kw_only=True)
class OutputPlan:
    """Where and how a scan's result is written, decided once (scan_options.output_plan) from
    the command line and the configuration: every reader at the end of a scan reads it here."""

    fmt: str
    output: str | None  # -o FILE; None: stdout
    sarif_output: str | None
    sarif_category: str  # a shard's own: secure-lint/shard-2-of-3
    fail_on: str
    fail_on_partial: bool  # a partial or truncated scan exits 1 too
    include_suppressed: bool  # SARIF keeps suppressed and closed results
    color: bool
    quiet: bool
    verbose: bool
    diff: bool  # stdout is the diff of the fixes

    def report_options(self, fmt: str) -> ReportOptions:
        return ReportOptions(
            color=self.color,
            fail_on=self.fail_on,
            category=self.sarif_category,
            include_suppressed=self.include_suppressed and fmt == "sarif",
            verbose=self.verbose,
        )


def write_outputs(result: ScanResult, plan: OutputPlan) -> None:
    """The report (-o FILE or stdout), the SARIF file (--sarif-output), warnings about what
    reporters cut, and what --fix left alone; with --diff, stdout is the diff of the fixes."""
    from secure_lint.report.untrusted import guard_lines  # noqa: PLC0415 (unicodedata: only when a report is written)

    report = render_report(plan.fmt, result, plan.report_options(plan.fmt))
    if plan.output:
        write_atomic(plan.output, report.text)
    if not plan.quiet and (plan.diff or not plan.output):
        if plan.diff and result.fix:  # the diff shows file content: neutralised, still applies
            click.echo(guard_lines(result.fix.diff, layout=True), nl=False)
        else:  # click strips colour codes from a pipe unless told: FORCE_COLOR, --color always
            click.echo(report.text, nl=False, color=plan.color or None)
    notes = list(report.notes)
    if plan.sarif_output:
        sarif = render_report("sarif", result, plan.report_options("sarif"))
        write_atomic(plan.sarif_output, sarif.text)
        notes += sarif.notes
    for note in dict.fromkeys(notes):
        click.echo(f"secure-lint: warning: {note}", err=True)
    if result.fix is not None and not plan.quiet:
        _echo_fixes(result.fix, preview=plan.diff)


def _echo_fixes(summary: FixSummary, preview: bool) -> None:
    """Files left as they were, on stderr; with a diff on stdout, the counts too."""
    from secure_lint.report.summary import fix_line  # noqa: PLC0415 (unicodedata: only when a report is written)
    from secure_lint.report.untrusted import one_line  # noqa: PLC0415 (unicodedata: only when a report is written)

    for problem in summary.problems:
        click.echo(f"secure-lint: {one_line(problem.path)}: {one_line(problem.reason)}", err=True)
    if preview:
        click.echo(f"secure-lint: {fix_line(summary)}", err=True)


def exit_code(result: ScanResult, plan: OutputPlan) -> ExitCode:
    """1 when an open finding is at or above the plan's fail-on level, when --fix changed a file,
    or, with --fail-on-partial, when the scan is not complete (a coverage gap); else 0."""
    fixed_files = result.fix is not None and bool(result.fix.files)
    partial = plan.fail_on_partial and result.coverage.scan_status != "complete"
    return ExitCode.FINDINGS if result.failing(plan.fail_on) or fixed_files or partial else ExitCode.OK
