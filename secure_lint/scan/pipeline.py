"""A scan as the user asked for it (a ScanContext), as a short named pipeline:

rules -> targets (PATHS, staged content, or changes since a merge base) -> stacks ->
read + match + suppress (per file) -> result and coverage -> changed lines only ->
baseline -> fix (optional).

Each step takes what the earlier ones produced and the context; none reaches back.
"""

from __future__ import annotations

import gc
from collections.abc import Mapping
from contextlib import AbstractContextManager, ExitStack, nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

# registers how routers mounted across files are resolved (matchers/cross_file_routers.py), which
# the app checks read while matching: loaded before matching, not with the whole-repository step
import secure_lint.scan.repo.admin_routes  # noqa: F401
from secure_lint import git
from secure_lint.core.config import Config, ConfigError
from secure_lint.core.files import display_path
from secure_lint.core.path_classes import Shipping
from secure_lint.rules.loader import Rule, load_rule_set, load_rules
from secure_lint.rules.selection import select_rules, unknown_selectors, with_severities
from secure_lint.scan.cache.cached_scan import Kept, scan_through_cache
from secure_lint.scan.changes import blob_targets, find_changes
from secure_lint.scan.engine import EngineOptions, FileResult, RuleIndex
from secure_lint.scan.evidence_rules import evidence_dropped, evidence_rules
from secure_lint.scan.gaps import UNSCANNED_CODE, report_gaps
from secure_lint.scan.matching import ScanResult, scan_result
from secure_lint.scan.reading import BlobReader, DiskReader, Reader
from secure_lint.scan.redaction import Masking
from secure_lint.scan.repo.content import Snapshot, open_snapshot, snapshot_stacks, start_listing
from secure_lint.scan.repo.content import open_repository as opened
from secure_lint.scan.shard import ShardRun, checkout_id, split
from secure_lint.scan.stacks import detect_stacks, is_marker, resolve_stacks
from secure_lint.scan.suppress import INVALID_SUPPRESSION, META_RULES, UNUSED_SUPPRESSION, SuppressionPolicy
from secure_lint.scan.targets import Targets, collect, open_workspace, repository_files, to_relative
from secure_lint.workspace import Workspace

if TYPE_CHECKING:
    from secure_lint.core.context import ScanContext
    from secure_lint.core.repository import Repository
    from secure_lint.git import Started
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.changes import ChangeSet


@dataclass(frozen=True)
class RuleSet:
    rules: list[Rule]  # what the engine runs
    suppressions: SuppressionPolicy  # with the enabled suppression checks (unused, invalid)
    key: str | None = None  # the rule files' content, as the rule cache names it (rule_cache.py)
    gaps: Rule | None = None  # secure-lint.unscanned-code, when on (scan/gaps.py)
    masking: Masking | None = None  # the bundled secret rules, as loaded, that mask what is printed
    evidence_only: frozenset[str] = frozenset()  # run for another rule's decision, not reported (evidence_rules.py)

    @property
    def reported(self) -> list[Rule]:
        """Every rule that can report a finding, for reporters (the SARIF driver)."""
        return [r for r in self.matching if r.id not in self.evidence_only]

    @property
    def matching(self) -> list[Rule]:
        """Every rule whose findings matching makes, evidence rules' too (what a cached result may hold)."""
        return [*self.rules, *self.suppressions.rules, *([self.gaps] if self.gaps else [])]


@dataclass(frozen=True)
class Files:
    """What a scan reads: the target paths, what was passed over, where the content is."""

    workspace: Workspace  # the scan root
    targets: Targets
    reader: Reader
    changes: ChangeSet | None  # for --staged and --diff-base
    whole_tree: bool  # the targets are every file under the root (stack detection)
    shard: ShardRun | None = None  # --shard K/N: this part, of the checkout split
    # the git snapshot the changes were read from, open while the scan runs (repo/content.py)
    snapshot: Snapshot | None = None

    @property
    def changed_lines_of(self) -> str | None:
        """The change that a finding's path must touch to be reported (--diff-base)."""
        return self.changes.label if self.changes is not None and self.changes.diffs is not None else None


def run(context: ScanContext) -> ScanResult:
    with ExitStack() as scan:
        listing = scan.enter_context(listing_ahead(context))
        rules = choose_rules(context.config, context.bundled_rules, context.use_cache)
        files = find_files(context)
        files = replace(files, snapshot=scan.enter_context(open_snapshot(files.workspace, files.changes, listing)))
        engine = engine_options(context, rules, files, listing)
        files = only_shard(files, context)  # after the stacks: they come from the whole tree
        collect_from_here()
        items, kept = scan_targets(context, rules, engine, files)
        items = evidence_dropped(drop_guarded_elsewhere(items, rules, engine, files, kept), rules.evidence_only)
        if kept is not None:
            kept.save()  # with the cross-file verdicts the whole-repository step kept
        if context.config.profile != "audit" and for_the_whole_repository(items):
            from secure_lint.scan.whole_repository import review_items_dropped  # noqa: PLC0415 (as drop_guarded_elsewhere)

            items = review_items_dropped(items)
        root = context.root.name
        result = scan_result(engine.stacks, files.targets, items, rules.reported, root, files.changed_lines_of)
        result = replace(result, shard=files.shard, masking=rules.masking)
        result = keep_changed_lines(result, files.changes)
        result = report_gaps(result, rules.gaps, engine.shipping.is_shipped, files.changed_lines_of)
        result = apply_baseline_file(result, context)
        return fix(context, rules, engine, files, result)


