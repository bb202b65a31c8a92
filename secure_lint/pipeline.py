"""A scan as the user asked for it, as a short named pipeline:

config -> rules -> changes (staged content, or changes since a merge base) -> match (with
inline suppressions) -> changed lines only -> baseline -> fix (optional) -> result.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from secure_lint.config import DEFAULT_BASELINE, Config, ConfigError
from secure_lint.output import write_atomic
from secure_lint.paths import Shipping
from secure_lint.rules import Rule, load_rules
from secure_lint.scan import ScanRequest, ScanResult, run_scan, scan_in_memory
from secure_lint.selection import select_rules, unknown_selectors, with_severities
from secure_lint.suppress import INVALID_SUPPRESSION, META_RULES, UNUSED_SUPPRESSION, SuppressionPolicy

if TYPE_CHECKING:
    from secure_lint.changes import ChangeSet
    from secure_lint.fix import FixOptions


@dataclass(frozen=True)
class ScanPlan:
    root: Path
    config: Config
    paths: tuple[str, ...] = (".",)
    staged: bool = False
    diff_base: str | None = None
    committed_only: bool = False
    bundled_rules: bool = True
    use_cache: bool = True
    jobs: int = 0


@dataclass(frozen=True)
class RuleSet:
    rules: list[Rule]  # what the engine runs
    meta: list[Rule]  # enabled suppression checks (unused, invalid)
    suppressions: SuppressionPolicy


def run(plan: ScanPlan, use_baseline: bool = True, fixes: FixOptions | None = None) -> ScanResult:
    rules = choose_rules(plan.config, plan.bundled_rules, plan.use_cache)
    changes = find_changes(plan)
    result = match(plan, rules, changes)
    result = keep_changed_lines(result, changes)
    result = apply_baseline_file(result, plan.config.baseline if use_baseline else None)
    return fix(plan, rules, changes, result, fixes) if fixes is not None else result


def choose_rules(config: Config, bundled: bool = True, use_cache: bool = True) -> RuleSet:
    """Loaded rules and the suppression checks, selected and with severity overrides applied."""
    loaded = [*load_rules([Path(p) for p in config.rules], bundled=bundled, use_cache=use_cache), *META_RULES]
    for option, selectors in (("select/ignore", [*config.select, *config.ignore]), ("severity", config.severity)):
        unknown = unknown_selectors(loaded, selectors)
        if unknown:
            raise ConfigError(f"{option}: no rule, pack or category named {unknown[0]!r}")
    chosen = with_severities(select_rules(loaded, config.select, config.ignore), config.severity)
    meta = {r.id: r for r in chosen if r.id in {m.id for m in META_RULES}}
    policy = SuppressionPolicy(
        known_ids=frozenset(r.id for r in loaded),
        unused=meta.get(UNUSED_SUPPRESSION.id),
        invalid=meta.get(INVALID_SUPPRESSION.id),
    )
    return RuleSet([r for r in chosen if r.id not in meta], list(meta.values()), policy)


def find_changes(plan: ScanPlan) -> ChangeSet | None:
    """The staged files, or the files changed since the merge base; None for a plain scan."""
    if not plan.staged and plan.diff_base is None:
        return None
    from secure_lint.changes import Scope, since, staged  # noqa: PLC0415 (git: only for these scans)

    scope = Scope(plan.root, plan.paths, tuple(plan.config.exclude))
    if plan.staged:
        return staged(scope)
    return since(scope, plan.diff_base, plan.committed_only)


def scan_request(plan: ScanPlan, rules: RuleSet) -> ScanRequest:
    config = plan.config
    return ScanRequest(
        root=plan.root,
        paths=list(plan.paths),
        stacks=list(config.stacks),
        include_tests=config.include_tests,
        shipping=Shipping(tuple(config.non_shipped), tuple(config.shipped)),
        max_file_size=config.max_file_size,
        excludes=list(config.exclude),
        jobs=plan.jobs,
        suppressions=rules.suppressions,
    )


def match(plan: ScanPlan, rules: RuleSet, changes: ChangeSet | None) -> ScanResult:
    config = plan.config
    request = scan_request(plan, rules)
    if changes is None:
        result = run_scan(request, rules.rules)
    elif changes.on_disk:
        result = run_scan(replace(request, paths=changes.on_disk), rules.rules)
        result.coverage.skipped.extend(changes.skipped)
    else:
        from secure_lint.changes import load_blobs  # noqa: PLC0415

        sources, skipped = load_blobs(changes, config.max_file_size)
        result = scan_in_memory(request, rules.rules, sources, [*changes.skipped, *skipped])
    return replace(result, rules=[*result.rules, *rules.meta])


def keep_changed_lines(result: ScanResult, changes: ChangeSet | None) -> ScanResult:
    """Only findings on lines the change added or modified."""
    if changes is None or changes.lines is None:
        return result
    coverage = replace(result.coverage)
    coverage.not_observed_means += f"; only findings on lines added or changed in the {changes.label} are reported"
    findings = [f for f in result.findings if changes.touches(f)]
    return replace(result, findings=findings, coverage=coverage)


def fix(
    plan: ScanPlan, rules: RuleSet, changes: ChangeSet | None, result: ScanResult, options: FixOptions
) -> ScanResult:
    """--fix / --diff: fix the reported findings in the working tree; the fixed files re-scanned.
    A scan of git content (--staged) fixes only files whose working copy is that content."""
    from secure_lint.fix import fix_scan, staged_guard  # noqa: PLC0415 (only when fixing)

    if changes is not None and changes.blobs:
        what = "staged content" if plan.staged else "committed content"
        options = replace(options, guard=staged_guard(changes.blobs, what))
    return fix_scan(result, scan_request(plan, rules), rules.rules, options)


def apply_baseline_file(result: ScanResult, path: str | None) -> ScanResult:
    if path is None:
        return result
    from secure_lint.baseline import apply_baseline, read_ledger  # noqa: PLC0415 (only with a baseline)

    applied = apply_baseline(result.findings, read_ledger(Path(path), display_path(path)))
    return replace(result, findings=applied.findings, baseline_known=applied.known)


def display_path(path: str) -> str:
    """A path for messages: relative to the working directory, never absolute."""
    relative = os.path.relpath(os.path.abspath(path))
    return Path(path).name if relative.startswith("..") else Path(relative).as_posix()


def baseline_path(plan: ScanPlan, output: str | None) -> str:
    """-o FILE, else the configured baseline, else `.secure-lint-baseline.json` in the root."""
    return output or plan.config.baseline or str(plan.root / DEFAULT_BASELINE)


def create_baseline(plan: ScanPlan, path: str, force: bool) -> str:
    from secure_lint.baseline import create_ledger  # noqa: PLC0415

    ledger = create_ledger(run(plan, use_baseline=False).findings)
    write_atomic(path, ledger.to_json(), overwrite=force, display=display_path(path))
    count = len(ledger.findings)
    return f"wrote {display_path(path)}: {count} finding{'s' if count != 1 else ''}"


def update_baseline(plan: ScanPlan, path: str) -> str:
    from secure_lint.baseline import read_ledger, update_ledger  # noqa: PLC0415

    previous = read_ledger(Path(path), display_path(path))
    ledger, stats = update_ledger(previous, run(plan, use_baseline=False).findings)
    text = ledger.to_json()
    if Path(path).read_text(encoding="utf-8") == text:
        return f"{display_path(path)} is up to date ({len(ledger.findings)} findings)"
    write_atomic(path, text, display=display_path(path))
    return (
        f"updated {display_path(path)}: {stats.kept} kept, {stats.added} added, "
        f"{stats.dropped} dropped as fixed, {stats.reopened} reopened"
    )
