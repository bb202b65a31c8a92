"""Writing a scan's outputs: the report and SARIF files (atomically, so a failed run never
leaves half a report), stdout and stderr, and the exit code."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from secure_lint.core.errors import ExitCode, UserError

if TYPE_CHECKING:
    from secure_lint.cli.scan_options import ScanOptions
    from secure_lint.core.findings import FixSummary
    from secure_lint.report import ReportOptions
    from secure_lint.scan.matching import ScanResult


class OutputError(UserError):
    """An output file that cannot be written."""


LIST_FORMATS = ("text", "json")  # `rules list`, `packs list`


def write_atomic(path: str, text: str, overwrite: bool = True, display: str | None = None) -> None:
    """Write through a temporary file renamed into place; without `overwrite`, an existing
    file is an OutputError (the rename is then a link, which fails if the name exists).
    Messages name the file as `display` (default: `path`)."""
    import tempfile  # noqa: PLC0415 (only when a file is written)

    target = Path(path)
    path = display or path
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise OutputError(f"{path}: directory does not exist")
    if target.is_dir():
        raise OutputError(f"{path}: is a directory")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=directory)
    except OSError:
        raise OutputError(f"{path}: cannot write here") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        os.chmod(tmp, 0o644)
        if overwrite:
            os.replace(tmp, target)
        else:
            os.link(tmp, target)
            os.unlink(tmp)
    except FileExistsError:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path} already exists; pass --force to overwrite it") from None
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write here") from None


def display_path(path: str) -> str:
    """A path for messages: relative to the working directory (`../other/x.json` too), never
    absolute; only a path that shares no directory with it is named by its base name."""
    absolute = os.path.abspath(path)
    relative = os.path.relpath(absolute)
    if relative.startswith("..") and os.path.commonpath([absolute, os.getcwd()]) == os.sep:
        return Path(path).name
    return Path(relative).as_posix()


def write_outputs(result: ScanResult, options: ScanOptions, report_options: ReportOptions) -> None:
    """The report (-o FILE or stdout), the SARIF file (--sarif-output), warnings about what
    reporters cut, and what --fix left alone; with --diff, stdout is the diff of the fixes."""
    import click  # noqa: PLC0415

    from secure_lint.report import render_report  # noqa: PLC0415
    from secure_lint.report.untrusted import guard_lines  # noqa: PLC0415

    report = render_report(options.fmt, result, report_options)
    if options.output:
        write_atomic(options.output, report.text)
    if not options.quiet and (options.diff or not options.output):
        if options.diff and result.fix:  # the diff shows file content: neutralised, still applies
            click.echo(guard_lines(result.fix.diff, layout=True), nl=False)
        else:  # click strips colour codes from a pipe unless told: FORCE_COLOR, --color always
            click.echo(report.text, nl=False, color=report_options.color or None)
    notes = list(report.notes)
    if options.sarif_output:
        sarif_options = replace(report_options, include_suppressed=options.sarif_include_suppressed)
        sarif = render_report("sarif", result, sarif_options)
        write_atomic(options.sarif_output, sarif.text)
        notes += sarif.notes
    for note in dict.fromkeys(notes):
        click.echo(f"secure-lint: warning: {note}", err=True)
    if result.fix is not None and not options.quiet:
        _echo_fixes(result.fix, preview=options.diff)


def _echo_fixes(summary: FixSummary, preview: bool) -> None:
    """Files left as they were, on stderr; with a diff on stdout, the counts too."""
    import click  # noqa: PLC0415

    from secure_lint.report.summary import fix_line  # noqa: PLC0415
    from secure_lint.report.untrusted import one_line  # noqa: PLC0415

    for problem in summary.problems:
        click.echo(f"secure-lint: {one_line(problem.path)}: {one_line(problem.reason)}", err=True)
    if preview:
        click.echo(f"secure-lint: {fix_line(summary)}", err=True)


def exit_code(result: ScanResult, fail_on: str) -> ExitCode:
    """1 when an open finding is at or above `fail_on`, or when --fix changed a file; else 0."""
    fixed_files = result.fix is not None and bool(result.fix.files)
    return ExitCode.FINDINGS if result.failing(fail_on) or fixed_files else ExitCode.OK