def collect_from_here() -> None:
    """`secure-lint scan` pauses the cycle collector while it starts (a tenth of start-up's time
    went to collections that found nothing): what it made lives as long as the scan. That is
    frozen, never traversed again nor copied into forked workers' pages, and collection resumes
    for what matching makes. A caller that left the collector on is not affected."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def scan_targets(
    context: ScanContext, rules: RuleSet, engine: EngineOptions, files: Files
) -> tuple[list[Item], Kept | None]:
    """Each target read and matched, through the result cache unless --no-cache (the cache is
    saved after the whole-repository step, which keeps its cross-file verdicts there)."""
    return scan_through_cache(context, rules, engine, files.reader, files.targets.files, files.whole_tree)


def drop_guarded_elsewhere(
    items: list[Item], rules: RuleSet, engine: EngineOptions, files: Files, kept: Kept | None = None
) -> list[Item]:
    """Findings a guard in another file of the repository answers, and findings about Server
    Actions no client can reach, dropped (whole_repository.py). The repository is read as the
    targets were: the working tree, or git's snapshot (repo_content.py). With `kept` (a scan of
    the whole tree through the result cache), the value step's cross-file verdicts are taken from
    and kept in the cache, and so is the step's output for the tree (repository_step.py). A scan
    that found nothing and passed over nothing has nothing for that step: its modules are not
    loaded (a tenth of a clean staged scan's start-up)."""
    if not engine.cross_file_flows and not for_the_whole_repository(items):
        return items  # (--cross-file-flows adds findings at sinks: its step runs on every scan)
    from secure_lint.scan.cache.repository_step import through_step_cache  # noqa: PLC0415 (as the step)
    from secure_lint.scan.whole_repository import guarded_elsewhere, kept_verdicts  # noqa: PLC0415 (only with findings)

    repo = open_repository(files, engine)
    verdicts = kept_verdicts(kept)
    if kept is None or kept.tree is None:
        return guarded_elsewhere(items, rules, engine, repo, verdicts)
    return through_step_cache(
        kept.cache, kept.tree, items, repo, lambda seen: guarded_elsewhere(items, rules, engine, seen, verdicts)
    )


def for_the_whole_repository(items: list[Item]) -> bool:
    """Whether the whole-repository step has anything to judge: a finding, or a skipped path
    (library_copies.py). Each of its parts changes only those."""
    return any(not isinstance(item, FileResult) or item.findings for item in items)


def open_repository(files: Files, engine: EngineOptions) -> Repository:
    def tree() -> list[str]:
        return files.targets.files if files.whole_tree else repository_files(files.workspace)

    return opened(files.workspace, tree, files.snapshot, engine.shipping.is_shipped)


def only_shard(files: Files, context: ScanContext) -> Files:
    """--shard K/N: the targets of that part alone (what was passed over stays: it is the tree's)."""
    if context.shard is None:
        return files
    sizes = {path: files.targets.sizes[path] for path in files.targets.files}
    mine = split(sizes, context.shard)
    shard = ShardRun(context.shard.index, context.shard.count, checkout_id(sizes))
    return replace(files, targets=replace(files.targets, files=mine), whole_tree=False, shard=shard)


def choose_rules(config: Config, bundled: bool = True, use_cache: bool = True) -> RuleSet:
    """Loaded rules (through the validated rule cache unless not `use_cache`: --no-cache trusts
    no cache, a restored one may be poisoned) and the suppression checks, selected, with
    severity overrides applied."""
    files = [Path(p) for p in config.rules]
    bundled_and_extra, key = load_rule_set(files, bundled=bundled, use_cache=use_cache)
    loaded = [*bundled_and_extra, *META_RULES, UNSCANNED_CODE]
    for option, selectors in (("select/ignore", [*config.select, *config.ignore]), ("severity", config.severity)):
        unknown = unknown_selectors(loaded, selectors)
        if unknown:
            raise ConfigError(f"{option}: no rule, pack or category named {unknown[0]!r}")
    chosen = with_severities(select_rules(loaded, config.select, config.ignore, config.profile), config.severity)
    meta_ids = {m.id for m in (*META_RULES, UNSCANNED_CODE)}
    meta = {r.id: r for r in chosen if r.id in meta_ids}
    policy = SuppressionPolicy(
        known_ids=frozenset(r.id for r in loaded),
        unused=meta.get(UNUSED_SUPPRESSION.id),
        invalid=meta.get(INVALID_SUPPRESSION.id),
    )
    # masking takes the bundled secret rules, whatever is selected: those just loaded, or the
    # bundled ones alone when extra rule files joined them or were the only ones (from the cache
    # only when the scan trusts it)
    masking = Masking.of(bundled_and_extra if bundled and not files else load_rules(use_cache=use_cache))
    run = [r for r in chosen if r.id not in meta_ids]
    evidence = evidence_rules(bundled_and_extra, run)
    return RuleSet(
        [*run, *evidence], policy, key, meta.get(UNSCANNED_CODE.id), masking, frozenset(r.id for r in evidence)
    )


def find_files(context: ScanContext) -> Files:
    """PATHS under the root; or the staged files, or the files changed since the merge base."""
    workspace = open_workspace(context.root)
    config = context.config
    if not context.reads_git:
        paths = [to_relative(workspace, p) for p in context.paths]
        targets = collect(workspace, paths, config.max_file_size, config.exclude)
        return Files(workspace, targets, DiskReader(workspace, config.max_file_size), None, paths == ["."])

    changes = find_changes(context)
    reader: Reader
    if changes.on_disk:  # --diff-base without --committed-only: the working tree
        found = collect(workspace, changes.on_disk, config.max_file_size, config.exclude)
        targets = Targets(
            files=found.files,
            skipped=[*changes.skipped, *found.skipped],
            considered=len(changes.skipped) + found.considered,
            sizes=found.sizes,
        )
        reader = DiskReader(workspace, config.max_file_size)
    else:
        targets = blob_targets(changes, config.max_file_size)
        reader = BlobReader(changes.git_root, {p: changes.blobs[p] for p in targets.files})
    return Files(workspace, targets, reader, changes, whole_tree=False)


def listing_ahead(context: ScanContext) -> AbstractContextManager[Started | None]:
    """For a scan of changed files whose stacks are detected: git lists the tree (see
    engine_options) in the background while the rules load: the index for --staged, HEAD for
    --committed-only, else the working tree."""
    if not context.reads_git or any(stack != "auto" for stack in context.config.stacks):
        return nullcontext()

    if context.staged or context.committed_only:
        return start_listing(context.root, "index" if context.staged else "HEAD")
    return git.start_tracked_files(context.root)


def engine_options(context: ScanContext, rules: RuleSet, files: Files, listing: Started | None = None) -> EngineOptions:
    """Stacks come from the whole tree (the targets, when they are the whole tree; `listing`:
    git's listing of it, started before; for a scan of git content, the snapshot it came from),
    so that any subset of files, as pre-commit passes them, is scanned with the same rules."""

    def detected() -> set[str]:
        if files.snapshot is not None:
            return snapshot_stacks(files.snapshot)
        tree = files.targets.files if files.whole_tree else repository_files(files.workspace, is_marker, listing)
        return detect_stacks(tree, files.workspace.read_text_or_none)

    stacks = resolve_stacks(context.config.stacks, detected)
    config = context.config
    return EngineOptions(
        stacks=stacks,
        include_tests=config.include_tests,
        cross_file_flows=config.cross_file_flows,
        review_items=config.profile == "audit",
        shipping=Shipping(tuple(config.non_shipped), tuple(config.shipped)),
        suppressions=rules.suppressions,
        masking=rules.masking,
    )


def keep_changed_lines(result: ScanResult, changes: ChangeSet | None) -> ScanResult:
    """Only findings whose path the change touched: a line of the finding, of its data's
    source, hops or sink, or a check removed between them (scan/touches.py)."""
    if changes is None or changes.diffs is None:
        return result
    return replace(result, findings=[f for f in result.findings if changes.touches(f)])


def apply_baseline_file(result: ScanResult, context: ScanContext) -> ScanResult:
    path = context.config.baseline
    if path is None or not context.use_baseline:
        return result
    from secure_lint.scan.baseline import apply_baseline, read_ledger  # noqa: PLC0415 (only with a baseline)

    applied = apply_baseline(result.findings, read_ledger(Path(path), display_path(path)))
    return replace(result, findings=applied.findings, baseline_known=applied.known)


def fix(context: ScanContext, rules: RuleSet, engine: EngineOptions, files: Files, result: ScanResult) -> ScanResult:
    """--fix / --diff: fix the reported findings in the working tree; the fixed files re-scanned
    as the scan does (matched, then its whole-repository step, with the fixes in place).
    A scan of git content (--staged) fixes only files whose working copy is that content."""
    if context.fix is None:
        return result
    from secure_lint.scan.fix import FixTarget, fix_scan, staged_guard  # noqa: PLC0415 (only when fixing)
    from secure_lint.scan.whole_repository import guarded_elsewhere  # noqa: PLC0415 (only when fixing)

    guard = None
    if files.changes is not None and files.changes.blobs:
        what = "staged content" if context.staged else "committed content"
        guard = staged_guard(files.changes.blobs, what)
    repo = open_repository(files, engine)

    def settle(rescanned: FileResult, fixed: Mapping[str, str]) -> FileResult:
        (settled,) = guarded_elsewhere([rescanned], rules, engine, repo.seeing(fixed))
        assert isinstance(settled, FileResult)
        return settled

    index = RuleIndex(rules.rules, engine)
    target = FixTarget(files.workspace, index, context.config.max_file_size, guard, settle)
    return fix_scan(result, target, context.fix)
