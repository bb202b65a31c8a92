"""Match many files: each target read and matched (in worker processes for large scans),
and the per-file results gathered into one ScanResult with its coverage.

The order of the steps around it is pipeline.py's; reporters only read the result.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from secure_lint import __version__
from secure_lint.core.findings import Coverage, Finding, FixSummary, SkippedPath, SkipReason
from secure_lint.core.models import SEVERITIES, severity_at_least
from secure_lint.core.path_classes import is_lock_file
from secure_lint.rules.loader import Rule
from secure_lint.scan.engine import PARALLEL_THRESHOLD, EngineOptions, FileResult, RuleIndex, scan_source
from secure_lint.scan.reading import Loaded, Reader
from secure_lint.scan.shard import ShardRun
from secure_lint.scan.targets import Targets

if TYPE_CHECKING:
    from concurrent.futures import Future

    from secure_lint.scan.redaction import Masking


@dataclass(frozen=True, kw_only=True)
class ScanResult:
    tool_version: str = __version__
    root_name: str = ""
    findings: list[Finding] = field(default_factory=list)
    coverage: Coverage = field(default_factory=Coverage)
    rules: list[Rule] = field(default_factory=list)  # the rules that were loaded, for reporters (SARIF driver)
    fix: FixSummary | None = None  # set by --fix / --diff (secure_lint.scan.fix)
    baseline_known: int = 0  # findings left out because the baseline already has them
    shard: ShardRun | None = None  # --shard K/N: which part of which checkout (SARIF; `sarif merge` checks)
    masking: Masking | None = None  # the secret rules reporters mask paths with (None: the bundled ones, loaded)

    def counts(self) -> dict[str, int]:
        counts: dict[str, int] = dict.fromkeys(SEVERITIES, 0)
        for finding in self.findings:
            if finding.is_open:
                counts[finding.severity] += 1
        return counts

    def failing(self, fail_on: str) -> list[Finding]:
        if fail_on == "never":
            return []
        return [
            f
            for f in self.findings
            if f.is_open and severity_at_least(f.severity, fail_on)
        ]


PROGRESS_CHUNK = 16  # files matched in one process between two progress updates
TICK = 0.25  # seconds between two progress updates while worker processes match a chunk

# Per worker process state, set once by _init_worker.
_worker: dict[str, object] = {}


def _init_worker(reader: Reader, index: RuleIndex) -> None:
    _worker["reader"] = reader
    _worker["index"] = index


def _scan_paths(paths: list[str]) -> list[FileResult | SkippedPath]:
    reader: Reader = _worker["reader"]  # type: ignore[assignment]
    index: RuleIndex = _worker["index"]  # type: ignore[assignment]
    return [item for path in paths for item in _scan_one(reader.read(path), index)]


def _scan_one(loaded: Loaded, index: RuleIndex) -> list[FileResult | SkippedPath]:
    """The file's result; a minified or vendored file is also recorded (its code rules did not run)."""
    if isinstance(loaded, SkippedPath):
        return [loaded]
    result = scan_source(loaded, index)
    if loaded.code_rules or is_lock_file(loaded.path):  # a lock file has no code to skip
        return [result]
    reason: SkipReason = "library" if loaded.known_library else "vendored" if loaded.third_party else "minified"
    return [result, SkippedPath(path=loaded.path, reason=reason)]


def _chunks(items: list[str], size: int) -> Iterator[list[str]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def scan_files(
    reader: Reader,
    files: list[str],
    rules: list[Rule],
    options: EngineOptions,
    jobs: int = 0,
    on_done: Callable[[int], None] | None = None,
) -> list[FileResult | SkippedPath]:
    """Read and match each file: its findings (suppressions applied), or why it was skipped.
    Large scans run in worker processes (`jobs`, 0: decided by the number of files);
    `on_done` is told how many more files are done, chunk by chunk (the progress line)."""
    index = RuleIndex(rules, options)
    jobs = jobs or (2 if len(files) >= PARALLEL_THRESHOLD else 1)
    done = on_done or (lambda files: None)
    if jobs <= 1:
        _init_worker(reader, index)
        results: list[FileResult | SkippedPath] = []
        for paths in _chunks(files, PROGRESS_CHUNK):
            results += _scan_paths(paths)
            done(len(paths))
        return results
    import multiprocessing  # noqa: PLC0415 (~15 ms to import: only for large scans)
    from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415 (only for large scans)

    index.warm()  # once, before the workers fork and share it
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_init_worker, initargs=(reader, index)) as pool:
        size = max(8, len(files) // (jobs * 24))  # small enough that no worker idles long at the end
        chunks = list(_chunks(files, size))
        results = []
        for paths, future in zip(chunks, [pool.submit(_scan_paths, paths) for paths in chunks], strict=True):
            results += _awaited(future, done)
            done(len(paths))
        return results


def _awaited(
    future: Future[list[FileResult | SkippedPath]], done: Callable[[int], None]
) -> list[FileResult | SkippedPath]:
    """The future's result; while it is not there, `done(0)` every TICK seconds, so that the
    progress line appears and its clock runs before the first chunk of files is matched."""
    from concurrent.futures import TimeoutError as Waiting  # noqa: PLC0415 (with the pool)

    while True:
        try:
            return future.result(timeout=TICK)
        except Waiting:
            done(0)


def scan_result(
    stacks: Iterable[str],
    targets: Targets,
    items: Iterable[FileResult | SkippedPath],
    rules: list[Rule],
    root_name: str,
    changed_lines_of: str | None = None,
) -> ScanResult:
    """The result of the per-file results, with the coverage built once from them and from
    what the targets passed over. `changed_lines_of`: only findings on changed lines count."""
    coverage = Coverage(stacks=sorted(stacks), files_considered=targets.considered, skipped=list(targets.skipped))
    findings: list[Finding] = []
    for item in items:
        if isinstance(item, SkippedPath):
            coverage.skipped.append(item)
            continue
        coverage.files_scanned += 1
        coverage.rules_run += item.rules_run
        if not item.shipped:
            coverage.not_shipped.append(item.path)
        if item.partially_parsed:
            coverage.partially_parsed.append(item.path)
        coverage.truncation += [f"rule {rule_id} timed out on {item.path}" for rule_id in item.rules_timed_out]
        findings.extend(item.findings)
    coverage.finish(changed_lines_of)
    return ScanResult(root_name=root_name, findings=sort_findings(findings), coverage=coverage, rules=rules)


def sort_findings(findings: list[Finding]) -> list[Finding]:
    return sorted(
        findings,
        key=lambda f: (f.location.path, f.location.start_line, f.location.start_column, f.rule_id),
    )
