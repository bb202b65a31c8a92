"""`secure-lint scan`: the options, one pipeline run, the outputs, the exit code."""

from __future__ import annotations

import gc
import os
import sys
from typing import Any

import click

from secure_lint.cli.errors import user_errors
from secure_lint.cli.output import exit_code, write_outputs
from secure_lint.core.models import FAIL_ON, PROFILES, STACK_CHOICES
from secure_lint.report import REPORTERS


def _color(output: str | None, mode: str) -> bool:
    from secure_lint.cli.terminal import use_colour  # noqa: PLC0415 (the command's work: loaded when it runs)

    return use_colour(mode, output is not None, sys.stdout, os.environ)


@click.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--root", help="Scan root (default: git top level, else the current directory).")
@click.option("--format", "fmt", type=click.Choice(list(REPORTERS)), default="text", show_default=True)
@click.option("-o", "--output", type=click.Path(), help="Write the report to FILE.")
@click.option("--sarif-output", type=click.Path(), help="Also write SARIF to FILE.")
@click.option(
    "--sarif-category",
    default="secure-lint",
    show_default=True,
    help="Code scanning category (SARIF automationDetails.id) of this analysis.",
)
@click.option(
    "--fail-on",
    type=click.Choice(FAIL_ON),
    help="Exit 1 when an open finding is at least this severe (default: low).",
)
@click.option(
    "--fail-on-partial/--no-fail-on-partial",
    default=None,
    help="Also exit 1 when the scan is partial: a shipped file the code rules did not read (default: off).",
)
@click.option(
    "--stack",
    "stacks",
    multiple=True,
    type=click.Choice(STACK_CHOICES),
    help="Run the rules of these stacks only (default: detected).",
)
@click.option("--staged", is_flag=True, help="Scan the staged content of staged files (the git index).")
@click.option(
    "--diff-base",
    metavar="REF",
    help="Report only findings whose path (their lines, their data's source, hops, sink) changed since REF.",
)
@click.option("--committed-only", is_flag=True, help="With --diff-base: leave out uncommitted changes.")
@click.option("--config", "config_file", type=click.Path(), help="Configuration file (default: found in the root).")
@click.option("--baseline", type=click.Path(), help="Report only findings not in this baseline file.")
@click.option("--sarif-include-suppressed", is_flag=True, help="Keep suppressed and closed findings in SARIF.")
@click.option("--fix", is_flag=True, help="Apply safe fixes to the files (exit 1 when any file changed).")
@click.option("--unsafe-fixes", is_flag=True, help="With --fix or --diff: unsafe fixes too (review them).")
@click.option("--diff", is_flag=True, help="Print the fixes as a unified diff; write nothing.")
@click.option(
    "--profile",
    type=click.Choice(PROFILES),
    default=None,
    help=(
        "Rule set: default (measured precise), extended (adds audit prompts and less precise rules),"
        " or audit (extended plus review reminders and review items: sinks reached by values of unshown origin)."
    ),
)
@click.option("--select", multiple=True, help="Only these rules (id, id prefix, pack or category).")
@click.option("--ignore", multiple=True, help="Leave out these rules (id, id prefix, pack or category).")
@click.option("--rules", "rule_paths", multiple=True, type=click.Path(), help="Extra rule file or directory.")
@click.option("--no-bundled-rules", is_flag=True, help="Use only the --rules files.")
@click.option("--include-tests/--no-include-tests", default=None, help="Run code rules in tests, fixtures, docs too.")
@click.option(
    "--cross-file-flows/--no-cross-file-flows",
    default=None,
    help="Follow data into the functions a file calls in other files (slower on large repositories).",
)
@click.option(
    "--max-file-size", type=click.IntRange(min=1), help="Skip files larger than this many bytes (default: 1 MiB)."
)
@click.option("--jobs", type=click.IntRange(min=0), default=0, help="Worker processes (0: automatic).")
@click.option("--shard", metavar="K/N", help="Scan only part K of N, balanced by size (a CI matrix; `sarif merge`).")
@click.option(
    "--no-cache",
    is_flag=True,
    help="Read and write no cache: scan results, rule and config files are all read again (trust no restored cache).",
)
@click.option("-q", "--quiet", is_flag=True, help="Print nothing; only the exit code speaks.")
@click.option("-v", "--verbose", is_flag=True, help="Text report: also list skipped and partly parsed files.")
@click.option(
    "--color",
    "color_mode",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour the text report (auto: on a terminal; NO_COLOR, FORCE_COLOR and TERM=dumb are honoured).",
)
@user_errors
def scan(color_mode: str, **given: Any) -> None:
    """Scan PATHS (default: .) and report findings."""
    gc.disable()  # start-up (modules, rules) makes long-lived objects, not garbage: see pipeline.run
    try:
        from secure_lint.cli.scan_options import ScanOptions, check_flags, output_plan, scan_context  # noqa: PLC0415 (the command's work: loaded when it runs)
        from secure_lint.scan.pipeline import run  # noqa: PLC0415 (the command's work: loaded when it runs)

        options = ScanOptions(**given)
        check_flags(options)
        context = scan_context(options)
        plan = output_plan(options, context, color=_color(options.output, color_mode))
        result = run(context)
        write_outputs(result, plan)
        sys.exit(exit_code(result, plan))
    finally:
        gc.enable()
