"""The `scan` command's options as given on the command line: the flag combinations checked,
then made once into the ScanContext the pipeline runs and the OutputPlan its result is written by."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from secure_lint.cli.output import OutputPlan
from secure_lint.core.config import load_config
from secure_lint.core.context import FixMode, ScanContext
from secure_lint.core.errors import UserError
from secure_lint.scan.shard import parse_shard
from secure_lint.scan.targets import choose_root

if TYPE_CHECKING:
    from secure_lint.core.config import Config
    from secure_lint.core.context import ScanContext


class UsageError(UserError):
    """Options that cannot be used together, or a named file that does not exist."""


@dataclass(frozen=True, kw_only=True)
class ScanOptions:
    paths: tuple[str, ...]
    root: str | None
    fmt: str
    output: str | None
    sarif_output: str | None
    sarif_category: str
    fail_on: str | None
    fail_on_partial: bool | None
    stacks: tuple[str, ...]
    staged: bool
    diff_base: str | None
    committed_only: bool
    config_file: str | None
    baseline: str | None
    sarif_include_suppressed: bool
    fix: bool
    unsafe_fixes: bool
    diff: bool
    select: tuple[str, ...]
    profile: str | None
    ignore: tuple[str, ...]
    rule_paths: tuple[str, ...]
    no_bundled_rules: bool
    include_tests: bool | None
    cross_file_flows: bool | None
    max_file_size: int | None
    jobs: int
    shard: str | None
    no_cache: bool
    quiet: bool
    verbose: bool


def check_flags(options: ScanOptions) -> None:
    """Combinations that make no sense, and --rules files that are not there: a UsageError."""
    if options.staged and options.diff_base:
        raise UsageError("--staged and --diff-base cannot be combined")
    if options.committed_only and not options.diff_base:
        raise UsageError("--committed-only needs --diff-base REF")
    if options.unsafe_fixes and not (options.fix or options.diff):
        raise UsageError("--unsafe-fixes needs --fix or --diff")
    if options.shard is not None:
        parse_shard(options.shard)
    for rule_path in options.rule_paths:
        if not os.path.exists(rule_path):
            raise UsageError(f"--rules {rule_path}: no such file or directory")


def scan_context(options: ScanOptions) -> ScanContext:
    """The scan root, its configuration with the command line's overrides, and what to scan."""
    root = choose_root(options.root, list(options.paths))
    config = load_config(root, options.config_file, use_cache=not options.no_cache)
    return ScanContext(
        root=root,
        config=_with_overrides(config, options),
        paths=options.paths or (".",),
        staged=options.staged,
        diff_base=options.diff_base,
        committed_only=options.committed_only,
        bundled_rules=not options.no_bundled_rules,
        use_cache=not options.no_cache,
        jobs=options.jobs,
        fix=FixMode(unsafe=options.unsafe_fixes, write=not options.diff) if options.fix or options.diff else None,
        shard=parse_shard(options.shard) if options.shard is not None else None,
        progress=not options.quiet,
    )


def _with_overrides(config: Config, options: ScanOptions) -> Config:
    return config.with_overrides(
        fail_on=options.fail_on,
        fail_on_partial=options.fail_on_partial,
        stacks=options.stacks,
        select=options.select,
        profile=options.profile,
        ignore=options.ignore,
        rules=[os.path.abspath(p) for p in options.rule_paths],
        include_tests=options.include_tests,
        cross_file_flows=options.cross_file_flows,
        max_file_size=options.max_file_size,
        baseline=options.baseline,
    )


def _category(category: str, context: ScanContext) -> str:
    """A shard's SARIF is its own analysis: `secure-lint/shard-2-of-3` (`sarif merge` joins them)."""
    return f"{category}/{context.shard.label}" if context.shard is not None else category


def output_plan(options: ScanOptions, context: ScanContext, color: bool) -> OutputPlan:
    """Where and how the result is written: the options and the configuration, read once."""
    return OutputPlan(
        fmt=options.fmt,
        output=options.output,
        sarif_output=options.sarif_output,
        sarif_category=_category(options.sarif_category, context),
        fail_on=context.config.fail_on,
        fail_on_partial=context.config.fail_on_partial,
        include_suppressed=options.sarif_include_suppressed,
        color=color,
        quiet=options.quiet,
        verbose=options.verbose,
        diff=options.diff,
    )
